"""train/cosine_decay.py and the schedules of train/learning_rate_decay.py against their
formulas in numpy, over a run of steps."""
import math

import numpy as np

import scopelab as tf

STEPS = [0, 1, 2, 3, 5, 8, 9, 10, 14, 21, 30]


def _values(sess, make):
    step = tf.placeholder(tf.int64, [])
    rate = make(step)
    return np.array([sess.run(rate, {step: s}) for s in STEPS])


def test_cosine_and_linear_cosine(sess):
    t = np.minimum(STEPS, 10) / 10.0
    np.testing.assert_allclose(_values(sess, lambda s: tf.train.cosine_decay(0.1, s, 10, 0.2)),
                               0.1 * (0.8 * 0.5 * (1 + np.cos(np.pi * t)) + 0.2), atol=1e-7)
    want = 0.1 * ((0.1 + 1 - t) * 0.5 * (1 + np.cos(2 * np.pi * 2.0 * t)) + 0.01)
    got = _values(sess, lambda s: tf.train.linear_cosine_decay(0.1, s, 10, 2.0, 0.1, 0.01))
    np.testing.assert_allclose(got, want, atol=1e-7)


def test_restarts_start_periods_twice_as_long_and_lower(sess):
    got = _values(sess, lambda s: tf.train.cosine_decay_restarts(0.1, s, 3, m_mul=0.5))
    want = []
    for s in STEPS:
        start, length, scale = 0, 3, 1.0
        while s >= start + length:
            start, length, scale = start + length, length * 2, scale * 0.5
        want.append(0.1 * scale * 0.5 * (1 + math.cos(math.pi * (s - start) / length)))
    np.testing.assert_allclose(got, want, atol=1e-6)


def test_polynomial_inverse_time_and_natural_exp(sess):
    s = np.array(STEPS, np.float64)
    got = _values(sess, lambda x: tf.train.polynomial_decay(0.1, x, 8, 0.01, power=2.0))
    np.testing.assert_allclose(got, 0.09 * (1 - np.minimum(s, 8) / 8) ** 2 + 0.01, atol=1e-7)
    span = 4 * np.maximum(np.ceil(s / 4), 1)
    got = _values(sess, lambda x: tf.train.polynomial_decay(0.1, x, 4, 0.01, cycle=True))
    np.testing.assert_allclose(got, 0.09 * (1 - s / span) + 0.01, atol=1e-7)
    got = _values(sess, lambda x: tf.train.inverse_time_decay(0.1, x, 2, 0.5, staircase=True))
    np.testing.assert_allclose(got, 0.1 / (1 + 0.5 * np.floor(s / 2)), rtol=1e-6)
    got = _values(sess, lambda x: tf.train.natural_exp_decay(0.1, x, 3, 0.5))
    np.testing.assert_allclose(got, 0.1 * np.exp(-0.5 * s / 3), rtol=1e-5)


def test_noisy_linear_cosine_is_seeded_by_the_graph_seed(g):
    values = []
    for _ in range(2):
        with tf.Graph().as_default():
            tf.set_random_seed(7)
            rate = tf.train.noisy_linear_cosine_decay(0.1, tf.constant(3, tf.int64), 10)
            with tf.Session() as sess:
                values.append(sess.run(rate))
    assert values[0] == values[1]
