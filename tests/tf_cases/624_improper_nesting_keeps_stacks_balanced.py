# tier: semantics
# Leaving a variable_scope while an inner one is open raises RuntimeError("Improper nesting of
# variable_scope."), but its name scope and default-graph entry are left anyway - once: a later
# second __exit__ (after the inner scope closed) pops the variable scope only, so the default
# graph stays the one entered, whatever order the scopes are closed in. A name_scope left
# twice is left once.
g = tf.Graph()
states = []


def state(label):
    states.append([label, tf.get_variable_scope().name, tf.get_default_graph() is g,
                   g.get_name_scope()])


with g.as_default():
    with tf.variable_scope('aa'):
        bb = tf.variable_scope('bb')
        bb.__enter__()
        with tf.variable_scope('cc'):
            expect_error(lambda: bb.__exit__(None, None, None), "exit_bb_inside_cc")
            state("in cc")
        state("after cc")
        bb.__exit__(None, None, None)
        state("after bb")
        emit("op_after_bb", tf.constant(1.0, name='k'))
    state("after aa")
    a = tf.variable_scope('a')
    a.__enter__()
    b = tf.variable_scope('b')
    b.__enter__()
    expect_error(lambda: a.__exit__(None, None, None), "exit_outer_first")
    state("outer left early")
    b.__exit__(None, None, None)
    state("inner left")
    a.__exit__(None, None, None)
    state("outer left again")
    expect_error(lambda: a.__exit__(None, None, None), "outer_left_third_time")
    state("after third")
    n = tf.name_scope('n')
    n.__enter__()
    n.__exit__(None, None, None)
    n.__exit__(None, None, None)
    state("name scope left twice")
emit("states", states)
emit("outside_is_default_graph_again", tf.get_default_graph() is not g)
