# tier: graph
# name='' in tf.nn and tf.math wrappers: each opens name_scope('') (the root), converts its
# Python inputs there (bias, on_value) and hands '' to its last generated op, which is named
# after its type and converts its own inputs in its scope (Cumsum/axis, InTopKV2/k,
# Conv2DBackpropInput/input_sizes). Generated ops (tf.nn.relu, tf.nn.conv2d) stay in the
# current scope.
tf.set_random_seed(7)
x = tf.constant([[1.0, -2.0, 3.0], [0.5, 0.0, -1.0]], name='x')
img = tf.reshape(x, [1, 2, 3, 1], name='img')
with tf.name_scope('s'):
    out = [tf.nn.bias_add(x, [1.0, 2.0, 3.0], name=''),
           tf.nn.xw_plus_b(x, tf.ones([3, 2]), [1.0, 2.0], name=''),
           tf.nn.max_pool(img, [1, 1, 2, 1], [1, 1, 1, 1], 'VALID', name=''),
           tf.nn.avg_pool(img, [1, 2, 2, 1], [1, 1, 1, 1], 'SAME', name=''),
           tf.nn.conv2d(img, tf.ones([1, 1, 1, 1]), [1, 1, 1, 1], 'VALID', name=''),
           tf.nn.conv1d(tf.reshape(x, [1, 6, 1]), tf.ones([2, 1, 1]), 1, 'VALID', name=''),
           tf.nn.conv2d_transpose(img, tf.ones([1, 1, 1, 1]), [1, 2, 3, 1], [1, 1, 1, 1],
                                  'VALID', name=''),
           tf.nn.leaky_relu(x, name=''), tf.nn.relu(x, name=''),
           tf.nn.l2_normalize(x, 1, name=''), tf.nn.softmax(x, axis=0, name=''),
           tf.nn.in_top_k(x, [0, 1], 1, name=''),
           tf.nn.dropout(x, rate=0.5, seed=1, name=''),
           tf.nn.batch_normalization(x, 0.5, 2.0, 0.1, 1.5, 1e-3, name=''),
           tf.count_nonzero(x, name=''), tf.reduce_logsumexp(x, name=''),
           tf.div_no_nan(x, x, name=''), tf.log_sigmoid(x, name=''),
           tf.matrix_triangular_solve([[2.0, 0.0], [1.0, 1.0]], [[2.0], [3.0]], name=''),
           tf.matrix_triangular_solve([[2.0, 0.0], [1.0, 1.0]], [[2.0], [3.0]], name='ts'),
           tf.nn.in_top_k(x, [0, 1], 2, name='top')]
    out += list(tf.nn.moments(x, [0], name=''))
emit("tensors", out)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(out))
