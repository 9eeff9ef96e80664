# tier: graph
# tf.nn.lrn / local_response_normalization: one LRN node with depth_radius, bias, alpha, beta
# attributes; rank 4 only, float16/float32 only; its gradient is one LRNGrad node fed the
# incoming gradient, the input and the output.
import numpy as np
x = tf.placeholder(tf.float32, [2, 2, 1, 7], name="x")
a = tf.nn.lrn(x)
b = tf.nn.local_response_normalization(x, depth_radius=2, bias=2.0, alpha=1e-4, beta=0.75,
                                       name="norm1")
c = tf.nn.lrn(x, 1, 0.5, 0.3, 1.0)
d = tf.nn.lrn(tf.placeholder(tf.float32, name="unknown"))
e = tf.nn.lrn([[[[1.0, 2.0]]]], 9)
grads = tf.gradients(tf.reduce_sum(a * a) + tf.reduce_sum(b) + tf.reduce_sum(c * x), x)
emit("nodes", graph_nodes())
emit("shapes", [t.shape for t in (a, b, c, d, e)])
emit("attrs", [[t.op.get_attr(k) for k in ("depth_radius", "bias", "alpha", "beta")]
               for t in (a, b, c)])
feed = {x: np.linspace(-2.0, 3.0, 28).reshape(2, 2, 1, 7)}
with tf.Session() as sess:
    emit("values", sess.run([a, b, c, e], feed))
    emit("grad", sess.run(grads, feed))
    emit("half", sess.run(tf.nn.lrn(tf.constant([[[[1.0, 2.0, 3.0]]]], tf.float16), 1)))
expect_error(lambda: tf.nn.lrn(tf.zeros([2, 3])), "rank2")
expect_error(lambda: tf.nn.lrn(tf.zeros([1, 1, 1, 2], tf.float64)), "float64")
expect_error(lambda: tf.nn.lrn(tf.zeros([1, 1, 1, 2], tf.int32)), "int32")
