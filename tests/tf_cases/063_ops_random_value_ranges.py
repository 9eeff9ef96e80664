# tier: semantics
# Random values respect their ranges and dtypes: uniform [0, max), integer uniform, truncated
# normal within two standard deviations.
import numpy as np

u = tf.random_uniform([2000], maxval=5.0)
iu = tf.random_uniform([2000], 3, 8, dtype=tf.int32)
tn = tf.truncated_normal([2000], mean=10.0, stddev=2.0)
n64 = tf.random_normal([10], dtype=tf.float64)
with tf.Session() as sess:
    uv, iv, tv, nv = sess.run([u, iu, tn, n64])
emit("u", [bool(uv.min() >= 0.0), bool(uv.max() < 5.0), bool(uv.max() > 4.8), uv.dtype.name])
emit("iu", [int(iv.min()), int(iv.max()), iv.dtype.name, sorted(set(iv.tolist()))])
emit("tn", [bool(tv.min() >= 6.0), bool(tv.max() <= 14.0), bool(abs(tv.mean() - 10.0) < 0.2)])
emit("n64", nv.dtype.name)
expect_error(lambda: tf.random_uniform([2], dtype=tf.int32), "int_without_maxval")
emit("dtypes", [u.dtype, iu.dtype, tn.dtype, n64.dtype])
