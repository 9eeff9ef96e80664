# tier: graph
# A tiny attention layer trained with Adam: batched matmuls (BatchMatMulV2, adjoint_b),
# reduce_max for a stable softmax, tile of a learned query, concat of heads and a strided
# slice; minimize builds all their gradients (node for node as TF) and training moves the loss.
import numpy as np
rng = np.random.RandomState(7)
x = tf.placeholder(tf.float32, [None, 4, 3], name="x")
target = tf.placeholder(tf.float32, [None, 4], name="target")
with tf.variable_scope("attn"):
    wq = tf.get_variable("wq", [3, 3], initializer=tf.constant_initializer(rng.randn(3, 3) * 0.5))
    wk = tf.get_variable("wk", [3, 3], initializer=tf.constant_initializer(rng.randn(3, 3) * 0.5))
    query = tf.get_variable("query", [1, 1, 3], initializer=tf.constant_initializer(0.3))
q = tf.matmul(x, tf.tile(tf.expand_dims(wq, 0), [tf.shape(x)[0], 1, 1]))
k = tf.matmul(x, tf.tile(tf.expand_dims(wk, 0), [tf.shape(x)[0], 1, 1]))
scores = tf.matmul(q, k, adjoint_b=True)
scores = scores - tf.reduce_max(scores, axis=-1, keepdims=True)
weights = tf.exp(scores) / tf.reduce_sum(tf.exp(scores), axis=-1, keepdims=True)
heads = tf.concat([tf.matmul(weights, x), tf.tile(query, [tf.shape(x)[0], 4, 1])], axis=2)
out = tf.reduce_sum(heads[:, :, 1:] ** 2, axis=2)
loss = tf.reduce_mean(tf.square(out - target))
n = len(graph_nodes())
train = tf.train.AdamOptimizer(0.05).minimize(loss)
emit("nodes", graph_nodes()[n:])
feed = {x: rng.randn(2, 4, 3).astype(np.float32), target: rng.rand(2, 4).astype(np.float32)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    before = sess.run(loss, feed)
    for _ in range(5):
        sess.run(train, feed)
    emit("loss_before_after", [before, sess.run(loss, feed)])
    emit("variables", sess.run([wq, wk, query]))
