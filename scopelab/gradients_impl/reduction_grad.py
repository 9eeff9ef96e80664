"""Gradients of the reductions beyond Sum and Mean: Max, Min, Prod, EuclideanNorm, ArgMax; and
of the running reductions Cumsum and Cumprod.

Mirrors the matching parts of TF's ``math_grad.py`` (Sum and Mean are in ``math_grad.py``).
``reduce_max``'s gradient goes to the entries equal to the maximum, shared equally when
several tie (``Equal``, ``Cast``, ``Sum``, divide). ``reduce_prod``'s gradient for an entry is
the product of all the others, computed without dividing by the entry (which may be 0): the
reduced axes are moved to the front and flattened into one, and two exclusive running
products, from the front and from the back, multiply to "everything but me".
ArgMax returns an index, through which nothing flows back.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1.0, 3.0, 3.0], [2.0, 0.0, 5.0]])
...     d_max, = tf.gradients(tf.reduce_max(x, axis=1), [x])
...     d_prod, = tf.gradients(tf.reduce_prod(x, axis=1), [x])
...     with tf.Session() as sess:
...         values = sess.run([d_max, d_prod])
>>> [v.tolist() for v in values]
[[[0.0, 0.5, 0.5], [0.0, 0.0, 1.0]], [[9.0, 3.0, 3.0], [0.0, 10.0, 0.0]]]
"""
from ..ops import array_ops, cumulative_ops, grad_ops, math_ops, reduction_ops, set_ops
from ..ops.indexing_ops import concat, gather, transpose
from ..ops.loss_math_ops import div_no_nan
from .math_grad import _reduced_shape
from .registry import RegisterGradient


@RegisterGradient("ArgMax")
@RegisterGradient("ArgMin")
def _arg_max_grad(op, grad):
    """An index passes nothing back, to the input nor to the axis."""
    return [None, None]


def _min_or_max_grad(op, grad):
    """The gradient goes to the selected entries, split equally between ties."""
    x, axes = op.inputs
    input_shape = array_ops.shape(x)
    y = op.outputs[0]
    if not op.attrs["keep_dims"]:
        kept = _reduced_shape(input_shape, axes)
        y = array_ops.reshape(y, kept)
        grad = array_ops.reshape(grad, kept)
    else:
        kept = array_ops.shape(y)
    selected = math_ops.cast(math_ops.equal(y, x), grad.dtype.base_dtype)
    num_selected = array_ops.reshape(reduction_ops.reduce_sum(selected, axes), kept)
    return [selected / num_selected * grad, None]


RegisterGradient("Max")(_min_or_max_grad)
RegisterGradient("Min")(_min_or_max_grad)


@RegisterGradient("EuclideanNorm")
def _euclidean_norm_grad(op, grad):
    """d ||x|| / dx = x / ||x||: the input over (norm / grad), the norm kept at the input's rank."""
    x, axes = op.inputs
    norm = op.outputs[0]
    if not op.attrs["keep_dims"]:
        kept = _reduced_shape(array_ops.shape(x), axes)
        norm = array_ops.reshape(norm, kept)
        grad = array_ops.reshape(grad, kept)
    return [math_ops.truediv(x, norm / grad), None]


@RegisterGradient("Prod")
def _prod_grad(op, grad):
    """For each entry, the product of the other entries of its reduction, times grad."""
    x, axes = op.inputs
    input_shape = array_ops.shape(x)
    reduction_indices = array_ops.reshape(axes, [-1])
    if not op.attrs["keep_dims"]:
        grad = array_ops.reshape(grad, _reduced_shape(input_shape, axes))
    grad = grad_ops.broadcast_to(grad, input_shape)
    # TF keeps this index arithmetic on the CPU, next to the shapes it reads.
    with op.graph.device("/cpu:0"):
        rank = array_ops.rank(x)
        reduction_indices = math_ops.cast(reduction_indices, rank.dtype)
        reduced = (reduction_indices + rank) % rank
        other, _ = set_ops.setdiff1d(grad_ops.op_range(0, rank), reduced, reduced.dtype)
        perm = concat([reduced, other], 0)
        reduced_num = reduction_ops.reduce_prod(gather(input_shape, reduced))
        other_num = reduction_ops.reduce_prod(gather(input_shape, other))
    # The reduced axes first, flattened into one: row i holds the i-th factor of each product.
    permuted = transpose(x, perm)
    permuted_shape = array_ops.shape(permuted)
    reshaped = array_ops.reshape(permuted, (reduced_num, other_num))
    before = cumulative_ops.cumprod(reshaped, axis=0, exclusive=True)
    after = cumulative_ops.cumprod(reshaped, axis=0, exclusive=True, reverse=True)
    others = array_ops.reshape(before * after, permuted_shape)
    out = grad * transpose(others, grad_ops.invert_permutation(perm))
    return array_ops.reshape(out, input_shape), None


@RegisterGradient("Cumsum")
def _cumsum_grad(op, grad):
    """Entry i fed every total from i on: sum the gradient the other way round."""
    return [cumulative_ops.cumsum(grad, op.inputs[1], exclusive=op.attrs["exclusive"],
                                  reverse=not op.attrs["reverse"]), None]


@RegisterGradient("Cumprod")
def _cumprod_grad(op, grad):
    """Each total's gradient times the total, summed the other way round, over the entry."""
    x, axis = op.inputs
    exclusive, reverse = op.attrs["exclusive"], op.attrs["reverse"]
    prod = cumulative_ops.cumprod(x, axis, exclusive=exclusive, reverse=reverse)
    out = cumulative_ops.cumsum(prod * grad, axis, exclusive=exclusive, reverse=not reverse)
    return [div_no_nan(out, x), None]
