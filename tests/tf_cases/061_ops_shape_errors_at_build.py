# tier: semantics
# Shape errors raised while building ops: matmul inner dims and rank, add broadcasting,
# conv2d depth, reshape size, dtype mismatches.
a = tf.placeholder(tf.float32, [2, 3], name='a')
b = tf.placeholder(tf.float32, [2, 3], name='b')
v = tf.placeholder(tf.float32, [3], name='v')
i = tf.placeholder(tf.int32, [2, 3], name='i')
expect_error(lambda: tf.matmul(a, b), "matmul_inner")
expect_error(lambda: tf.matmul(a, v), "matmul_rank")
expect_error(lambda: a + tf.placeholder(tf.float32, [2, 2], name='c'), "add_broadcast")
expect_error(lambda: tf.add(a, tf.ones([4])), "tf_add_broadcast")
expect_error(lambda: a * tf.zeros([3, 3]), "mul_broadcast")
expect_error(lambda: a + i, "dtype_mismatch")
expect_error(lambda: tf.matmul(a, tf.reshape(i, [3, 2])), "matmul_dtype")
expect_error(lambda: tf.reshape(a, [4, 2]), "reshape_size")
expect_error(lambda: tf.nn.conv2d(tf.zeros([1, 4, 4, 3]), tf.zeros([2, 2, 2, 1]),
                                  strides=[1, 1, 1, 1], padding='SAME'), "conv_depth")
expect_error(lambda: a + 'x', "add_string")
ok = a + v
emit("broadcast_ok", [ok, ok.shape])
emit("ops_after_errors", [op.name for op in tf.get_default_graph().get_operations()])
