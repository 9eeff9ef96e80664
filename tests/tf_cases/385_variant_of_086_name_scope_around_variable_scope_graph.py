# tier: graph
# Variant of 086: name_scope around variable_scope; float64 tf.Variable, int32 get_variable, ops.
with tf.name_scope('outer'):
    with tf.variable_scope('model-2'):
        w = tf.get_variable('w', [2], dtype=tf.int32, initializer=tf.ones_initializer())
        c = tf.Variable([0.5, 1.5], dtype=tf.float64, name='c')
        y = tf.cast(w, tf.float64) * c
        with tf.variable_scope('head'):
            b = tf.get_variable('b', [2], dtype=tf.float64, initializer=tf.zeros_initializer())
            out = y - b
emit("nodes", graph_nodes())
