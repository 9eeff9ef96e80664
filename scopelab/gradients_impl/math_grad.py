"""Gradients of the arithmetic ops: AddV2, Sub, Mul, RealDiv, Maximum, Minimum, ClipByValue,
Select, SelectV2, Floor, Neg, Square, Tanh, Sigmoid, Exp, Log, Sqrt, Abs, L2Loss, Cast, AddN,
MatMul, Sum and Mean.

Mirrors ``tensorflow/python/ops/math_grad.py``, op for op, because the ops a gradient
function builds (and the order it builds them in) are visible in the graph.

Broadcasting: in ``x + b`` with x of shape [N, 10] and b of shape [10], b was stretched along
axis 0, so its gradient is ``reshape(reduce_sum(grad, [0], keepdims=True), shape(b))``. When
the static shapes tell which axes were stretched, those axes are a Python list (a Const
``Sum/reduction_indices``); when they cannot tell (a ``None`` meeting a ``None``), the op
``BroadcastGradientArgs`` works them out at run time from the two ``Shape`` tensors. Either way
TF first builds ``Shape`` and ``Shape_1`` of both operands, used or not, and so do we.
A sparse gradient (IndexedSlices) passes through AddV2 and Sub (after their Shape Consts:
TF's equal-shapes shortcut is for dense gradients only) and Cast (its values cast).
Left out: complex numbers (no ``conj``). Pow and FloorMod are in ``elementwise_grad.py``,
Max, Min and Prod in ``reduction_grad.py``, batched MatMul in ``linalg_grad.py``.

>>> import scopelab as tf
>>> from scopelab.gradients_impl import gradients
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None, 3], name="x")
...     b = tf.placeholder(tf.float32, [3], name="b")
...     db, = gradients(x + b, [b])
>>> db.name, db.shape
('gradients/add_grad/Reshape:0', TensorShape([Dimension(3)]))
"""
import weakref

import numpy as np

from .. import dtypes
from ..indexed_slices import IndexedSlices
from ..ops import (array_ops, elementwise_grad_ops, grad_ops, math_ops, partition_ops,
                   reduction_ops)
from ..ops.core import constant, convert_to_tensor
from ..ops.indexing_ops import gather, where
from ..ops.logical_ops import logical_or
from ..tensor import Tensor
from .constant_value import constant_value
from .registry import RegisterGradient

_FLOATS = (dtypes.float16, dtypes.float32, dtypes.float64)


# ---------------------------------------------------------------------- broadcasting
def _shapes_fully_specified_and_equal(x, y, grad):
    dims = x.shape.dims
    return dims is not None and None not in dims and dims == y.shape.dims == grad.shape.dims


def _infer_reduction_axes(x_shape, y_shape):
    """The axes along which x and y were stretched, from static shapes; (None, None) if unsure."""
    if x_shape.dims is None or y_shape.dims is None:
        return None, None
    xd, yd = x_shape.dims, y_shape.dims
    rank = max(len(xd), len(yd))
    x_axes, y_axes = [], []
    for axis in range(rank):
        x_dim = 1 if axis < rank - len(xd) else xd[axis - (rank - len(xd))]
        y_dim = 1 if axis < rank - len(yd) else yd[axis - (rank - len(yd))]
        if x_dim == 1 and y_dim != 1:
            x_axes.append(axis)
        elif y_dim == 1 and x_dim != 1:
            y_axes.append(axis)
        elif x_dim is None or y_dim is None:
            return None, None  # stretched or not is decided by the data
    return x_axes, y_axes


def _smart_broadcast_gradient_args(x, y):
    """For x and y: (shape tensor, axes to sum over, whether a sum is needed)."""
    x_shape, y_shape = array_ops.shape(x), array_ops.shape(y)
    x_axes, y_axes = _infer_reduction_axes(x.shape, y.shape)
    if x_axes is None or y_axes is None:
        x_axes, y_axes = grad_ops.broadcast_gradient_args(x_shape, y_shape)
        return (x_shape, x_axes, True), (y_shape, y_axes, True)
    x_must = bool(x_axes) or x.shape.ndims < y.shape.ndims
    y_must = bool(y_axes) or y.shape.ndims < x.shape.ndims
    return (x_shape, x_axes, x_must), (y_shape, y_axes, y_must)


