# tier: graph
# Variant of 103: tf.Variable from a float64 nested list in a name_scope, from tf.random_uniform,
# from a callable, and an int Python scalar.
with tf.name_scope('ns'):
    A = tf.Variable([[1.0, 2.0]], dtype=tf.float64, name='A')
U = tf.Variable(tf.random_uniform([3], 0.0, 1.0), name='U')
C = tf.Variable(lambda: tf.ones([2]), name='C')
I = tf.Variable(7, name='I')
emit("nodes", graph_nodes())
emit("initial_values", [v.initializer.inputs[1] for v in (A, U, C, I)])
emit("dtypes", [v.dtype for v in (A, U, C, I)])
