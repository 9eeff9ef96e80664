# tier: semantics
# Variant of 022: random_normal_initializer in float64 with a negative mean and small stddev.
import numpy as np

with tf.variable_scope("stats-2"):
    w = tf.get_variable("w", [150, 300], dtype=tf.float64,
                        initializer=tf.random_normal_initializer(mean=-2.0, stddev=0.25))
    b = tf.get_variable("b", [300], dtype=tf.float64, initializer=tf.constant_initializer(-1.0))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    wv, bv = sess.run([w, b])
    wv2 = sess.run(w)
    sess.run(w.initializer)
    wv3 = sess.run(w)
emit("shape", list(wv.shape))
emit("dtype", str(wv.dtype))
emit("mean_close", bool(abs(wv.mean() + 2.0) < 0.01))
emit("std_close", bool(abs(wv.std() - 0.25) < 0.01))
emit("stable_between_reads", bool(np.array_equal(wv, wv2)))
emit("reinit_redraws", bool(not np.array_equal(wv, wv3)))
emit("biases", bv.tolist() == [-1.0] * 300)
