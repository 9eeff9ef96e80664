"""tf.linspace against numpy.linspace (any broadcast shapes, axis and num, including 0 and 1),
and its gradients to start and stop against finite differences.

The graph itself (TF 2's linspace_nd, node for node) is compared with real TensorFlow in
tests/tf_cases/604.
"""
import os
import sys

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from test_gradients import check_gradients  # noqa: E402

PROPERTY = settings(max_examples=25, deadline=None)
seeds = st.integers(0, 2 ** 16)


@PROPERTY
@given(st.sampled_from([([], []), ([2], []), ([], [3]), ([2, 1], [3]), ([2, 3], [2, 3])]),
       st.integers(0, 6), st.data(), seeds, st.booleans())
def test_linspace_matches_numpy(shapes, num, data, seed, fed):
    rng = np.random.RandomState(seed)
    start, stop = np.asarray(rng.randn(*shapes[0])), np.asarray(rng.randn(*shapes[1]))
    rank = len(np.broadcast_shapes(start.shape, stop.shape))
    axis = data.draw(st.integers(-rank - 1, rank))
    with tf.Graph().as_default():
        n = tf.placeholder(tf.int32, []) if fed else num
        line = tf.linspace(start, stop, n, axis=axis)
        with tf.Session() as sess:
            got = sess.run(line, {n: num} if fed else None)
    np.testing.assert_allclose(got, np.linspace(start, stop, num, axis=axis), rtol=1e-12,
                               atol=1e-12)


@PROPERTY
@given(st.integers(1, 5), seeds, st.booleans())
def test_linspace_gradients_reach_start_and_stop(num, seed, known):
    rng = np.random.RandomState(seed)
    check_gradients(lambda a, b: tf.linspace(a, b, num, axis=-1), [rng.randn(2), rng.randn(3, 1)],
                    known_shapes=known)


def test_integer_bounds_give_float64():
    with tf.Graph().as_default():
        line = tf.linspace(1, 4, 4)
        with tf.Session() as sess:
            assert line.dtype == tf.float64
            assert sess.run(line).tolist() == [1.0, 2.0, 3.0, 4.0]
