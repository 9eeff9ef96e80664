# tier: opnames
# A scope regularizer (or a get_variable one) adds its loss to REGULARIZATION_LOSSES, built in
# '<var>/Regularizer/'; reused variables add nothing.
def l2(w):
    return 0.01 * tf.reduce_sum(tf.square(w))


with tf.variable_scope('net', regularizer=l2):
    w = tf.get_variable('w', [2], initializer=tf.ones_initializer())
    b = tf.get_variable('b', [2], initializer=tf.constant_initializer(0.5),
                        regularizer=lambda t: tf.reduce_sum(t))
with tf.variable_scope('net', reuse=True):
    tf.get_variable('w', [2])
c = tf.get_variable('c', [1])
losses = tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)
emit("losses", losses)
emit("loss_ops", [[t.op.name, t.op.type] for t in losses])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(losses))
