"""shape_memo.py: only values that the feed shapes decide are remembered, and they stay right."""
import numpy as np

import pytest

import scopelab as tf
from scopelab import fast, grappler


@pytest.fixture(autouse=True)
def passes_on():
    """The memo is a graph optimisation pass: on here, also under pytest --reference."""
    with fast.use_reference(False):
        yield


def _memo(sess):
    return next(iter(sess._state.plans.values())).run.__self__


def test_remembered_values_follow_the_batch_size(g):
    x = tf.placeholder(tf.float32, [None, 2], name="x")
    n = tf.shape(x)[0]
    with tf.Session() as sess:
        for batch in (3, 5, 3, 1, 5):
            assert sess.run(n, {x: np.zeros((batch, 2))}) == batch
        assert sorted(_memo(sess).values) == [((1, 2),), ((3, 2),), ((5, 2),)]


def test_shapes_that_depend_on_values_are_not_remembered(g):
    x = tf.placeholder(tf.float32, [None], name="x")
    positive = tf.boolean_mask(x, x > 0)  # how many survive depends on the numbers
    target = tf.placeholder(tf.int32, [2], name="target")
    reshaped = tf.reshape(x, target)  # the shape comes from fed numbers
    counts = [tf.shape(positive)[0], tf.size(reshaped)]
    with tf.Session() as sess:
        first = sess.run(counts, {x: [1.0, -1.0, 2.0, 3.0], target: [2, 2]})
        second = sess.run(counts, {x: [-1.0, -1.0, 2.0, -3.0], target: [1, 4]})
        assert [int(v) for v in first] == [3, 4] and [int(v) for v in second] == [1, 4]
        remembered = _memo(sess).ops
    assert counts[0].op.inputs[0].op not in remembered  # the Shape of the masked values
    assert counts[1].op not in remembered  # the Size of the reshaped ones


def test_variables_are_never_remembered(g):
    x = tf.placeholder(tf.float32, [None], name="x")
    v = tf.Variable([2], name="v")
    scaled = tf.shape(x) * v
    with tf.Session() as sess:
        sess.run(v.initializer)
        assert sess.run(scaled, {x: [1.0, 2.0]}).tolist() == [4]
        sess.run(v.assign([3]))
        assert sess.run(scaled, {x: [1.0, 2.0]}).tolist() == [6]


def test_a_fetched_remembered_value_is_a_copy(g):
    x = tf.placeholder(tf.float32, [None], name="x")
    shape = tf.shape(x)
    with tf.Session() as sess:
        first = sess.run(shape, {x: [1.0, 2.0]})
        first[0] = 99
        assert sess.run(shape, {x: [1.0, 2.0]}).tolist() == [2]
