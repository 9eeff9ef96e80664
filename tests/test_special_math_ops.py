"""special_math_ops and special_grad: the float64 kernels against Python's ``math`` module and
known values, the poles and infinities as TF has them, and the gradients against finite
differences. TF's own float32 kernels are approximations that differ from the correctly rounded
values by a few ulps (digamma, near its zeros, by more), so TF's values are compared with a
tolerance; the graphs are compared with real TensorFlow in tests/tf_cases/821."""
import math
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from test_gradients import check_gradients  # noqa: E402

X = np.concatenate([np.linspace(-7.9, 7.9, 317), [1e-7, 1e-3, 0.5, 15.0, 33.3, -20.25]])


def _run(t):
    with tf.Session() as sess:
        return sess.run(t)


@pytest.mark.parametrize("name,reference,rtol", [("erf", math.erf, 2e-15),
                                                 ("erfc", math.erfc, 2e-13),
                                                 ("lgamma", math.lgamma, 1e-11)])
def test_float64_values_match_pythons_math(name, reference, rtol):
    x = X[~((X <= 0) & (X == np.floor(X)))]
    with tf.Graph().as_default():
        got = _run(getattr(tf.math, name)(tf.constant(x, tf.float64)))
    want = np.array([reference(v) for v in x])
    np.testing.assert_allclose(got, want, rtol=rtol, atol=1e-300)


def test_digamma_is_the_slope_of_lgamma_and_polygamma_of_digamma():
    x = np.array([-2.5, -0.3, 0.2, 1.0, 1.4616321449683622, 3.7, 12.0, 40.0])
    with tf.Graph().as_default():
        psi, trigamma = _run([tf.math.digamma(tf.constant(x, tf.float64)),
                              tf.math.polygamma(tf.constant(1.0, tf.float64), x)])
    h = 1e-5
    slope = [(math.lgamma(v + h) - math.lgamma(v - h)) / (2 * h) for v in x]
    np.testing.assert_allclose(psi, slope, rtol=1e-8, atol=1e-9)
    tail = math.pi ** 2 / 6 - sum(1 / k ** 2 for k in range(1, 12))  # trigamma(12)
    np.testing.assert_allclose(trigamma[[3, 6]], [math.pi ** 2 / 6, tail], rtol=1e-13)


def test_zeta_and_polygamma_known_values():
    with tf.Graph().as_default():
        z, p = _run([tf.math.zeta([2.0, 3.0, 4.0, 2.0], [1.0, 1.0, 1.0, -1.5]),
                     tf.math.polygamma([0.0, 2.0, 3.0], [1.0, 1.0, 0.5])])
    np.testing.assert_allclose(z, [math.pi ** 2 / 6, 1.2020569031595942, math.pi ** 4 / 90,
                                   9.379246711730957], rtol=1e-6)
    np.testing.assert_allclose(p, [-0.5772156649015329, -2 * 1.2020569031595942,
                                   math.pi ** 4], rtol=1e-6)


def test_poles_infinities_and_domains_as_in_tensorflow():
    special = [0.0, -1.0, -2.5, 1.0, 2.0, -0.0, np.inf, -np.inf, np.nan]
    with tf.Graph().as_default(), np.errstate(all="raise"):
        lg, dg, e, ec, pg, z = _run([
            tf.math.lgamma(special), tf.math.digamma(special), tf.math.erf(special),
            tf.math.erfc(special),
            tf.math.polygamma([0.0, 1.0, 1.5, -1.0, 3.0], [2.0, 2.0, 2.0, 2.0, -1.5]),
            tf.math.zeta([1.0, 0.5, 2.0, 2.0], [2.0, 2.0, -1.0, -1.5])])
    # What TF 2.21 gives (float32), rounded.
    np.testing.assert_allclose(lg, [np.inf, np.inf, -0.0562437, 0, 0, np.inf, np.inf, np.inf,
                                    np.nan], rtol=1e-6)
    np.testing.assert_allclose(dg, [np.nan, np.nan, 1.1031568, -0.5772159, 0.4227842, np.nan,
                                    np.inf, np.nan, np.nan], rtol=1e-6)
    np.testing.assert_allclose(e, [0, -0.8427008, -0.9995930, 0.8427008, 0.9953223, -0.0, 1,
                                   -1, np.nan], rtol=1e-6)
    np.testing.assert_allclose(ec, [1, 1.8427007, 1.9995930, 0.1572992, 0.0046777, 1, 0, 2,
                                    np.nan], rtol=1e-5)
    np.testing.assert_allclose(pg, [0.4227842, 0.6449341, np.nan, np.nan, 194.59430],
                               rtol=1e-6)
    np.testing.assert_allclose(z, [np.inf, np.nan, np.inf, 9.3792467], rtol=1e-6)
    assert lg[3] == 0 and lg[4] == 0  # exact zeros at 1 and 2, as in TF


def test_float32_within_a_few_ulps_of_tensorflow():
    # TF 2.21's float32 results at a few points (its kernels are approximations).
    x = np.float32([0.3, 1.7, 4.5])
    tf_values = {"erf": [0.32862678, 0.9837904, 1.0],
                 "erfc": [0.6713732, 0.016209535, 1.9661602e-10],
                 "lgamma": [1.095798, -0.09580769, 2.4537368],
                 "digamma": [-3.5025239, 0.20854807, 1.3888711]}
    with tf.Graph().as_default():
        for name, want in tf_values.items():
            np.testing.assert_allclose(_run(getattr(tf.math, name)(x)), want, rtol=1e-6)


@pytest.mark.parametrize("name,low,high", [("erf", -2.5, 2.5), ("erfc", -2.5, 4.0),
                                           ("lgamma", 0.3, 6.0), ("digamma", 0.3, 6.0)])
def test_unary_gradients(name, low, high):
    x = np.random.RandomState(3).uniform(low, high, (2, 3))
    check_gradients(getattr(tf.math, name), [x], rtol=1e-4)
    check_gradients(getattr(tf.math, name), [x], known_shapes=False, rtol=1e-4)


def test_polygamma_and_zeta_gradients_flow_to_the_second_operand_only():
    x = np.random.RandomState(4).uniform(0.5, 3.0, (2, 3))
    order = np.array([[1.0], [2.0]])
    check_gradients(lambda v: tf.math.polygamma(tf.constant(order), v), [x], rtol=1e-4)
    check_gradients(lambda v: tf.math.zeta(tf.constant(order + 1.5), v), [x], rtol=1e-4,
                    known_shapes=False)
    with tf.Graph().as_default():
        n = tf.constant(1.0)
        assert tf.gradients(tf.math.polygamma(n, [1.0, 2.0]), n) == [None]


def test_dtype_errors_name_the_argument():
    with tf.Graph().as_default():
        with pytest.raises(TypeError, match="parameter 'x' has DataType int32 not in list of "
                                            "allowed values: bfloat16, float16, float32, "
                                            "float64$"):
            tf.math.lgamma(3)
        with pytest.raises(TypeError, match="parameter 'a' has DataType int32 not in list of "
                                            "allowed values: float32, float64$"):
            tf.math.polygamma(1, tf.constant([1.0]))
        with pytest.raises(TypeError, match="Input 'x' of 'Polygamma' Op has type float32 "
                                            "that does not match type float64 of argument 'a'"):
            tf.math.polygamma(tf.constant(1.0, tf.float64), tf.constant([1.0]))
