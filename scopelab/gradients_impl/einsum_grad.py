"""The gradient of Einsum: more Einsum ops, with the equation turned around.

Mirrors ``_EinsumGrad`` in TF's ``linalg_grad.py``. For ``x,y->out`` the gradient of x is
``einsum('out,y->x', grad, y)``, which works when every label of x appears in y or the output.
A label of x found in neither was summed away: the gradient over the kept labels is then
broadcast back along it (one value per summed entry). Batch axes written ``...`` that were
broadcast between x and y are summed back to each operand's shape.
Left out: complex numbers (TF conjugates the other operand); repeated labels in one operand
(a diagonal) with a summed label.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a = tf.placeholder(tf.float32, [2, 3], name="a")
...     b = tf.placeholder(tf.float32, [3, 4], name="b")
...     da, db = tf.gradients(tf.einsum("ij,jk->ik", a, b), [a, b])
>>> da.op.get_attr("equation"), db.op.get_attr("equation")
(b'ik,jk->ij', b'ik,ij->jk')
"""
from .. import dtypes
from ..ops import array_ops, grad_ops, reduction_ops
from ..ops.core import convert_to_tensor
from ..ops.einsum_ops import einsum_op
from ..ops.indexing_ops import concat, stack
from .math_grad import _reduced_shape
from .registry import RegisterGradient

_ELLIPSIS = "..."


def _axis(subscripts, label):
    """The axis of ``label`` in ``subscripts``: counted from the end after an ellipsis."""
    head, _, tail = subscripts.partition(_ELLIPSIS)
    if label in head:
        return head.index(label)
    return tail.index(label) - len(tail)


def _batch_span(subscripts):
    """``(start, end)`` of the axes the ellipsis covers (end None: to the last axis)."""
    start = subscripts.find(_ELLIPSIS)
    if start == -1:
        return 0, 0
    rest = len(subscripts) - start - len(_ELLIPSIS)
    return start, -rest if rest > 0 else None


def _unreduce(grad, grad_subs, input_subs, input_shape, summed):
    """The gradient of ``input_subs -> grad_subs`` (which summed the labels in ``summed``)
    spread back over the summed axes."""
    summed_subs = "".join(summed)
    axes = [_axis(input_subs, s) for s in summed_subs]
    summed_dims = stack([input_shape[a] for a in axes])
    repeated = len(set(input_subs)) + len(set(grad_subs)) < len(input_subs) + len(grad_subs)
    kept = "".join(s for s in input_subs if s not in summed)
    if not repeated and kept == grad_subs:
        kept_shape = _reduced_shape(input_shape, convert_to_tensor(axes))
        return grad_ops.broadcast_to(array_ops.reshape(grad, kept_shape), input_shape)
    full_shape = concat([summed_dims, array_ops.shape(grad)], 0)
    ones_shape = concat([array_ops.ones(len(summed), dtype=dtypes.int32), array_ops.shape(grad)], 0)
    spread = grad_ops.broadcast_to(array_ops.reshape(grad, ones_shape), full_shape)
    return einsum_op([spread], "%s->%s" % (summed_subs + grad_subs, input_subs))


def _grad_of(grad, other, input_shape, input_subs, other_subs, output_subs):
    summed = set(input_subs) - set(output_subs + other_subs + ".")
    kept = "".join(s for s in input_subs if s not in summed)
    partial = einsum_op([grad, other], "%s,%s->%s" % (output_subs, other_subs, kept))
    if not summed:
        return partial
    return _unreduce(partial, kept, input_subs, input_shape, sorted(summed))


@RegisterGradient("Einsum")
def _einsum_grad(op, grad):
    equation = op.attrs["equation"].decode()
    input_subs, output_subs = equation.split("->")
    if len(op.inputs) == 1:
        shape = array_ops.shape(op.inputs[0])
        summed = set(input_subs) - set(output_subs + _ELLIPSIS)
        if not summed:
            return einsum_op([grad], "%s->%s" % (output_subs, input_subs))
        return _unreduce(grad, output_subs, input_subs, shape, sorted(summed))
    x_subs, y_subs = input_subs.split(",")
    if _ELLIPSIS in output_subs:
        x_subs += "" if _ELLIPSIS in x_subs else _ELLIPSIS
        y_subs += "" if _ELLIPSIS in y_subs else _ELLIPSIS
    x, y = op.inputs
    x_shape, y_shape = array_ops.shape(x), array_ops.shape(y)
    grad_x = _grad_of(grad, y, x_shape, x_subs, y_subs, output_subs)
    grad_y = _grad_of(grad, x, y_shape, y_subs, x_subs, output_subs)
    if _ELLIPSIS not in output_subs:
        return grad_x, grad_y
    (bx0, bx1), (by0, by1) = _batch_span(x_subs), _batch_span(y_subs)
    sx, sy = x.shape, y.shape
    if sx.is_fully_defined() and sy.is_fully_defined() and sx[bx0:bx1] == sy[by0:by1]:
        return grad_x, grad_y
    rx, ry = grad_ops.broadcast_gradient_args(x_shape[bx0:bx1], y_shape[by0:by1])
    grad_x = array_ops.reshape(reduction_ops.reduce_sum(grad_x, bx0 + rx), x_shape)
    grad_y = array_ops.reshape(reduction_ops.reduce_sum(grad_y, by0 + ry), y_shape)
    return grad_x, grad_y
