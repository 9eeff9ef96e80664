# tier: graph
# Full node list: tf.losses.sparse_softmax_cross_entropy with a sequence_mask as weights, whose
# static shape [None, None] cannot settle the broadcast check. TF builds the run-time check:
# an Assert guarded by a tf.cond (AssertGuard) over nested conds (is_valid_shape,
# has_valid_nonscalar_shape) and a DenseToDenseSetOperation (has_invalid_dims), once for the
# loss and once more under num_present's broadcast_weights.
labels = tf.placeholder(tf.int32, [None, None], name="labels")
logits = tf.placeholder(tf.float32, [None, None, 5], name="logits")
lengths = tf.placeholder(tf.int32, [None], name="lengths")
mask = tf.sequence_mask(lengths, dtype=tf.float32)
loss = tf.losses.sparse_softmax_cross_entropy(labels, logits, weights=mask)
emit("nodes", graph_nodes())
