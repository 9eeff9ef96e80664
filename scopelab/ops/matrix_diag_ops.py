"""Diagonals of (batches of) matrices: MatrixDiagV3, MatrixDiagPartV3, MatrixSetDiagV3, and
``tf.eye`` and ``tf.trace`` built from them.

Mirrors ``tf.matrix_diag``, ``tf.matrix_diag_part``, ``tf.matrix_set_diag`` (``array_ops.py``)
and ``tf.eye`` (``linalg_ops_impl.py``), ``tf.trace`` (``math_ops.py``). Unlike ``tf.diag``,
these work on the last two axes only, so every leading axis is a batch axis. ``k`` picks the
diagonal: 0 the main one, k > 0 the k-th above it, k < 0 below. ``eye`` writes ones onto a
zero matrix (or builds a diagonal matrix from ones when it is square); ``trace`` sums the
diagonal. Their gradients read or write the same diagonal (gradients_impl/matrix_grad.py).
Left out: a band of diagonals (``k`` as a pair ``(low, high)``) and so ``align``, which only
matters then.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     e = tf.eye(2, 3)
...     t = tf.trace([[1.0, 2.0], [3.0, 4.0]])
...     with tf.Session() as sess:
...         ev, tv = sess.run([e, t])
>>> e.op.type, ev.tolist(), float(tv)
('MatrixSetDiagV3', [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]], 5.0)
"""
import numbers

import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from .array_ops import ones, zeros
from .core import convert_input, convert_to_tensor, kernel, make_op, static_value
from .indexing_ops import concat
from .math_ops import minimum
from .reduction_ops import reduce_sum

_ALIGN = b"RIGHT_LEFT"


def _offset(k_tensor):
    """The diagonal index ``k`` if the graph fixes it, else None. A band of several diagonals
    is refused here, before a kernel would read only its first."""
    k = static_value(k_tensor)
    if k is None:
        return None
    k = np.ravel(k)
    if len(set(k.tolist())) > 1:
        raise NotImplementedError("scopelab reads or writes one diagonal at a time; k=%s asks "
                                  "for a band of diagonals" % k.tolist())
    return int(k[0])


def _diag_length(rows, cols, k):
    """How many entries the k-th diagonal of a rows x cols matrix has."""
    return max(0, min(rows + min(k, 0), cols - max(k, 0)))


def _padding(value, padding_value):
    """The padding as TF passes it: made bool only for a bool *tensor* (a list of bools keeps
    the int 0, which then fails to convert, as in TF)."""
    if getattr(value, "dtype", None) is not None and dtypes.as_dtype(value.dtype).is_bool:
        return bool(padding_value)
    return padding_value


def matrix_diag(diagonal, name="diag", k=0, num_rows=-1, num_cols=-1, padding_value=0,
                align="RIGHT_LEFT"):
    """Matrices (one per batch entry) with ``diagonal`` on their k-th diagonal and
    ``padding_value`` elsewhere; square unless ``num_rows`` / ``num_cols`` say otherwise."""
    g = graph_from_inputs((diagonal,))
    with g.name_scope(name) as scope:
        d = convert_to_tensor(diagonal, name="diagonal", graph=g)
        dtype = d.dtype.base_dtype
        k_t = convert_to_tensor(k, dtypes.int32, name="k", graph=g)
        rows_t = convert_to_tensor(num_rows, dtypes.int32, name="num_rows", graph=g)
        cols_t = convert_to_tensor(num_cols, dtypes.int32, name="num_cols", graph=g)
        pad = convert_input(_padding(diagonal, padding_value), dtype, "MatrixDiagV3",
                            "padding_value", "diagonal", g)
        shape = None
        k_value, rows, cols = _offset(k_t), static_value(rows_t), static_value(cols_t)
        if d.shape.dims is not None and k_value is not None and rows is not None \
                and cols is not None:
            n = d.shape.dims[-1]
            size = [None, None] if n is None and (rows < 0 or cols < 0) else \
                _matrix_size(n, k_value, int(rows), int(cols))
            shape = list(d.shape.dims[:-1]) + size
        return make_op(g, "MatrixDiagV3", [d, k_t, rows_t, cols_t, pad], scope, dtype, shape,
                       {"T": dtype, "align": _ALIGN})


def _matrix_size(n, k, rows, cols):
    """[rows, cols] of the matrices holding a diagonal of length n as their k-th: the smallest
    square one unless a size is given (-1: not given)."""
    least_rows, least_cols = n + max(-k, 0), n + max(k, 0)
    if rows < 0 and cols < 0:
        return [max(least_rows, least_cols)] * 2
    return [rows if rows >= 0 else least_rows, cols if cols >= 0 else least_cols]


