"""Linear algebra: Qr, Diag, DiagPart, MatrixBandPart, MatrixTriangularSolve, matrix_transpose.

Mirrors the matching parts of ``linalg_ops.py`` / ``array_ops.py``. The orthogonal initializer
uses Qr and DiagPart; the others are what their gradients are built from: the gradient of
``diag_part`` is ``diag``, and Qr's gradient solves triangular systems with R. Matrices may
come in batches: every op works on the last two axes.
Left out: complex numbers (``adjoint`` is a plain transpose), the rest of ``tf.linalg``.

>>> import scopelab as tf, numpy as np
>>> g = tf.Graph()
>>> with g.as_default():
...     q, r = qr(tf.constant([[3.0, 1.0], [4.0, 2.0]]))
...     with tf.Session() as sess:
...         qv, rv = sess.run([q, r])
>>> bool(np.allclose(qv @ rv, [[3, 1], [4, 2]])), bool(np.allclose(rv, np.triu(rv)))
(True, True)
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .array_ops import rank
from .core import (broadcast_shape, check_same_dtype, convert_to_tensor, kernel, make_op,
                   one_input_op, shape_error)
from .grad_ops import op_range
from .indexing_ops import concat, transpose


def qr(input, full_matrices=False, name=None):  # noqa: A002 - TF's argument name
    """(q, r) with q's columns orthonormal and r upper triangular, q @ r == input."""
    g = graph_from_inputs((input,))
    with g.name_scope(name or "Qr") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        dims = x.shape.dims
        q_shape = r_shape = None
        if dims is not None:
            batch, (m, n) = list(dims[:-2]), dims[-2:]
            k = m if full_matrices else (None if m is None or n is None else min(m, n))
            q_shape, r_shape = batch + [m, k], batch + [k, n]
        dtype = x.dtype.base_dtype
        op = g._create_op("Qr", [x], [(dtype, q_shape), (dtype, r_shape)], g._op_name(scope),
                          {"T": dtype, "full_matrices": bool(full_matrices)})
        return op.outputs[0], op.outputs[1]


kernel("Qr")(lambda op, x: tuple(np.linalg.qr(x, mode="complete" if op.attrs["full_matrices"]
                                              else "reduced")))


def diag(diagonal, name=None):
    """The tensor of shape ``s + s`` (``s``: the shape of ``diagonal``) that is zero except
    ``out[i..., i...] = diagonal[i...]`` (``Diag``)."""
    x = one_input_op("Diag", diagonal, "diagonal", name, shape=TensorShape(None))
    dims = x.op.inputs[0].shape.dims
    if dims is not None:
        x.set_shape(list(dims) * 2)
    return x


@kernel("Diag")
def _diag(op, x):
    return np.diag(np.ravel(x)).reshape(np.shape(x) * 2)


def diag_part(input, name=None):  # noqa: A002
    """The diagonal of a tensor of shape ``s + s``, of shape ``s`` (``DiagPart``)."""
    g = graph_from_inputs((input,))
    with g.name_scope(name or "DiagPart") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype}

        def shape(node):
            dims = x.shape.dims
            if dims is None:
                return None
            if not dims or len(dims) % 2:
                raise shape_error("Input must have even and non-zero rank, input rank is %d"
                                  % len(dims), node, "DiagPart", attrs, [x])
            half = len(dims) // 2
            for a, b in zip(dims[:half], dims[half:]):
                if a is not None and b is not None and a != b:
                    raise shape_error("Dimensions must be equal, but are %d and %d" % (a, b),
                                      node, "DiagPart", attrs, [x])
            return TensorShape(dims[:half]).merge_with(TensorShape(dims[half:]))
        return make_op(g, "DiagPart", [x], scope, dtype, shape, attrs)