def _reduce_gradient_arg(grad, shape_axes_must):
    shape, axes, must_reduce = shape_axes_must
    if grad is not None and must_reduce:
        grad = reduction_ops.reduce_sum(grad, axes, keepdims=True)
        grad = array_ops.reshape(grad, shape)
    return grad


def _reduce_gradient_args(x, y, gx, gy):
    """Sums each gradient of a broadcasting op back to its operand's shape."""
    if gx is not None or gy is not None:
        bx, by = _smart_broadcast_gradient_args(x, y)
        gx, gy = _reduce_gradient_arg(gx, bx), _reduce_gradient_arg(gy, by)
    return gx, gy


# ---------------------------------------------------------------------- binary ops
@RegisterGradient("AddV2")
def _add_grad(op, grad):
    x, y = op.inputs
    # An IndexedSlices takes the longer path (its Shape Consts), as in TF.
    if isinstance(grad, Tensor) and _shapes_fully_specified_and_equal(x, y, grad):
        return grad, grad
    return _reduce_gradient_args(x, y, grad, grad)


RegisterGradient("Add")(_add_grad)


@RegisterGradient("Sub")
def _sub_grad(op, grad):
    x, y = op.inputs
    if isinstance(grad, Tensor) and _shapes_fully_specified_and_equal(x, y, grad):
        return grad, -grad
    return _reduce_gradient_args(x, y, grad, -grad)


@RegisterGradient("Mul")
def _mul_grad(op, grad):
    x, y = op.inputs
    if _shapes_fully_specified_and_equal(x, y, grad) and grad.dtype in (dtypes.int32,
                                                                         dtypes.float32):
        return math_ops.multiply(grad, y), math_ops.multiply(grad, x)
    gx = math_ops.multiply(grad, y)
    gy = math_ops.multiply(x, grad)
    return _reduce_gradient_args(x, y, gx, gy)


@RegisterGradient("RealDiv")
def _real_div_grad(op, grad):
    x, y = op.inputs
    gx = math_ops.realdiv(grad, y)
    gy = grad * math_ops.realdiv(math_ops.realdiv(-x, y), y)  # d(x/y)/dy = -x / y^2
    return _reduce_gradient_args(x, y, gx, gy)


def _maximum_minimum_grad(op, grad, selector):
    """The gradient goes to whichever operand was selected (x on ties)."""
    x, y = op.inputs
    zeros = array_ops.zeros_like(grad)
    xmask = selector(x, y)
    gx = grad_ops.select_v2(xmask, grad, zeros)
    gy = grad_ops.select_v2(xmask, zeros, grad)
    return _reduce_gradient_args(x, y, gx, gy)


@RegisterGradient("Maximum")
def _maximum_grad(op, grad):
    return _maximum_minimum_grad(op, grad, math_ops.greater_equal)


@RegisterGradient("Minimum")
def _minimum_grad(op, grad):
    return _maximum_minimum_grad(op, grad, math_ops.less_equal)


@RegisterGradient("ClipByValue")
def _clip_by_value_grad(op, grad):
    """The gradient goes to x where it was inside the bounds, else to the bound that clipped
    it (summed back over the axes where a bound was broadcast). As TF, all four Shapes are
    built first, and each bound's axes come from a BroadcastGradientArgs."""
    x, low, high = op.inputs
    x_shape, low_shape = array_ops.shape(x), array_ops.shape(low)
    high_shape, grad_shape = array_ops.shape(high), array_ops.shape(grad)
    zeros = array_ops.zeros(grad_shape, grad.dtype.base_dtype)
    below, above = math_ops.less(x, low), math_ops.greater(x, high)
    _, low_axes = grad_ops.broadcast_gradient_args(x_shape, low_shape)
    _, high_axes = grad_ops.broadcast_gradient_args(x_shape, high_shape)
    grad_x = where(logical_or(below, above), zeros, grad)
    grad_low, grad_high = where(below, grad, zeros), where(above, grad, zeros)
    return (grad_x,
            array_ops.reshape(reduction_ops.reduce_sum(grad_low, low_axes), low_shape),
            array_ops.reshape(reduction_ops.reduce_sum(grad_high, high_axes), high_shape))


