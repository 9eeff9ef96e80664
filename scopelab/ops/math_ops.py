"""Arithmetic ops: AddV2, Sub, Mul, RealDiv, Neg, Square, MatMul, Cast (the reductions are in
``reduction_ops``, the Tensor operators in ``tensor_operators``).

Mirrors ``math_ops.py`` / ``gen_math_ops.py``, whose functions come in two kinds. TF's generated
op functions (``tf.multiply``, ``tf.subtract``, ``tf.maximum``...) name the op after its type
(``Mul``; also for ``name=''``) and convert their inputs in order: a Python value takes the
dtype of the tensors before it, so ``tf.multiply(2, float_tensor)`` fails. Python wrappers
(``tf.add``, ``tf.truediv``, ``tf.matmul``) open a scope of their own (``Add``; ``name=''``
resets it to the graph root) and convert the second operand preferring the first's dtype.
Python operands become Consts named after the argument (``Mul/y``, ``add/x``).
Left out: complex numbers and segment ops (bit operations are in ``bitwise_ops``).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None, 3], name="x")
...     y = 1.0 + x
>>> y.op.name, y.op.type, [t.name for t in y.op.inputs], y.shape
('add', 'AddV2', ['add/x:0', 'x:0'], TensorShape([Dimension(None), Dimension(3)]))
"""
import numpy as np

from .. import dtypes, errors, op_def_registry
from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from ..core.shapes import TensorShape
from .core import (broadcast_shape, check_same_dtype, convert_same_type, convert_to_tensor,
                   kernel, make_op, one_input_op, shape_error)
from .array_ops import zeros_like
from .shape_rules import broadcast_inputs, input_shape


def _hinted(x, y, g, names=("x", "y")):
    """How TF's Python wrappers (tf.add, tf.truediv, tf.matmul) convert: ``x`` as it stands,
    then ``y`` preferring x's dtype (falling back to its own where that does not fit)."""
    x = convert_to_tensor(x, name=names[0], graph=g)
    return x, convert_to_tensor(y, name=names[1], preferred_dtype=x.dtype.base_dtype, graph=g)


def _elementwise(op_type, x, y, name):
    """A two-input elementwise op, built as TF's generated op functions build it: the name
    scope first (``name`` None or "" is the op type), then the inputs (``convert_same_type``),
    so ``tf.multiply(2, float_tensor)`` is TF's TypeError and uses up the name ``Mul``."""
    g = graph_from_inputs((x, y))
    with g.name_scope(name or op_type) as scope:
        return _in_scope(g, op_type, x, y, scope)


def _in_scope(g, op_type, x, y, scope):
    """``_elementwise`` once its name scope ``scope`` is open."""
    if not (isinstance(x, Tensor) and isinstance(y, Tensor)):
        x, y = convert_same_type(g, op_type, ("x", "y"), (x, y))
    return _elementwise_op(g, op_type, x, y, scope)


def _elementwise_op(g, op_type, x, y, scope):
    """The node of ``_elementwise`` for two tensors, in ``scope`` (already open, or "" for the
    op type). Wrappers that converted both operands themselves call it directly: opening the
    op's scope again would change nothing but cost time."""
    if not scope:
        # After a wrapper's name='': TF names the op's scope after its type before checking.
        with g.name_scope(op_type) as scope:
            return _elementwise_op(g, op_type, x, y, scope)
    op_def_registry.check_input_type(op_type, "x", x.dtype)
    dtype = check_same_dtype(op_type, ("x", "y"), (x, y))
    attrs = {"T": dtype}
    return make_op(g, op_type, [x, y], scope, dtype,
                   lambda n: broadcast_shape(x.shape, y.shape, n, op_type, attrs, [x, y]), attrs)


def _unary(op_type, x, name):
    return one_input_op(op_type, x, "x", name)


