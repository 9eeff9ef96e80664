# tier: semantics
# Variant of 023: random_uniform_initializer for int32 (integers in [0, 10)) and float64 [2, 3).
import numpy as np

with tf.variable_scope("u.int"):
    n = tf.get_variable("n", [60, 60], dtype=tf.int32,
                        initializer=tf.random_uniform_initializer(0, 10))
with tf.variable_scope("u.f64"):
    w = tf.get_variable("w", [80, 80], dtype=tf.float64,
                        initializer=tf.random_uniform_initializer(2.0, 3.0))
with tf.Session() as sess:
    sess.run([n.initializer, w.initializer])
    nv, wv = sess.run([n, w])
emit("n_dtype", nv.dtype.name)
emit("n_values", sorted(set(nv.ravel().tolist())))
emit("w_dtype", wv.dtype.name)
emit("w_min_ok", bool(wv.min() >= 2.0))
emit("w_max_ok", bool(wv.max() < 3.0))
emit("w_spread", bool(wv.min() < 2.05 and wv.max() > 2.95))
emit("w_mean", bool(abs(wv.mean() - 2.5) < 0.02))
