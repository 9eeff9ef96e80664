# tier: semantics
# The constructor checks of the late optimizers (TF's ValueError texts), and the checks they
# share with every optimizer (no variables, no gradients).
expect_error(lambda: tf.train.FtrlOptimizer(0.1, initial_accumulator_value=-1.0), "ftrl_accum")
expect_error(lambda: tf.train.FtrlOptimizer(0.1, learning_rate_power=0.5), "ftrl_power")
expect_error(lambda: tf.train.FtrlOptimizer(0.1, l1_regularization_strength=-0.1), "ftrl_l1")
expect_error(lambda: tf.train.FtrlOptimizer(0.1, l2_regularization_strength=-0.1), "ftrl_l2")
expect_error(lambda: tf.train.FtrlOptimizer(0.1, l2_shrinkage_regularization_strength=-2.0),
             "ftrl_shrinkage")
expect_error(lambda: tf.train.ProximalAdagradOptimizer(0.1, initial_accumulator_value=0.0),
             "padagrad_accum")
step = tf.train.get_or_create_global_step()
expect_error(lambda: tf.train.AdagradDAOptimizer(
    0.1, step, initial_gradient_squared_accumulator_value=-1.0), "da_accum")
expect_error(lambda: tf.train.AdadeltaOptimizer(name=""), "adadelta_name")
v = tf.Variable(1.0, name="v")
expect_error(lambda: tf.train.FtrlOptimizer(0.1).minimize(tf.constant(1.0)), "ftrl_no_grads")
expect_error(lambda: tf.train.ProximalGradientDescentOptimizer(0.1).apply_gradients([]),
             "pgd_no_vars")
emit("ftrl_zero_accum_ok", tf.train.FtrlOptimizer(0.1, initial_accumulator_value=0.0).get_name())