def add(x, y, name=None):
    """``tf.add``: a wrapper around ``AddV2`` (whose name scope ``name=''`` resets to the
    root, so the op is then named ``AddV2`` there), converting ``y`` with x's dtype as hint."""
    g = graph_from_inputs((x,))
    with g.name_scope("Add" if name is None else name) as scope:
        return _elementwise_op(g, "AddV2", *_hinted(x, y, g), scope)


def subtract(x, y, name=None):
    return _elementwise("Sub", x, y, name)


def multiply(x, y, name=None):
    return _elementwise("Mul", x, y, name)


def realdiv(x, y, name=None):
    return _elementwise("RealDiv", x, y, name)


# Integer operands of true division are cast first: small ints to float32, others to float64.
_TRUEDIV = {"int8": dtypes.float32, "int16": dtypes.float32, "uint8": dtypes.float32,
            "uint16": dtypes.float32,
            "int32": dtypes.float64, "int64": dtypes.float64}


def truediv(x, y, name=None):
    """``x / y`` as Python 3 means it: always a floating-point result (``RealDiv``)."""
    g = graph_from_inputs((x, y))
    with g.name_scope("truediv" if name is None else name) as scope:
        return _elementwise_op(g, "RealDiv", *true_division_operands(*_hinted(x, y, g)), scope)


def true_division_operands(x, y):
    """``x`` and ``y`` (one dtype), integers cast to the float type that ``/`` gives them."""
    if x.dtype.base_dtype is not y.dtype.base_dtype:
        raise TypeError("`x` and `y` must have the same dtype, got %r != %r."
                        % (x.dtype.base_dtype, y.dtype.base_dtype))
    to = _TRUEDIV.get(x.dtype.base_dtype.name)
    if to is not None:
        x, y = cast(x, to), cast(y, to)
    return x, y


def div(x, y, name=None):
    """TF1's ``tf.div``: floor division for integers, true division for floats."""
    g = graph_from_inputs((x, y))
    with g.name_scope("div" if name is None else name) as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        y = convert_to_tensor(y, dtype=x.dtype.base_dtype, name="y", graph=g)
        op_type = "FloorDiv" if x.dtype.base_dtype.is_integer else "RealDiv"
        return _elementwise_op(g, op_type, x, y, scope)


def floordiv(x, y, name=None):
    g = graph_from_inputs((x, y))
    with g.name_scope("floordiv" if name is None else name) as scope:
        return _elementwise("FloorDiv", x, y, scope)  # a wrapper: "" leads to FloorDiv


def floormod(x, y, name=None):
    return _elementwise("FloorMod", x, y, name)


def pow(x, y, name=None):  # noqa: A001 - TF's name
    g = graph_from_inputs((x,))
    with g.name_scope("Pow" if name is None else name) as scope:
        return _elementwise("Pow", x, y, scope)


def abs(x, name=None):  # noqa: A001 - TF's name
    return one_input_op("Abs", x, "x", name, wrapper=True)


def logical_not(x, name=None):
    # LogicalNot takes bools only: unlike the other unary ops its NodeDef has no "T".
    g = graph_from_inputs((x,))
    with g.name_scope(name or "LogicalNot") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        return make_op(g, "LogicalNot", [x], scope, x.dtype.base_dtype, x.shape, {})


def _comparison(op_type, strict_shapes=False):
    """The builder of a comparison; ``strict_shapes``: its OpDef has the attribute
    ``incompatible_shape_error`` (Equal, NotEqual), which TF sets."""
    def compare(x, y, name=None):
        g = graph_from_inputs((x, y))
        with g.name_scope(name or op_type) as scope:
            x, y = convert_same_type(g, op_type, ("x", "y"), (x, y))
            attrs = {"T": x.dtype.base_dtype}
            if strict_shapes:
                attrs["incompatible_shape_error"] = True
            return make_op(g, op_type, [x, y], scope, dtypes.bool,
                           lambda n: broadcast_shape(x.shape, y.shape, n, op_type, attrs, [x, y]),
                           attrs)
    compare.__name__ = op_type
    return compare


