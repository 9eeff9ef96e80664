"""DenseToDenseSetOperation: TF's ordering and shapes, the four operations, errors, no gradient."""
import numpy as np
import pytest

import scopelab as tf
from scopelab.core.state import OPS
from scopelab.ops.set_operation_ops import dense_to_dense_set_operation, set_difference


@pytest.fixture
def g():
    graph = tf.Graph()
    with graph.as_default():
        yield graph


def _run(result, feed=None):
    with tf.Session() as sess:
        return [v.tolist() for v in sess.run(list(result), feed)]


def test_difference_matches_tensorflow(g):
    # Values recorded under TensorFlow 2.21: sorted per row, repeats dropped, the dense shape's
    # last size is the longest row.
    a = tf.placeholder(tf.int32, [None, None])
    b = tf.placeholder(tf.int32, [None, None])
    diff = set_difference(a, b)
    assert diff.indices.shape.as_list() == [None, 2]
    assert diff.dense_shape.shape.as_list() == [2]
    assert _run(diff, {a: [[3, 1, 3, 5], [2, 2, 2, 2]], b: [[1, 7], [9, 9]]}) == [
        [[0, 0], [0, 1], [1, 0]], [3, 5, 2], [2, 2]]
    assert _run(diff, {a: [[3, 1, 3, 5], [2, 2, 2, 2]], b: [[1, 3], [2, 9]]}) == [
        [[0, 0]], [5], [2, 1]]


def test_operations_on_rank_three(g):
    a = np.array([[[1, 2], [3, 3]], [[4, 5], [6, 7]]], np.int64)
    b = np.array([[[2, 9], [3, 4]], [[5, 4], [1, 1]]], np.int64)
    # Rows and shapes as TensorFlow 2.21 gives them.
    expected = {"a-b": [[1], [], [], [6, 7]], "b-a": [[9], [4], [], [1]],
                "intersection": [[2], [3], [4, 5], []],
                "union": [[1, 2, 9], [3, 4], [4, 5], [1, 6, 7]]}
    for operation, rows in expected.items():
        indices, values, shape = _run(dense_to_dense_set_operation(
            tf.constant(a), tf.constant(b), operation))
        assert shape == [2, 2, max(len(r) for r in rows)]
        got = [[] for _ in rows]
        for (i, j, k), v in zip(indices, values):
            assert k == len(got[2 * i + j])
            got[2 * i + j].append(v)
        assert got == rows, operation


def test_mismatched_rows_and_bad_dtypes(g):
    a = tf.placeholder(tf.int32, [None, None])
    b = tf.placeholder(tf.int32, [None, None])
    with pytest.raises(tf.errors.InvalidArgumentError, match=r"Mismatched shapes \[1\] vs \[2\]"):
        _run(set_difference(a, b), {a: [[1]], b: [[1], [2]]})
    c = tf.placeholder(tf.int32)
    with pytest.raises(tf.errors.InvalidArgumentError, match=r"Mismatched shapes \[1,1\] vs \[1\]"):
        _run(set_difference(c, b), {c: [[[1]]], b: [[1, 2]]})
    with pytest.raises(tf.errors.InvalidArgumentError, match=r"Shape \[2\] has rank 1 < 2"):
        _run(set_difference(c, b), {c: [1, 2], b: [[1]]})
    with pytest.raises(TypeError, match="invalid dtype"):
        set_difference(tf.constant([[1.0]]), tf.constant([[1.0]]))
    with pytest.raises(TypeError, match="Types don't match"):
        set_difference(tf.constant([[1]]), tf.constant([[1]], tf.int64))


def test_not_differentiable_as_in_tensorflow():
    assert OPS["DenseToDenseSetOperation"].gradient is None
