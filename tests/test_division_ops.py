"""division_ops and division_grad: values with their zero rules, TF's errors, and the
gradients against finite differences. The graphs are compared with real TensorFlow in
tests/tf_cases/826-827."""
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from scopelab import errors  # noqa: E402
from test_gradients import check_gradients  # noqa: E402


def _run(t):
    with tf.Session() as sess:
        return sess.run(t)


def test_truncated_division_rounds_toward_zero():
    a, b = [7, -7, 7, -7, 6], [2, 2, -2, -2, 3]
    with tf.Graph().as_default():
        q, m, f, fq = _run([tf.truncatediv(a, b), tf.truncatemod(a, b), tf.floor_div(a, b),
                            tf.truncatediv([-2.5, 7.5, 0.0], [-3.0, 2.0, 0.0])])
    assert q.tolist() == [3, -3, -3, 3, 2] and m.tolist() == [1, -1, 1, -1, 0]
    assert f.tolist() == [3, -4, -4, 3, 2]
    assert fq[:2].tolist() == [0.0, 3.0] and np.isnan(fq[2])


def test_integer_division_by_zero_is_tensorflows_internal_error():
    with tf.Graph().as_default():
        with pytest.raises(errors.InternalError, match="Graph execution error"):
            _run(tf.truncatemod([7], [0]))


def test_zero_rules_of_xlogy_xdivy_and_multiply_no_nan():
    nan, inf = float("nan"), float("inf")
    with tf.Graph().as_default():
        mnn, xl, xd = _run([tf.math.multiply_no_nan([nan, inf, 1.0], [0.0, 0.0, nan]),
                            tf.math.xlogy([0.0, 0.0, 1.0], [0.0, nan, 0.0]),
                            tf.math.xdivy([0.0, 0.0, 1.0], [0.0, nan, 0.0])])
    assert mnn[:2].tolist() == [0.0, 0.0] and np.isnan(mnn[2])
    assert xl.tolist() == [0.0, 0.0, -inf] and xd.tolist() == [0.0, 0.0, inf]
    with tf.Graph().as_default():
        r = tf.math.reciprocal_no_nan([0.0, 4.0, -0.5])
        assert (r.op.type, r.op.inputs[0].name) == ("DivNoNan", "reciprocal_no_nan/one:0")
        assert _run(r).tolist() == [0.0, 0.25, -2.0]
    # Where x is 0 TF's x-gradient is 0 too (not log(y) or 1 / y, the one-sided slopes).
    with tf.Graph().as_default():
        x, y = tf.constant([0.0, 2.0]), tf.constant([3.0, 4.0])
        grads = tf.gradients([tf.math.xlogy(x, y), tf.math.xdivy(x, y)], x)
        np.testing.assert_allclose(_run(grads[0]), [0.0, np.log(4.0) + 0.25])


@pytest.mark.parametrize("name", ["xlogy", "xdivy", "multiply_no_nan"])
@pytest.mark.parametrize("known", [True, False])
def test_gradients_with_broadcasting(name, known):
    rng = np.random.RandomState(7)
    x, y = rng.uniform(0.5, 2.0, (2, 3)), rng.uniform(0.5, 2.0, (3,))
    check_gradients(getattr(tf.math, name), [x, y], known_shapes=known)
    check_gradients(getattr(tf.math, name), [y, x], known_shapes=known)


def test_truncatediv_passes_none_and_truncatemod_has_no_gradient():
    with tf.Graph().as_default():
        x = tf.constant([3.0, 4.0])
        assert tf.gradients(tf.truncatediv(x, 2.0), x) == [None]
        with pytest.raises(LookupError, match="No gradient defined for operation"):
            tf.gradients(tf.truncatemod(x, 2.0), x)


def test_names_scopes_and_errors_as_in_tensorflow():
    with tf.Graph().as_default():
        x = tf.placeholder(tf.float32, [2], name="x")
        assert tf.math.xdivy(x, x).op.name == "xdivy/Xdivy"
        assert tf.math.multiply_no_nan(x, x).op.name == "multiply_no_nan"
        s = tf.scalar_mul(2.0, x)
        assert (s.op.type, [t.name for t in s.op.inputs]) == ("Mul", ["scalar:0", "x:0"])
        with pytest.raises(ValueError, match=r"The input scalar must be a 0-D value. Received "
                                             r"shape \(2,\)."):
            tf.scalar_mul(tf.constant([1.0, 2.0]), x)
        with pytest.raises(TypeError, match="parameter 'x' has DataType int32 not in list of "
                                            "allowed values: bfloat16, float16"):
            tf.math.multiply_no_nan(1, 2)
        with pytest.raises(ValueError, match="^y: Tensor conversion requested dtype float32"):
            tf.math.multiply_no_nan(x, tf.constant(1.0, tf.float64))
        with pytest.raises(TypeError, match="parameter 'x' has DataType int32 not in list of "
                                            "allowed values: float16, bfloat16"):
            tf.math.xlogy(1, 2)


def test_scalar_mul_keeps_indexed_slices_sparse():
    with tf.Graph().as_default():
        slices = tf.IndexedSlices(tf.constant([[1.0, 2.0]]), tf.constant([3]),
                                  tf.constant([5, 2]))
        scaled = tf.scalar_mul(3.0, slices)
        assert isinstance(scaled, tf.IndexedSlices)
        assert _run(scaled.values).tolist() == [[3.0, 6.0]]
