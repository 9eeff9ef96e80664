"""The gradients of ReverseV2 and ReverseSequence: the incoming gradient reversed the same way.

Mirrors ``_ReverseV2Grad`` and ``_ReverseSequenceGrad`` of ``array_grad.py``: reversing is its
own inverse, so each builds one op of its own type on the gradient (``gradients/
ReverseV2_grad/ReverseV2``); the axis and the lengths get no gradient.

>>> import scopelab as tf
>>> from scopelab.gradients_impl import gradients
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([1.0, 2.0, 3.0])
...     dx, = gradients(tf.reverse(x, [0]) * [1.0, 10.0, 100.0], [x])
...     with tf.Session() as sess:
...         print(sess.run(dx))
[100.  10.   1.]
"""
from ..ops.reverse_ops import reverse, reverse_sequence
from .registry import RegisterGradient


@RegisterGradient("ReverseV2")
def _reverse_v2_grad(op, grad):
    return reverse(grad, op.inputs[1]), None


@RegisterGradient("ReverseSequence")
def _reverse_sequence_grad(op, grad):
    return (reverse_sequence(grad, op.inputs[1], seq_axis=op.attrs["seq_dim"],
                             batch_axis=op.attrs["batch_dim"]), None)