@kernel("DiagPart")
def _diag_part(op, x):
    shape = np.shape(x)[:np.ndim(x) // 2]
    n = int(np.prod(shape))
    return np.diagonal(np.reshape(x, (n, n))).reshape(shape)


def matrix_transpose(a, name="matrix_transpose", conjugate=False):
    """``a`` with its last two axes swapped (``conjugate`` changes nothing for real numbers)."""
    g = graph_from_inputs((a,))
    with g.name_scope(name):
        x = convert_to_tensor(a, name="a", graph=g)
        ndims = x.shape.ndims
        if ndims is None:
            r = rank(x)
            perm = concat([op_range(0, r - 2, 1, name="Range"), [r - 1, r - 2]], 0)
        elif ndims < 2:
            raise ValueError("Argument `a` should be a (batch) matrix with rank >= 2.  Received "
                             "`a` = %s with shape: %s" % (x, x.shape))
        else:
            perm = list(range(ndims - 2)) + [ndims - 1, ndims - 2]
        return transpose(x, perm=perm)


def adjoint(matrix, name=None):
    """The conjugate transpose of the last two axes: for real matrices, their transpose."""
    g = graph_from_inputs((matrix,))
    with g.name_scope(name, "adjoint"):
        x = convert_to_tensor(matrix, name="matrix", graph=g)
        return matrix_transpose(x, conjugate=True)


def matrix_band_part(input, num_lower, num_upper, name=None):  # noqa: A002
    """The band of each matrix: entries at most ``num_lower`` below and ``num_upper`` above
    the diagonal are kept, the rest zeroed (-1: no limit). (0, -1) keeps the upper triangle."""
    g = graph_from_inputs((input, num_lower, num_upper))
    with g.name_scope(name or "MatrixBandPart") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        lower = convert_to_tensor(num_lower, dtypes.int32, "num_lower", graph=g)
        upper = convert_to_tensor(num_upper, dtypes.int32, "num_upper", graph=g)
        dtype = x.dtype.base_dtype
        return make_op(g, "MatrixBandPart", [x, lower, upper], scope, dtype, x.shape,
                       {"T": dtype, "Tindex": dtypes.int32})


@kernel("MatrixBandPart")
def _matrix_band_part(op, x, lower, upper):
    m, n = np.shape(x)[-2:]
    below = np.arange(m)[:, None] - np.arange(n)  # how far each entry lies below the diagonal
    keep = ((lower < 0) | (below <= lower)) & ((upper < 0) | (-below <= upper))
    return np.where(keep, x, np.zeros((), x.dtype))


def matrix_triangular_solve(matrix, rhs, lower=True, adjoint=False, name=None):
    """``x`` with ``matrix @ x == rhs``, reading only the lower (or upper) triangle of
    ``matrix``; with ``adjoint``, solves with its transpose instead."""
    g = graph_from_inputs((matrix, rhs))
    with g.name_scope(name, "triangular_solve"):
        with g.name_scope("MatrixTriangularSolve") as scope:  # TF never passes the name on
            a = convert_to_tensor(matrix, name="matrix", graph=g)
            b = convert_to_tensor(rhs, name="rhs", graph=g)
            dtype = check_same_dtype("MatrixTriangularSolve", ("matrix", "rhs"), (a, b))
            attrs = {"T": dtype, "lower": bool(lower), "adjoint": bool(adjoint)}

            def shape(node):
                if a.shape.dims is None or b.shape.dims is None:
                    return None
                batch = broadcast_shape(a.shape[:-2], b.shape[:-2], node,
                                        "MatrixTriangularSolve", attrs, [a, b])
                return batch.concatenate(b.shape[-2:])
            return make_op(g, "MatrixTriangularSolve", [a, b], scope, dtype, shape, attrs)


@kernel("MatrixTriangularSolve")
def _matrix_triangular_solve(op, a, b):
    a = np.tril(a) if op.attrs["lower"] else np.triu(a)
    if op.attrs["adjoint"]:
        a = np.swapaxes(a, -1, -2)
    return np.linalg.solve(a, b)
