# tier: graph
# Variant of 095: get_variable float64 [4] with random_uniform_initializer(0, 2) in scope 'u-1'.
with tf.variable_scope('u-1'):
    W = tf.get_variable('W', [4], dtype=tf.float64,
                        initializer=tf.random_uniform_initializer(0.0, 2.0))
emit("nodes", graph_nodes())
emit("colocation", [op.colocation_groups() for op in
                    (W.op, W.initializer, W.value().op, W.initializer.inputs[1].op)])
