"""gather_nd and scatter_nd: values against numpy indexing, gradients (built from each other)
against finite differences, including sparse_to_dense's.

The graphs themselves are compared with real TensorFlow in tests/tf_cases (600, 601).
"""
import os
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from test_sparse_gradients import check_dense_gradients  # noqa: E402

PROPERTY = settings(max_examples=20, deadline=None)
seeds = st.integers(0, 2 ** 16)


def _coordinates(rng, shape, depth, count):
    return np.stack([rng.randint(0, d, size=count) for d in shape[:depth]], axis=-1) \
        if depth else np.zeros((count, 0), np.int32)


@PROPERTY
@given(st.lists(st.integers(1, 4), min_size=1, max_size=3), st.data(), seeds)
def test_gather_nd_reads_what_numpy_indexing_reads(shape, data, seed):
    rng = np.random.RandomState(seed)
    depth = data.draw(st.integers(0, len(shape)))
    coordinates = _coordinates(rng, shape, depth, 5).reshape(5, 1, depth)
    params = rng.randn(*shape)
    with tf.Graph().as_default():
        out = tf.gather_nd(params, coordinates)
        with tf.Session() as sess:
            got = sess.run(out)
    expected = np.stack([params[tuple(c[0])] for c in coordinates])[:, None]
    assert out.shape.as_list() == list(expected.shape)
    np.testing.assert_array_equal(got, expected)


@PROPERTY
@given(st.lists(st.integers(1, 4), min_size=1, max_size=3), st.data(), seeds,
       st.booleans())
def test_gather_nd_gradient_matches_finite_differences(shape, data, seed, known):
    rng = np.random.RandomState(seed)
    depth = data.draw(st.integers(1, len(shape)))
    coordinates = _coordinates(rng, shape, depth, 4)  # repeats add up
    check_dense_gradients(lambda p: tf.gather_nd(p, coordinates), [rng.randn(*shape)],
                          known_shapes=known)


@PROPERTY
@given(st.lists(st.integers(1, 4), min_size=1, max_size=3), st.data(), seeds)
def test_scatter_nd_gradient_matches_finite_differences(shape, data, seed):
    rng = np.random.RandomState(seed)
    depth = data.draw(st.integers(1, len(shape)))
    coordinates = _coordinates(rng, shape, depth, 3)
    updates = rng.randn(3, *shape[depth:])
    check_dense_gradients(lambda u: tf.scatter_nd(coordinates, u, shape), [updates])


def test_scatter_nd_adds_repeated_coordinates():
    with tf.Graph().as_default():
        out = tf.scatter_nd([[1], [1], [0]], [[1, 2], [3, 4], [5, 6]], [3, 2])
        with tf.Session() as sess:
            assert sess.run(out).tolist() == [[5, 6], [4, 6], [0, 0]]


def test_sparse_to_dense_gradient_reaches_values_and_default():
    rng = np.random.RandomState(0)
    check_dense_gradients(lambda v, d: tf.sparse_to_dense([[0, 1], [2, 0]], [3, 2], v, d),
                          [rng.randn(2), rng.randn()])


@pytest.mark.parametrize("batch_dims", [1, 2])
def test_gather_nd_with_batch_dims_is_left_out(batch_dims):
    with tf.Graph().as_default():
        with pytest.raises(NotImplementedError, match="batch_dims=%d" % batch_dims):
            tf.gather_nd([[1, 2]], [[0]], batch_dims=batch_dims)
