# tier: semantics
# tf.nn.swish / tf.nn.silu: features * sigmoid(beta * features) built as TF's graph-mode
# custom_gradient builds it, in the caller's scope: mul, Sigmoid, mul_1, an unused Identity,
# then an IdentityN over (result, features, beta) whose gradient is the hand-written one: the
# sigmoid recomputed after dy arrives (a control dependency), zeros_like for the IdentityN
# outputs nothing flowed into, and a Sum for beta's gradient. A beta of another dtype is cast.
import numpy as np

x = tf.constant([-2.0, -0.5, 0.0, 1.5])
b = tf.constant(0.7)
y1 = tf.nn.swish(x)
y2 = tf.nn.silu(x, beta=b)
with tf.name_scope("layer"):
    d = tf.constant([[1.0, -3.0]], tf.float64)
    y3 = tf.nn.swish(d, 2.0)
v = tf.Variable([0.5, -1.0], name="v")
y4 = tf.nn.swish(v * 2.0, beta=1.5)
emit("names", [t.name for t in (y1, y2, y3, y4)])
emit("shapes", [str(t.shape) for t in (y1, y2, y3, y4)])
emit("dtypes", [t.dtype.name for t in (y1, y2, y3, y4)])
grads = tf.gradients([y1, y2 * y2], [x, b])
dd = tf.gradients(y3, d)
train = tf.train.GradientDescentOptimizer(0.1).minimize(tf.reduce_sum(y4))
emit("nodes", graph_nodes())
expect_error(lambda: tf.nn.swish(tf.constant([1, 2])), "int features")
expect_error(lambda: tf.nn.swish(x, beta="a"), "string beta")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([y1, y2, y3, y4]))
    emit("grads", sess.run(grads + dd))
    sess.run(train)
    emit("trained", sess.run(v))
