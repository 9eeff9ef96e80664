# tier: opnames
# Variant of 104: colocation groups for variables in scopes: get_variable float64 in 'a.b', a
# tf.Variable from a tensor in 'c', an assign op and a plain op.
with tf.variable_scope('a.b'):
    W = tf.get_variable('W', [2], dtype=tf.float64, initializer=tf.ones_initializer())
with tf.variable_scope('c'):
    V = tf.Variable(tf.zeros([2], dtype=tf.float64), name='V')
asg = tf.assign(V, W)
y = W + V
pieces = [W.op, W.initializer, W.value().op, W.initializer.inputs[1].op,
          V.op, V.initializer, V.value().op, V.initializer.inputs[1].op, asg.op, y.op]
for op in pieces:
    emit(op.name, op.colocation_groups())
