# tier: semantics
# Optimizer errors: nothing to train, no gradient, bad names.
x = tf.placeholder(tf.float32, [], name='x')
v = tf.Variable(1.0, name='v')
u = tf.Variable(2.0, name='u')
expect_error(lambda: tf.train.GradientDescentOptimizer(0.1).minimize(x * 2.0, var_list=[]),
             "empty_var_list")
expect_error(lambda: tf.train.GradientDescentOptimizer(0.1).minimize(v * 2.0, var_list=[u]),
             "no_gradients")
expect_error(lambda: tf.train.GradientDescentOptimizer(0.1, name=""), "no_name")
expect_error(lambda: tf.train.GradientDescentOptimizer(0.1).apply_gradients([]), "no_pairs")
i = tf.Variable(1, name='i')
expect_error(lambda: tf.train.GradientDescentOptimizer(0.1).minimize(tf.cast(i, tf.float32)),
             "int_variable")
emit("nodes", graph_nodes())
