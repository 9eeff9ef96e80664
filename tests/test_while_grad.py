"""Finite-difference checks of gradients through tf.while_loop (while_grad.py).

The loop's gradient is a second loop that pops forward values from stacks and accumulates the
gradients of loop constants; these tests compare it with central differences, for loop
variables, loop constants (weights read every iteration), a fed iteration count, zero
iterations, unknown shapes (shapes stacked from the forward loop) and several gradients calls.
"""
import numpy as np
import pytest

import scopelab as tf
from test_gradients import check_gradients


def _rnn(x, w, steps=3):
    """h <- tanh(h @ w + x) repeated: the loop reads w (a constant) and carries h."""
    def body(i, h):
        return i + 1, tf.tanh(tf.matmul(h, w) + x)
    return tf.while_loop(lambda i, h: i < steps, body, [0, x])[1]


@pytest.mark.parametrize("known", [True, False])
def test_a_recurrence_through_a_loop_constant_and_a_loop_variable(known):
    rng = np.random.RandomState(1)
    check_gradients(_rnn, [rng.randn(2, 3) * 0.5, rng.randn(3, 3) * 0.5], known_shapes=known)


def test_products_and_several_loop_variables():
    def build(a, b):
        def body(i, x, y):
            return i + 1, x * y + a, y * 0.5 - x * b
        return tf.stack(tf.while_loop(lambda i, *_: i < 4, body, [0, a, b])[1:])
    rng = np.random.RandomState(2)
    check_gradients(build, [rng.randn(3), rng.randn(3)])


def test_a_loop_that_never_iterates_passes_the_gradient_through():
    def build(a, w):
        return tf.while_loop(lambda i, x: i < 0, lambda i, x: (i + 1, x * w), [0, a])[1]
    with tf.Graph().as_default():
        a = tf.constant([1.0, 2.0], tf.float64)
        w = tf.constant([3.0, 4.0], tf.float64)
        y = build(a, w)
        ga, gw = tf.gradients(tf.reduce_sum(y), [a, w])
        with tf.Session() as sess:
            assert sess.run(ga).tolist() == [1.0, 1.0]
            assert sess.run(gw).tolist() == [0.0, 0.0]


def test_a_fed_iteration_count_and_a_second_gradients_call():
    with tf.Graph().as_default():
        n = tf.placeholder(tf.int32, [])
        w = tf.placeholder(tf.float64, [])
        y = tf.while_loop(lambda i, y: i < n, lambda i, y: (i + 1, y * w), [0, tf.constant(
            1.0, tf.float64)])[1]
        g1, = tf.gradients(y, w)
        g2, = tf.gradients(y * y, w)
        with tf.Session() as sess:
            for steps in range(5):
                d1, d2 = sess.run([g1, g2], {n: steps, w: 1.5})
                assert d1 == pytest.approx(steps * 1.5 ** (steps - 1) if steps else 0.0)
                assert d2 == pytest.approx(2 * steps * 1.5 ** (2 * steps - 1) if steps else 0.0)


def test_running_the_loop_before_and_after_its_gradient_is_built():
    with tf.Graph().as_default():
        w = tf.Variable(2.0)
        y = tf.while_loop(lambda i, y: i < 3, lambda i, y: (i + 1, y * w), [0, 1.0])[1]
        with tf.Session() as sess:
            sess.run(w.initializer)
            assert sess.run(y) == 8.0
            step = tf.train.GradientDescentOptimizer(0.01).minimize(y)
            assert sess.run(y) == 8.0  # the loop now also counts and pushes
            sess.run(step)
            assert sess.run(w) == pytest.approx(2.0 - 0.01 * 12.0)


def test_the_gradient_graph_keeps_the_forward_frame_and_its_own():
    with tf.Graph().as_default() as g:
        x = tf.constant(2.0)
        y = tf.while_loop(lambda i, y: i < 3, lambda i, y: (i + 1, y * y), [0, x])[1]
        tf.gradients(y, x)
        frames = {op.attrs["frame_name"] for op in g.get_operations() if op.type == "Enter"}
        assert frames == {b"while/while_context", b"gradients/while/while_context"}
        assert g.get_operation_by_name("gradients/b_count_2").type == "LoopCond"
