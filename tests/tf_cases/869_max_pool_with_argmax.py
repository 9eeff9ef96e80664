# tier: semantics
# tf.nn.max_pool_with_argmax: two outputs (maxima, flat indices, int64 unless Targmax says
# otherwise), SAME and VALID, the batch in the index or not, ties (the first tap wins),
# gradient MaxPoolGradWithArgmax (overlapping windows add up), and TF's errors for ksize /
# strides given as numbers.
x = tf.placeholder(tf.float32, [2, 4, 5, 3], name="x")
y, a = tf.nn.max_pool_with_argmax(x, [1, 2, 2, 1], [1, 2, 2, 1], "SAME")
y2, a2 = tf.nn.max_pool_with_argmax(x, [1, 3, 3, 1], [1, 1, 2, 1], "VALID",
                                    include_batch_in_index=True, name="mp")
y3, a3 = tf.nn.max_pool_with_argmax(x, [1, 2, 3, 1], [1, 2, 1, 1], "SAME", Targmax=tf.int32)
emit("outs", [(t.name, str(t.shape), t.dtype.name) for t in (y, a, y2, a2, y3, a3)])
g, = tf.gradients(tf.reduce_sum(y * y) + tf.reduce_sum(y2), x)  # int32 indices: no CPU gradient
emit("grad", g.name)
feed = {x: [[[[float(((b * 7 + i * 3 + j * 5 + k * 2) % 11) // 2) for k in range(3)]
              for j in range(5)] for i in range(4)] for b in range(2)]}
with tf.Session() as sess:
    emit("values", sess.run([y, a, y2, a2, y3, a3, g], feed))
expect_error(lambda: tf.nn.max_pool_with_argmax(x, 2, [1, 2, 2, 1], "SAME"), "ksize_number")
