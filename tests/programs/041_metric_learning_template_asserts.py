# Metric learning with a shared embedding network: tf.make_template('embed', ...) is called
# on anchors, positives and negatives, so the three towers share one set of weights. The
# embeddings are L2-normalised (tf.norm checked against tf.nn.l2_normalize), pulled
# together with tf.losses.cosine_distance, pushed apart with a margin, and regularised with
# tf.losses.mean_pairwise_squared_error. Input guards (tf.assert_equal, assert_rank,
# assert_non_negative) run through tf.control_dependencies, and tf.check_numerics watches the
# loss; a bad feed trips a guard with InvalidArgumentError.
import numpy as np

rng = np.random.RandomState(41)
prototypes = rng.randn(5, 20).astype(np.float32)


def make_triplets(n):
    a_cls = rng.randint(0, 5, n)
    n_cls = (a_cls + rng.randint(1, 5, n)) % 5
    noise = lambda: 0.6 * rng.randn(n, 20)
    return ((prototypes[a_cls] + noise()).astype(np.float32),
            (prototypes[a_cls] + noise()).astype(np.float32),
            (prototypes[n_cls] + noise()).astype(np.float32))


anchors, positives, negatives = make_triplets(64)

tf.set_random_seed(41)


def embedding_net(x, dim=8):
    w1 = tf.get_variable("w1", [20, 16], initializer=tf.glorot_uniform_initializer())
    b1 = tf.get_variable("b1", [16], initializer=tf.zeros_initializer())
    h = tf.nn.tanh(tf.matmul(x, w1) + b1)
    w2 = tf.get_variable("w2", [16, dim], initializer=tf.glorot_uniform_initializer())
    return tf.matmul(h, w2)


embed = tf.make_template("embed", embedding_net)

anchor = tf.placeholder(tf.float32, [None, 20], name="anchor")
positive = tf.placeholder(tf.float32, [None, 20], name="positive")
negative = tf.placeholder(tf.float32, [None, 20], name="negative")
margin = tf.placeholder_with_default(0.5, [], name="margin")

with tf.name_scope("guards"):
    guards = [tf.assert_equal(tf.shape(anchor)[0], tf.shape(negative)[0],
                              message="batch sizes differ"),
              tf.assert_rank(positive, 2),
              tf.assert_non_negative(margin, message="margin must be >= 0")]

with tf.control_dependencies(guards):
    anchor_in = tf.identity(anchor)

e_a = tf.nn.l2_normalize(embed(anchor_in), axis=1)
e_p = tf.nn.l2_normalize(embed(positive), axis=1)
e_n = tf.nn.l2_normalize(embed(negative), axis=1)

pull = tf.losses.cosine_distance(e_a, e_p, axis=1)
negative_similarity = tf.reduce_sum(e_a * e_n, axis=1)
push = tf.reduce_mean(tf.nn.relu(negative_similarity - 1.0 + margin))
spread = tf.losses.mean_pairwise_squared_error(e_a, e_p)
total = tf.check_numerics(pull + push + 0.1 * spread, "loss is not finite")
train_op = tf.train.AdamOptimizer(0.02).minimize(total)

norms = tf.norm(e_a, axis=1)
distance_ap = tf.norm(e_a - e_p, ord="euclidean", axis=1)
distance_an = tf.norm(e_a - e_n, axis=1)
triplet_accuracy = tf.reduce_mean(tf.cast(distance_ap < distance_an, tf.float32))

emit("template_variables", embed.variables)
emit("guard_ops", [g.name for g in guards])
emit("losses", tf.get_collection(tf.GraphKeys.LOSSES))
emit("names", [e_a, e_n, total, norms])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    feed = {anchor: anchors, positive: positives, negative: negatives}
    emit("accuracy_before", sess.run(triplet_accuracy, feed))
    history = []
    for step in range(25):
        i = (step * 16) % 64
        batch = {anchor: anchors[i:i + 16], positive: positives[i:i + 16],
                 negative: negatives[i:i + 16]}
        l, _ = sess.run([total, train_op], batch)
        history.append(l)
    emit("history", history)
    emit("accuracy_after", sess.run(triplet_accuracy, feed))
    emit("norms", sess.run(norms, feed)[:4])
    emit("pull_push_spread", sess.run([pull, push, spread], feed))
    expect_error(lambda: sess.run(total, {anchor: anchors[:8], positive: positives[:8],
                                          negative: negatives[:6]}), "batch_guard")
    expect_error(lambda: sess.run(total, {anchor: anchors[:8], positive: positives[:8],
                                          negative: negatives[:8], margin: -1.0}),
                 "margin_guard")
    bad = anchors[:8].copy()
    bad[0, 0] = np.nan
    expect_error(lambda: sess.run(total, {anchor: bad, positive: positives[:8],
                                          negative: negatives[:8]}), "numerics")
