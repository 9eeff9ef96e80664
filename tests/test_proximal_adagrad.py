"""train/proximal_adagrad.py, train/proximal_gradient_descent.py and
ops/proximal_training_ops.py: without l1/l2 they are Adagrad and gradient descent; l1 stops
entries at zero; l2 scales them down."""
import numpy as np

import scopelab as tf


def _train(sess, opt, steps=3):
    w = tf.Variable([1.0, -0.5, 0.02, 2.0])
    x = tf.placeholder(tf.float32, [4])
    train = opt.minimize(tf.reduce_sum(w * w * x))
    sess.run(tf.global_variables_initializer())
    for k in range(steps):
        sess.run(train, {x: [1.0, 2.0, 0.5, -0.25 * k]})
    return sess.run(w)


def test_without_regularization_they_are_the_plain_optimizers():
    for proximal, plain in ((lambda: tf.train.ProximalAdagradOptimizer(0.3),
                             lambda: tf.train.AdagradOptimizer(0.3)),
                            (lambda: tf.train.ProximalGradientDescentOptimizer(0.3),
                             lambda: tf.train.GradientDescentOptimizer(0.3))):
        values = []
        for make in (proximal, plain):
            with tf.Graph().as_default(), tf.Session() as sess:
                values.append(_train(sess, make()))
        np.testing.assert_allclose(values[0], values[1], rtol=1e-6)


def test_l1_stops_small_entries_at_zero_and_l2_shrinks(sess):
    value = _train(sess, tf.train.ProximalGradientDescentOptimizer(
        0.1, l1_regularization_strength=0.5), steps=1)
    assert value[2] == 0.0            # 0.02 - 0.1 * 0.02 is less than 0.1 * 0.5 from zero
    np.testing.assert_allclose(value[0], 1.0 - 0.2 - 0.05, rtol=1e-6)
    with tf.Graph().as_default(), tf.Session() as other:
        shrunk = _train(other, tf.train.ProximalGradientDescentOptimizer(
            0.1, l2_regularization_strength=1.0), steps=1)
    np.testing.assert_allclose(shrunk[0], (1.0 - 0.2) / 1.1, rtol=1e-6)


def test_the_accumulator_starts_from_a_const_in_the_outer_scope(g):
    w = tf.Variable([1.0], name="w")
    loss = tf.reduce_sum(w)
    with tf.name_scope("outer"):
        opt = tf.train.ProximalAdagradOptimizer(0.1, initial_accumulator_value=0.5)
        opt.minimize(loss)
    slot = opt.get_slot(w, "accumulator")
    assert slot.op.name == "w/ProximalAdagrad"
    assert slot.initial_value.op.name == "outer/Const"
