# tier: graph
# tf.nn.softmax_cross_entropy_with_logits_v2: logits and labels flattened to 2-D (Rank, Shape,
# Slice, ConcatV2, Reshape), one SoftmaxCrossEntropyWithLogits node with two outputs, the loss
# reshaped back. The gradient reuses output 1 (the backprop); output 0's partner gets
# gradients/zeros_like; labels get -LogSoftmax.
import numpy as np
x = tf.placeholder(tf.float32, [None, 3], name='x')
y = tf.placeholder(tf.float32, [None, 3], name='y')
loss = tf.nn.softmax_cross_entropy_with_logits_v2(labels=y, logits=x)
emit("loss", [loss, loss.shape])
emit("forward", graph_nodes()[2:])
xent = tf.get_default_graph().get_operation_by_name('softmax_cross_entropy_with_logits')
emit("outputs", [[t, t.shape, t.dtype] for t in xent.outputs])
n = len(graph_nodes())
dx, dy = tf.gradients(loss, [x, y])
emit("grads", [dx, dy, dx.shape, dy.shape])
emit("backward", graph_nodes()[n:])
# Rank 3, partly known; integer labels are cast to the logits' dtype.
x3 = tf.placeholder(tf.float32, [None, 2, 3], name='x3')
n = len(graph_nodes())
loss3 = tf.nn.softmax_cross_entropy_with_logits_v2(labels=tf.ones([2, 2, 3], tf.int32),
                                                   logits=x3, name='seq')
emit("rank3", [loss3, loss3.shape, graph_nodes()[n:]])
feed = {x: np.array([[1.0, 2.0, 3.0], [-1.0, 0.0, 100.0]], np.float32),
        y: np.array([[0.2, 0.3, 0.5], [1.0, 0.0, 0.0]], np.float32),
        x3: np.arange(12, dtype=np.float32).reshape(2, 2, 3) / 4}
with tf.Session() as sess:
    emit("values", sess.run([loss, dx, dy, loss3, xent.outputs[1]], feed))
