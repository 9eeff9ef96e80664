"""Pooling (pooling_ops.py): the tap-by-tap kernels agree with a plain loop over windows, and
the gradients of MaxPool and AvgPool agree with finite differences."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scopelab as tf
from scopelab.ops.nn_ops import _out_size, _pads
from test_gradients import check_gradients

seeds = st.integers(0, 2**16)
geometry = st.tuples(st.integers(1, 2), st.integers(1, 7), st.integers(1, 7), st.integers(1, 2),
                     st.integers(1, 3), st.integers(1, 3), st.integers(1, 3), st.integers(1, 3),
                     st.sampled_from(["SAME", "VALID"]))


def naive_pool(x, kh, kw, sh, sw, padding, reduce):
    """Each window on its own, ignoring the pixels outside the image."""
    n, h, w, c = x.shape
    (top, _), (left, _) = _pads(h, kh, sh, padding), _pads(w, kw, sw, padding)
    oh, ow = _out_size(h, kh, sh, padding), _out_size(w, kw, sw, padding)
    out = np.zeros((n, oh, ow, c), x.dtype)
    for p in range(oh):
        for q in range(ow):
            r0, c0 = p * sh - top, q * sw - left
            window = x[:, max(r0, 0):r0 + kh, max(c0, 0):c0 + kw]
            out[:, p, q] = reduce(window, axis=(1, 2))
    return out


def _fits(h, w, kh, kw, padding):
    return padding == "SAME" or (kh <= h and kw <= w)


@pytest.mark.property
@settings(max_examples=40, deadline=None)
@given(geometry, seeds)
def test_pooling_matches_the_window_loop(geo, seed):
    n, h, w, c, kh, kw, sh, sw, padding = geo
    if not _fits(h, w, kh, kw, padding):
        return
    x = np.random.RandomState(seed).randn(n, h, w, c).astype(np.float32)
    with tf.Graph().as_default(), tf.Session() as sess:
        m, a = sess.run([tf.nn.max_pool(x, [kh, kw], [sh, sw], padding),
                         tf.nn.avg_pool(x, [kh, kw], [sh, sw], padding)])
    np.testing.assert_array_equal(m, naive_pool(x, kh, kw, sh, sw, padding, np.max))
    np.testing.assert_allclose(a, naive_pool(x, kh, kw, sh, sw, padding, np.mean), rtol=1e-6,
                               atol=1e-6)


@pytest.mark.property
@settings(max_examples=20, deadline=None)
@given(geometry, seeds, st.sampled_from(["max", "avg"]))
def test_pooling_gradients(geo, seed, kind):
    n, h, w, c, kh, kw, sh, sw, padding = geo
    if not _fits(h, w, kh, kw, padding):
        return
    # Distinct values: a tie would make the maximum's derivative undefined.
    x = np.random.RandomState(seed).permutation(n * h * w * c).reshape(n, h, w, c) / 10.0
    pool = tf.nn.max_pool if kind == "max" else tf.nn.avg_pool
    check_gradients(lambda a: pool(a, [kh, kw], [sh, sw], padding), [x], eps=1e-3)


def test_a_tie_sends_the_gradient_to_the_first_maximum(g):
    x = tf.constant([[[[2.0], [2.0]], [[2.0], [1.0]]]])
    dx, = tf.gradients(tf.nn.max_pool(x, 2, 1, "VALID"), x)
    with tf.Session() as sess:
        assert sess.run(dx)[0, :, :, 0].tolist() == [[1.0, 0.0], [0.0, 0.0]]


def test_integer_max_pool_pads_with_the_smallest_integer(g):
    x = tf.constant(-np.arange(9, dtype=np.int32).reshape(1, 3, 3, 1))
    with tf.Session() as sess:
        out = sess.run(tf.nn.max_pool(x, 2, 2, "SAME"))
    assert out[0, :, :, 0].tolist() == [[0, -2], [-6, -8]]


def test_avg_pool_grad_shape_follows_its_shape_input(g):
    dy = tf.placeholder(tf.float32, [None, 2, 2, 3])
    grad = tf.nn.avg_pool(tf.placeholder(tf.float32, [None, 4, 4, 3]), 2, 2, "VALID")
    dx, = tf.gradients(grad, grad.op.inputs[0], dy)
    assert dx.op.inputs[0].op.type == "Shape" and dx.shape.as_list() == [None, 4, 4, 3]
