# tier: graph
# tf.math.xlog1py is the op Xlog1py in the wrapper's scope (xlog1py/Xlog1py): x * log(1 + y),
# 0 where x is 0; its gradients xlog1py(x != 0, y) and xdivy(x, y + 1), summed back over
# broadcast axes. tf.math.is_non_decreasing / is_strictly_increasing are tf.* 's functions.
x = tf.constant([0., 1., 2.], name="x")
y = tf.constant([[-1., 0., 3.], [1., 1., 1.]], name="y")
z = tf.math.xlog1py(x, y)
z2 = tf.math.xlog1py(x, 1.0, name="named")
emit("names", [[t.name, t.shape] for t in (z, z2)])
gx, gy = tf.gradients(tf.reduce_sum(z), [x, y])
emit("grad_names", [gx.name, gy.name])
emit("same_functions", [tf.math.is_non_decreasing is tf.is_non_decreasing,
                        tf.math.is_strictly_increasing is tf.is_strictly_increasing])
expect_error(lambda: tf.math.xlog1py(tf.constant([1, 2]), 1), "int")
emit("graph", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([z, z2, gx, gy, tf.math.is_non_decreasing([1, 1, 2]),
                             tf.math.is_strictly_increasing([1, 1, 2])]))
