# tier: graph
# tf.distributions.Uniform: samples low + range * random_uniform (TF's numbers under the
# seeds), prob (NaN kept, 0 outside [low, high)), cdf, log_prob and log_cdf through the
# base class's log(), the statistics; validate_args' assert_less with TF's message, at build
# time for constants and at run time for a placeholder; mixed dtypes; no mode.
tf.set_random_seed(7)
u = tf.distributions.Uniform(low=[0., 1.], high=[2., 5.])
emit("facts", [u.name, str(u.batch_shape), repr(u.reparameterization_type)])
values = [u.sample(3, seed=2), u.prob([[1.5], [4.], [float("nan")]]), u.log_prob(1.5),
          u.cdf([[-1.], [1.5], [9.]]), u.log_cdf(1.5), u.entropy(), u.mean(), u.variance(),
          u.stddev(), u.range(), tf.distributions.Uniform().sample([2], seed=3)]
x = tf.placeholder(tf.float32)
checked = tf.distributions.Uniform(low=x, high=1., validate_args=True).mean()
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(values))
    expect_error(lambda: sess.run(checked, {x: 2.}), "run_low_above_high")
expect_error(lambda: u.mode(), "mode")
expect_error(lambda: tf.distributions.Uniform(low=2., high=1., validate_args=True), "static")
expect_error(lambda: tf.distributions.Uniform(low=2, high=3.), "int_and_float")
expect_error(lambda: tf.distributions.Uniform(low=tf.constant(1, tf.float64), high=3.),
             "float64_and_float32")
