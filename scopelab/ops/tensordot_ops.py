"""``tf.tensordot``: sums of products over chosen axes of two tensors, as one MatMul between
transposed and reshaped copies of them.

Mirrors ``tensordot`` in ``math_ops.py``. ``axes`` is either N (the last N axes of ``a``
against the first N of ``b``) or a pair of lists of axes (or a [2, k] tensor of them). ``a``
is transposed so its free axes come first and flattened to a matrix ``[free, contracted]``,
``b`` to ``[contracted, free]``;
one MatMul multiplies them and a Reshape restores the free axes. Where the static shapes are
known the shapes are Consts and a transpose or reshape that would change nothing is skipped;
otherwise the graph computes them with Shape, Gather and Prod, as TF's does.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a = tf.ones([2, 3, 4])
...     c = tf.tensordot(a, tf.ones([4, 5]), 1)
...     with tf.Session() as sess:
...         value = sess.run(c)
>>> c.op.type, value.shape, float(value[0, 0, 0])
('Reshape', (2, 3, 5), 4.0)
"""
import numbers

import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .array_ops import rank, reshape, shape
from .core import convert_to_tensor
from .grad_ops import op_range
from .indexing_ops import concat, gather, select, stack, transpose
from .math_ops import greater_equal, matmul
from .reduction_ops import reduce_prod
from .set_ops import setdiff1d


def _axes(a, axes):
    """The contracted axes of a and of b, as lists (or, for N with a's rank unknown, tensors)."""
    if isinstance(axes, numbers.Integral):
        if axes < 0:
            raise ValueError("`axes` must be at least 0. Received: %d." % axes)
        ndims = a.shape.ndims
        if ndims is None:
            r = rank(a)
            return op_range(r - axes, r, dtype=dtypes.int32), op_range(axes, dtype=dtypes.int32)
        if axes > ndims:
            raise ValueError("`axes` must not be larger than the number of dimensions of "
                             "tensor %s.  Received %d, vs tensor dimensions %d."
                             % (a, axes, ndims))
        return list(range(ndims - axes, ndims)), list(range(axes))
    if not isinstance(axes, (list, tuple)):
        axes = convert_to_tensor(axes, dtypes.int32, name="axes")
        return axes[0], axes[1]
    if len(axes) != 2:
        raise ValueError("`axes` must be an integer or have length 2. Received %s." % (axes,))
    a_axes, b_axes = axes
    if isinstance(a_axes, numbers.Integral) and isinstance(b_axes, numbers.Integral):
        a_axes, b_axes = [a_axes], [b_axes]
    if len(a_axes) != len(b_axes):
        raise ValueError("Different number of contraction axes `a` and `b`, %d != %d."
                         % (len(a_axes), len(b_axes)))
    return list(a_axes), list(b_axes)


def _as_matrix(x, axes, flipped):
    """``(matrix, free_dims, free_dims_static)``: x with its free axes first (last when
    ``flipped``) flattened to a matrix."""
    if x.shape.is_fully_defined() and isinstance(axes, list):
        dims = x.shape.as_list()
        axes = [i if i >= 0 else i + len(dims) for i in axes]
        free = [i for i in range(len(dims)) if i not in axes]
        free_dims = [dims[i] for i in free]
        n_free = int(np.prod(free_dims))
        n_axes = int(np.prod([dims[i] for i in axes]))
        perm = axes + free if flipped else free + axes
        new_shape = [n_axes, n_free] if flipped else [n_free, n_axes]
        moved = transpose(x, perm) if perm != list(range(len(dims))) else x
        flat = reshape(moved, new_shape) if moved.shape.as_list() != new_shape else moved
        return flat, free_dims, free_dims
    if x.shape.ndims is not None and isinstance(axes, list):
        dims = x.shape.as_list()
        axes = [i if i >= 0 else i + len(dims) for i in axes]
        free = [i for i in range(len(dims)) if i not in axes]
        free_static = [dims[i] for i in free]
        axes = convert_to_tensor(axes, dtypes.int32, name="axes")
        free = convert_to_tensor(free, dtypes.int32, name="free")
        x_shape = shape(x)
    else:
        free_static = None
        x_shape, x_rank = shape(x), rank(x)
        axes = convert_to_tensor(axes, dtypes.int32, name="axes")
        axes = select(greater_equal(axes, 0), axes, axes + x_rank)
        free, _ = setdiff1d(op_range(x_rank), axes)
    free_dims = gather(x_shape, free)
    axes_dims = gather(x_shape, axes)
    n_free, n_axes = reduce_prod(free_dims), reduce_prod(axes_dims)
    if flipped:
        perm, new_shape = concat([axes, free], 0), stack([n_axes, n_free])
    else:
        perm, new_shape = concat([free, axes], 0), stack([n_free, n_axes])
    return reshape(transpose(x, perm), new_shape), free_dims, free_static


def tensordot(a, b, axes, name=None):
    """The sum over the contracted ``axes`` of ``a * b``; the free axes of ``a``, then those
    of ``b``, make the result's shape."""
    g = graph_from_inputs((a, b))
    with g.name_scope(name, "Tensordot") as scope:
        a = convert_to_tensor(a, name="a", graph=g)
        b = convert_to_tensor(b, name="b", graph=g)
        a_axes, b_axes = _axes(a, axes)
        a_flat, a_free, a_static = _as_matrix(a, a_axes, False)
        b_flat, b_free, b_static = _as_matrix(b, b_axes, True)
        product = matmul(a_flat, b_flat)
        if isinstance(a_free, list) and isinstance(b_free, list):
            if product.shape.is_fully_defined() and product.shape.as_list() == a_free + b_free:
                return product
            return reshape(product, a_free + b_free, name=scope)
        a_free = convert_to_tensor(a_free, dtypes.int32, graph=g)
        b_free = convert_to_tensor(b_free, dtypes.int32, graph=g)
        result = reshape(product, concat([a_free, b_free], 0), name=scope)
        if a_static is not None and b_static is not None:
            result.set_shape(a_static + b_static)
        return result
