# tier: semantics
# Variant of 105: a chain W -> V -> U of initialized_value() dependencies with float64 random
# uniform W; one global init run gives consistent values.
import numpy as np

W = tf.Variable(tf.random_uniform([40], -3.0, 3.0, dtype=tf.float64), name='W')
V = tf.Variable(W.initialized_value() + 1.0, name='V')
U = tf.Variable(V.initialized_value() * W.initialized_value(), name='U')
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    w, v, u = sess.run([W, V, U])
emit("v_is_w_plus_1", bool(np.allclose(v, w + 1.0)))
emit("u_is_v_times_w", bool(np.allclose(u, v * w)))
emit("w_is_random", bool(w.std() > 0.5))
emit("dtype", u.dtype.name)
emit("variables", tf.global_variables())
