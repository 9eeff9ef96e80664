# tier: opnames
# Weight regularizers build <layer>/kernel/Regularizer/... in the layer's op scope once, when the
# variable is made (not again on reuse); activity regularizers divide by the batch size under
# <layer>/ActivityRegularizer/ on every call; layer.losses rebuilds weight losses where it is
# read; a scope regularizer works through get_variable; values of the summed losses.
x = tf.placeholder(tf.float32, [None, 2], name="x")


def new_ops(fn):
    before = {n[0] for n in graph_nodes()}
    out = fn()
    return [n[:2] for n in graph_nodes() if n[0] not in before], out


ops, y = new_ops(lambda: tf.layers.dense(x, 3, kernel_regularizer=tf.nn.l2_loss,
                                         bias_regularizer=lambda b: tf.reduce_sum(tf.abs(b)),
                                         activity_regularizer=tf.nn.l2_loss, name="fc"))
emit("first", ops)
ops, y2 = new_ops(lambda: tf.layers.dense(x, 3, kernel_regularizer=tf.nn.l2_loss,
                                          activity_regularizer=tf.nn.l2_loss, name="fc",
                                          reuse=True))
emit("reuse", ops)
layer = tf.layers.Conv2D(2, 3, kernel_regularizer=lambda w: 0.01 * tf.nn.l2_loss(w))
ops, c = new_ops(lambda: layer(tf.zeros([1, 5, 5, 1])))
emit("conv", ops)
ops, losses = new_ops(lambda: layer.losses)
emit("layer_losses", [ops, losses])
with tf.variable_scope("reg", regularizer=tf.nn.l2_loss):
    ops, z = new_ops(lambda: tf.layers.dense(x, 1))
emit("scope_regularizer", ops)
ops, none = new_ops(lambda: tf.layers.dense(x, 1, kernel_regularizer=lambda w: None))
emit("none_regularizer", ops)
emit("collection", tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES))
total = tf.losses.get_regularization_loss()
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("total_finite", bool(sess.run(total, {x: [[1.0, 2.0], [3.0, 4.0]]}) > 0))
    emit("activity", sess.run(tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)[2],
                              {x: [[0.0, 0.0], [0.0, 0.0]]}))
