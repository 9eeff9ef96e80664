"""TensorArray: values, errors, and finite-difference checks of its gradients.

The gradient of each TensorArray op is the opposite op on a gradient TensorArray; these tests
compare them with central differences outside loops and inside tf.while_loop (as dynamic_rnn
uses them), and check the run-time store: growth, clearing after reads, aggregation of
gradient writes.
"""
import numpy as np
import pytest

import scopelab as tf
from scopelab.ops.tensor_array_kernels import TensorArrayStore
from test_gradients import check_gradients


def test_read_write_gather_scatter_gradients():
    def build(x):
        ta = tf.TensorArray(tf.float64, size=3, clear_after_read=False).unstack(x * x)
        fresh = tf.TensorArray(tf.float64, size=2).write(1, ta.read(0) * ta.read(2))
        picked = ta.gather([2, 0])
        other = tf.TensorArray(tf.float64, size=4).scatter([3, 0], picked)
        return other.read(3) + other.read(0) * 3.0 + fresh.read(1)
    check_gradients(build, [np.arange(6.0).reshape(3, 2)])


def test_unstack_stack_gradients():
    def build(x):
        ta = tf.TensorArray(tf.float64, size=3).unstack(tf.sin(x))
        return ta.stack() * x
    check_gradients(build, [np.random.RandomState(0).randn(3, 2)])


def test_split_concat_gradients():
    def build(x):
        ta = tf.TensorArray(tf.float64, size=2, infer_shape=False).split(x * 2.0, [1, 3])
        return tf.exp(ta.concat())
    check_gradients(build, [np.random.RandomState(0).randn(4) * 0.3])


@pytest.mark.parametrize("known", [True, False])
def test_a_dynamic_rnn_style_loop(known):
    def build(x, w):
        steps = tf.shape(x)[0]
        inputs = tf.TensorArray(tf.float64, size=steps).unstack(x)
        outputs = tf.TensorArray(tf.float64, size=steps)

        def body(t, h, out):
            h = tf.tanh(tf.matmul(tf.expand_dims(inputs.read(t), 0), w) + h)
            return t + 1, h, out.write(t, h)
        h0 = tf.zeros([1, 2], tf.float64)
        _, h, out = tf.while_loop(lambda t, *_: t < steps, body, [0, h0, outputs])
        return out.stack() + h
    rng = np.random.RandomState(3)
    check_gradients(build, [rng.randn(4, 3) * 0.5, rng.randn(3, 2) * 0.5], known_shapes=known)


def test_a_dynamic_size_array_grows():
    with tf.Graph().as_default():
        ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
        _, ta = tf.while_loop(lambda i, ta: i < 4,
                              lambda i, ta: (i + 1, ta.write(i, tf.cast(i, tf.float32))),
                              [0, ta])
        with tf.Session() as sess:
            assert sess.run(ta.stack()).tolist() == [0.0, 1.0, 2.0, 3.0]
            assert sess.run(ta.size()) == 4


def test_store_clears_after_read_and_gradient_arrays_add_up():
    store = TensorArrayStore("ta", np.float32, 2, False, True, None, True)
    store.write(0, np.float32(1.0))
    assert store.read(0) == 1.0
    with pytest.raises(ValueError, match="cleared after a previous read"):
        store.read(0)
    grad = store.grad("gradients")
    assert grad is store.grad("gradients") and grad is not store.grad("gradients_1")
    grad.write(1, np.float32(2.0))
    grad.write(1, np.float32(3.0))
    assert grad.read(1) == 5.0
    with pytest.raises(ValueError, match="already been written"):
        store.write(1, np.float32(1.0)) or store.write(1, np.float32(1.0))
