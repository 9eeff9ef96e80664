# tier: graph
# max_pool and avg_pool with window and stride given as 1, 2 or 4 numbers, SAME and VALID, and
# their gradient graphs (MaxPoolGrad reads the forward output; AvgPoolGrad the input's shape,
# a Const when known, a Shape op when not). Python inputs become MaxPool/input, AvgPool/value.
import numpy as np
x = tf.placeholder(tf.float32, [2, 5, 5, 3], name="x")
u = tf.placeholder(tf.float32, [None, 4, 4, 2], name="u")
m1 = tf.nn.max_pool(x, 2, 2, "SAME")
m2 = tf.nn.max_pool(x, [3, 2], [1, 2], "VALID", name="m2")
a1 = tf.nn.avg_pool(x, [1, 3, 3, 1], [1, 2, 2, 1], "SAME")
a2 = tf.nn.avg_pool(u, 2, 1, "VALID")
p = tf.nn.avg_pool(np.ones((1, 2, 2, 1), np.float32), 2, 2, "VALID")
q = tf.nn.max_pool(value=[[[[1.0]]]], ksize=1, strides=1, padding="SAME")
emit("shapes", [str(t.shape) for t in (m1, m2, a1, a2, p, q)])
grads = tf.gradients([m1, m2, a1], x) + tf.gradients(a2, u)
emit("nodes", graph_nodes())
emit("attrs", [[t.op.get_attr(k) for k in ("ksize", "strides", "padding", "data_format")]
               for t in (m2, a1, grads[0].op.inputs[0])])
