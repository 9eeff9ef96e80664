"""trig_ops and trig_grad: values against numpy, dtype errors as TF words them, and every
gradient against finite differences (tests/test_gradients.py's checker). The graphs and float32
values are compared with real TensorFlow in tests/tf_cases/820_trig_and_hyperbolic.py."""
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from test_gradients import check_gradients  # noqa: E402

# op, numpy twin, a range inside its domain (away from the ends, where slopes blow up)
UNARY = [(tf.tan, np.tan, (-1.2, 1.2)), (tf.asin, np.arcsin, (-0.9, 0.9)),
         (tf.acos, np.arccos, (-0.9, 0.9)), (tf.atan, np.arctan, (-3, 3)),
         (tf.sinh, np.sinh, (-3, 3)), (tf.cosh, np.cosh, (-3, 3)),
         (tf.asinh, np.arcsinh, (-3, 3)), (tf.acosh, np.arccosh, (1.2, 4)),
         (tf.atanh, np.arctanh, (-0.9, 0.9)), (tf.math.expm1, np.expm1, (-3, 3))]


@pytest.mark.parametrize("op,twin,bounds", UNARY, ids=[u[0].__name__ for u in UNARY])
def test_unary_values_and_gradients(op, twin, bounds):
    x = np.random.RandomState(1).uniform(*bounds, size=(2, 3))
    with tf.Graph().as_default():
        y = op(tf.constant(x, tf.float32))
        assert y.op.type == op.__name__.capitalize() and y.dtype == tf.float32
        with tf.Session() as sess:
            np.testing.assert_allclose(sess.run(y), twin(x.astype(np.float32)), rtol=1e-6)
    check_gradients(op, [x])
    check_gradients(op, [x], known_shapes=False)


def test_atan2_broadcasts_and_has_two_gradients():
    rng = np.random.RandomState(2)
    y, x = rng.uniform(-2, 2, (2, 1)), rng.uniform(0.5, 2, (3,))
    check_gradients(tf.atan2, [y, x])
    check_gradients(tf.atan2, [y, x], known_shapes=False)
    with tf.Graph().as_default(), tf.Session() as sess:
        assert sess.run(tf.atan2(1.0, -1.0)) == np.float32(np.arctan2(1.0, -1.0))


def test_rint_rounds_halves_to_even_and_passes_no_gradient():
    with tf.Graph().as_default():
        x = tf.constant([0.5, 1.5, 2.5, -0.5, -1.7])
        y = tf.math.rint(x)
        assert tf.gradients(y, x) == [None]
        with tf.Session() as sess:
            assert sess.run(y).tolist() == [0.0, 2.0, 2.0, -0.0, -2.0]


def test_outside_the_domain_is_nan_or_inf_silently():
    with tf.Graph().as_default(), tf.Session() as sess, np.errstate(all="raise"):
        a, b, c = sess.run([tf.asin(2.0), tf.acosh(0.5), tf.atanh(1.0)])
    assert np.isnan(a) and np.isnan(b) and c == np.inf


def test_integers_are_refused_naming_the_argument():
    with tf.Graph().as_default():
        with pytest.raises(TypeError, match="parameter 'x' has DataType int32 not in list of "
                                            "allowed values: bfloat16, float16, float32, "
                                            "float64, complex64, complex128$"):
            tf.tan(1)
        with pytest.raises(TypeError, match="parameter 'y' has DataType int32 .* float64$"):
            tf.atan2(1, 2)
        with pytest.raises(TypeError, match="Input 'x' of 'Atan2' Op has type float64"):
            tf.atan2(tf.constant(1.0), tf.constant(2.0, tf.float64))
