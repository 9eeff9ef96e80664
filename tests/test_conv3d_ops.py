"""Conv3D and the 3-D pools (conv3d_ops.py, pooling3d_ops.py): values against 2-D ops on
single slices, gradients (and second derivatives) against finite differences."""
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
@settings(max_examples=10, deadline=None)
@given(st.integers(2, 4), st.integers(2, 5), st.integers(2, 5), st.integers(1, 2),
       st.integers(1, 2), st.integers(1, 2), st.integers(1, 2), st.sampled_from(["SAME", "VALID"]),
       seeds)
def test_conv3d_gradients(d, h, w, c, k, stride, out, padding, seed):
    x, f = _arrays(seed, (1, d, h, w, c), (min(k, d), k, 2, c, out))
    check_gradients(lambda a, b: tf.nn.conv3d(a, b, [1, stride, 1, stride, 1], padding), [x, f])


@pytest.mark.property
@settings(max_examples=10, deadline=None)
@given(st.integers(2, 4), st.integers(2, 5), st.integers(1, 2), st.integers(1, 2),
       st.sampled_from(["SAME", "VALID"]), seeds)
def test_avg_pool3d_gradients(d, h, k, stride, padding, seed):
    x, = _arrays(seed, (2, d, h, 3, 2))
    check_gradients(lambda a: tf.nn.avg_pool3d(a, [k, 2, 2], [stride, 1, 2], padding), [x])


def test_max_pool3d_gradient_of_distinct_values():
    x = (np.random.RandomState(1).permutation(60).reshape(1, 3, 4, 5, 1) / 7.0).astype(np.float32)
    with tf.Graph().as_default():
        p = tf.placeholder(tf.float32, x.shape)
        y = tf.nn.max_pool3d(p, 2, 2, "SAME")  # windows that do not overlap
        dx, = tf.gradients(tf.reduce_sum(y * y), p)
        ddx, = tf.gradients(tf.reduce_sum(dx * p), p)
        with tf.Session() as sess:
            pooled, dx, ddx = sess.run([y, dx, ddx], {p: x})
    picked = np.isin(x, pooled)  # each maximum is its window's only one
    np.testing.assert_allclose(dx, np.where(picked, 2 * x, 0), rtol=1e-6)
    assert ddx.shape == x.shape


def test_max_pool3d_grad_gives_every_tie_the_gradient():
    with tf.Graph().as_default():
        x = tf.constant([3.0, 1.0, 3.0, 3.0], shape=[1, 1, 1, 4, 1])
        y = tf.nn.max_pool3d(x, [1, 1, 3], 1, "VALID")
        dx, = tf.gradients(y, x, grad_ys=tf.constant([10.0, 100.0], shape=[1, 1, 1, 2, 1]))
        with tf.Session() as sess:
            assert sess.run(dx).ravel().tolist() == [10.0, 0.0, 110.0, 100.0]


def test_conv3d_of_one_slice_is_conv2d():
    x, f = _arrays(2, (2, 1, 5, 6, 3), (1, 3, 2, 3, 4))
    with tf.Graph().as_default():
        y = tf.nn.conv3d(x, f, [1, 1, 2, 1, 1], "SAME")
        want = tf.nn.conv2d(x[:, 0], f[0], [1, 2, 1, 1], "SAME")
        with tf.Session() as sess:
            y, want = sess.run([y, want])
    np.testing.assert_allclose(y[:, 0], want, rtol=1e-12)


def test_pool3d_shapes_and_errors():
    with tf.Graph().as_default():
        x = tf.placeholder(tf.float32, [None, 5, 6, 7, 3])
        assert tf.nn.max_pool3d(x, 2, 2, "SAME").shape.as_list() == [None, 3, 3, 4, 3]
        assert tf.nn.avg_pool3d(x, 3, 1, "VALID").shape.as_list() == [None, 3, 4, 5, 3]
        with pytest.raises(ValueError, match="Negative dimension size caused by subtracting 6"):
            tf.nn.max_pool3d(x, [6, 1, 1], 1, "VALID")
        with pytest.raises(TypeError, match="DataType float64 not in list"):
            tf.nn.max_pool3d(tf.zeros([1, 2, 2, 2, 1], tf.float64), 2, 2, "VALID")
