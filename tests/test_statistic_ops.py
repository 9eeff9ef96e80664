"""statistic_ops: reduce_variance and reduce_std against numpy, their gradients against finite
differences, and zero_fraction (float32, NaN when empty). The graphs are compared with real
TensorFlow in tests/tf_cases/828."""
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from test_gradients import check_gradients  # noqa: E402


def _run(t):
    with tf.Session() as sess:
        return sess.run(t)


def test_variance_std_and_zero_fraction():
    data = np.random.RandomState(8).randn(3, 4)
    with tf.Graph().as_default():
        x = tf.constant(data)
        v, s, s1, z, empty = _run([tf.math.reduce_variance(x), tf.math.reduce_std(x, 1),
                                   tf.math.reduce_std(x, [0], keepdims=True),
                                   tf.nn.zero_fraction([[0, 1], [0, 0]]),
                                   tf.math.zero_fraction(tf.zeros([0]))])
        with pytest.raises(TypeError, match="Received integer type <dtype: 'int32'>."):
            tf.math.reduce_variance([1, 2])
    np.testing.assert_allclose(v, np.var(data))
    np.testing.assert_allclose(s, np.std(data, 1))
    np.testing.assert_allclose(s1, np.std(data, 0, keepdims=True))
    assert z == np.float32(0.75) and z.dtype == np.float32 and np.isnan(empty)
    check_gradients(lambda a: tf.math.reduce_std(a, 1), [data])
    check_gradients(lambda a: tf.math.reduce_variance(a, 0), [data], known_shapes=False)
