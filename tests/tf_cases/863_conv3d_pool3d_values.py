# tier: semantics
# Values of Conv3D, MaxPool3D and AvgPool3D (float32, to rounding) and of their gradients
# (float64 for Conv3D: a float32 sum of many gradients cancels below the comparison's
# rounding; TF's CPU pools are float32 only), strides, SAME padding that hangs over the
# border, dilations (through the space-to-batch deal), ties in max pools (the first maximum takes the gradient).
tf.set_random_seed(863)


def build(dtype):
    x = tf.random_normal([2, 4, 5, 6, 2], seed=1, dtype=dtype)
    f = tf.random_normal([2, 3, 2, 2, 3], seed=2, dtype=dtype)
    outs = [tf.nn.conv3d(x, f, [1, 1, 1, 1, 1], "SAME"),
            tf.nn.conv3d(x, f, [1, 2, 2, 3, 1], "SAME"),
            tf.nn.conv3d(x, f, [1, 1, 2, 1, 1], "VALID"),
            tf.nn.convolution(x, f, "VALID", dilation_rate=[2, 1, 2])]
    return outs, [x, f]


outs, (x, _) = build(tf.float32)
ties = tf.round(x * 2.0)
pools = [tf.nn.max_pool3d(x, 2, 2, "SAME"), tf.nn.max_pool3d(ties, [2, 3, 2], 1, "VALID"),
         tf.nn.max_pool3d(x, 3, [1, 2, 1], "SAME"), tf.nn.avg_pool3d(x, 3, 2, "SAME"),
         tf.nn.avg_pool3d(x, [1, 2, 2], [1, 1, 2], "VALID")]
pool_grads = tf.gradients(tf.add_n([tf.reduce_sum(p * p) for p in pools]), [x, ties])
outs64, inputs = build(tf.float64)
grads = tf.gradients(tf.add_n([tf.reduce_sum(tf.sin(t)) for t in outs64]), inputs)
with tf.Session() as sess:
    emit("outs", sess.run(outs + pools))
    emit("grads", sess.run(grads + pool_grads))
expect_error(lambda: tf.nn.max_pool3d(inputs[0], 2, 2, "SAME"), "max_pool3d_float64")
dilated = tf.nn.conv3d(x, tf.ones([2, 2, 2, 2, 1]), [1] * 5, "VALID", dilations=[1, 2, 1, 1, 1])
strided = tf.nn.conv3d(x, tf.ones([2, 2, 2, 2, 1]), [2, 1, 1, 1, 1], "VALID")
with tf.Session() as sess:
    expect_error(lambda: sess.run(dilated), "conv3d_cpu_dilations")
    expect_error(lambda: sess.run(strided), "conv3d_batch_strides")
