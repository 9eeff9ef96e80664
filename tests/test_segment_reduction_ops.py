"""segment_reduction_ops and segment_grad: values against a plain Python reduction, TF's
empty-segment values and errors, and the gradients against finite differences. The graphs are
compared with real TensorFlow in tests/tf_cases/823-825."""
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from scopelab import errors  # noqa: E402
from test_gradients import check_gradients  # noqa: E402

REDUCE = {"sum": np.sum, "mean": np.mean, "max": np.max, "min": np.min, "prod": np.prod}
SORTED_IDS = np.array([0, 0, 1, 3, 3, 3])
UNSORTED_IDS = np.array([2, -1, 0, 2, 1, 0])  # every segment present: no +-FLT_MAX rows


def _run(t, feed=None):
    with tf.Session() as sess:
        return sess.run(t, feed)


def _by_hand(data, ids, rows, kind, empty):
    out = np.full((rows,) + data.shape[1:], empty, data.dtype)
    for i in range(rows):
        if np.any(ids == i):
            out[i] = REDUCE[kind](data[ids == i], axis=0)
    return out


@pytest.mark.parametrize("kind", sorted(REDUCE))
def test_sorted_values_and_gradients(kind):
    data = np.random.RandomState(5).uniform(0.5, 2.0, (6, 2))
    op = getattr(tf, "segment_" + kind)
    with tf.Graph().as_default():
        y = op(tf.constant(data), SORTED_IDS)
        assert y.op.type == "Segment" + kind.capitalize() and y.shape.as_list() == [None, 2]
        got = _run(y)
    np.testing.assert_allclose(got, _by_hand(data, SORTED_IDS, 4, kind, 1 if kind == "prod"
                                             else 0))
    check_gradients(lambda d: op(d, SORTED_IDS), [data])
    check_gradients(lambda d: op(d, SORTED_IDS), [data], known_shapes=False)


@pytest.mark.parametrize("kind", ["max", "min", "prod", "mean", "sqrt_n"])
def test_unsorted_values_and_gradients(kind):
    data = np.random.RandomState(6).uniform(0.5, 2.0, (6, 2))
    op = getattr(tf.math, "unsorted_segment_" + kind)
    with tf.Graph().as_default():
        y = op(tf.constant(data), UNSORTED_IDS, 3)
        assert y.shape.as_list() == [3, 2]
        got = _run(y)
    if kind in ("mean", "sqrt_n"):
        sums = _by_hand(data, UNSORTED_IDS, 3, "sum", 0)
        counts = np.bincount(UNSORTED_IDS[UNSORTED_IDS >= 0], minlength=3)
        want = sums / (counts if kind == "mean" else np.sqrt(counts))[:, None]
    else:
        want = _by_hand(data, UNSORTED_IDS, 3, kind, 0)
    np.testing.assert_allclose(got, want)
    check_gradients(lambda d: op(d, UNSORTED_IDS, 3), [data])
    check_gradients(lambda d: op(d, UNSORTED_IDS, 3), [data], known_shapes=False)


def test_unsorted_ids_may_index_several_leading_axes():
    data = np.arange(12.0).reshape(2, 3, 2)
    ids = np.array([[0, 1, 0], [-1, 1, 2]])
    with tf.Graph().as_default():
        got = _run(tf.unsorted_segment_max(data, ids, 3))
    np.testing.assert_array_equal(got, [[4, 5], [8, 9], [10, 11]])
    check_gradients(lambda d: tf.unsorted_segment_prod(d, ids, 3), [data + 1])


def test_prod_gradient_with_zeros_as_tensorflow_gives_it():
    # One zero in a segment: it gets the product of the rest, the others 0; two zeros: all 0.
    x = np.array([2.0, 0.0, 5.0, 0.0, 0.0, 7.0])
    with tf.Graph().as_default():
        t = tf.constant(x)
        sorted_grad, = tf.gradients(tf.segment_prod(t, [0, 0, 0, 1, 1, 1]), t)
        unsorted_grad, = tf.gradients(tf.unsorted_segment_prod(t, [0, 0, 0, 1, 1, -1], 2), t)
        got = _run([sorted_grad, unsorted_grad])
    assert got[0].tolist() == [0.0, 10.0, 0.0, 0.0, 0.0, 0.0]
    assert got[1].tolist() == [0.0, 10.0, 0.0, 0.0, 0.0, 0.0]


def test_ties_share_the_max_gradient():
    with tf.Graph().as_default():
        t = tf.constant([3.0, 3.0, 1.0])
        g, = tf.gradients(tf.segment_max(t, [0, 0, 0]), t)
        assert _run(g).tolist() == [0.5, 0.5, 0.0]


def test_integers_and_empty_segments():
    with tf.Graph().as_default():
        got = _run([tf.segment_mean([1, 2, 4], [0, 0, 2]),
                    tf.unsorted_segment_max([1, 2, 3], [0, 0, 2], 4),
                    tf.segment_max([1.0, 2.0], [1, 1]),
                    tf.unsorted_segment_min([1.0, 2.0], [1, 1], 3),
                    tf.math.unsorted_segment_mean([1.0, 2.0], [1, 1], 3)])
    assert got[0].tolist() == [1, 0, 4]
    assert got[1].tolist() == [2, np.iinfo(np.int32).min, 3, np.iinfo(np.int32).min]
    assert got[2].tolist() == [0.0, 2.0]
    big = float(np.finfo(np.float32).max)
    assert got[3].tolist() == [big, 1.0, big] and got[4].tolist() == [0.0, 1.5, 0.0]


@pytest.mark.parametrize("ids,message", [
    ([1, 0, 0], "segment ids are not increasing"),
    ([-1, 0, 0], "Segment id -1 out of range [0, 1), possibly because 'segment_ids' input "
                 "is not sorted."),
    ([0, 0], "segment_ids should be the same size as dimension 0 of input.")])
def test_sorted_ids_are_checked_when_the_graph_runs(ids, message):
    with tf.Graph().as_default():
        y = tf.segment_sum([1.0, 2.0, 3.0], ids)
        with pytest.raises(errors.InvalidArgumentError) as info:
            _run(y)
    assert message in str(info.value)


def test_build_time_errors():
    with tf.Graph().as_default():
        with pytest.raises(ValueError, match="Shape must be rank 1 but is rank 2 for "
                                             "'{{node SegmentSum}}"):
            tf.segment_sum([1.0, 2.0], [[0, 1]])
        with pytest.raises(TypeError, match="parameter 'segment_ids' has DataType float32"):
            tf.segment_sum([1.0, 2.0], [0.0, 1.0])
        with pytest.raises(errors.InvalidArgumentError, match=r"segment_ids\[0\] = 5 is out "
                                                              r"of range \[0, 3\)"):
            _run(tf.unsorted_segment_max([1.0, 2.0, 3.0], [5, 0, 0], 3))
