# tier: graph
# Variant of 099: get_variable float64 [3, 4, 2] with no initializer (glorot uniform) in scope 'k'.
with tf.variable_scope('k'):
    W = tf.get_variable('W', [3, 4, 2], dtype=tf.float64)
emit("nodes", graph_nodes())
emit("assign_inputs", [t.name for t in W.initializer.inputs])
emit("shape_const_dtype", W.initializer.inputs[1].op.inputs[0].dtype
     if W.initializer.inputs[1].op.inputs else None)
