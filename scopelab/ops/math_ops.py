"""Arithmetic ops and the Tensor operators: AddV2, Sub, Mul, RealDiv, Neg, Square, MatMul,
Sum, Mean, Cast.

Mirrors ``math_ops.py`` / ``gen_math_ops.py``. Operators name their node after the Python
operator (``x + y`` is an ``AddV2`` node called ``add``), while the functions use the op type
(``tf.add`` makes ``Add``); a Python number operand becomes a Const inside that scope
(``add/y``, or ``add/x`` for ``1.0 + x``).
Left out: comparisons, integer true division, broadcasting gradients (see gradients issue).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None, 3], name="x")
...     y = 1.0 + x
>>> y.op.name, y.op.type, [t.name for t in y.op.inputs], y.shape
('add', 'AddV2', ['add/x:0', 'x:0'], TensorShape([Dimension(None), Dimension(3)]))
"""
import numpy as np

from .. import dtypes
from ..graph import graph_from_inputs
from ..tensor import Tensor
from ..tensor_shape import TensorShape
from .core import (broadcast_shape, check_same_dtype, constant, convert_to_tensor, kernel, make_op,
                   shape_error)


def _is_symbolic(x):
    return isinstance(x, Tensor) or hasattr(x, "_as_tensor")


def _elementwise(op_type, x, y, name):
    """A two-input elementwise op in name scope ``name``; Python operands become Consts."""
    g = graph_from_inputs((x, y))
    with g.name_scope(name) as scope:
        if _is_symbolic(x) or not _is_symbolic(y):
            x = convert_to_tensor(x, name="x", graph=g)
            y = convert_to_tensor(y, name="y", preferred_dtype=x.dtype.base_dtype, graph=g)
        else:
            y_t = convert_to_tensor(y, graph=g)
            x = convert_to_tensor(x, name="x", preferred_dtype=y_t.dtype.base_dtype, graph=g)
            y = y_t
        dtype = check_same_dtype(op_type, ("x", "y"), (x, y))
        attrs = {"T": dtype}
        return make_op(g, op_type, [x, y], scope, dtype,
                       lambda n: broadcast_shape(x.shape, y.shape, n, op_type, attrs, [x, y]),
                       attrs)


def _unary(op_type, x, name):
    x = convert_to_tensor(x)
    dtype = x.dtype.base_dtype
    return make_op(x.graph, op_type, [x], name or op_type, dtype, x.shape, {"T": dtype})


def add(x, y, name=None):
    return _elementwise("AddV2", x, y, name or "Add")


def subtract(x, y, name=None):
    return _elementwise("Sub", x, y, name or "Sub")


def multiply(x, y, name=None):
    return _elementwise("Mul", x, y, name or "Mul")


def realdiv(x, y, name=None):
    return _elementwise("RealDiv", x, y, name or "RealDiv")


def truediv(x, y, name=None):
    return _elementwise("RealDiv", x, y, name or "truediv")


def div(x, y, name=None):
    return _elementwise("RealDiv", x, y, name or "div")


def negative(x, name=None):
    return _unary("Neg", x, name)


def square(x, name=None):
    return _unary("Square", x, name)


def matmul(a, b, transpose_a=False, transpose_b=False, name=None):
    """``MatMul`` of two rank-2 tensors (optionally transposed first)."""
    g = graph_from_inputs((a, b))
    with g.name_scope(name or "MatMul") as scope:
        a = convert_to_tensor(a, name="a", graph=g)
        b = convert_to_tensor(b, name="b", preferred_dtype=a.dtype.base_dtype, graph=g)
        dtype = check_same_dtype("MatMul", ("a", "b"), (a, b))
        attrs = {"T": dtype, "transpose_a": bool(transpose_a), "transpose_b": bool(transpose_b),
                 "grad_a": False, "grad_b": False}

        def shape(node):
            sa, sb = a.shape, b.shape
            for s in (sa, sb):
                if s.dims is not None and len(s.dims) != 2:
                    raise shape_error("Shape must be rank 2 but is rank %d" % len(s.dims),
                                      node, "MatMul", attrs, [a, b])
            if sa.dims is None or sb.dims is None:
                return TensorShape([None, None])
            m, k = sa.dims[::-1] if transpose_a else sa.dims
            k2, n = sb.dims[::-1] if transpose_b else sb.dims
            if k is not None and k2 is not None and k != k2:
                raise shape_error("Dimensions must be equal, but are %d and %d" % (k, k2),
                                  node, "MatMul", attrs, [a, b])
            return TensorShape([m, n])
        return make_op(g, "MatMul", [a, b], scope, dtype, shape, attrs)