less, less_equal = _comparison("Less"), _comparison("LessEqual")
equal, not_equal = _comparison("Equal", True), _comparison("NotEqual", True)
greater, greater_equal = _comparison("Greater"), _comparison("GreaterEqual")


def sign(x, name=None):
    # TF converts a Python value before the op's scope opens: "Const", not "Sign/x".
    return _unary("Sign", convert_to_tensor(x), name)


def reciprocal(x, name=None):
    return _unary("Reciprocal", x, name)


def reciprocal_grad(y, dy, name=None):
    """``-dy * y * y`` for ``y = 1 / x``: the gradient of Reciprocal from its output."""
    g = graph_from_inputs((y, dy))
    with g.name_scope(name or "ReciprocalGrad") as scope:
        y = convert_to_tensor(y, name="y", graph=g)
        dy = convert_to_tensor(dy, name="dy", graph=g)
        dtype = check_same_dtype("ReciprocalGrad", ("y", "dy"), (y, dy))
        return make_op(g, "ReciprocalGrad", [y, dy], scope, dtype, y.shape.merge_with(dy.shape),
                       {"T": dtype})


def tanh(x, name=None):
    return _unary("Tanh", x, name)


def sigmoid(x, name=None):
    return one_input_op("Sigmoid", x, "x", name, wrapper=True)


def exp(x, name=None):
    return _unary("Exp", x, name)


def log(x, name=None):
    return _unary("Log", x, name)


def sqrt(x, name=None):
    return _unary("Sqrt", x, name)


def floor(x, name=None):
    return _unary("Floor", x, name)


def maximum(x, y, name=None):
    return _elementwise("Maximum", x, y, name)


def minimum(x, y, name=None):
    return _elementwise("Minimum", x, y, name)


def negative(x, name=None):
    return _unary("Neg", x, name)


def square(x, name=None):
    return _unary("Square", x, name)


def matmul(a, b, transpose_a=False, transpose_b=False, adjoint_a=False, adjoint_b=False,
           grad_a=False, grad_b=False, name=None):
    """``a @ b``: ``MatMul`` for two matrices; ``BatchMatMulV2`` (one product per batch
    entry, batch axes broadcast) when a rank is above 2 or unknown. ``adjoint_*`` is the
    transpose for real numbers; ``grad_*`` marks a gradient's product for TF's kernels."""
    for which, t, adj in (("a", transpose_a, adjoint_a), ("b", transpose_b, adjoint_b)):
        if t and adj:
            raise ValueError("Only one of `transpose_%s` and `adjoint_%s` can be True. Received "
                             "`transpose_%s`=True, `adjoint_%s`=True." % ((which,) * 4))
    g = graph_from_inputs((a, b))
    with g.name_scope("MatMul" if name is None else name) as scope:
        a, b = _hinted(a, b, g, ("a", "b"))
        ta, tb = bool(transpose_a or adjoint_a), bool(transpose_b or adjoint_b)
        if any(t.shape.ndims is None or t.shape.ndims > 2 for t in (a, b)):
            return _batch_matmul_op(g, a, b, ta, tb, grad_a, grad_b, scope)
        dtype = check_same_dtype("MatMul", ("a", "b"), (a, b))
        attrs = {"T": dtype, "transpose_a": ta, "transpose_b": tb, "grad_a": bool(grad_a),
                 "grad_b": bool(grad_b)}
        return make_op(g, "MatMul", [a, b], scope, dtype,
                       lambda node: _matmul_shape("MatMul", attrs, [a, b], node), attrs)


def _matmul_shape(op_type, attrs, inputs, node):
    """The rows of one matrix by the columns of the other (``kernel``'s shape rule too: an
    input of unknown rank, which only an imported op can have, counts as a matrix)."""
    a, b = [t.shape if t.shape.dims is not None else TensorShape([None, None]) for t in inputs]
    for s in (a, b):
        if len(s.dims) != 2:
            raise shape_error("Shape must be rank 2 but is rank %d" % len(s.dims), node,
                              op_type, attrs, inputs)
    return TensorShape(list(_product_dims(a, b, attrs["transpose_a"], attrs["transpose_b"], node,
                                          op_type, attrs, inputs)))


