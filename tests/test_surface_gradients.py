"""Finite-difference checks for the gradients of the smaller TF1 ops: the smooth activations
(softplus, softsign, elu, selu, log_sigmoid), rsqrt, sin, cos, l2_normalize,
reduce_logsumexp, and LRN's LRNGrad kernel.

LRN refuses float64 (as TF's does), so its gradient kernel is checked directly against finite
differences of its forward kernel, both run in float64.
"""
import os
import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from scopelab.core.state import OPS  # noqa: E402
from test_gradients import PROPERTY, _arrays, _away_from, check_gradients, seeds  # noqa: E402

shapes = st.lists(st.integers(1, 3), min_size=1, max_size=3)


@pytest.mark.property
@PROPERTY
@given(shapes, seeds, st.booleans())
def test_smooth_activations(shape, seed, known):
    # elu and selu change slope at 0: keep the inputs off it.
    x, = _away_from(_arrays(seed, shape), 0.0)
    check_gradients(lambda a: tf.nn.softplus(a) + tf.nn.softsign(a) + tf.nn.elu(a)
                    + tf.nn.selu(a) + tf.log_sigmoid(a), [x], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(shapes, seeds, st.booleans())
def test_rsqrt_sin_cos(shape, seed, known):
    x, = _arrays(seed, shape, low=0.5, high=3.0)
    check_gradients(lambda a: tf.rsqrt(a) + tf.sin(a) * tf.cos(a), [x], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.lists(st.integers(1, 3), min_size=2, max_size=3), seeds, st.booleans(),
       st.booleans())
def test_l2_normalize_and_reduce_logsumexp(shape, seed, keepdims, known):
    x, = _arrays(seed, shape, low=0.5, high=2.0)
    check_gradients(lambda a: tf.nn.l2_normalize(a, axis=-1), [x], known_shapes=known)
    check_gradients(lambda a: tf.reduce_logsumexp(a, axis=0, keepdims=keepdims), [x],
                    known_shapes=known)


class _Op:
    """Just enough of an Operation for calling a kernel by hand."""

    def __init__(self, **attrs):
        self.attrs = attrs


@pytest.mark.property
@PROPERTY
@given(st.integers(1, 7), st.integers(0, 3), st.floats(0.5, 2.0), st.floats(0.1, 1.0),
       st.floats(0.3, 1.0), seeds)
def test_lrn_grad_kernel(depth, radius, bias, alpha, beta, seed):
    lrn, lrn_grad = OPS["LRN"].plain_kernel, OPS["LRNGrad"].plain_kernel
    op = _Op(depth_radius=radius, bias=bias, alpha=alpha, beta=beta)
    x, dy = _arrays(seed, (2, 1, 2, depth), (2, 1, 2, depth))
    got = lrn_grad(op, dy, x, lrn(op, x))
    numeric = np.zeros_like(x)
    for j in np.ndindex(*x.shape):
        up, down = x.copy(), x.copy()
        up[j] += 1e-6
        down[j] -= 1e-6
        numeric[j] = np.sum(dy * (lrn(op, up) - lrn(op, down))) / 2e-6
    np.testing.assert_allclose(got, numeric, rtol=1e-5, atol=1e-7)


def test_lrn_matches_its_definition():
    x = np.arange(12, dtype=np.float32).reshape(1, 1, 2, 6) / 5
    op = _Op(depth_radius=2, bias=1.5, alpha=0.3, beta=0.75)
    padded = np.pad(x * x, [(0, 0)] * 3 + [(2, 2)])
    sums = sum(padded[..., k:k + 6] for k in range(5))
    np.testing.assert_allclose(OPS["LRN"].plain_kernel(op, x), x / (1.5 + 0.3 * sums) ** 0.75,
                               rtol=1e-6)


@pytest.mark.property
@PROPERTY
@given(st.integers(1, 3), st.integers(1, 5), seeds, st.booleans())
def test_top_k(rows, width, seed, known):
    x, = _arrays(seed, (rows, width))
    k = 1 + seed % width
    check_gradients(lambda a: tf.nn.top_k(a, k).values, [x], known_shapes=known)
