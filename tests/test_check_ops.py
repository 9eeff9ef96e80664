"""The tf.assert_* checks, tf.check_numerics and tf.py_func: behaviour beyond the recorded
cases 810-817 (which pin the graphs and messages against real TensorFlow).

Properties: an element-wise check passes exactly when numpy's comparison holds everywhere;
Assert's data summary is Print's; check_numerics is an identity whose gradient agrees with
finite differences; a py_func runs its function on every session run.
"""
import os
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from scopelab.ops.logging_ops import summarize_print  # noqa: E402
from test_gradients import check_gradients  # noqa: E402

PAIRS = [(tf.assert_less, np.less), (tf.assert_less_equal, np.less_equal),
         (tf.assert_greater, np.greater), (tf.assert_greater_equal, np.greater_equal),
         (tf.assert_equal, np.equal), (tf.assert_none_equal, np.not_equal)]


def _fails(fetch, feed):
    with tf.Session() as sess:
        try:
            sess.run(fetch, feed)
        except tf.errors.InvalidArgumentError:
            return True
    return False


@settings(max_examples=20, deadline=None)
@given(st.lists(st.integers(-3, 3), min_size=1, max_size=6), st.integers(-3, 3),
       st.sampled_from(range(len(PAIRS))))
def test_element_wise_checks_agree_with_numpy(values, bound, which):
    check, compare = PAIRS[which]
    with tf.Graph().as_default():
        x = tf.placeholder(tf.int32, [None])
        assert _fails(check(x, bound), {x: values}) == (not np.all(compare(values, bound)))


@settings(max_examples=20, deadline=None)
@given(st.lists(st.integers(-3, 3), min_size=1, max_size=4), st.integers(-3, 3))
def test_constant_checks_fail_while_building(values, bound):
    with tf.Graph().as_default():
        if np.all(np.less(values, bound)):
            assert tf.assert_less(values, bound).type == "Assert"
        else:
            with pytest.raises(tf.errors.InvalidArgumentError):
                tf.assert_less(values, bound)


def test_assert_data_are_summarised_as_print_summarises():
    value = np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7
    with tf.Graph().as_default():
        check = tf.Assert(False, [tf.constant(value)], summarize=7)
        with tf.Session() as sess, pytest.raises(tf.errors.InvalidArgumentError) as e:
            sess.run(check)
    assert "assertion failed: [%s]" % summarize_print(value, 7) in e.value.message


def test_assert_near_uses_the_given_tolerances():
    with tf.Graph().as_default():
        x = tf.placeholder(tf.float64, [None])
        loose = tf.assert_near(x, [1.0, 2.0], rtol=0.0, atol=0.5)
        tight = tf.assert_near(x, [1.0, 2.0])
        feed = {x: [1.2, 2.3]}
        assert not _fails(loose, feed) and _fails(tight, feed)


def test_fed_rank_is_checked_when_run():
    with tf.Graph().as_default():
        x = tf.placeholder(tf.float32)
        r = tf.placeholder(tf.int32)
        check = tf.assert_rank_at_least(x, r)
        assert not _fails(check, {x: np.ones((2, 3)), r: 2})
        assert _fails(check, {x: np.ones(3), r: 2})


def test_check_numerics_gradient_matches_finite_differences():
    check_gradients(lambda a: tf.check_numerics(a * a, "square"), [np.array([0.5, -1.5, 2.0])])


def test_add_check_numerics_ops_chains_the_checks():
    with tf.Graph().as_default():
        x = tf.placeholder(tf.float32, [None])
        tf.exp(x)
        checks = [op for op in tf.get_default_graph().get_operations() if op.type ==
                  "CheckNumerics"]
        assert checks == []
        group = tf.add_check_numerics_ops()
        checks = [op for op in tf.get_default_graph().get_operations()
                  if op.type == "CheckNumerics"]
        assert [c.control_inputs for c in checks] == [[], [checks[0]]]
        assert group.control_inputs == [checks[-1]]
        assert _fails(group, {x: [1000.0]}) and not _fails(group, {x: [1.0]})


def test_py_func_runs_its_function_each_run_and_keeps_it_alive():
    seen = []
    with tf.Graph().as_default():
        x = tf.placeholder(tf.int64, [None])
        y = tf.py_func(lambda a: seen.append(a.tolist()) or np.int64(a.sum()), [x], tf.int64,
                       stateful=False)
        with tf.Session() as sess:
            assert [sess.run(y, {x: [1, 2]}), sess.run(y, {x: [3]})] == [3, 3]
    assert seen == [[1, 2], [3]]


def test_py_func_has_no_gradient():
    with tf.Graph().as_default():
        x = tf.placeholder(tf.float32, [None])
        y = tf.py_func(np.square, [x], tf.float32)
        assert tf.gradients(y, x) == [None]


def test_numpy_function_is_a_decorator_without_func():
    with tf.Graph().as_default():
        x = tf.constant([1.0, 4.0])
        root = tf.numpy_function(inp=[x], Tout=tf.float32)(np.sqrt)
        with tf.Session() as sess:
            np.testing.assert_allclose(sess.run(root), [1.0, 2.0])


def test_py_func_forgets_the_function_with_its_graph():
    import gc
    from scopelab.core.state import engine
    g = tf.Graph()
    with g.as_default():
        y = tf.py_func(np.negative, [tf.constant(1.0)], tf.float32)
    token = y.op.get_attr("token")
    assert token in engine.py_funcs
    del g, y
    gc.collect()
    assert token not in engine.py_funcs


@settings(max_examples=20, deadline=None)
@given(st.lists(st.integers(-2, 2), max_size=5))
def test_monotonic_checks_agree_with_numpy(values):
    with tf.Graph().as_default():
        v = tf.placeholder(tf.int32, [None])
        checks = [tf.is_non_decreasing(v), tf.is_strictly_increasing(v)]
        with tf.Session() as sess:
            got = sess.run(checks, {v: values})
    steps = np.diff(values)
    assert got == [bool(np.all(steps >= 0)), bool(np.all(steps > 0))]
