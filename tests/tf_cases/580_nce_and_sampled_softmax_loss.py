# tier: graph
# tf.nn.nce_loss and tf.nn.sampled_softmax_loss, TF1's: the graph of _compute_sampled_logits
# (labels reshaped, a log-uniform sampler, StopGradients, one embedding_lookup of true and
# sampled ids in weights and in biases, Slices, row-wise dots summed by a MatMul with ones,
# ComputeAccidentalHits + SparseToDense when removing accidental hits, Log of the expected
# counts, labels 1/num_true and 0), then a sigmoid cross-entropy summed per row (nce) or a
# softmax cross-entropy (sampled softmax, labels through labels_stop_gradient). Seeded, the
# losses are TF's numbers, run after run. Also: int32 labels (Cast), num_true=2, partitioned
# weights, given sampled_values.
import numpy as np
tf.set_random_seed(1)
W = tf.get_variable("nce_w", initializer=tf.constant(
    np.linspace(-1.0, 1.0, 20, dtype=np.float32).reshape(10, 2)))
b = tf.get_variable("nce_b", initializer=tf.constant(np.linspace(0.0, 0.3, 10, dtype=np.float32)))
with tf.variable_scope("p", partitioner=tf.fixed_size_partitioner(2)):
    pw = tf.get_variable("w", [10, 2], initializer=tf.random_normal_initializer(seed=4))
x = tf.placeholder(tf.float32, [None, 2], name="x")
y = tf.placeholder(tf.int64, [None, 1], name="y")
y2 = tf.placeholder(tf.int64, [None, 2], name="y2")
y32 = tf.placeholder(tf.int32, [None, 1], name="y32")
losses = {}


def build(key, fn, *args, **kw):
    n = len(graph_nodes())
    losses[key] = fn(*args, **kw)
    emit(key, [losses[key], losses[key].shape, graph_nodes()[n:]])


build("nce", tf.nn.nce_loss, W, b, y, x, num_sampled=4, num_classes=10,
      remove_accidental_hits=True)
build("softmax", tf.nn.sampled_softmax_loss, W, b, y, x, num_sampled=3, num_classes=10, seed=5)
build("nce_int32_no_hits", tf.nn.nce_loss, W, b, y32, x, 3, 10, name="n32")
build("nce_two_true", tf.nn.nce_loss, W, b, y2, x, 5, 10, num_true=2,
      remove_accidental_hits=True)
build("softmax_partitioned", tf.nn.sampled_softmax_loss, pw, b, y, x, 4, 10,
      partition_strategy="div")
given = tf.nn.uniform_candidate_sampler(y, 1, 3, True, 10, seed=2)
build("nce_given_samples", tf.nn.nce_loss, W, b, y, x, 3, 10, sampled_values=given)
expect_error(lambda: tf.nn.nce_loss(W, b, [[1]], x, 2, 10), "python_labels")
feed = {x: [[1.0, 2.0], [0.5, -1.0], [2.0, 0.0]], y: [[0], [3], [1]], y32: [[2], [2], [9]],
        y2: [[0, 1], [3, 3], [1, 8]]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for run in range(2):
        emit("run%d" % run, sess.run(losses, feed))