def _product_dims(a, b, ta, tb, node, op_type, attrs, inputs):
    """(rows, columns) of the product of the last two axes of shapes ``a`` and ``b``,
    checking the inner sizes agree."""
    m, k = a.dims[-2:][::-1] if ta else a.dims[-2:]
    k2, n = b.dims[-2:][::-1] if tb else b.dims[-2:]
    if k is not None and k2 is not None and k != k2:
        raise shape_error("Dimensions must be equal, but are %d and %d" % (k, k2), node, op_type,
                          attrs, inputs)
    return m, n


def _batch_matmul_op(g, a, b, adj_x, adj_y, grad_x, grad_y, scope):
    dtype = check_same_dtype("BatchMatMulV2", ("x", "y"), (a, b))
    attrs = {"T": dtype, "adj_x": adj_x, "adj_y": adj_y, "grad_x": bool(grad_x),
             "grad_y": bool(grad_y)}
    return make_op(g, "BatchMatMulV2", [a, b], scope, dtype,
                   lambda node: _batch_matmul_shape("BatchMatMulV2", attrs, [a, b], node), attrs)


def _batch_matmul_shape(op_type, attrs, inputs, node):
    """The batch axes broadcast, then the product of the last two (a shape rule too)."""
    a, b = inputs
    if a.shape.dims is None or b.shape.dims is None:
        return TensorShape(None)
    for s in (a.shape, b.shape):
        if len(s.dims) < 2:
            raise shape_error("Shape must be at least rank 2 but is rank %d" % len(s.dims),
                              node, op_type, attrs, inputs)
    m, n = _product_dims(a.shape, b.shape, attrs["adj_x"], attrs["adj_y"], node, op_type, attrs,
                         inputs)
    return broadcast_shape(a.shape[:-2], b.shape[:-2], node, op_type, attrs,
                           inputs).concatenate([m, n])


def cast(x, dtype, name=None):
    """``x`` converted to ``dtype`` (a ``Cast`` node unless it already has that dtype)."""
    dtype = dtypes.as_dtype(dtype).base_dtype
    if isinstance(x, Tensor) and x.dtype is dtype:
        return x
    g = graph_from_inputs((x,))
    with g.name_scope("Cast" if name is None else name) as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        if x.dtype.base_dtype is dtype:
            return x
        return make_op(g, "Cast", [x], scope, dtype, x.shape,
                       {"SrcT": x.dtype.base_dtype, "DstT": dtype, "Truncate": False})


def polyval(coeffs, x, name=None):
    """``coeffs[0] * x**(n-1) + ... + coeffs[n-1]``, by Horner's rule: a Mul and an AddV2 per
    coefficient after the first (``c + p * x``); no coefficients give zeros like ``x``."""
    if not isinstance(coeffs, list):
        raise ValueError("Argument coeffs must be list type. Received type %s." % type(coeffs))
    g = graph_from_inputs(tuple(coeffs) + (x,))
    with g.name_scope(name, "polyval") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        if not coeffs:
            return zeros_like(x, name=scope)
        coeffs = [convert_to_tensor(c, name="coeff_%d" % i, graph=g) for i, c in enumerate(coeffs)]
        p = coeffs[0]
        for c in coeffs[1:]:
            p = c + p * x
        return p


# ---------------------------------------------------------------------- kernels
kernel("AddV2", shape=broadcast_inputs, shape_inputs=(), shape_arithmetic=True, neutral=(0, True))(lambda op, x, y: x + y)
kernel("Sub", shape=broadcast_inputs, shape_inputs=(), shape_arithmetic=True, neutral=(0, False))(lambda op, x, y: x - y)
kernel("Mul", shape=broadcast_inputs, shape_inputs=(), shape_arithmetic=True, neutral=(1, True))(lambda op, x, y: x * y)
kernel("RealDiv", shape=broadcast_inputs, shape_inputs=(), shape_arithmetic=True)(lambda op, x, y: x / y)


