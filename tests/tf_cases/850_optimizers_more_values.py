# tier: semantics
# Values after several training steps of the late TF1 optimizers on a small dense model, and
# of their slots: Adadelta, Ftrl (plain, with l1/l2, with a learning-rate power other than
# -0.5, with l2 shrinkage and beta: ApplyFtrlV2), ProximalGradientDescent and ProximalAdagrad
# (with and without l1/l2), AdagradDA (with and without l1/l2, its global step advanced by
# minimize), and Ftrl and Adadelta on a float64 variable.
import numpy as np
rng = np.random.RandomState(5)
x_data = rng.randn(8, 3).astype(np.float32)
y_data = rng.randn(8, 2).astype(np.float32)
makers = [
    ("adadelta", lambda s: tf.train.AdadeltaOptimizer(1.0, rho=0.9, epsilon=1e-3)),
    ("ftrl", lambda s: tf.train.FtrlOptimizer(0.3)),
    ("ftrl_l1l2", lambda s: tf.train.FtrlOptimizer(0.3, l1_regularization_strength=0.05,
                                                   l2_regularization_strength=0.1)),
    ("ftrl_power", lambda s: tf.train.FtrlOptimizer(0.3, learning_rate_power=-0.7,
                                                    initial_accumulator_value=0.5,
                                                    l1_regularization_strength=0.02)),
    ("ftrl_v2", lambda s: tf.train.FtrlOptimizer(0.3, l1_regularization_strength=0.01,
                                                 l2_regularization_strength=0.1,
                                                 l2_shrinkage_regularization_strength=0.2,
                                                 beta=0.5)),
    ("pgd", lambda s: tf.train.ProximalGradientDescentOptimizer(0.1)),
    ("pgd_l1l2", lambda s: tf.train.ProximalGradientDescentOptimizer(
        0.1, l1_regularization_strength=0.05, l2_regularization_strength=0.2)),
    ("padagrad", lambda s: tf.train.ProximalAdagradOptimizer(0.2)),
    ("padagrad_l1l2", lambda s: tf.train.ProximalAdagradOptimizer(
        0.2, initial_accumulator_value=0.3, l1_regularization_strength=0.05,
        l2_regularization_strength=0.2)),
    ("da", lambda s: tf.train.AdagradDAOptimizer(0.2, s)),
    ("da_l1l2", lambda s: tf.train.AdagradDAOptimizer(
        0.2, s, initial_gradient_squared_accumulator_value=0.5, l1_regularization_strength=0.05,
        l2_regularization_strength=0.2)),
]
for key, make in makers:
    g = tf.Graph()
    with g.as_default():
        tf.set_random_seed(1)
        step = tf.train.get_or_create_global_step()
        w = tf.get_variable("w", [3, 2], initializer=tf.random_normal_initializer())
        b = tf.get_variable("b", [2], initializer=tf.zeros_initializer())
        loss = tf.reduce_mean(tf.square(tf.matmul(x_data, w) + b - y_data))
        opt = make(step)
        train = opt.minimize(loss, global_step=step)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            losses = [sess.run([train, loss])[1] for _ in range(4)]
            emit(key + "_losses", losses)
            emit(key + "_vars", sess.run([w, b, step]))
            emit(key + "_slots", {n: sess.run(opt.get_slot(w, n)) for n in opt.get_slot_names()})
for key, make in [("adadelta64", lambda: tf.train.AdadeltaOptimizer(0.5, epsilon=1e-2)),
                  ("ftrl64", lambda: tf.train.FtrlOptimizer(0.5, l1_regularization_strength=0.01)),
                  ("pgd64", lambda: tf.train.ProximalGradientDescentOptimizer(
                      tf.constant(0.1, tf.float64), l1_regularization_strength=tf.constant(
                          0.01, tf.float64), l2_regularization_strength=tf.constant(
                          0.0, tf.float64)))]:
    g = tf.Graph()
    with g.as_default():
        v = tf.Variable([1.0, -2.0, 0.5], dtype=tf.float64, name="v")
        train = make().minimize(tf.reduce_sum(v * v * v))
        with tf.Session() as sess:
            sess.run(v.initializer)
            sess.run(tf.variables_initializer(tf.global_variables()))
            for _ in range(3):
                sess.run(train)
            emit(key, sess.run(v))