@RegisterGradient("Floor")
def _floor_grad(op, grad):
    """A staircase: flat wherever it has a slope, so no gradient flows back (as in TF)."""
    return [None]


@RegisterGradient("Select")
def _select_grad(op, grad):
    """The gradient goes where each entry came from; the condition gets none."""
    c, x = op.inputs[0], op.inputs[1]
    zeros = array_ops.zeros_like(x)
    return None, where(c, grad, zeros), where(c, zeros, grad)


@RegisterGradient("SelectV2")
def _select_v2_grad(op, grad):
    """As Select's, then summed back over the axes where x or y was broadcast."""
    c, x, y = op.inputs
    z = op.outputs[0]
    zeros = array_ops.zeros([], dtype=grad.dtype.base_dtype)
    gx = grad_ops.select_v2(c, grad, zeros)
    gy = grad_ops.select_v2(c, zeros, grad)
    gx, _ = _reduce_gradient_args(x, z, gx, None)
    gy, _ = _reduce_gradient_args(y, z, gy, None)
    return None, gx, gy


@RegisterGradient("FloorDiv")
def _floor_div_grad(op, grad):
    return None, None


# ---------------------------------------------------------------------- unary ops
@RegisterGradient("Neg")
def _neg_grad(op, grad):
    return -grad


@RegisterGradient("Square")
def _square_grad(op, grad):
    x = op.inputs[0]
    # The control dependency keeps 2 * x from being computed before it is needed.
    with op.graph.control_dependencies([grad]):
        two = constant(2.0, dtype=x.dtype.base_dtype)
        return math_ops.multiply(grad, math_ops.multiply(x, two))


@RegisterGradient("Tanh")
def _tanh_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return elementwise_grad_ops.tanh_grad(op.outputs[0], grad)


@RegisterGradient("Sigmoid")
def _sigmoid_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return elementwise_grad_ops.sigmoid_grad(op.outputs[0], grad)


@RegisterGradient("Exp")
def _exp_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return grad * op.outputs[0]


@RegisterGradient("Log")
def _log_grad(op, grad):
    with op.graph.control_dependencies([grad]):
        return grad * math_ops.reciprocal(op.inputs[0])


@RegisterGradient("Sqrt")
def _sqrt_grad(op, grad):
    return elementwise_grad_ops.sqrt_grad(op.outputs[0], grad)


@RegisterGradient("Abs")
def _abs_grad(op, grad):
    return grad * math_ops.sign(op.inputs[0])


@RegisterGradient("L2Loss")
def _l2_loss_grad(op, grad):
    return op.inputs[0] * grad


@RegisterGradient("Cast")
def _cast_grad(op, grad):
    src = op.inputs[0].dtype.base_dtype
    if src in _FLOATS and grad.dtype.base_dtype in _FLOATS:
        if isinstance(grad, IndexedSlices):  # stays sparse: only its values are cast
            return IndexedSlices(math_ops.cast(grad.values, src), grad.indices,
                                 grad.dense_shape)
        return math_ops.cast(grad, src)
    return None  # no gradient flows into integers


@RegisterGradient("AddN")
def _add_n_grad(op, grad):
    return [grad] * len(op.inputs)


# ---------------------------------------------------------------------- MatMul
def _mat_mul(a, b, transpose_a=False, transpose_b=False, grad_a=False, grad_b=False):
    product = math_ops.matmul(a, b, transpose_a=transpose_a, transpose_b=transpose_b)
    # TF marks which operand's gradient a MatMul computes (a hint for its kernels).
    product.op.attrs.update(grad_a=grad_a, grad_b=grad_b)
    return product


@RegisterGradient("MatMul")
def _mat_mul_grad(op, grad):
    ta, tb = op.attrs["transpose_a"], op.attrs["transpose_b"]
    a, b = op.inputs
    if not ta and not tb:
        return (_mat_mul(grad, b, transpose_b=True, grad_a=True),
                _mat_mul(a, grad, transpose_a=True, grad_b=True))
    if not ta and tb:
        return (_mat_mul(grad, b, grad_a=True),
                _mat_mul(grad, a, transpose_a=True, grad_b=True))
    if ta and not tb:
        return (_mat_mul(b, grad, transpose_b=True, grad_a=True),
                _mat_mul(a, grad, grad_b=True))
    return (_mat_mul(b, grad, transpose_a=True, transpose_b=True, grad_a=True),
            _mat_mul(grad, a, transpose_a=True, transpose_b=True, grad_b=True))


