"""Gradients of the matrix ops: the diagonal family (MatrixDiagV3, MatrixDiagPartV3,
MatrixSetDiagV3), MatrixInverse, MatrixDeterminant, LogMatrixDeterminant, Cholesky,
MatrixSolve, and Roll.

Mirrors the matching parts of TF's ``array_grad.py``, ``linalg_grad.py`` and
``manip_grad.py``. Writing a diagonal and reading it are each other's gradients. For
``inv(a)`` the gradient is ``-inv(a)^T g inv(a)^T``; a determinant's gradient is the
determinant times ``inv(a)^T`` (the log determinant's drops the factor); solving ``a x = b``
passes back ``solve(a^T, g)`` to b and minus that times ``x^T`` to a. Cholesky's gradient
(Murray, arXiv:1602.07527) inverts the factor with a triangular solve against ``tf.eye``.
Rolling back by the same shift undoes a roll.
Left out: complex numbers.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a = tf.constant([[2.0, 0.0], [0.0, 4.0]])
...     da, = tf.gradients(tf.matrix_determinant(a), [a])
...     with tf.Session() as sess:
...         print(sess.run(da))
[[4. 0.]
 [0. 2.]]
"""
from ..ops import array_ops, linalg_ops, math_ops, matrix_diag_ops, matrix_ops, sort_ops
from ..ops.control_flow_ops import cond
from ..ops.core import convert_to_tensor
from ..ops.indexing_ops import concat
from .registry import RegisterGradient


@RegisterGradient("MatrixDiagV3")
def _matrix_diag_grad(op, grad):
    return matrix_diag_ops.matrix_diag_part(grad, k=op.inputs[1]), None, None, None, None


@RegisterGradient("MatrixDiagPartV3")
def _matrix_diag_part_grad(op, grad):
    matrix = op.inputs[0].shape[-2:]
    if matrix.is_fully_defined():
        rows, cols = matrix.as_list()
        return matrix_diag_ops.matrix_diag(grad, k=op.inputs[1], num_rows=rows,
                                           num_cols=cols), None, None
    return matrix_diag_ops.matrix_set_diag(array_ops.zeros_like(op.inputs[0]), grad,
                                           k=op.inputs[1]), None, None


def _diagonal_shape(grad, k):
    """The shape of the diagonals ``k`` picks out of matrices shaped like ``grad``, computed
    in the graph (with ``tf.cond`` on the signs of k, as TF does)."""
    grad_shape = array_ops.shape(grad)
    batch, matrix = grad_shape[:-2], grad_shape[-2:]
    index = array_ops.reshape(k, [-1])
    low, high = index[0], index[-1]
    y_offset = cond(math_ops.less(high, 0), lambda: high, lambda: 0)
    x_offset = cond(math_ops.greater(low, 0), lambda: -low, lambda: 0)
    length = math_ops.minimum(matrix[0] + y_offset, matrix[1] + x_offset)
    tail = cond(math_ops.equal(low, high), lambda: convert_to_tensor([length]),
                lambda: convert_to_tensor([high - low + 1, length]))
    return concat([batch, tail], 0)


@RegisterGradient("MatrixSetDiagV3")
def _matrix_set_diag_grad(op, grad):
    diag_shape = op.inputs[1].shape
    if not diag_shape.is_fully_defined():
        diag_shape = _diagonal_shape(grad, op.inputs[2])
    grad_input = matrix_diag_ops.matrix_set_diag(
        grad, array_ops.zeros(diag_shape, dtype=grad.dtype), k=op.inputs[2])
    return grad_input, matrix_diag_ops.matrix_diag_part(grad, k=op.inputs[2]), None


@RegisterGradient("MatrixInverse")
def _matrix_inverse_grad(op, grad):
    inverse, adjoint = op.outputs[0], op.attrs["adjoint"]
    inner = math_ops.matmul(grad, inverse, adjoint_a=adjoint, adjoint_b=not adjoint)
    return -math_ops.matmul(inverse, inner, adjoint_a=not adjoint)


def _per_matrix(values, like):
    """``values`` (one per matrix) reshaped to broadcast against the batch of matrices."""
    return array_ops.reshape(values, concat([array_ops.shape(like), [1, 1]], 0))


@RegisterGradient("MatrixDeterminant")
def _matrix_determinant_grad(op, grad):
    det = op.outputs[0]
    inverse_t = matrix_ops.matrix_inverse(op.inputs[0], adjoint=True)
    return _per_matrix(grad * det, det) * inverse_t


@RegisterGradient("LogMatrixDeterminant")
def _log_matrix_determinant_grad(op, _, grad):
    inverse_t = matrix_ops.matrix_inverse(op.inputs[0], adjoint=True)
    return _per_matrix(grad, op.outputs[1]) * inverse_t


@RegisterGradient("Cholesky")
def _cholesky_grad(op, grad):
    low = op.outputs[0]
    size = array_ops.shape(low)[-1]
    batch = array_ops.shape(low)[:-2]
    low_inverse = linalg_ops.matrix_triangular_solve(
        low, matrix_diag_ops.eye(size, batch_shape=batch, dtype=low.dtype))
    middle = math_ops.matmul(low, grad, adjoint_a=True)
    middle = matrix_diag_ops.matrix_set_diag(middle,
                                             0.5 * matrix_diag_ops.matrix_diag_part(middle))
    middle = linalg_ops.matrix_band_part(middle, -1, 0)
    grad_a = math_ops.matmul(math_ops.matmul(low_inverse, middle, adjoint_a=True), low_inverse)
    grad_a += linalg_ops.adjoint(grad_a)
    return grad_a * 0.5


@RegisterGradient("MatrixSolve")
def _matrix_solve_grad(op, grad):
    a, adjoint = op.inputs[0], op.attrs["adjoint"]
    x = op.outputs[0]
    grad_b = matrix_ops.matrix_solve(a, grad, adjoint=not adjoint)
    if adjoint:
        return -math_ops.matmul(x, grad_b, adjoint_b=True), grad_b
    return -math_ops.matmul(grad_b, x, adjoint_b=True), grad_b


@RegisterGradient("Roll")
def _roll_grad(op, grad):
    return sort_ops.roll(grad, -op.inputs[1], op.inputs[2]), None, None
