"""Square-matrix ops: MatrixInverse, MatrixDeterminant, LogMatrixDeterminant, Cholesky and
MatrixSolve (``tf.matrix_inverse``, ``tf.matrix_determinant``, ``tf.linalg.slogdet``,
``tf.cholesky``, ``tf.matrix_solve``), and ``tf.linalg.logdet`` and ``tf.linalg.matvec`` built
from them and MatMul.

Mirrors those functions of ``linalg_ops.py``. Each works on the last two axes, so leading axes
are a batch, and needs square matrices (TF's shape check: "Dimensions must be equal").
``slogdet`` gives the sign and the log of the absolute determinant, which stays finite where
the determinant itself would overflow. A singular matrix fails to invert or solve with TF's
InvalidArgumentError; Cholesky of a matrix that is not positive definite gives NaNs, as TF's
kernel does. The gradients are in gradients_impl/matrix_grad.py.
Left out: complex numbers (``adjoint`` is a plain transpose).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a = tf.constant([[4.0, 2.0], [2.0, 3.0]])
...     x = tf.matrix_solve(a, [[2.0], [1.0]])
...     with tf.Session() as sess:
...         det, xv, low = sess.run([tf.matrix_determinant(a), x[:, 0], tf.cholesky(a)])
>>> float(det), xv.tolist(), low.astype(float).round(3).tolist()
(8.0, [0.5, 0.0], [[2.0, 0.0], [1.0, 1.414]])
"""
import collections

import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .core import check_same_dtype, convert_to_tensor, kernel, shape_error, shape_text
from .array_ops import expand_dims
from .indexing_ops import squeeze
from .math_ops import log, matmul
from .matrix_diag_ops import matrix_diag_part
from .reduction_ops import reduce_sum
from .unary_math_ops import check_allowed

_FLOATS = ("float64", "float32", "float16", "complex64", "complex128")
LogMatrixDeterminant = collections.namedtuple("LogMatrixDeterminant",
                                              ["sign", "log_abs_determinant"])


def _square(x, node, op_type, attrs, inputs):
    """The static dims of ``x``, checked to be a (batch of) square matrices, or None. (The
    determinants name the sizes in the other order in their message, as TF does.)"""
    dims = x.shape.dims
    if dims is None:
        return None
    if len(dims) < 2:
        raise shape_error("Shape must be at least rank 2 but is rank %d" % len(dims), node,
                          op_type, attrs, inputs)
    rows, cols = dims[-2:]
    if rows is not None and cols is not None and rows != cols:
        sizes = (cols, rows) if op_type.endswith("Determinant") else (rows, cols)
        raise shape_error("Dimensions must be equal, but are %d and %d" % sizes, node,
                          op_type, attrs, inputs)
    return list(dims[:-2]) + [rows if rows is not None else cols] * 2


def _one_matrix_op(op_type, input, name, outputs, extra_attrs=None):  # noqa: A002
    """An op of one square-matrix input; ``outputs(dims)`` gives the output shapes from the
    input's checked dims (None: unknown)."""
    g = graph_from_inputs((input,))
    with g.name_scope(name or op_type) as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        check_allowed(x, "input", _FLOATS)
        dtype = x.dtype.base_dtype
        attrs = dict(extra_attrs or {}, T=dtype)
        node = g._op_name(scope)
        shapes = outputs(_square(x, node, op_type, attrs, [x]))
        op = g._create_op(op_type, [x], [(dtype, s) for s in shapes], node, attrs)
        return op.outputs


def matrix_inverse(input, adjoint=False, name=None):  # noqa: A002 - TF's argument name
    """The inverse of each matrix (of its transpose, with ``adjoint``)."""
    return _one_matrix_op("MatrixInverse", input, name, lambda dims: [dims],
                          {"adjoint": bool(adjoint)})[0]


def matrix_determinant(input, name=None):  # noqa: A002
    """The determinant of each matrix."""
    return _one_matrix_op("MatrixDeterminant", input, name,
                          lambda dims: [None if dims is None else dims[:-2]])[0]


def log_matrix_determinant(input, name=None):  # noqa: A002
    """``(sign, log_abs_determinant)`` of each matrix (``tf.linalg.slogdet``)."""
    batch = lambda dims: None if dims is None else dims[:-2]  # noqa: E731
    return LogMatrixDeterminant(*_one_matrix_op("LogMatrixDeterminant", input, name,
                                                lambda dims: [batch(dims)] * 2))


def cholesky(input, name=None):  # noqa: A002
    """The lower-triangular ``l`` with ``l @ l^T == input``, for symmetric positive definite
    matrices (only the lower triangle of ``input`` is read)."""
    return _one_matrix_op("Cholesky", input, name, lambda dims: [dims])[0]


def logdet(matrix, name=None):
    """The log of the determinant of each symmetric positive definite matrix: twice the sum of
    the logs of its Cholesky factor's diagonal (``tf.linalg.logdet``)."""
    g = graph_from_inputs((matrix,))
    with g.name_scope(name, "logdet"):
        low = cholesky(matrix)
        return 2.0 * reduce_sum(log(matrix_diag_part(low)), axis=[-1])


