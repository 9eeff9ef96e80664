# tier: graph
# Training with sampled_softmax_loss and Adam: remove_accidental_hits is on, the labels pass
# through labels_stop_gradient, the softmax cross-entropy's gradient flows back through the
# sampled logits into IndexedSlices for the weights and biases, and Adam updates those rows
# with Assign/ScatterAdd/AssignSub. Seeded, the losses and tables are TF's.
import numpy as np
tf.set_random_seed(3)
vocab, dim = 10, 2
emb = tf.get_variable("emb", initializer=tf.constant(
    np.linspace(-1.0, 1.0, vocab * dim, dtype=np.float32).reshape(vocab, dim)))
sm_w = tf.get_variable("sm_w", initializer=tf.constant(
    np.linspace(0.5, -0.5, vocab * dim, dtype=np.float32).reshape(vocab, dim)))
sm_b = tf.get_variable("sm_b", [vocab], initializer=tf.zeros_initializer())
words = tf.placeholder(tf.int32, [None], name="words")
labels = tf.placeholder(tf.int64, [None, 1], name="labels")
loss = tf.reduce_mean(tf.nn.sampled_softmax_loss(sm_w, sm_b, labels,
                                                 tf.nn.embedding_lookup(emb, words),
                                                 num_sampled=3, num_classes=vocab, seed=1))
n = len(graph_nodes())
train = tf.train.AdamOptimizer(0.1).minimize(loss)
emit("nodes", graph_nodes()[n:])
feed = {words: [0, 3, 3], labels: [[1], [4], [9]]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    steps = []
    for _ in range(3):
        steps.append(sess.run(loss, feed))
        sess.run(train, feed)
    emit("losses", steps)
    emit("tables", sess.run([emb, sm_w, sm_b]))