def _integer_division(fn):
    """A kernel computing ``fn(x, y)`` that, like TF's, refuses an integer divisor holding a
    zero (numpy would give 0), unless the result is empty: then nothing was divided (a scalar's
    Sum gradient takes its axes mod a rank of 0)."""
    def divide(op, x, y):
        out = fn(x, y)
        if np.size(out) and np.asarray(y).dtype.kind in "iu" and np.any(y == 0):
            raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                               "Integer division by zero")
        return out
    return divide


kernel("FloorDiv", shape=broadcast_inputs, shape_arithmetic=True)(
    _integer_division(np.floor_divide))
kernel("FloorMod", shape=broadcast_inputs, shape_arithmetic=True)(_integer_division(np.mod))
kernel("Pow", shape=broadcast_inputs)(lambda op, x, y: np.power(x, y))
kernel("Neg", shape=input_shape, shape_inputs=())(lambda op, x: -x)
kernel("Abs", shape=input_shape, shape_inputs=())(lambda op, x: np.abs(x))
kernel("Sign", shape=input_shape, shape_inputs=())(lambda op, x: np.sign(x))
kernel("Reciprocal", shape=input_shape)(lambda op, x: 1 / x)
kernel("ReciprocalGrad")(lambda op, y, dy: -dy * y * y)
kernel("Tanh", shape=input_shape, shape_inputs=())(lambda op, x: np.tanh(x))
kernel("Sigmoid", shape=input_shape, shape_inputs=())(lambda op, x: 1 / (1 + np.exp(-x)))
kernel("Exp", shape=input_shape, shape_inputs=())(lambda op, x: np.exp(x))
kernel("Log", shape=input_shape, shape_inputs=())(lambda op, x: np.log(x))
kernel("Sqrt", shape=input_shape, shape_inputs=())(lambda op, x: np.sqrt(x))
kernel("Floor", shape=input_shape, shape_inputs=())(lambda op, x: np.floor(x))
kernel("Maximum", shape=broadcast_inputs, shape_inputs=(), shape_arithmetic=True)(
    lambda op, x, y: np.maximum(x, y))
kernel("Minimum", shape=broadcast_inputs, shape_inputs=(), shape_arithmetic=True)(
    lambda op, x, y: np.minimum(x, y))
kernel("Square", shape=input_shape, shape_inputs=())(lambda op, x: x * x)
kernel("LogicalNot")(lambda op, x: np.logical_not(x))
kernel("Less", shape=broadcast_inputs)(lambda op, x, y: np.less(x, y))
kernel("Equal", shape=broadcast_inputs)(lambda op, x, y: np.equal(x, y))
kernel("NotEqual", shape=broadcast_inputs)(lambda op, x, y: np.not_equal(x, y))
kernel("LessEqual", shape=broadcast_inputs)(lambda op, x, y: np.less_equal(x, y))
kernel("Greater", shape=broadcast_inputs)(lambda op, x, y: np.greater(x, y))
kernel("GreaterEqual", shape=broadcast_inputs)(lambda op, x, y: np.greater_equal(x, y))
kernel("Cast", shape=input_shape, shape_inputs=(), shape_arithmetic=True)(
    lambda op, x: np.asarray(x).astype(op.attrs["DstT"].as_numpy_dtype))
kernel("Rank", cheap=True, value_from_shapes="rank")(lambda op, x: np.int32(np.ndim(x)))


@kernel("BatchMatMulV2", shape=_batch_matmul_shape)
def _batch_matmul(op, a, b):
    if op.attrs["adj_x"]:
        a = np.swapaxes(a, -1, -2)
    if op.attrs["adj_y"]:
        b = np.swapaxes(b, -1, -2)
    return a @ b


@kernel("MatMul", shape=_matmul_shape, shape_inputs=())
def _matmul(op, a, b):
    if op.attrs["transpose_a"]:
        a = a.T
    if op.attrs["transpose_b"]:
        b = b.T
    return a @ b
