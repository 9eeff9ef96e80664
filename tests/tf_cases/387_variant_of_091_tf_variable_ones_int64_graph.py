# tier: graph
# Variant of 091: tf.Variable(tf.ones(int64)) named 'W.1' inside a name_scope.
with tf.name_scope('ns-1'):
    W = tf.Variable(tf.ones([2, 2], dtype=tf.int64), name='W.1')
emit("nodes", graph_nodes())
emit("initializer", W.initializer)
emit("value", W.value())
emit("dtype", W.dtype)
emit("initial_value", W.initial_value)
