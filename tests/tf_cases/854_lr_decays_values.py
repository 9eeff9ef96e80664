# tier: semantics
# Values of TF1's learning-rate schedules over a run of global steps (fed): polynomial
# (plain, with power, cycling), natural_exp and inverse_time (smooth and staircase), cosine,
# cosine with warm restarts (t_mul 1 and 2, m_mul), linear_cosine and, seeded,
# noisy_linear_cosine; and float64 learning rates (the cosine ones fail).
tf.set_random_seed(4)
step = tf.placeholder(tf.int64, [], name="step")
T = tf.train
rates = {
    "poly": T.polynomial_decay(0.1, step, 10),
    "poly_pow": T.polynomial_decay(0.1, step, 10, end_learning_rate=0.01, power=0.5),
    "poly_cycle": T.polynomial_decay(0.1, step, 4, end_learning_rate=0.01, power=2.0,
                                     cycle=True),
    "natural": T.natural_exp_decay(0.1, step, 3, 0.5),
    "natural_stair": T.natural_exp_decay(0.1, step, 3, 0.5, staircase=True),
    "inverse": T.inverse_time_decay(0.1, step, 2, 0.5),
    "inverse_stair": T.inverse_time_decay(0.1, step, 2, 0.5, staircase=True),
    "cosine": T.cosine_decay(0.1, step, 8),
    "cosine_alpha": T.cosine_decay(0.1, step, 8, alpha=0.2),
    "restarts": T.cosine_decay_restarts(0.1, step, 3),
    "restarts_t1": T.cosine_decay_restarts(0.1, step, 3, t_mul=1.0, m_mul=0.5, alpha=0.1),
    "linear_cosine": T.linear_cosine_decay(0.1, step, 10),
    "linear_cosine_args": T.linear_cosine_decay(0.1, step, 10, num_periods=2.0, alpha=0.1,
                                                beta=0.01),
    "noisy": T.noisy_linear_cosine_decay(0.1, step, 10),
    "exp64": T.exponential_decay(tf.constant(0.1, tf.float64), step, 3, 0.5),
}
# The cosine schedules multiply by a float32 pi: a float64 rate fails.
expect_error(lambda: T.cosine_decay(tf.constant(0.1, tf.float64), step, 8), "cos64")
names = sorted(rates)
emit("dtypes", [rates[n].dtype.name for n in names])
emit("names", [rates[n].name for n in names])
with tf.Session() as sess:
    for n in names:
        emit(n, [sess.run(rates[n], {step: s}) for s in [0, 1, 2, 3, 4, 5, 7, 8, 9, 12, 20]])
