# tier: graph
# Variant of 096: get_variable float64 [2, 2] with truncated_normal_initializer(mean=1, stddev=0.5).
with tf.variable_scope('tn'):
    W = tf.get_variable('W', [2, 2], dtype=tf.float64,
                        initializer=tf.truncated_normal_initializer(mean=1.0, stddev=0.5))
emit("nodes", graph_nodes())
emit("colocation", [op.colocation_groups() for op in
                    (W.op, W.initializer, W.value().op, W.initializer.inputs[1].op)])
