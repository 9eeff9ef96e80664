# tier: graph
# tf.distributions.Bernoulli from probs (logits = log p - log1p(-p) in a logits/ scope) or
# logits (probs = sigmoid): samples are random_uniform < probs cast to dtype (TF's numbers
# under the seeds), log_prob a negated sigmoid cross-entropy (broadcast first when shapes
# differ), KL(Bernoulli || Bernoulli); validate_args adds validate_probs/ Asserts and, in
# log_prob, embed_check_casting_closed/; TF's errors for bad arguments and unwritten methods.
tf.set_random_seed(3)
b = tf.distributions.Bernoulli(probs=[0.2, 0.7, 0.5])
emit("facts", [b.name, str(b.batch_shape), b.dtype.name, repr(b.reparameterization_type)])
s = b.sample(4, seed=1)
values = [s, b.log_prob([1, 0, 1]), b.log_prob([[1], [0]]), b.prob(1), b.entropy(), b.mean(),
          b.variance(), b.mode(), b.stddev()]
b2 = tf.distributions.Bernoulli(logits=[[0.5, -1., 2.]], dtype=tf.float32)
values += [b2.sample([2], seed=4), tf.distributions.kl_divergence(b, b2), b.logits, b2.probs]
bv = tf.distributions.Bernoulli(probs=0.3, validate_args=True)
expect_error(lambda: bv.log_prob(tf.constant(0.5)), "static_half")
ph = tf.placeholder(tf.float32)
lpv = bv.log_prob(ph)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(values))
    emit("run_ok", sess.run(lpv, {ph: 1.}))
    expect_error(lambda: sess.run(lpv, {ph: 0.5}), "run_half")
expect_error(lambda: tf.distributions.Bernoulli(), "neither")
expect_error(lambda: tf.distributions.Bernoulli(logits=1., probs=0.5), "both")
expect_error(lambda: tf.distributions.Bernoulli(logits=1), "int_logits")
expect_error(lambda: tf.distributions.Bernoulli(probs=[1.5], validate_args=True), "big_probs")
expect_error(lambda: b.cdf(1), "cdf")
expect_error(lambda: b.quantile(0.5), "quantile")
expect_error(lambda: b.covariance(), "covariance")
