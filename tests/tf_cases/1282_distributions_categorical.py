# tier: graph
# tf.distributions.Categorical: batch_rank, logits_shape, event_size and batch_shape built
# in its scope; samples through Multinomial on the logits as a matrix, transposed and reshaped
# (TF's numbers under the seeds, int64 ones for dtype int64); log_prob a negated sparse
# softmax cross-entropy (float classes cast to int32, broadcast against the batch), cdf by a
# sequence_mask, entropy, mode, KL(Categorical || Categorical); validate_args' checks and the
# errors for one class, a scalar parameter, bool classes and an unwritten mean.
tf.set_random_seed(3)
c = tf.distributions.Categorical(logits=[[1., 2., 0.5], [0., 0., 3.]])
emit("facts", [c.name, str(c.batch_shape), str(c.event_shape), c.dtype.name])
values = [c.sample(5, seed=1), c.sample(seed=2), c.log_prob([2, 0]), c.log_prob([[2], [1]]),
          c.log_prob(1.0), c.prob([1, 1]), c.cdf([1, 3]), c.entropy(), c.mode()]
c2 = tf.distributions.Categorical(probs=[0.2, 0.3, 0.5], dtype=tf.int64)
values += [c2.sample([2, 3], seed=4), tf.distributions.kl_divergence(c, c2)]
c3 = tf.distributions.Categorical(logits=[[[1., 2.], [3., 4.]]])
s3 = c3.sample(2, seed=7)
emit("shapes", [str(c3.batch_shape), str(s3.shape)])
values += [s3, c.probs, c2.logits, c.event_size]
cv = tf.distributions.Categorical(probs=[0.2, 0.3, 0.5], validate_args=True)
expect_error(lambda: cv.log_prob(tf.constant(-1)), "static_negative")
ph = tf.placeholder(tf.int32)
lpv = cv.log_prob(ph)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(values))
    expect_error(lambda: sess.run(lpv, {ph: -1}), "run_negative")
    bad = tf.distributions.Categorical(probs=[0.2, 0.3], validate_args=True).probs
    expect_error(lambda: sess.run(bad), "not_summing_to_one")
expect_error(lambda: tf.distributions.Categorical(logits=[1.], validate_args=True), "one_class")
expect_error(lambda: tf.distributions.Categorical(logits=1.), "scalar")
expect_error(lambda: c.log_prob(tf.constant([True, False])), "bool_classes")
expect_error(lambda: c.mean(), "mean")