def _diag_positions(rows, cols, k):
    """Row and column indices of the k-th diagonal of a rows x cols matrix."""
    i = np.arange(_diag_length(rows, cols, k)) + max(-k, 0)
    return i, i + k


@kernel("MatrixDiagV3")
def _matrix_diag(op, d, k, rows, cols, pad):
    k = int(np.ravel(k)[0])
    rows, cols = _matrix_size(d.shape[-1], k, int(rows), int(cols))
    out = np.full(d.shape[:-1] + (rows, cols), pad, dtype=d.dtype)
    i, j = _diag_positions(rows, cols, k)
    out[..., i, j] = d[..., :len(i)]
    return out


def matrix_diag_part(input, name="diag_part", k=0, padding_value=0,  # noqa: A002
                     align="RIGHT_LEFT"):
    """The k-th diagonal of each matrix in ``input`` (the last axis holds it)."""
    g = graph_from_inputs((input,))
    with g.name_scope(name) as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        dtype = x.dtype.base_dtype
        k_t = convert_to_tensor(k, dtypes.int32, name="k", graph=g)
        pad = convert_input(_padding(input, padding_value), dtype, "MatrixDiagPartV3",
                            "padding_value", "input", g)
        dims, k_value = x.shape.dims, _offset(k_t)
        shape = None
        if dims is not None:
            rows, cols = dims[-2:]
            n = None if None in (rows, cols, k_value) else _diag_length(rows, cols, k_value)
            shape = list(dims[:-2]) + [n]
        return make_op(g, "MatrixDiagPartV3", [x, k_t, pad], scope, dtype, shape,
                       {"T": dtype, "align": _ALIGN})


@kernel("MatrixDiagPartV3")
def _matrix_diag_part(op, x, k, pad):
    return np.diagonal(x, offset=int(np.ravel(k)[0]), axis1=-2, axis2=-1).copy()


def matrix_set_diag(input, diagonal, name="set_diag", k=0, align="RIGHT_LEFT"):  # noqa: A002
    """``input`` with its k-th diagonal replaced by ``diagonal``."""
    g = graph_from_inputs((input, diagonal))
    with g.name_scope(name) as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        dtype = x.dtype.base_dtype
        d = convert_input(diagonal, dtype, "MatrixSetDiagV3", "diagonal", "input", g)
        k_t = convert_to_tensor(k, dtypes.int32, name="k", graph=g)
        _offset(k_t)
        return make_op(g, "MatrixSetDiagV3", [x, d, k_t], scope, dtype, x.shape,
                       {"T": dtype, "align": _ALIGN})


@kernel("MatrixSetDiagV3")
def _matrix_set_diag(op, x, d, k):
    out = x.copy()
    i, j = _diag_positions(x.shape[-2], x.shape[-1], int(np.ravel(k)[0]))
    out[..., i, j] = d
    return out


def eye(num_rows, num_columns=None, batch_shape=None, dtype=dtypes.float32, name=None):
    """Identity matrices: ones on the main diagonal of a ``num_rows`` x ``num_columns``
    matrix (square by default), repeated over ``batch_shape``."""
    dtype = dtypes.as_dtype(dtype)
    g = graph_from_inputs((num_rows, num_columns, batch_shape))
    with g.name_scope(name, "eye"):
        square = num_columns is None
        batch_shape = [] if batch_shape is None else batch_shape
        num_columns = num_rows if num_columns is None else num_columns
        if isinstance(num_rows, Tensor) or isinstance(num_columns, Tensor):
            size = minimum(num_rows, num_columns)
        else:
            if not isinstance(num_rows, numbers.Integral) or \
                    not isinstance(num_columns, numbers.Integral):
                raise TypeError("Arguments `num_rows` and `num_columns` must be positive "
                                "integer values. Received: num_rows=%s, num_columns=%s"
                                % (num_rows, num_columns))
            square = num_rows == num_columns
            size = min(num_rows, num_columns)
        if isinstance(batch_shape, Tensor) or isinstance(size, Tensor):
            batch = convert_to_tensor(batch_shape, dtypes.int32, name="shape", graph=g)
            diag_shape = concat([batch, [size]], 0)
            if not square:
                shape = concat([batch, [num_rows, num_columns]], 0)
        else:
            diag_shape = list(batch_shape) + [size]
            shape = list(batch_shape) + [num_rows, num_columns]
        diag_ones = ones(diag_shape, dtype=dtype)
        if square:
            return matrix_diag(diag_ones)
        return matrix_set_diag(zeros(shape, dtype=dtype), diag_ones)


def trace(x, name=None):
    """The sum of each matrix's main diagonal."""
    g = graph_from_inputs((x,))
    with g.name_scope(name, "Trace") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        return reduce_sum(matrix_diag_part(x), [-1], name=scope)
