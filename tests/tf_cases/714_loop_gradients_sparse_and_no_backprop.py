# tier: graph
# Two while-loop gradient cases RNN code meets: a table read with tf.gather inside the loop
# (a decoder looking up its previous token) gets an IndexedSlices gradient, accumulated in the
# gradient loop by concatenation (indices and values from one zero row at index 0, the
# largest dense_shape: b_acc...), which GradientDescent and Adam apply sparsely; and
# while_loop(back_prop=False): tf.gradients builds the loop counters, then returns None.
import numpy as np
table = tf.Variable(np.arange(12, dtype=np.float32).reshape(6, 2) / 10, name="table")
tokens = tf.placeholder(tf.int32, [None], name="tokens")
def body(i, h):
    return i + 1, tf.tanh(h + tf.gather(table, tokens[i]))
_, h = tf.while_loop(lambda i, h: i < tf.size(tokens), body, [0, tf.zeros([2])])
loss = tf.reduce_sum(h * h)
grad = tf.gradients(loss, [table])[0]
emit("sparse", [type(grad).__name__, grad.values.name, grad.indices.name,
                grad.dense_shape.name])
sgd = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
adam = tf.train.AdamOptimizer(0.1).minimize(loss)
w = tf.Variable([[0.5, -0.3], [0.2, 0.8]], name="w")
_, frozen = tf.while_loop(lambda i, x: i < 3, lambda i, x: (i + 1, tf.matmul(x, w)),
                          [0, tf.constant([[1.0, -0.5]])], back_prop=False)
emit("no_backprop", tf.gradients(tf.reduce_sum(frozen), [w]))
emit("nodes", graph_nodes())
feed = {tokens: [3, 1, 3, 0]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([grad.values, grad.indices, grad.dense_shape], feed))
    for step in range(2):
        emit("sgd_%d" % step, sess.run([loss, sgd], feed)[0])
    for step in range(3):
        emit("adam_%d" % step, sess.run([loss, adam], feed)[0])
    emit("table", sess.run(table))
    emit("frozen", sess.run(frozen))
