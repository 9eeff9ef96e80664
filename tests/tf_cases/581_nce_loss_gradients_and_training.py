# tier: graph
# Training with nce_loss, word2vec's skip-gram step: the gradients of the weights and biases
# are IndexedSlices over the true and sampled rows (GatherV2_grad under
# gradients/nce_loss/embedding_lookup_grad), the inputs' embedding gets one too; the gradient
# graph goes through ConcatV2, Slice, ExpandDims, MatMul, Reshape and the sigmoid
# cross-entropy. GradientDescent then applies ScatterSub per table. Seeded, every step's
# sampled classes, losses and updated rows are TF's.
import numpy as np
tf.set_random_seed(7)
vocab, dim = 12, 3
emb = tf.get_variable("emb", initializer=tf.constant(
    np.linspace(-0.5, 0.5, vocab * dim, dtype=np.float32).reshape(vocab, dim)))
nce_w = tf.get_variable("nce_w", initializer=tf.constant(
    np.linspace(0.3, -0.3, vocab * dim, dtype=np.float32).reshape(vocab, dim)))
nce_b = tf.get_variable("nce_b", [vocab], initializer=tf.zeros_initializer())
words = tf.placeholder(tf.int32, [None], name="words")
context = tf.placeholder(tf.int64, [None, 1], name="context")
embed = tf.nn.embedding_lookup(emb, words)
loss = tf.reduce_mean(tf.nn.nce_loss(nce_w, nce_b, context, embed, num_sampled=4,
                                     num_classes=vocab))
n = len(graph_nodes())
grads = tf.gradients(loss, [emb, nce_w, nce_b])
emit("grad_nodes", graph_nodes()[n:])
emit("grad_types", [type(g).__name__ for g in grads])
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
feed = {words: [1, 1, 5, 7], context: [[2], [0], [5], [11]]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    steps = []
    for _ in range(3):
        steps.append(sess.run(loss, feed))
        sess.run(train, feed)
    emit("losses", steps)
    emit("tables", sess.run([emb, nce_w, nce_b]))
