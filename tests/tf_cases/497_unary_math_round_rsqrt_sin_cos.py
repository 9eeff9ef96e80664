# tier: graph
# tf.round (half to even; an integer tensor comes back as it is), tf.ceil, tf.rsqrt, tf.sin,
# tf.cos, tf.is_nan/is_inf/is_finite (bool), tf.sign: one node each, each with its allowed
# dtypes. Gradients: RsqrtGrad, Cos/Sin behind a control dependency on the incoming
# gradient, none through round and ceil.
import numpy as np
x = tf.placeholder(tf.float32, [5], name="x")
i = tf.constant([3, -2], name="i")
ops = [tf.round(x), tf.round(i), tf.round([1.5, 2.5]), tf.ceil(x), tf.rsqrt(x * x + 1.0),
       tf.sin(x), tf.cos(x, name="cosine"), tf.is_nan(x), tf.is_inf(x), tf.is_finite(x),
       tf.sign(x), tf.rsqrt(4.0)]
loss = tf.reduce_sum(ops[4] + ops[5] * ops[6] + ops[0] + ops[3])
grads = tf.gradients(loss, x)
emit("nodes", graph_nodes())
emit("round_int_is_input", ops[1] is i)
emit("dtypes", [t.dtype for t in ops])
feed = {x: [-2.5, -0.5, 0.5, 1.5, 2.4]}
with tf.Session() as sess:
    emit("values", sess.run(ops, feed))
    emit("grad", sess.run(grads, feed))
    special = np.array([np.nan, np.inf, -np.inf, 0.0, 1.0], np.float32)
    emit("special", sess.run(ops[7:10], {x: special}))
    emit("rsqrt_half", sess.run(tf.rsqrt(np.array([4.0, 0.25], np.float16))))
expect_error(lambda: tf.round(tf.constant([True])), "round_bool")
expect_error(lambda: tf.ceil(i), "ceil_int")
expect_error(lambda: tf.rsqrt(i), "rsqrt_int")
expect_error(lambda: tf.cos(i), "cos_int")
expect_error(lambda: tf.is_nan(i), "is_nan_int")
