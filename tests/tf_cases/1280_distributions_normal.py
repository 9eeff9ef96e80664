# tier: graph
# tf.distributions.Normal: its parameters as Normal/loc and Normal/scale, every method's ops in
# a scope under the distribution's (Normal/sample/..., Normal/log_prob/..., Normal/cdf/ndtr/...),
# samples drawn by random_normal under the seeds (TF's numbers), log_cdf's asymptotic series in
# the far tail, quantile by ndtri, KL(Normal || Normal) in KullbackLeibler/kl_normal_normal/.
tf.set_random_seed(1)
d = tf.distributions.Normal(loc=[0., 1.], scale=[1., 2.])
emit("facts", [d.name, str(d.batch_shape), str(d.event_shape), d.dtype.name,
               repr(d.reparameterization_type), d.allow_nan_stats, d.validate_args,
               sorted(d.parameters), str(d), repr(d)])
s = d.sample(3, seed=5)
s2 = d.sample([2, 2], seed=6)
s3 = d.sample()
lp = d.log_prob(0.5)
values = [lp, d.entropy(), d.cdf([[-30.], [0.5], [7.]]), d.log_cdf([[-30.], [0.5], [7.]]),
          d.mean(), d.stddev(), d.variance(), d.mode(), d.prob(0.3),
          d.survival_function(1.), d.log_survival_function(1.), d.quantile([0.01, 0.5]),
          d.batch_shape_tensor(), d.event_shape_tensor()]
d2 = tf.distributions.Normal(loc=1., scale=3., name="N2")
kl = tf.distributions.kl_divergence(d, d2)
values += [kl, d.kl_divergence(d2), d.cross_entropy(d2)]
x = tf.placeholder(tf.float32, [None])
lpx = d2.log_prob(x)
emit("shapes", [str(t.shape) for t in [s, s2, s3, lpx]])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("samples", sess.run([s, s2, s3]))
    emit("values", sess.run(values))
    emit("fed", sess.run(lpx, {x: [1., 2., 3.]}))
