# tier: semantics
# tf.nn.weighted_cross_entropy_with_logits (TF1: labels= or the older targets=),
# tf.nn.log_poisson_loss (with the Stirling term for targets above 1), tf.nn.crelu (ConcatV2
# of x and -x, then Relu) and tf.nn.relu_layer (MatMul, BiasAdd, Relu) are built of plain
# ops: their node names, values, gradients and argument errors.
import numpy as np

z = tf.constant([[1.0, -2.0, 40.0], [0.5, 3.0, -50.0]])
t = tf.constant([[1.0, 0.0, 0.0], [0.3, 1.0, 1.0]])
w = tf.nn.weighted_cross_entropy_with_logits(t, z, 2.0)
w2 = tf.nn.weighted_cross_entropy_with_logits(labels=t, logits=z, pos_weight=tf.constant(0.5),
                                              name="w")
w3 = tf.nn.weighted_cross_entropy_with_logits(targets=t, logits=z, pos_weight=3.0)
counts = tf.constant([[0.0, 1.0, 2.5], [4.0, 0.5, 10.0]], tf.float64)
rates = tf.constant([[0.1, -1.0, 1.0], [1.5, 0.0, 2.0]], tf.float64)
p1 = tf.nn.log_poisson_loss(counts, rates)
p2 = tf.nn.log_poisson_loss(counts, rates, compute_full_loss=True, name="full")
c1, c2 = tf.nn.crelu(z), tf.nn.crelu(z, axis=0, name="cr")
x = tf.constant([[1.0, -2.0]])
wt = tf.constant([[1.0, 2.0, 3.0], [0.5, 0.1, -1.0]])
bs = tf.constant([0.1, 0.2, -5.0])
r1, r2 = tf.nn.relu_layer(x, wt, bs), tf.nn.relu_layer(x, wt, bs, name="rl")
grads = tf.gradients(tf.reduce_sum(w) + tf.reduce_sum(w2) + tf.reduce_sum(c1 * c1)
                     + tf.reduce_sum(c2), [z, t])
pgrads = tf.gradients(tf.reduce_sum(p2), [counts, rates])
rgrads = tf.gradients(tf.reduce_sum(r1 * r1), [x, wt, bs])
emit("names", [v.name for v in (w, w2, w3, p1, p2, c1, c2, r1, r2)])
emit("shapes", [str(v.shape) for v in (w, p2, c1, c2, r1)])
emit("nodes", graph_nodes())
expect_error(lambda: tf.nn.weighted_cross_entropy_with_logits(labels=t, targets=t, logits=z,
                                                              pos_weight=2.0), "both")
expect_error(lambda: tf.nn.weighted_cross_entropy_with_logits(t, z[0], 2.0), "shapes")
expect_error(lambda: tf.nn.log_poisson_loss(counts, rates[0]), "poisson shapes")
expect_error(lambda: tf.nn.crelu(z, axis=2), "crelu axis")
with tf.Session() as sess:
    emit("values", [np.round(v, 5).tolist() for v in sess.run([w, w2, w3, p1, p2, c1, c2, r1])])
    emit("grads", [np.round(v, 5).tolist() for v in sess.run(grads + pgrads + rgrads)])
