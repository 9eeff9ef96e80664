"""Gradients of the math ops outside math_grad.py: Rsqrt, Sin, Cos; of Print (an identity
on its first input: the data it prints get none); and the ops that pass none back: Round,
Ceil (flat steps), LogicalAnd, LogicalOr (bools), the bit ops (integers), StringJoin (strings);
ArgMax and ArgMin are with the reductions (reduction_grad.py). StringFormat and PrintV2 have no
gradient registered, as in TF.

Mirrors those functions of ``math_grad.py`` and the ``NotDifferentiable`` lines of TF. Round
and Ceil have registered functions that return None, which differs from being declared not
differentiable only in name: either way no gradient flows. Sin and Cos wait for the incoming
gradient before computing, as TF's do (a control dependency on it), so that the work is done
only when backpropagation gets there.
Left out: complex numbers (TF conjugates x first; for real x that adds no op).

>>> import scopelab as tf
>>> from scopelab.gradients_impl import gradients
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([0.0, 1.0])
...     dx, = gradients(tf.sin(x), [x])
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> [op.type for op in g.get_operations()][-2:], value.astype(float).round(4).tolist()
(['Cos', 'Mul'], [1.0, 0.5403])
"""
from ..ops import unary_math_ops
from .registry import NotDifferentiable, RegisterGradient

for _op_type in ("LogicalAnd", "LogicalOr", "StringJoin", "BitwiseAnd", "BitwiseOr",
                 "BitwiseXor", "Invert", "LeftShift", "RightShift"):
    NotDifferentiable(_op_type)


@RegisterGradient("Round")
def _round_grad(op, grad):
    return [None]


@RegisterGradient("Ceil")
def _ceil_grad(op, grad):
    return [None]


@RegisterGradient("Rsqrt")
def _rsqrt_grad(op, grad):
    return unary_math_ops.rsqrt_grad(op.outputs[0], grad)


@RegisterGradient("Sin")
def _sin_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return grad * unary_math_ops.cos(op.inputs[0])


@RegisterGradient("Cos")
def _cos_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return -grad * unary_math_ops.sin(op.inputs[0])


@RegisterGradient("Print")
def _print_grad(op, grad):
    return [grad] + [None] * (len(op.inputs) - 1)
