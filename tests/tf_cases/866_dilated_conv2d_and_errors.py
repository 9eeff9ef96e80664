# tier: semantics
# tf.nn.conv2d with dilations (one dilated Conv2D, not the space-to-batch deal): shapes,
# values (float64), dilations given as 1, 2 or 4 numbers; its gradients refused when run. Shape errors of the depthwise, separable, atrous, 3-D and pooling ops as
# TF's shape inference words them, and TF's run-time refusals (unequal depthwise strides,
# dilated batch axis).
tf.set_random_seed(866)
x = tf.random_normal([2, 9, 8, 3], seed=1, dtype=tf.float64)
w = tf.random_normal([3, 2, 3, 2], seed=2, dtype=tf.float64)
ys = [tf.nn.conv2d(x, w, [1, 1, 1, 1], "VALID", dilations=[1, 2, 3, 1]),
      tf.nn.conv2d(x, w, [1, 2, 1, 1], "SAME", dilations=[2, 2]),
      tf.nn.conv2d(x, w, 1, "SAME", dilations=2),
      tf.nn.conv2d(x, w, [1, 1, 2, 1], "VALID", dilations=[1, 1, 2, 1])]
emit("shapes", [str(t.shape) for t in ys])
# TF's CPU backprop kernels refuse dilations when run: the gradient graph builds, and fails.
grads = tf.gradients(tf.reduce_sum(ys[0]), [x, w])
emit("grad_types", [t.op.type for t in grads])
with tf.Session() as sess:
    emit("values", sess.run(ys))
    expect_error(lambda: sess.run(grads[0]), "dilated_input_gradient")
    expect_error(lambda: sess.run(grads[1]), "dilated_filter_gradient")

p = tf.placeholder(tf.float32, [2, 7, 7, 3])
v = tf.placeholder(tf.float32, [2, 5, 6, 7, 3])
expect_error(lambda: tf.nn.conv2d(p, tf.ones([3, 3, 3, 2]), [1, 1, 1, 1], "VALID",
                                  dilations=[1, 4, 1, 1]), "conv2d_dilated_too_big")
expect_error(lambda: tf.nn.conv2d(p, tf.ones([3, 3, 3, 2]), [1, 1, 1, 1], "VALID",
                                  dilations=[1, 1, 1]), "conv2d_dilations_length")
expect_error(lambda: tf.nn.depthwise_conv2d_native(p, tf.ones([3, 3, 4, 2]), [1] * 4, "SAME"),
             "depthwise_channels")
expect_error(lambda: tf.nn.depthwise_conv2d_native(p, tf.ones([8, 3, 3, 2]), [1] * 4, "VALID"),
             "depthwise_negative")
expect_error(lambda: tf.nn.depthwise_conv2d_native(p, tf.ones([3, 3, 3]), [1] * 4, "VALID"),
             "depthwise_rank")
expect_error(lambda: tf.nn.depthwise_conv2d(p, tf.ones([3, 3, 3, 2]), [1, 1, 1], "VALID"),
             "depthwise_strides")
expect_error(lambda: tf.nn.depthwise_conv2d(p, tf.ones([3, 3, 3, 2]), [1] * 4, "FOO"),
             "depthwise_padding")
expect_error(lambda: tf.nn.separable_conv2d(p, tf.ones([3, 3, 3, 2]), tf.ones([2, 1, 6, 4]),
                                            [1] * 4, "VALID"), "separable_pointwise_size")
expect_error(lambda: tf.nn.separable_conv2d(p, tf.ones([3, 3, 3, 2]), tf.ones([1, 1, 5, 4]),
                                            [1] * 4, "VALID"), "separable_pointwise_depth")
expect_error(lambda: tf.nn.atrous_conv2d(p, tf.ones([3, 3, 3, 2]), 0, "VALID"), "atrous_rate")
expect_error(lambda: tf.nn.atrous_conv2d(p, tf.ones([4, 4, 3, 2]), 3, "VALID"),
             "atrous_too_big")
expect_error(lambda: tf.nn.convolution(p, tf.ones([3, 3, 3, 2]), "SAME", strides=[2, 2],
                                       dilation_rate=[2, 2]), "convolution_strides_and_rate")
expect_error(lambda: tf.nn.conv3d(v, tf.ones([2, 3, 3, 2, 4]), [1] * 5, "SAME"),
             "conv3d_channels")
expect_error(lambda: tf.nn.conv3d(v, tf.ones([6, 3, 3, 3, 4]), [1] * 5, "VALID"),
             "conv3d_negative")
expect_error(lambda: tf.nn.conv3d(v, tf.ones([2, 3, 3, 3, 4]), [1] * 4, "VALID"),
             "conv3d_strides_length")
expect_error(lambda: tf.nn.max_pool3d(v, [1, 6, 2, 2, 1], 1, "VALID"), "max_pool3d_negative")
expect_error(lambda: tf.nn.max_pool3d(p, 2, 2, "VALID"), "max_pool3d_rank")
expect_error(lambda: tf.nn.avg_pool3d(v, [2, 2], 1, "VALID"), "avg_pool3d_ksize_length")
uneven = tf.nn.depthwise_conv2d_native(p, tf.ones([3, 3, 3, 1]), [1, 1, 2, 1], "VALID")
batch_dilated = tf.nn.conv2d(p, tf.ones([2, 2, 3, 1]), [1, 1, 1, 1], "VALID",
                             dilations=[2, 1, 1, 1])
feed = {p: [[[[0.0] * 3] * 7] * 7] * 2}
with tf.Session() as sess:
    expect_error(lambda: sess.run(uneven, feed), "depthwise_uneven_strides")
    expect_error(lambda: sess.run(batch_dilated, feed), "conv2d_batch_dilation")
