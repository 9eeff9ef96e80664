"""Depthwise, separable and dilated convolutions (depthwise_conv_ops.py, dilated_conv_ops.py,
space_to_batch_ops.py): values against a per-channel Conv2D, gradients against finite
differences, the space-to-batch deal against its inverse."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scopelab as tf
from test_gradients import check_gradients

seeds = st.integers(0, 2**16)


def _arrays(seed, *shapes):
    rng = np.random.RandomState(seed)
    return [rng.uniform(-1, 1, size=s) for s in shapes]


@pytest.mark.property
@settings(max_examples=15, deadline=None)
@given(st.integers(1, 2), st.integers(3, 7), st.integers(3, 7), st.integers(1, 3),
       st.integers(1, 2), st.integers(1, 3), st.integers(1, 3), st.integers(1, 2),
       st.sampled_from(["SAME", "VALID"]), seeds)
def test_depthwise_gradients(n, h, w, c, m, kh, kw, stride, padding, seed):
    x, f = _arrays(seed, (n, h, w, c), (kh, kw, c, m))
    check_gradients(lambda a, b: tf.nn.depthwise_conv2d(a, b, [1, stride, stride, 1], padding),
                    [x, f])


@pytest.mark.property
@settings(max_examples=10, deadline=None)
@given(st.integers(4, 7), st.integers(4, 7), st.integers(1, 3), st.integers(2, 3),
       st.sampled_from(["SAME", "VALID"]), seeds)
def test_dilated_gradients(h, w, c, rate, padding, seed):
    x, f, d, p = _arrays(seed, (1, h, w, c), (2, 2, c, 2), (2, 2, c, 1), (1, 1, c, 2))
    check_gradients(lambda a, b: tf.nn.atrous_conv2d(a, b, rate, padding), [x, f])
    check_gradients(lambda a, b, q: tf.nn.separable_conv2d(a, b, q, [1] * 4, padding,
                                                           rate=[rate, 1]), [x, d, p])


def test_depthwise_is_a_conv2d_per_channel():
    x, f = _arrays(3, (2, 6, 5, 3), (3, 2, 3, 2))
    with tf.Graph().as_default():
        y = tf.nn.depthwise_conv2d(x, f, [1, 2, 2, 1], "SAME")
        per_channel = [tf.nn.conv2d(x[..., k:k + 1], f[:, :, k:k + 1, :], [1, 2, 2, 1], "SAME")
                       for k in range(3)]
        with tf.Session() as sess:
            got, want = sess.run([y, tf.concat(per_channel, -1)])
    np.testing.assert_allclose(got, want, rtol=1e-12)


def test_atrous_reads_pixels_rate_apart():
    x, f = _arrays(4, (1, 9, 8, 2), (3, 3, 2, 3))
    holes = np.zeros((5, 5, 2, 3))
    holes[::2, ::2] = f  # the same filter with zeros between its taps
    with tf.Graph().as_default():
        got = tf.nn.atrous_conv2d(x, f, 2, "SAME")
        want = tf.nn.conv2d(x, holes, [1, 1, 1, 1], "SAME")
        with tf.Session() as sess:
            got, want = sess.run([got, want])
    np.testing.assert_allclose(got, want, rtol=1e-12)


def test_space_to_batch_round_trip():
    x, = _arrays(5, (2, 5, 7, 3))
    with tf.Graph().as_default():
        dealt = tf.space_to_batch_nd(x, [2, 3], [[1, 0], [1, 1]])
        back = tf.batch_to_space_nd(dealt, [2, 3], [[1, 0], [1, 1]])
        with tf.Session() as sess:
            d, b = sess.run([dealt, back])
    assert dealt.shape.as_list() == list(d.shape) == [12, 3, 3, 3]
    np.testing.assert_array_equal(b, x)
    # Dealt image 4 is image 0 at block position (0, 2); its pixel (1, 1) is padded pixel
    # (2, 5), input pixel (1, 4).
    np.testing.assert_array_equal(d[4, 1, 1], x[0, 1, 4])


def test_dilated_unknown_spatial_sizes_are_left_out():
    with tf.Graph().as_default():
        x = tf.placeholder(tf.float32, [None, None, None, 2])
        with pytest.raises(ValueError, match="known spatial sizes"):
            tf.nn.atrous_conv2d(x, tf.ones([3, 3, 2, 1]), 2, "SAME")
