# tier: semantics
# Statistics of initial values (deterministic booleans only): glorot limits, truncated normal
# within two stddevs of its mean, int uniform in range, constant fills.
import numpy as np

a = tf.get_variable("a", [50, 30], initializer=tf.glorot_uniform_initializer())
b = tf.get_variable("b", [1000], initializer=tf.truncated_normal_initializer(mean=5.0, stddev=0.5))
c = tf.get_variable("c", [1000], dtype=tf.int32, initializer=tf.random_uniform_initializer(0, 10, dtype=tf.int32))
d = tf.get_variable("d", [3, 2], initializer=tf.constant_initializer([1.0, 2.0]))
e = tf.Variable(tf.random_uniform([1000], -2.0, 2.0), name="e")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    va, vb, vc, vd, ve = sess.run([a, b, c, d, e])
limit = np.sqrt(6.0 / (50 + 30))
emit("glorot_in_limit", bool(np.abs(va).max() <= limit))
emit("glorot_spread", bool(np.abs(va).max() > limit * 0.9))
emit("trunc_range", bool(vb.min() >= 4.0 and vb.max() <= 6.0))
emit("int_range", bool(vc.min() >= 0 and vc.max() < 10 and len(set(vc.tolist())) == 10))
emit("d", vd)
emit("uniform_range", bool(ve.min() >= -2.0 and ve.max() < 2.0))
