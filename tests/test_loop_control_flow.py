"""Control flow inside while loops: tf.cond in a loop body, loops nested in loops or conds,
IndexedSlices gradients at a loop's Exit.

Finite-difference checks of the gradients scopelab builds for them, and a guard that
tf.gradients through a nested loop fails at once instead of running forever.
"""
import multiprocessing

import numpy as np
import pytest

import scopelab as tf
from test_gradients import check_gradients


def _gated(x, w, threshold):
    """A recurrence whose step is chosen by a cond each iteration."""
    def body(i, h):
        h = tf.cond(tf.reduce_sum(h) < threshold, lambda: tf.tanh(tf.matmul(h, w) + x),
                    lambda: h * 0.5 - x)
        return i + 1, h
    return tf.while_loop(lambda i, h: i < 4, body, [0, x])[1]


@pytest.mark.parametrize("threshold", [-10.0, 0.0, 10.0])
def test_a_cond_choosing_each_step_of_a_recurrence(threshold):
    rng = np.random.RandomState(3)
    check_gradients(lambda x, w: _gated(x, w, threshold),
                    [rng.randn(2, 3) * 0.5, rng.randn(3, 3) * 0.5])


def test_a_cond_nested_in_a_cond_in_a_loop():
    def build(a, v):
        def body(i, x):
            z = tf.cond(i < 2, lambda: tf.cond(tf.reduce_sum(x) > 0.0, lambda: x * v,
                                               lambda: x + v), lambda: x - v * v)
            return i + 1, z
        return tf.while_loop(lambda i, x: i < 4, body, [0, a])[1]
    rng = np.random.RandomState(4)
    check_gradients(build, [rng.randn(3), rng.randn(3)])


def test_values_of_a_cond_in_a_loop_and_of_nested_loops():
    with tf.Graph().as_default():
        w = tf.constant(1.5)
        def cond_body(i, x):
            return i + 1, tf.cond(x < 5.0, lambda: x * w, lambda: x - 1.0)
        _, x = tf.while_loop(lambda i, x: i < 4, cond_body, [0, 2.0])
        def outer(i, x):
            return i + 1, tf.while_loop(lambda j, y: j < i, lambda j, y: (j + 1, y * w),
                                        [0, x])[1]
        _, y = tf.while_loop(lambda i, x: i < 3, outer, [0, 1.0])
        with tf.Session() as sess:
            assert sess.run([x, y]) == [pytest.approx(5.75), pytest.approx(1.5 ** 3)]


def test_an_indexed_slices_gradient_at_a_loop_exit():
    def build(a, w):
        _, x = tf.while_loop(lambda i, x: i < 3, lambda i, x: (i + 1, tf.tanh(x * w)),
                             [0, a * 1.0])  # the product makes the gradient dense again
        return tf.gather(x, [2, 0, 2])
    rng = np.random.RandomState(5)
    check_gradients(build, [rng.randn(4, 2), rng.randn(2)], known_shapes=False)


def _nested_gradient(queue):
    with tf.Graph().as_default():
        w = tf.constant(1.5, name="w")
        def body(i, x):
            return i + 1, tf.while_loop(lambda j, y: j < i, lambda j, y: (j + 1, y * w),
                                        [0, x])[1]
        _, x = tf.while_loop(lambda i, x: i < 3, body, [0, 1.0])
        try:
            tf.gradients(x, [w])
        except NotImplementedError as e:
            queue.put(str(e))
            return
        queue.put("no error")


def test_gradients_through_a_nested_loop_fail_at_once():
    queue = multiprocessing.get_context("fork").Queue()
    worker = multiprocessing.get_context("fork").Process(target=_nested_gradient, args=(queue,))
    worker.start()
    worker.join(20)
    if worker.is_alive():
        worker.terminate()
        pytest.fail("tf.gradients through a nested while loop did not finish in 20 s")
    assert queue.get(timeout=1) == ("scopelab has no gradients for a while loop nested in "
                                    "another: 'while/while/while_context' is inside "
                                    "'while/while_context'")