def cast(x, dtype, name=None):
    x = convert_to_tensor(x)
    dtype = dtypes.as_dtype(dtype).base_dtype
    if dtype is x.dtype.base_dtype:
        return x
    return make_op(x.graph, "Cast", [x], name or "Cast", dtype, x.shape,
                   {"SrcT": x.dtype.base_dtype, "DstT": dtype, "Truncate": False})


def _reduce(op_type, x, axis, keepdims, name):
    x = convert_to_tensor(x)
    g = x.graph
    rank = x.shape.ndims
    # With no axis TF reduces over range(rank), a Const built before the op's own scope.
    axes = constant(np.arange(rank, dtype=np.int32), graph=g) if axis is None else None
    with g.name_scope(name or op_type) as scope:
        if axes is None:
            axes = convert_to_tensor(axis, dtype=dtypes.int32, name="reduction_indices", graph=g)
        reduced = {int(i) % rank for i in np.ravel(axes.op.attrs["value"])} if rank else set()
        dims = [1 if i in reduced else d for i, d in enumerate(x.shape.dims)] if keepdims else \
            [d for i, d in enumerate(x.shape.dims) if i not in reduced]
        dtype = x.dtype.base_dtype
        return make_op(g, op_type, [x, axes], scope, dtype, dims,
                       {"T": dtype, "Tidx": dtypes.int32, "keep_dims": bool(keepdims)})


def reduce_sum(input_tensor, axis=None, keepdims=False, name=None, reduction_indices=None):
    return _reduce("Sum", input_tensor, axis if axis is not None else reduction_indices,
                   keepdims, name)


def reduce_mean(input_tensor, axis=None, keepdims=False, name=None, reduction_indices=None):
    return _reduce("Mean", input_tensor, axis if axis is not None else reduction_indices,
                   keepdims, name)


# ---------------------------------------------------------------------- kernels
kernel("AddV2")(lambda op, x, y: x + y)
kernel("Sub")(lambda op, x, y: x - y)
kernel("Mul")(lambda op, x, y: x * y)
kernel("RealDiv")(lambda op, x, y: x / y)
kernel("Neg")(lambda op, x: -x)
kernel("Square")(lambda op, x: x * x)
kernel("Cast")(lambda op, x: np.asarray(x).astype(op.attrs["DstT"].as_numpy_dtype))


@kernel("MatMul")
def _matmul(op, a, b):
    if op.attrs["transpose_a"]:
        a = a.T
    if op.attrs["transpose_b"]:
        b = b.T
    return a @ b


@kernel("Sum")
def _sum(op, x, axes):
    return np.add.reduce(x, axis=tuple(np.ravel(axes)), dtype=x.dtype,
                         keepdims=op.attrs["keep_dims"])


@kernel("Mean")
def _mean(op, x, axes):
    return np.mean(x, axis=tuple(np.ravel(axes)), dtype=x.dtype, keepdims=op.attrs["keep_dims"])


# ---------------------------------------------------------------------- operators on Tensor
def _install_operators():
    """Gives Tensor its Python operators, each building the op TF builds for it."""
    def forward(op_type, scope):
        return lambda x, y: _elementwise(op_type, x, y, scope)

    def reverse(op_type, scope):
        return lambda y, x: _elementwise(op_type, x, y, scope)

    for py, op_type, scope in (("add", "AddV2", "add"), ("sub", "Sub", "sub"),
                               ("mul", "Mul", "mul"), ("truediv", "RealDiv", "truediv")):
        setattr(Tensor, "__%s__" % py, forward(op_type, scope))
        setattr(Tensor, "__r%s__" % py, reverse(op_type, scope))
    Tensor.__neg__ = lambda x: negative(x)
    Tensor.__matmul__ = lambda a, b: matmul(a, b, name="matmul")
    Tensor.__rmatmul__ = lambda b, a: matmul(a, b, name="matmul")


_install_operators()
