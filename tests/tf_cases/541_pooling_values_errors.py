# tier: semantics
# Values of max_pool and avg_pool and of their gradients: overlapping windows sum what they send
# back, ties go to the first maximum in the window, SAME windows at the border average only the
# pixels inside. Errors: rank, window larger than a VALID input, bad lengths, ints in avg_pool.
import numpy as np
rng = np.random.RandomState(3)
xv = rng.randint(0, 4, size=(2, 5, 6, 2)).astype(np.float32)
x = tf.constant(xv)
outs = [tf.nn.max_pool(x, 2, 1, "VALID"), tf.nn.max_pool(x, 3, 2, "SAME"),
        tf.nn.avg_pool(x, 2, 2, "SAME"), tf.nn.avg_pool(x, [3, 2], [2, 1], "VALID"),
        tf.nn.max_pool(x, [1, 2, 2, 1], [1, 3, 3, 1], "SAME")]
w = tf.constant(rng.randn(2, 5, 6, 2).astype(np.float32))
grads = [tf.gradients(tf.reduce_sum(o * w[:, :int(o.shape[1]), :int(o.shape[2])]), x)[0]
         for o in outs]
i = tf.constant(np.arange(16, dtype=np.int32).reshape(1, 4, 4, 1))
with tf.Session() as sess:
    emit("pooled", sess.run(outs))
    emit("grads", sess.run(grads))
    emit("int_max_pool", sess.run(tf.nn.max_pool(i, 2, 2, "SAME")))
    emit("float64", sess.run(tf.nn.avg_pool(tf.ones([1, 3, 3, 1], tf.float64), 2, 2, "SAME")))
expect_error(lambda: tf.nn.max_pool(tf.zeros([1, 2, 2]), 2, 1, "VALID"), "rank")
expect_error(lambda: tf.nn.avg_pool(tf.zeros([1, 2, 2, 1]), 3, 1, "VALID"), "too_big")
expect_error(lambda: tf.nn.max_pool(x, [1, 2, 3], 1, "VALID"), "ksize_length")
expect_error(lambda: tf.nn.avg_pool(x, 2, [1, 1, 1], "VALID"), "strides_length")
expect_error(lambda: tf.nn.avg_pool(i, 2, 2, "VALID"), "int_avg_pool")
expect_error(lambda: tf.nn.avg_pool(x, 2, 2, "BOGUS"), "bad_padding")
expect_error(lambda: tf.nn.max_pool(x, 0, 1, "VALID"), "zero_ksize")
emit("names_after_errors", [tf.nn.max_pool(x, 2, 2, "SAME").name,
                            tf.nn.avg_pool(x, 2, 2, "SAME").name])
