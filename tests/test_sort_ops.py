"""tf.sort / tf.argsort / tf.roll / tf.meshgrid (sort_ops.py): values against numpy on random
inputs, and the gradients of sort and roll against finite differences."""
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from test_gradients import check_gradients  # noqa: E402

RNG = np.random.RandomState(3)


def _run(ts):
    with tf.Session() as sess:
        return sess.run(ts)


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int32, np.int64])
@pytest.mark.parametrize("axis", [-1, 0, 1])
def test_sort_and_argsort_match_numpy(dtype, axis):
    x = RNG.randint(-5, 5, size=(3, 4, 2)).astype(dtype)  # many ties: argsort must be stable
    with tf.Graph().as_default():
        up, down, idx_up, idx_down = _run([
            tf.sort(x, axis=axis), tf.sort(x, axis=axis, direction="DESCENDING"),
            tf.argsort(x, axis=axis), tf.argsort(x, axis=axis, direction="DESCENDING")])
    np.testing.assert_array_equal(up, np.sort(x, axis=axis))
    np.testing.assert_array_equal(down, -np.sort(-x, axis=axis))
    np.testing.assert_array_equal(idx_up, np.argsort(x, axis=axis, kind="stable"))
    np.testing.assert_array_equal(idx_down, np.argsort(-x, axis=axis, kind="stable"))
    assert up.dtype == dtype and idx_up.dtype == np.int32


@pytest.mark.parametrize("shift,axis", [(1, 0), (-2, 1), ([1, 3], [0, 1]), ([1, 1], [1, 1])])
def test_roll_matches_numpy_and_rolls_back_its_gradient(shift, axis):
    x = RNG.randn(3, 4)
    with tf.Graph().as_default():
        np.testing.assert_array_equal(_run(tf.roll(x, shift, axis)), np.roll(x, shift, axis))
    check_gradients(lambda t: tf.roll(t, shift, axis), [x])


@pytest.mark.parametrize("known", [True, False])
def test_sort_gradient(known):
    check_gradients(lambda t: tf.sort(t, axis=0), [RNG.randn(4, 3)], known)


@pytest.mark.parametrize("indexing", ["xy", "ij"])
def test_meshgrid_matches_numpy(indexing):
    xs = [np.arange(2.0), np.arange(3.0), np.arange(4.0)]
    with tf.Graph().as_default():
        got = _run(tf.meshgrid(*[tf.constant(x) for x in xs], indexing=indexing))
    for g, want in zip(got, np.meshgrid(*xs, indexing=indexing)):
        np.testing.assert_array_equal(g, want)
