# tier: opnames
# Initializer ops of get_variable ignore the current name scope (W/Initializer/...), tf.Variable
# initial values follow it; the read op and Assign live under the variable.
with tf.name_scope('ns'):
    w = tf.get_variable('w', [2], initializer=tf.random_uniform_initializer(-1.0, 1.0))
    v = tf.Variable(tf.random_normal([2]), name='v')
    c = tf.Variable(tf.zeros([2]), name='c')
with tf.variable_scope('vs'):
    with tf.name_scope('inner'):
        u = tf.get_variable('u', [2], initializer=tf.ones_initializer())
        k = tf.Variable(1.0, name='k')
for var in (w, v, c, u, k):
    emit(var.op.name, [var.initializer.inputs[1], var.initializer, var.value()])
