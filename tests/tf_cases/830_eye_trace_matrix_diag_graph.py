# tier: graph
# tf.eye (square, rectangular, batched, with a tensor size), tf.trace and the MatrixDiagV3
# family (tf.matrix_diag / matrix_diag_part / matrix_set_diag, and their tf.linalg names, with
# an off-diagonal k): node lists, static shapes and values.
n = tf.placeholder(tf.int32, [], name="n")
m = tf.placeholder(tf.float32, [None, 3, 4], name="m")
x = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
outs = [tf.eye(3), tf.eye(2, 3, batch_shape=[2], dtype=tf.int32), tf.eye(n),
        tf.eye(n, 2, name="rect"), tf.linalg.eye(2, batch_shape=[1]),
        tf.trace(tf.ones([2, 3, 3])), tf.linalg.trace(x),
        tf.matrix_diag([1.0, 2.0]), tf.linalg.diag([[1, 2], [3, 4]], k=1),
        tf.matrix_diag_part(x), tf.linalg.diag_part(x, k=-1), tf.matrix_diag_part(m, k=2),
        tf.matrix_set_diag(x, [7.0, 8.0]), tf.linalg.set_diag(x, [9.0, 9.0], k=1),
        tf.matrix_diag(tf.constant([True, False]))]
emit("shapes", [str(t.shape) for t in outs])
emit("dtypes", [t.dtype.name for t in outs])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(outs, {n: 2, m: [[[1, 2, 3, 4]] * 3]}))
expect_error(lambda: tf.matrix_diag([True, False]), "bool_list_padding")
expect_error(lambda: tf.eye(2.5), "float_size")
