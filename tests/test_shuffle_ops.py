"""tf.random_shuffle (shuffle_ops.py): a permutation of the rows, the same one for the same
seeds in a new session, a new one on each run, and nothing drawn for a single row."""
import numpy as np
import pytest

import scopelab as tf


@pytest.mark.parametrize("rows", [2, 3, 5, 17, 64])
def test_rows_are_permuted_and_repeat_per_session(rows):
    x = np.arange(rows * 2).reshape(rows, 2)
    with tf.Graph().as_default():
        s = tf.random_shuffle(x, seed=rows)
        with tf.Session() as sess:
            first, second = sess.run(s), sess.run(s)
        with tf.Session() as sess:
            again = sess.run(s)
    for run in (first, second):
        assert sorted(run[:, 0].tolist()) == x[:, 0].tolist()
        np.testing.assert_array_equal(run[:, 1], run[:, 0] + 1)  # rows move whole
    np.testing.assert_array_equal(first, again)


def test_a_single_row_or_scalar_comes_back_unchanged():
    with tf.Graph().as_default():
        one, scalar = tf.random_shuffle([[1, 2, 3]]), tf.random_shuffle(7)
        with tf.Session() as sess:
            assert sess.run(one).tolist() == [[1, 2, 3]]
            assert sess.run(scalar) == 7


def test_every_order_turns_up():
    with tf.Graph().as_default():
        s = tf.random_shuffle(tf.range(3), seed=1)
        with tf.Session() as sess:
            seen = {tuple(sess.run(s)) for _ in range(200)}
    assert len(seen) == 6
