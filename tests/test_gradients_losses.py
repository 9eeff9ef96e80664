"""Finite-difference checks of the gradients behind losses: Softmax and LogSoftmax along any
axis, the three cross-entropy ops, Select, Transpose, and the ``tf.losses`` functions with
each reduction.

Built like tests/test_gradients.py (whose checker this uses): float64 placeholders of small
random shapes, known or left as ``None``, the output reduced with random weights. The graphs
themselves are compared with real TensorFlow in tests/tf_train_cases/031-047.
"""
import os
import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from test_gradients import PROPERTY, _arrays, check_gradients, seeds  # noqa: E402


@st.composite
def logits_and_axis(draw):
    """A shape of rank 1 to 3 with at least two classes on every axis, and an axis of it."""
    shape = draw(st.lists(st.integers(2, 3), min_size=1, max_size=3))
    return shape, draw(st.integers(-len(shape), len(shape) - 1))


def _distributions(seed, shape, axis):
    """Positive labels that sum to 1 along ``axis`` (the cross-entropy gradients assume it)."""
    p = np.random.RandomState(seed + 1).uniform(0.1, 1.0, size=shape)
    return p / p.sum(axis=axis, keepdims=True)


@pytest.mark.property
@PROPERTY
@given(st.sampled_from(["softmax", "log_softmax"]), logits_and_axis(), seeds, st.booleans())
def test_softmax_and_log_softmax(op, spec, seed, known):
    shape, axis = spec
    fn = getattr(tf.nn, op)
    x, = _arrays(seed, shape)
    check_gradients(lambda a: fn(a, axis=axis), [x], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(logits_and_axis(), seeds, st.booleans())
def test_softmax_cross_entropy_into_logits_and_labels(spec, seed, known):
    shape, axis = spec
    axis = axis if axis >= 0 else -1  # TF builds a negative Range for other negative axes
    x, = _arrays(seed, shape)
    check_gradients(lambda a, b: tf.nn.softmax_cross_entropy_with_logits_v2(
        labels=b, logits=a, axis=axis), [x, _distributions(seed, shape, axis)],
        known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.integers(1, 3), st.integers(2, 4), seeds, st.booleans())
def test_sparse_softmax_cross_entropy(batch, classes, seed, known):
    x, = _arrays(seed, (batch, classes))
    labels = np.random.RandomState(seed).randint(0, classes, size=batch)
    check_gradients(lambda a: tf.nn.sparse_softmax_cross_entropy_with_logits(
        labels=labels, logits=a), [x], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.lists(st.integers(1, 3), min_size=1, max_size=3), seeds, st.booleans())
def test_sigmoid_cross_entropy(shape, seed, known):
    x, z = _arrays(seed, shape, shape, low=-4.0, high=4.0)
    check_gradients(lambda a, b: tf.nn.sigmoid_cross_entropy_with_logits(labels=b, logits=a),
                    [x, z], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.lists(st.integers(1, 3), min_size=1, max_size=3), seeds, st.booleans())
def test_select_and_transpose(shape, seed, known):
    x, y = _arrays(seed, shape, shape)
    rng = np.random.RandomState(seed)
    condition = rng.uniform(size=shape) < 0.5
    perm = rng.permutation(len(shape)).tolist()
    from scopelab.ops.indexing_ops import select
    check_gradients(lambda a, b: tf.transpose(select(condition, a, b), perm), [x, y],
                    known_shapes=known)


# ---------------------------------------------------------------------- tf.losses
# The losses compute in float32 (they cast their inputs), so the checks are looser.
LOOSE = dict(rtol=2e-2, atol=2e-3, eps=1e-2)
LOSSES = {
    "mean_squared_error": lambda p, l, **kw: tf.losses.mean_squared_error(l, p, **kw),
    "absolute_difference": lambda p, l, **kw: tf.losses.absolute_difference(l, p, **kw),
    "sigmoid_cross_entropy": lambda p, l, **kw: tf.losses.sigmoid_cross_entropy(
        l, p, label_smoothing=0.1, **kw),
}


@pytest.mark.property
@PROPERTY
@given(st.sampled_from(sorted(LOSSES)), st.sampled_from(tf.losses.Reduction.all()),
       st.lists(st.integers(1, 3), min_size=1, max_size=2), seeds, st.booleans())
def test_losses_with_each_reduction(loss, reduction, shape, seed, known):
    p, noise = _arrays(seed, shape, shape)
    # Labels at least 0.5 away from the predictions: |p - l| has a kink where they meet.
    labels = p + np.where(noise < 0, -1.0, 1.0) * (0.5 + np.abs(noise))
    check_gradients(lambda a, b: tf.cast(LOSSES[loss](a, b, weights=0.5, reduction=reduction),
                                         tf.float64), [p, labels], known_shapes=known, **LOOSE)


@pytest.mark.property
@PROPERTY
@given(st.integers(1, 3), st.integers(2, 3), seeds, st.booleans())
def test_softmax_losses(batch, classes, seed, known):
    x, = _arrays(seed, (batch, classes))
    onehot = _distributions(seed, (batch, classes), -1)
    ids = np.random.RandomState(seed).randint(0, classes, size=batch)
    weights = np.random.RandomState(seed).uniform(0.5, 2.0, size=batch)
    check_gradients(lambda a: tf.cast(
        tf.losses.softmax_cross_entropy(onehot, a, label_smoothing=0.2)
        + tf.losses.sparse_softmax_cross_entropy(ids, a, weights=weights), tf.float64),
        [x], known_shapes=known, **LOOSE)
