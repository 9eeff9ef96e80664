"""Gradients of the linear algebra ops: BatchMatMulV2, Diag, DiagPart, MatrixBandPart,
MatrixTriangularSolve, Qr.

Mirrors the matching parts of TF's ``math_grad.py``, ``array_grad.py`` and ``linalg_grad.py``.
A batched product's gradients are products again, as for MatMul; where one operand's batch
axes were broadcast against the other's, its gradient is summed back over them (the batch
shapes go through ``BroadcastGradientArgs``). ``diag`` and ``diag_part`` are each other's
gradients; a band's gradient is the same band of the incoming gradient. Qr's gradient
(arXiv:2009.10071) solves triangular systems with R; a wide matrix [x, y] is split so that
the square part x carries it.
Left out: complex numbers; Qr's gradient for unknown shapes, or more rows than columns with
``full_matrices`` (TF does not define those either).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a = tf.placeholder(tf.float32, [4, 2, 3], name="a")
...     b = tf.placeholder(tf.float32, [3, 5], name="b")
...     da, db = tf.gradients(tf.matmul(a, b), [a, b])
>>> a.shape == da.shape, db.op.type, db.shape
(True, 'Reshape', TensorShape([Dimension(3), Dimension(5)]))
"""
from ..ops import array_ops, grad_ops, linalg_ops, math_ops, reduction_ops
from ..ops.indexing_ops import concat
from .registry import RegisterGradient


@RegisterGradient("BatchMatMulV2")
def _batch_mat_mul_grad(op, grad):
    x, y = op.inputs
    adj_x, adj_y = op.attrs["adj_x"], op.attrs["adj_y"]
    matmul = math_ops.matmul
    if not adj_x and not adj_y:
        gx = matmul(grad, y, adjoint_b=True, grad_a=True)
        gy = matmul(x, grad, adjoint_a=True, grad_b=True)
    elif not adj_x:
        gx = matmul(grad, y, grad_a=True)
        gy = matmul(grad, x, adjoint_a=True, grad_b=True)
    elif not adj_y:
        gx = matmul(y, grad, adjoint_b=True, grad_a=True)
        gy = matmul(x, grad, grad_b=True)
    else:
        gx = matmul(y, grad, adjoint_a=True, adjoint_b=True, grad_a=True)
        gy = matmul(grad, x, adjoint_a=True, adjoint_b=True, grad_b=True)
    sx, sy = x.shape, y.shape
    may_have_batch = any(s.ndims is None or s.ndims > 2 for s in (sx, sy))
    same_batch = sx[:-2].is_fully_defined() and sy[:-2].is_fully_defined() and \
        sx[:-2] == sy[:-2]
    if not may_have_batch or same_batch:
        return gx, gy
    # Sum each gradient over the batch axes its operand was broadcast along.
    shape_x, shape_y = array_ops.shape(x), array_ops.shape(y)
    rx, ry = grad_ops.broadcast_gradient_args(shape_x[:-2], shape_y[:-2])
    gx = array_ops.reshape(reduction_ops.reduce_sum(gx, rx), shape_x)
    gy = array_ops.reshape(reduction_ops.reduce_sum(gy, ry), shape_y)
    return gx, gy


@RegisterGradient("Diag")
def _diag_grad(op, grad):
    return linalg_ops.diag_part(grad)


@RegisterGradient("DiagPart")
def _diag_part_grad(op, grad):
    return linalg_ops.diag(grad)


@RegisterGradient("MatrixBandPart")
def _matrix_band_part_grad(op, grad):
    return linalg_ops.matrix_band_part(grad, op.inputs[1], op.inputs[2]), None, None


@RegisterGradient("MatrixTriangularSolve")
def _matrix_triangular_solve_grad(op, grad):
    """For ``c = solve(a, b)``: ``solve(a^T, grad)`` for b, ``-that @ c^T`` (kept to a's
    triangle) for a."""
    a, b = op.inputs
    c = op.outputs[0]
    adjoint, lower = op.attrs["adjoint"], op.attrs["lower"]
    grad_b = linalg_ops.matrix_triangular_solve(a, grad, lower=lower, adjoint=not adjoint)
    if adjoint:
        grad_a = -math_ops.matmul(c, grad_b, adjoint_b=True)
    else:
        grad_a = -math_ops.matmul(grad_b, c, adjoint_b=True)
    grad_a = linalg_ops.matrix_band_part(grad_a, -1, 0) if lower else \
        linalg_ops.matrix_band_part(grad_a, 0, -1)
    if a.shape.is_fully_defined() and b.shape.is_fully_defined() and \
            a.shape[:-2] == b.shape[:-2]:
        return grad_a, grad_b
    shape_a, shape_b = array_ops.shape(a), array_ops.shape(b)
    ra, rb = grad_ops.broadcast_gradient_args(shape_a[:-2], shape_b[:-2])
    grad_a = array_ops.reshape(reduction_ops.reduce_sum(grad_a, axis=ra), shape_a)
    grad_b = array_ops.reshape(reduction_ops.reduce_sum(grad_b, axis=rb), shape_b)
    return grad_a, grad_b


def _triangular_solve(x, r):
    """``x @ inverse(r)^T`` for an upper-triangular r, without inverting it."""
    return linalg_ops.adjoint(linalg_ops.matrix_triangular_solve(
        r, linalg_ops.adjoint(x), lower=False, adjoint=False))


def _qr_grad_square_or_deep(q, r, dq, dr):
    """Qr's gradient for a matrix with at least as many rows as columns (reduced q, r)."""
    qdq = math_ops.matmul(q, dq, adjoint_a=True)
    qdq_ = qdq - linalg_ops.adjoint(qdq)
    rdr = math_ops.matmul(r, dr, adjoint_b=True)
    rdr_ = rdr - linalg_ops.adjoint(rdr)
    tril = linalg_ops.matrix_band_part(qdq_ + rdr_, -1, 0)
    grad_a = math_ops.matmul(q, dr + _triangular_solve(tril, r))
    grad_b = _triangular_solve(dq - math_ops.matmul(q, qdq), r)
    return grad_a + grad_b


@RegisterGradient("Qr")
def _qr_grad(op, dq, dr):
    q, r = op.outputs
    rows, cols = r.shape.dims[-2:] if r.shape.dims is not None else (None, None)
    if rows is None or cols is None:
        raise NotImplementedError("QrGrad not implemented with dynamic shapes. Received "
                                  "r.shape: %s" % r.shape)
    if rows > cols and q.shape.dims[-2] == q.shape.dims[-1]:
        raise NotImplementedError("QrGrad not implemented when nrows > ncols and full_matrices "
                                  "is true. Received r.shape=%s with nrows=%sand ncols=%s."
                                  % (r.shape, rows, cols))
    num_rows = q.shape.dims[-2]
    if num_rows >= cols:
        return _qr_grad_square_or_deep(q, r, dq, dr)
    # A wide a = [x, y], r = [u, v]: x = q u is square, and y = q v.
    a = op.inputs[0]
    y = a[..., :, num_rows:]
    u = r[..., :, :num_rows]
    dv = dr[..., :, num_rows:]
    du = dr[..., :, :num_rows]
    dy = math_ops.matmul(q, dv)
    dx = _qr_grad_square_or_deep(q, u, dq + math_ops.matmul(y, dv, adjoint_b=True), du)
    return concat([dx, dy], axis=-1)
