# tier: semantics
# Values of the array/math helpers, including int division, casts, reductions with keepdims
# and negative axes, and fill with int values.
import numpy as np

x = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], name='x')
i = tf.constant([7, 8], name='i')
with tf.Session() as sess:
    out = sess.run({
        'sum': tf.reduce_sum(x), 'sum0': tf.reduce_sum(x, 0), 'sum_neg': tf.reduce_sum(x, -1),
        'mean_keep': tf.reduce_mean(x, axis=1, keepdims=True), 'int_mean': tf.reduce_mean(i),
        'reshape': tf.reshape(x, [3, -1]), 'cast': tf.cast(x * 1.7, tf.int32),
        'fill': tf.fill([2], 3), 'ones_like_int': tf.ones_like(i),
        'zeros_like': tf.zeros_like(x), 'int_div': i / tf.constant([2, 4]),
        'neg_int': -i, 'matmul_t': tf.matmul(x, x, transpose_b=True),
    })
emit("out", out)
emit("int_div_dtype", (i / tf.constant([2, 4])).dtype)
