# tier: graph
# v1 tf.nn.softmax_cross_entropy_with_logits is v2 inside scope
# softmax_cross_entropy_with_logits_sg, behind StopGradient(labels): no gradient reaches labels.
import numpy as np
x = tf.placeholder(tf.float32, [None, 4], name='x')
y = tf.placeholder(tf.float32, [None, 4], name='y')
loss = tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=x)
emit("loss", [loss, loss.shape])
emit("forward", graph_nodes()[2:])
n = len(graph_nodes())
dx, dy = tf.gradients(loss, [x, y])
emit("grads", [dx, dy])
emit("backward", graph_nodes()[n:])
# An explicit name replaces the _sg scope; dim=1 is the last axis, but not -1: TF transposes.
n = len(graph_nodes())
a = tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=x, dim=-1, name='a')
b = tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=x, dim=1)
emit("named", [a, b, [op[0] for op in graph_nodes()[n:]]])
# dim defaults to -1, so axis= always clashes with it in v1; v2 takes either.
expect_error(lambda: tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=x, axis=1), "axis")
expect_error(lambda: tf.nn.softmax_cross_entropy_with_logits_v2(labels=y, logits=x, axis=1,
                                                                dim=1), "axis_and_dim")
expect_error(lambda: tf.nn.softmax(x, axis=1, dim=1), "softmax_axis_and_dim")
feed = {x: np.array([[0.0, 1.0, 2.0, 3.0]], np.float32),
        y: np.array([[0.0, 0.0, 0.5, 0.5]], np.float32)}
with tf.Session() as sess:
    emit("values", sess.run([loss, dx, a, b], feed))