def matvec(a, b, transpose_a=False, adjoint_a=False, a_is_sparse=False, b_is_sparse=False,
           name=None):
    """Each matrix of ``a`` times the matching vector of ``b`` (``tf.linalg.matvec``): a
    MatMul with ``b`` as a one-column matrix, squeezed back."""
    g = graph_from_inputs((a, b))
    with g.name_scope(name, "MatVec"):
        column = matmul(a, expand_dims(b, axis=-1), transpose_a=transpose_a, adjoint_a=adjoint_a)
        return squeeze(column, axis=-1)


def matrix_solve(matrix, rhs, adjoint=False, name=None):
    """``x`` with ``matrix @ x == rhs`` (``matrix^T @ x == rhs`` with ``adjoint``)."""
    g = graph_from_inputs((matrix, rhs))
    with g.name_scope(name or "MatrixSolve") as scope:
        a = convert_to_tensor(matrix, name="matrix", graph=g)
        b = convert_to_tensor(rhs, name="rhs", graph=g)
        check_allowed(a, "matrix", _FLOATS)
        dtype = check_same_dtype("MatrixSolve", ("matrix", "rhs"), (a, b))
        attrs = {"T": dtype, "adjoint": bool(adjoint)}
        node = g._op_name(scope)
        dims = _square(a, node, "MatrixSolve", attrs, [a, b])
        shape = None
        if dims is not None and b.shape.dims is not None:
            if len(b.shape.dims) < 2:
                raise shape_error("Shape must be at least rank 2 but is rank %d"
                                  % len(b.shape.dims), node, "MatrixSolve", attrs, [a, b])
            n, rows = dims[-1], b.shape.dims[-2]
            if n is not None and rows is not None and n != rows:
                raise shape_error("Dimensions must be equal, but are %d and %d" % (n, rows),
                                  node, "MatrixSolve", attrs, [a, b])
            batch = _merged(TensorShape(dims[:-2]), b.shape[:-2], node, attrs, [a, b])
            shape = batch.concatenate(b.shape[-2:])
        op = g._create_op("MatrixSolve", [a, b], [(dtype, shape)], node, attrs)
        return op.outputs[0]


def _merged(x, y, node, attrs, inputs):
    """The batch shape both operands of MatrixSolve share (TF merges them: no broadcasting)."""
    if len(x.dims) != len(y.dims):
        raise shape_error("Shapes must be equal rank, but are %d and %d"
                          % (len(x.dims), len(y.dims)), node, "MatrixSolve", attrs, inputs)
    for i, (p, q) in enumerate(zip(x.dims, y.dims)):
        if p is not None and q is not None and p != q:
            raise shape_error("Dimension %d in both shapes must be equal, but are %d and %d. "
                              "Shapes are %s and %s." % (i, p, q, shape_text(x), shape_text(y)),
                              node, "MatrixSolve", attrs, inputs)
    return x.merge_with(y)


def _solved(op, a, b, message):
    try:
        return np.linalg.solve(a, b).astype(a.dtype)
    except np.linalg.LinAlgError:
        raise errors.graph_execution_error(errors.InvalidArgumentError, op, message) from None


@kernel("MatrixInverse")
def _matrix_inverse(op, a):
    if op.attrs["adjoint"]:
        a = np.swapaxes(a, -1, -2)
    eye = np.broadcast_to(np.eye(a.shape[-1], dtype=a.dtype), a.shape)
    return _solved(op, a, eye, "Input is not invertible.")


@kernel("MatrixSolve")
def _matrix_solve(op, a, b):
    if op.attrs["adjoint"]:
        a = np.swapaxes(a, -1, -2)
    return _solved(op, a, b, "Input matrix is not invertible.")


kernel("MatrixDeterminant")(lambda op, a: np.asarray(np.linalg.det(a), a.dtype))
kernel("LogMatrixDeterminant")(lambda op, a: tuple(np.asarray(v, a.dtype)
                                                   for v in np.linalg.slogdet(a)))


@kernel("Cholesky")
def _cholesky(op, a):
    # Only the lower triangle counts: mirror it to make the symmetric matrix numpy factors.
    sym = np.tril(a) + np.swapaxes(np.tril(a, -1), -1, -2)
    try:
        return np.linalg.cholesky(sym).astype(a.dtype)
    except np.linalg.LinAlgError:
        pass
    # numpy fails the whole batch; TF fills the lower triangle of each failing matrix with NaN
    # and factors the others, so go matrix by matrix.
    n = a.shape[-1]
    flat = sym.reshape(-1, n, n)
    out = np.zeros_like(flat)
    for i, m in enumerate(flat):
        try:
            out[i] = np.linalg.cholesky(m)
        except np.linalg.LinAlgError:
            out[i] = np.where(np.tril(np.ones((n, n), bool)), np.nan, 0)
    return out.reshape(a.shape).astype(a.dtype)
