"""Batch normalization (batch_norm_ops.py): the fused op computes what the separate ops compute,
and its gradient, like the separate ops', agrees with finite differences."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scopelab as tf
from test_gradients import check_gradients

seeds = st.integers(0, 2**16)
images = st.tuples(st.integers(2, 3), st.integers(1, 3), st.integers(1, 3), st.integers(1, 3))


def _data(seed, shape):
    rng = np.random.RandomState(seed)
    return rng.randn(*shape), rng.rand(shape[-1]) + 0.5, rng.randn(shape[-1])


@pytest.mark.property
@settings(max_examples=20, deadline=None)
@given(images, seeds)
def test_fused_equals_moments_and_batch_normalization(shape, seed):
    x, scale, offset = _data(seed, shape)
    with tf.Graph().as_default(), tf.Session() as sess:
        fused, mean, var = tf.nn.fused_batch_norm(x, scale, offset, epsilon=0.01)
        m, v = tf.nn.moments(tf.constant(x), [0, 1, 2])
        plain = tf.nn.batch_normalization(x, m, v, offset, scale, 0.01)
        got = sess.run([fused, mean, var, plain, m, v])
    n = x.size // shape[-1]
    np.testing.assert_allclose(got[0], got[3], rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(got[1], got[4], rtol=1e-9)
    np.testing.assert_allclose(got[2], got[5] * n / (n - 1), rtol=1e-9)


@pytest.mark.property
@settings(max_examples=15, deadline=None)
@given(images, seeds, st.booleans())
def test_fused_batch_norm_gradients(shape, seed, training):
    x, scale, offset = _data(seed, shape)
    stats = dict(mean=np.zeros(shape[-1]), variance=np.ones(shape[-1]) * 2, is_training=False)

    def fused(a, b, c):
        return tf.nn.fused_batch_norm(a, b, c, epsilon=0.01,
                                      **({} if training else stats))[0]
    check_gradients(fused, [x, scale, offset], rtol=1e-4, atol=1e-6)


@pytest.mark.property
@settings(max_examples=15, deadline=None)
@given(images, seeds)
def test_moments_and_batch_normalization_gradients(shape, seed):
    x, scale, offset = _data(seed, shape)

    def normalize(a, b, c):
        mean, var = tf.nn.moments(a, [0, 1, 2])
        return tf.nn.batch_normalization(a, mean, var, c, b, 0.01)
    check_gradients(normalize, [x, scale, offset], rtol=1e-4, atol=1e-6)


def test_rsqrt_and_its_second_derivative(g):
    x = tf.constant([0.25, 4.0], tf.float64)
    y = tf.rsqrt(x)
    d1, = tf.gradients(y, x)
    d2, = tf.gradients(d1, x)
    with tf.Session() as sess:
        values = sess.run([y, d1, d2])
    xv = np.array([0.25, 4.0])
    np.testing.assert_allclose(values[0], xv ** -0.5)
    np.testing.assert_allclose(values[1], -0.5 * xv ** -1.5)
    np.testing.assert_allclose(values[2], 0.75 * xv ** -2.5)


def test_half_precision_moments_are_computed_in_float32(g):
    mean, var = tf.nn.moments(tf.constant([1.0, 3.0], tf.float16), [0])
    assert [op.type for op in g.get_operations()].count("Cast") == 3
    with tf.Session() as sess:
        assert [float(v) for v in sess.run([mean, var])] == [2.0, 1.0]
