# tier: graph
# tf.tensor_scatter_nd_update / _add / _sub (and TF1's tf.tensor_scatter_update / _add / _sub)
# are the ops TensorScatterUpdate / Add / Sub on a copy of the tensor (update: the last of
# repeated coordinates wins). Gradients: GatherNd for the updates (negated for sub), the
# tensor's an Identity of grad (for update, with zeros written at the coordinates).
t = tf.constant([[1., 2.], [3., 4.], [5., 6.]], name="t")
u1 = tf.tensor_scatter_nd_update(t, [[0], [2]], [[9., 9.], [8., 8.]])
u2 = tf.tensor_scatter_add(t, [[0, 1]], [10.], name="sa")
u3 = tf.tensor_scatter_nd_sub(t, tf.constant([[1]], tf.int64), [[1., 1.]])
u4 = tf.tensor_scatter_update(t, [[1], [1]], [[1., 2.], [3., 4.]])
u5 = tf.tensor_scatter_nd_update(t, [[0]], [[9, 9]])
bad = tf.tensor_scatter_nd_update(t, [[5]], [[9., 9.]])
bad_add = tf.tensor_scatter_nd_add(t, [[-1]], [[9., 9.]])
emit("shapes", [[x.name, x.shape, x.dtype] for x in (u1, u2, u3, u4, u5)])
emit("aliases", [tf.tensor_scatter_add is tf.tensor_scatter_nd_add,
                 tf.tensor_scatter_sub is tf.tensor_scatter_nd_sub,
                 tf.tensor_scatter_update is tf.tensor_scatter_nd_update])
expect_error(lambda: tf.tensor_scatter_nd_update(t, [[0]], [[9., 9., 9.]]), "shape")
expect_error(lambda: tf.tensor_scatter_nd_update(t, [[0.5]], [[1., 2.]]), "index_type")
expect_error(lambda: tf.tensor_scatter_nd_update(t, [[0]], [["a", "b"]]), "updates_type")
up = tf.constant([[9., 9.]], name="up")
r = tf.tensor_scatter_nd_update(t, [[1]], up)
g_update = tf.gradients(r * r, [t, up])
g_add = tf.gradients(tf.tensor_scatter_nd_add(t, [[1]], up) * 2., [t, up])
g_sub = tf.gradients(tf.tensor_scatter_nd_sub(t, [[1]], up) * 2., [t, up])
emit("grad_names", [x.name for x in g_update + g_add + g_sub])
emit("graph", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([u1, u2, u3, u4, u5, g_update, g_add, g_sub]))
    expect_error(lambda: sess.run(bad), "outside")
    expect_error(lambda: sess.run(bad_add), "negative")
