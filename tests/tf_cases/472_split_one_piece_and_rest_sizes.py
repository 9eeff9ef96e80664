# tier: graph
# tf.split into one piece (Split with num_split=1 still has one output), sizes with -1 for
# "the rest" (known or unknown along the axis), sizes given as a tensor, and unstack of an
# axis of size 1; each with its gradient.
import numpy as np
a = tf.placeholder(tf.float32, [2, 5], name="a")
d = tf.placeholder(tf.float32, [None, 5], name="d")
sizes = tf.placeholder(tf.int32, [3], name="sizes")
one = tf.split(a, 1, axis=1)
rest = tf.split(a, [2, -1], 1)
rest_dyn = tf.split(d, [-1, 1], 0)
by_tensor = tf.split(a, sizes, 1)
single = tf.unstack(a[:1])
outs = one + rest + rest_dyn + by_tensor + single
emit("outputs", outs)
emit("shapes", [t.shape for t in outs])
grads = tf.gradients([t * float(i + 1) for i, t in enumerate(outs)], [a, d])
emit("grads", grads)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    feed = {a: np.arange(10.0).reshape(2, 5), d: np.arange(15.0).reshape(3, 5), sizes: [1, 3, 1]}
    emit("values", sess.run(outs + grads, feed))
expect_error(lambda: tf.split(a, tf.placeholder(tf.int32, [None]), 1), "unknown_num")
