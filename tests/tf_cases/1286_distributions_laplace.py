# tier: graph
# tf.distributions.Laplace: samples from random_uniform on (nextafter(-1, 0), 1) as
# loc - scale * sign(u) * log1p(-|u|) (TF's numbers under the seeds, float64 too, gradients
# reaching loc), log_prob, prob, cdf, log_cdf and the survival functions in log_cdf_laplace/,
# the statistics (variance as stddev squared); validate_args' Assert; no quantile, no KL.
tf.set_random_seed(4)
d = tf.distributions.Laplace(loc=[0., 1.], scale=[1., 2.])
emit("facts", [d.name, str(d.batch_shape), repr(d.reparameterization_type),
               sorted(d.parameters)])
values = [d.sample(3, seed=2), d.log_prob(0.5), d.prob([[0.5], [3.]]),
          d.cdf([[-3.], [0.5], [9.]]), d.log_cdf([[-3.], [0.5], [40.]]),
          d.survival_function(0.5), d.log_survival_function([[-3.], [0.5]]), d.entropy(),
          d.mean(), d.stddev(), d.variance(), d.mode()]
d64 = tf.distributions.Laplace(tf.constant(0., tf.float64), tf.constant(1., tf.float64))
values.append(d64.sample(2, seed=1))
sc = tf.placeholder(tf.float32)
checked = tf.distributions.Laplace(0., sc, validate_args=True).mean()
loc = tf.Variable(1.)
grad = tf.gradients(tf.distributions.Laplace(loc, 2.).sample(3, seed=1), loc)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(values))
    emit("grad", sess.run(grad))
    expect_error(lambda: sess.run(checked, {sc: -1.}), "negative_scale")
expect_error(lambda: d.quantile(0.5), "quantile")
expect_error(lambda: tf.distributions.kl_divergence(d, d), "no_kl")
