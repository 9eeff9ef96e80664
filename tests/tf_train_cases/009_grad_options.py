# tier: graph
# grad_ys given (tensor or list), several ys, stop_gradients, tf.stop_gradient, unconnected xs.
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name='a')
s = tf.placeholder(tf.float32, [], name='s')
out = {}
n = len(graph_nodes())
out["grad_ys_tensor"] = tf.gradients(a * 2.0, [a], grad_ys=tf.ones([2, 3]) * 3.0)
out["grad_ys_list"] = tf.gradients(a * 2.0, [a], grad_ys=[[[1., 2., 3.], [4., 5., 6.]]])
b = tf.identity(a)
out["stop_gradients"] = tf.gradients(b * a, [a], stop_gradients=[b])
out["two_ys"] = tf.gradients([a * 2.0, a * 3.0], [a])
out["stop_gradient_op"] = tf.gradients(tf.stop_gradient(a) * a, [a])
out["unconnected"] = tf.gradients(a * 2.0, [s, a])
emit("grads", out)
emit("zero", tf.gradients(a * 2.0, [s], unconnected_gradients="zero"))
emit("named", tf.gradients(a * 2.0, [a], name="my_grads"))
emit("nodes", graph_nodes()[n:])
feed = {a: np.arange(6, dtype=np.float32).reshape(2, 3), s: 1.0}
with tf.Session() as sess:
    emit("values", sess.run({k: [t for t in v if t is not None] for k, v in out.items()}, feed))
expect_error(lambda: tf.gradients(a * 2.0, [a], grad_ys=[1.0, 2.0]), "grad_ys_mismatch")
