# tier: graph
# tf.nn.sparse_softmax_cross_entropy_with_logits over logits of rank 3 whose batch size is
# unknown (a decoder's [batch, time, vocab] logits): TF flattens them to a matrix behind a
# run-time assert_equal of the shapes (assert_equal_1/...: the scope is opened twice), then
# reshapes the losses back. Values, the gradient, and the assertion failing when the labels'
# time axis differs from the logits', or a matrix's rows from its labels.
import numpy as np
labels = tf.placeholder(tf.int32, [None, None], name="labels")
logits = tf.placeholder(tf.float32, [None, 3, 4], name="logits")
loss = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
emit("loss", [loss.name, str(loss.shape)])
grad = tf.gradients(tf.reduce_sum(loss), logits)[0]
emit("nodes", graph_nodes())
data = np.sin(np.arange(24, dtype=np.float32)).reshape(2, 3, 4)
with tf.Session() as sess:
    emit("values", sess.run([loss, grad], {labels: [[0, 1, 3], [2, 2, 1]], logits: data}))
    expect_error(lambda: sess.run(loss, {labels: [[0, 1], [2, 2]], logits: data}),
                 "shape_mismatch")
rows = tf.placeholder(tf.float32, [None, 4], name="rows")
ids = tf.placeholder(tf.int32, [None], name="ids")
matrix_loss = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=ids, logits=rows)
with tf.Session() as sess:
    expect_error(lambda: sess.run(matrix_loss, {rows: np.zeros((6, 4)), ids: [0, 1, 2, 3]}),
                 "batch_mismatch")
