"""tf.repeat (repeat_ops.py): values against numpy's repeat, and its gradient (built from the
gradients of Tile, Reshape and boolean_mask) against finite differences."""
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from test_gradients import check_gradients  # noqa: E402


@pytest.mark.parametrize("repeats,axis", [(2, None), (3, 0), (2, 1), (2, -1), ([1, 0, 2], 1),
                                          ([2, 1], 0), ([0, 0, 1], -1)])
def test_matches_numpy_and_differentiates(repeats, axis):
    x = np.random.RandomState(1).randn(2, 3)
    with tf.Graph().as_default():
        with tf.Session() as sess:
            got = sess.run(tf.repeat(x, repeats, axis=axis))
    np.testing.assert_array_equal(got, np.repeat(x, repeats, axis=axis))
    check_gradients(lambda t: tf.repeat(t, repeats, axis=axis), [x])
