# tier: graph
# tf.nn.sparse_softmax_cross_entropy_with_logits: a SparseSoftmaxCrossEntropyWithLogits node in
# its own scope; for rank-3 logits of known shape, reshapes to 2-D and back. Labels outside
# [0, classes) fail when run.
import numpy as np
x = tf.placeholder(tf.float32, [None, 3], name='x')
labels = tf.placeholder(tf.int32, [None], name='labels')
loss = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=x)
emit("loss", [loss, loss.shape])
emit("forward", graph_nodes()[3:])
n = len(graph_nodes())
dx, = tf.gradients(loss, [x])
emit("backward", [dx, graph_nodes()[n:]])
x3 = tf.placeholder(tf.float32, [2, 2, 3], name='x3')
n = len(graph_nodes())
loss3 = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=tf.constant([[0, 2], [1, 1]], tf.int64),
                                                       logits=x3, name='seq')
emit("rank3", [loss3, loss3.shape, graph_nodes()[n:]])
n = len(graph_nodes())
dx3, = tf.gradients(loss3, [x3])
emit("rank3_backward", graph_nodes()[n:])
feed = {x: np.array([[1.0, 2.0, 3.0], [0.0, 0.0, -80.0]], np.float32),
        labels: np.array([2, 1], np.int32),
        x3: np.arange(12, dtype=np.float32).reshape(2, 2, 3) / 3}
with tf.Session() as sess:
    emit("values", sess.run([loss, dx, loss3, dx3], feed))
    expect_error(lambda: sess.run(loss, {x: feed[x], labels: np.array([0, 3], np.int32)}),
                 "label_out_of_range")
    expect_error(lambda: sess.run(loss, {x: feed[x], labels: np.array([-1, 0], np.int32)}),
                 "label_negative")
