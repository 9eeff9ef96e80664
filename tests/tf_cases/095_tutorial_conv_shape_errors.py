# tier: semantics
# conv2d shape errors while building the filter: input depth vs kernel depth, a VALID kernel
# bigger than the image, strides of the wrong length, an unknown padding string.
image = tf.placeholder(tf.float32, [1, 4, 4, 3], name="image")
with tf.variable_scope("c1"):
    k_bad_depth = tf.get_variable("k", [3, 3, 4, 8])
with tf.variable_scope("c2"):
    k_big = tf.get_variable("k", [5, 5, 3, 8])
with tf.variable_scope("c3"):
    k = tf.get_variable("k", [3, 3, 3, 8])
expect_error(lambda: tf.nn.conv2d(image, k_bad_depth, [1, 1, 1, 1], "SAME"), "depth")
expect_error(lambda: tf.nn.conv2d(image, k_big, [1, 1, 1, 1], "VALID"), "valid_too_big")
emit("same_big", tf.nn.conv2d(image, k_big, [1, 1, 1, 1], "SAME").shape)
expect_error(lambda: tf.nn.conv2d(image, k, [1, 1, 1], "SAME"), "strides_len")
expect_error(lambda: tf.nn.conv2d(image, k, [1, 1, 1, 1], "FULL"), "padding")
emit("valid_stride3", tf.nn.conv2d(image, k, [1, 3, 3, 1], "VALID").shape)
emit("same_stride3", tf.nn.conv2d(image, k, [1, 3, 3, 1], "SAME").shape)
