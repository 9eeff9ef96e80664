# tier: opnames
# An outer template calling an inner one from inside tf.name_scope blocks in its function, and
# the outer called from a name scope: variable and op names.
def inner(x):
    return x * tf.get_variable('k', [], initializer=tf.constant_initializer(2.0))


inner_t = tf.make_template('inner', inner)


def outer(x):
    with tf.name_scope('pre'):
        a = inner_t(x)
    with tf.name_scope('post'):
        b = inner_t(a)
    return b + tf.get_variable('b', [], initializer=tf.constant_initializer(1.0))


outer_t = tf.make_template('outer', outer)
x = tf.constant(1.0, name='x')
y1 = outer_t(x)
with tf.name_scope('call'):
    y2 = outer_t(x)
emit("vars", tf.global_variables())
emit("y1", [y1, y1.op.inputs[0], y1.op.inputs[0].op.inputs[0]])
emit("y2", [y2, y2.op.inputs[0], y2.op.inputs[0].op.inputs[0]])
emit("inner_scope", inner_t.variable_scope.name)
