# tier: opnames
# The usual way to total regularization losses: a scope regularizer on shared layers, then
# tf.add_n over the collection (and tf.losses.get_regularization_loss); names and values.
def reg(w):
    return tf.multiply(0.5, tf.reduce_sum(tf.square(w)), name="l2")


def layer(x):
    w = tf.get_variable("w", [2, 2], initializer=tf.ones_initializer())
    return tf.matmul(x, w)


x = tf.constant([[1.0, 2.0]], name="x")
with tf.variable_scope("net", regularizer=reg):
    with tf.variable_scope("l1"):
        h = layer(x)
    with tf.variable_scope("l2"):
        y = layer(h)
with tf.variable_scope("net", regularizer=reg, reuse=True):
    with tf.variable_scope("l1"):
        layer(x)
losses = tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)
emit("losses", losses)
total = tf.add_n(losses, name="reg_total")
emit("total", [total, total.op.type, [t.name for t in total.op.inputs]])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("value", sess.run(total))
