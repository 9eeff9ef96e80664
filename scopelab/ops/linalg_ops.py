"""Linear algebra: Qr, DiagPart and matrix_transpose, which the orthogonal initializer uses.

Mirrors the matching parts of ``linalg_ops.py`` / ``array_ops.py`` for 2-D matrices.
Left out: batched matrices, complex numbers, the rest of ``tf.linalg``.

>>> import scopelab as tf, numpy as np
>>> g = tf.Graph()
>>> with g.as_default():
...     q, r = qr(tf.constant([[3.0, 1.0], [4.0, 2.0]]))
...     with tf.Session() as sess:
...         qv, rv = sess.run([q, r])
>>> bool(np.allclose(qv @ rv, [[3, 1], [4, 2]]))
True
"""
import numpy as np

from .core import convert_to_tensor, kernel, make_op
from .indexing_ops import transpose


def qr(input, full_matrices=False, name=None):  # noqa: A002 - TF's argument name
    """(q, r) with q's columns orthonormal and r upper triangular, q @ r == input."""
    x = convert_to_tensor(input)
    m, n = x.shape.dims
    k = None if m is None or n is None else min(m, n)
    dtype = x.dtype.base_dtype
    g = x.graph
    op = g._create_op("Qr", [x], [(dtype, [m, k]), (dtype, [k, n])], g._op_name(name or "Qr"),
                      {"T": dtype, "full_matrices": bool(full_matrices)})
    return op.outputs[0], op.outputs[1]


kernel("Qr")(lambda op, x: tuple(np.linalg.qr(x, mode="complete" if op.attrs["full_matrices"]
                                              else "reduced")))


def diag_part(input, name=None):  # noqa: A002
    x = convert_to_tensor(input)
    dtype = x.dtype.base_dtype
    return make_op(x.graph, "DiagPart", [x], name or "DiagPart", dtype, [min(x.shape.dims)],
                   {"T": dtype})


kernel("DiagPart")(lambda op, x: np.diagonal(x).copy())


def matrix_transpose(a, name="matrix_transpose"):
    x = convert_to_tensor(a)
    with x.graph._name_scope(name):
        return transpose(x, perm=[1, 0])
