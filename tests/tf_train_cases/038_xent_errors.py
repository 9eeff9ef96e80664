# tier: semantics
# Errors of the tf.nn cross-entropy and softmax functions, as TF words them.
x = tf.placeholder(tf.float32, [4, 3], name='x')
nn = tf.nn
expect_error(lambda: nn.sigmoid_cross_entropy_with_logits(labels=tf.zeros([4, 2]), logits=x),
             "sigmoid_shape")
expect_error(lambda: nn.sigmoid_cross_entropy_with_logits(logits=x), "sigmoid_no_labels")
expect_error(lambda: nn.sigmoid_cross_entropy_with_logits(labels=x), "sigmoid_no_logits")
expect_error(lambda: nn.softmax_cross_entropy_with_logits_v2(labels=tf.zeros([4, 2]), logits=x),
             "softmax_classes")
expect_error(lambda: nn.softmax_cross_entropy_with_logits_v2(labels=tf.zeros([5, 3]), logits=x),
             "softmax_batch")
expect_error(lambda: nn.softmax_cross_entropy_with_logits(logits=x), "softmax_v1_no_labels")
expect_error(lambda: nn.softmax_cross_entropy_with_logits(labels=x), "softmax_v1_no_logits")
expect_error(lambda: nn.softmax_cross_entropy_with_logits_v2(labels=tf.zeros([4, 3], tf.int32),
                                                             logits=tf.zeros([4, 3], tf.int32)),
             "softmax_int_logits")
expect_error(lambda: nn.softmax_cross_entropy_with_logits_v2(labels=1.0, logits=2.0),
             "softmax_scalar")
# Only -1 of the negative axes works: TF moves the axis with range(axis), a negative Range.
expect_error(lambda: nn.softmax_cross_entropy_with_logits_v2(labels=x, logits=x, axis=-2),
             "softmax_negative_axis")
expect_error(lambda: tf.transpose(x, tf.constant([0, 1, 2])), "transpose_perm_length")
expect_error(lambda: nn.sparse_softmax_cross_entropy_with_logits(
    labels=tf.zeros([4, 3], tf.int32), logits=x), "sparse_rank")
expect_error(lambda: nn.sparse_softmax_cross_entropy_with_logits(
    labels=tf.zeros([5], tf.int32), logits=x), "sparse_shape")
expect_error(lambda: nn.sparse_softmax_cross_entropy_with_logits(
    labels=tf.zeros([], tf.int32), logits=tf.zeros([], name='scalar_logits')), "sparse_scalar")
expect_error(lambda: nn.sparse_softmax_cross_entropy_with_logits(labels=tf.zeros([4]), logits=x),
             "sparse_float_labels")
expect_error(lambda: nn.sparse_softmax_cross_entropy_with_logits(
    labels=tf.zeros([4], tf.int32), logits=tf.zeros([4, 3], tf.int32)), "sparse_int_logits")
expect_error(lambda: nn.sparse_softmax_cross_entropy_with_logits(logits=x), "sparse_no_labels")
expect_error(lambda: nn.softmax(tf.zeros([4, 3], tf.int32)), "softmax_int")
expect_error(lambda: nn.softmax(x, axis=2), "softmax_axis_2")
expect_error(lambda: nn.log_softmax(x, axis=-3), "log_softmax_axis_-3")
expect_error(lambda: nn.softmax(1.0), "softmax_scalar_input")
expect_error(lambda: nn.log_softmax([[1, 2]]), "log_softmax_int_list")
emit("ok", [nn.softmax_cross_entropy_with_logits_v2(labels=tf.zeros([1, 3]), logits=x).shape,
            nn.softmax_cross_entropy_with_logits_v2(labels=[0.0, 1.0], logits=[1.0, 2.0]).shape])
