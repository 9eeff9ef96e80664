"""tf.nn.max_pool_with_argmax (argmax_pool_ops.py): the indices point at the maxima, and the
gradient agrees with finite differences."""
import numpy as np
import pytest

import scopelab as tf
from test_gradients import check_gradients


@pytest.mark.parametrize("padding, stride, with_batch", [("SAME", 2, False), ("VALID", 1, True)])
def test_indices_point_at_the_maxima(padding, stride, with_batch):
    x = np.random.RandomState(3).randn(2, 5, 6, 3).astype(np.float32)
    with tf.Graph().as_default():
        y, where = tf.nn.max_pool_with_argmax(x, [1, 3, 2, 1], [1, stride, stride, 1], padding,
                                              include_batch_in_index=with_batch)
        with tf.Session() as sess:
            y, where = sess.run([y, where])
    flat = where if with_batch else where + (np.arange(2) * x[0].size)[:, None, None, None]
    np.testing.assert_array_equal(x.ravel()[flat], y)


def test_gradient():
    x = np.random.RandomState(4).randn(1, 4, 5, 2)
    check_gradients(lambda a: tf.nn.max_pool_with_argmax(a, [1, 2, 2, 1], [1, 1, 2, 1],
                                                         "SAME")[0], [x])