# ---------------------------------------------------------------------- Sum and Mean
# graph -> {(input shape, axes): (shape with the reduced axes kept as 1, tile multiples)}
_REDUCED_SHAPE_CACHE = weakref.WeakKeyDictionary()


def _static_reduced_shape(g, in_shape, axes):
    cache = _REDUCED_SHAPE_CACHE.setdefault(g, {})
    if (in_shape, axes) not in cache:
        kept = np.array(in_shape, dtype=np.int32)
        kept[np.array(axes, dtype=np.int32)] = 1
        # TF computes the multiples with graph ops (Maximum, floordiv) and then folds them to
        # constants; the ops stay behind, unused. Build them too, so the graphs match.
        in_shape // math_ops.maximum(kept, 1)
        scaling = tuple(int(s) // max(int(k), 1) for s, k in zip(in_shape, kept))
        cache[(in_shape, axes)] = (tuple(int(k) for k in kept), scaling)
    return cache[(in_shape, axes)]


def _reduced_shape(input_shape, axes):
    """``input_shape`` with the reduced ``axes`` set to 1, as a tensor built at run time."""
    shape_v = constant_value(input_shape)
    axes_v = constant_value(axes) if shape_v is not None else None
    if axes_v is not None:
        kept = np.array(shape_v, dtype=np.int32)
        kept[np.array(axes_v, dtype=np.int32)] = 1
        return kept
    axes = convert_to_tensor(axes)
    input_rank = grad_ops.size(input_shape, out_type=axes.dtype.base_dtype)
    axes = (axes + input_rank) % input_rank  # negative axes counted from the end
    axes_shape = array_ops.shape(axes)
    return partition_ops.dynamic_stitch(
        [grad_ops.op_range(input_rank), axes],
        [input_shape, array_ops.ones(axes_shape, dtype=input_shape.dtype.base_dtype)])


@RegisterGradient("Sum")
def _sum_grad(op, grad):
    """Every input element contributed once to its sum: copy the gradient back out (Tile)."""
    x, axes_t = op.inputs
    in_shape = x.shape.dims
    axes = constant_value(axes_t) if in_shape is not None else None
    if axes is not None:
        rank = len(in_shape)
        if np.array_equal(axes, np.arange(rank)):  # reduced to one number
            grad = array_ops.reshape(grad, [1] * rank)
            if None not in in_shape:
                input_shape = constant(list(in_shape), dtypes.int32)
            else:
                input_shape = array_ops.shape(x)
            return [grad_ops.tile(grad, input_shape), None]
        if None not in in_shape:
            kept, scaling = _static_reduced_shape(op.graph, tuple(in_shape),
                                                  tuple(np.ravel(axes).tolist()))
            grad = array_ops.reshape(grad, list(kept))
            return [grad_ops.tile(grad, list(scaling)), None]
    input_shape = array_ops.shape(x)
    if not op.attrs["keep_dims"]:
        with op.graph.colocate_with(input_shape.op):
            kept = _reduced_shape(input_shape, axes_t)
        grad = array_ops.reshape(grad, kept)
    return [grad_ops.broadcast_to(grad, input_shape), None]


@RegisterGradient("Mean")
def _mean_grad(op, grad):
    """The Sum gradient divided by how many elements each mean averaged."""
    sum_grad = _sum_grad(op, grad)[0]
    dtype = sum_grad.dtype.base_dtype
    in_shape, out_shape = op.inputs[0].shape, op.outputs[0].shape
    if in_shape.is_fully_defined() and out_shape.is_fully_defined():
        count = int(np.prod(in_shape.dims)) // max(int(np.prod(out_shape.dims)), 1)
        factor = constant(count, dtype=dtype)
    else:
        input_shape = array_ops.shape(op.inputs[0])
        input_rank = grad_ops.size(input_shape)
        axes = math_ops.cast(op.inputs[1], input_rank.dtype)
        axes = (axes + input_rank) % input_rank
        factor = reduction_ops.reduce_prod(gather(input_shape, axes))
    return math_ops.truediv(sum_grad, math_ops.cast(factor, dtype)), None
