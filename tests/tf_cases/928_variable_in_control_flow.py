# tier: semantics
# A variable whose initial value is built inside a while-loop body or a cond branch is TF's
# ValueError (tf.Variable and get_variable alike); a function as the initial value (or a
# Python value, converted outside the loop) is fine, and such a loop runs once initialised.
# Left out of the record: the body's graph, where TF reads the variable through a RefEnter.
def make(body_fn):
    def body(i, _):
        return (i + 1, body_fn().read_value())
    return body


cases = [("tensor", lambda: tf.Variable(initial_value=tf.zeros([], dtype=tf.int32))),
         ("lambda", lambda: tf.Variable(lambda: tf.zeros([], dtype=tf.int32), name="lam")),
         ("get_variable", lambda: tf.get_variable("gv", [], tf.int32,
                                                  initializer=tf.zeros_initializer())),
         ("python", lambda: tf.Variable(5, name="py")),
         ("get_variable_tensor", lambda: tf.get_variable("gv2", initializer=tf.constant(3)))]
for key, fn in cases:
    with tf.Graph().as_default() as g:
        out = []
        expect_error(lambda: out.append(tf.while_loop(lambda i, _: i < 10, make(fn), [0, 0])),
                     "while_" + key)
        if out:  # (the body reads the variable through TF's RefEnter, which scopelab lacks)
            sess = tf.Session()
            sess.run(tf.global_variables_initializer())
            emit("while_%s_run" % key, sess.run(out[0]))
        else:
            emit("while_%s_graph" % key, [op.name for op in g.get_operations()])


def branch():
    return tf.Variable(tf.constant(1.0), name="incond").read_value()


expect_error(lambda: tf.cond(tf.constant(True), branch, lambda: tf.constant(2.0)), "cond")
emit("cond_graph", graph_nodes())
