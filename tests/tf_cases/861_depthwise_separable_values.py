# tier: semantics
# Values of depthwise / separable / atrous convolutions (float32, to rounding) and of their
# gradients (float64: a float32 sum of many gradients cancels below the comparison's rounding):
# strides, SAME and VALID, rates, channel multipliers 1 and 2.
tf.set_random_seed(861)


def build(dtype):
    x = tf.random_normal([2, 7, 6, 3], seed=1, dtype=dtype)
    w = tf.random_normal([3, 3, 3, 2], seed=2, dtype=dtype)
    w1 = tf.random_normal([2, 3, 3, 1], seed=3, dtype=dtype)
    pw = tf.random_normal([1, 1, 6, 4], seed=4, dtype=dtype)
    f = tf.random_normal([3, 2, 3, 5], seed=5, dtype=dtype)
    outs = [tf.nn.depthwise_conv2d(x, w, [1, 2, 2, 1], "SAME"),
            tf.nn.depthwise_conv2d(x, w1, [1, 1, 1, 1], "VALID"),
            tf.nn.depthwise_conv2d(x, w, [1, 1, 1, 1], "SAME", rate=[2, 2]),
            tf.nn.depthwise_conv2d(x, w1, [1, 1, 1, 1], "VALID", rate=[2, 1]),
            tf.nn.separable_conv2d(x, w, pw, [1, 1, 1, 1], "SAME"),
            tf.nn.separable_conv2d(x, w, pw, [1, 2, 2, 1], "VALID"),
            tf.nn.separable_conv2d(x, w, pw, [1, 1, 1, 1], "SAME", rate=[2, 2]),
            tf.nn.atrous_conv2d(x, f, 2, "SAME"),
            tf.nn.atrous_conv2d(x, f, 3, "VALID"),
            tf.nn.convolution(x, f, "SAME", dilation_rate=[1, 2]),
            tf.nn.convolution(x, f, "VALID", strides=[2, 1])]
    return outs, [x, w, w1, pw, f]


outs, _ = build(tf.float32)
outs64, inputs = build(tf.float64)
grads = tf.gradients(tf.add_n([tf.reduce_sum(tf.sin(t)) for t in outs64]), inputs)
with tf.Session() as sess:
    emit("outs", sess.run(outs))
    emit("grads", sess.run(grads))
