# tier: graph
# The candidate samplers draw TF's very numbers with seeds: log-uniform, uniform and learned
# unigram, unique or not, true classes of several columns. Each run continues the op's Philox
# stream (a new session starts it again); the expected counts are p * num_sampled, or with
# unique 1 - (1 - p) ** tries. The learned unigram sampler counts the true classes of each run
# of the session. Outputs are named tuples named after the op; true_classes must be int64 of
# rank 2; bad shapes and ranges fail when run.
tf.set_random_seed(42)
tc = tf.placeholder(tf.int64, [None, 2], name="tc")
samplers = [tf.nn.log_uniform_candidate_sampler(tc, 2, 40, True, 1000),
            tf.nn.log_uniform_candidate_sampler(tc, 2, 30, False, 50000, name="zipf"),
            tf.nn.uniform_candidate_sampler(tc, 2, 20, True, 25),
            tf.nn.uniform_candidate_sampler(tc, 2, 9, False, 1 << 40),
            tf.nn.learned_unigram_candidate_sampler(tc, 2, 6, True, 8),
            tf.nn.learned_unigram_candidate_sampler(tc, 2, 5, False, 7, seed=3),
            tf.random.log_uniform_candidate_sampler([[1, 2]], 2, 3, True, 10, seed=9)]
emit("outputs", [[type(s).__name__, list(s._fields), list(s)] for s in samplers])
emit("shapes", [[t.shape for t in s] for s in samplers])
emit("seeds", [[s[0].op.get_attr(k) for k in ("seed", "seed2", "num_true", "num_sampled",
                                              "unique", "range_max")] for s in samplers])
emit("nodes", graph_nodes())
expect_error(lambda: tf.nn.uniform_candidate_sampler(tf.constant([[1]]), 1, 2, True, 5), "int32")
expect_error(lambda: tf.nn.uniform_candidate_sampler(tf.constant([1], tf.int64), 1, 2, True, 5),
             "rank")
feed = {tc: [[1, 2], [3, 3], [0, 5]]}
with tf.Session() as sess:
    emit("run1", sess.run(samplers, feed))
    emit("run2", sess.run(samplers, feed))
with tf.Session() as sess:
    emit("new_session", sess.run(samplers[:3], feed))
p = tf.placeholder(tf.int64, [None, None], name="p")
bad = [tf.nn.uniform_candidate_sampler(p, 2, 6, True, 5, seed=1),
       tf.nn.uniform_candidate_sampler(p, 1, 2, True, 5, seed=1),
       tf.nn.log_uniform_candidate_sampler(p, 2, 2, False, 5, seed=1)]
with tf.Session() as sess:
    for i, (b, v) in enumerate(zip(bad, [[[1, 2]], [[1, 2]], [[1, 7]]])):
        expect_error(lambda: sess.run(b, {p: v}), "run_error%d" % i)
