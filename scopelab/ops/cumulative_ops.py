"""Running sums and products along an axis: Cumsum (``tf.cumsum``), Cumprod (``tf.cumprod``).

Mirrors ``math_ops.cumsum`` / ``math_ops.cumprod``. ``exclusive`` leaves each entry out of its
own total (the first total is then 0, or 1 for a product); ``reverse`` runs from the end.
The gradient of ``reduce_prod`` is built from two exclusive running products, one from each
end: the product of everything but one entry, without dividing by that entry (which may be 0).
Left out: ``tf.math.cumulative_logsumexp``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([1, 2, 3, 4])
...     ops = [tf.cumsum(x), tf.cumprod(x, exclusive=True), tf.cumprod(x, exclusive=True,
...                                                                    reverse=True)]
...     with tf.Session() as sess:
...         values = sess.run(ops)
>>> [v.tolist() for v in values]
[[1, 3, 6, 10], [1, 1, 2, 6], [24, 12, 4, 1]]
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .core import convert_to_tensor, kernel, make_op


def _cumulative(op_type, x, axis, exclusive, reverse, name):
    g = graph_from_inputs((x, axis))
    with g.name_scope(name, op_type) as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        with g.name_scope(scope or op_type) as scope:  # the op's own scope (core/graph.py)
            axis = convert_to_tensor(axis, dtypes.int32, "axis", graph=g)
            dtype = x.dtype.base_dtype
            return make_op(g, op_type, [x, axis], scope, dtype, x.shape,
                           {"T": dtype, "Tidx": dtypes.int32, "exclusive": bool(exclusive),
                            "reverse": bool(reverse)})


def cumsum(x, axis=0, exclusive=False, reverse=False, name=None):
    """``[x0, x0 + x1, x0 + x1 + x2, ...]`` along ``axis``."""
    return _cumulative("Cumsum", x, axis, exclusive, reverse, name)


def cumprod(x, axis=0, exclusive=False, reverse=False, name=None):
    """``[x0, x0 * x1, x0 * x1 * x2, ...]`` along ``axis``."""
    return _cumulative("Cumprod", x, axis, exclusive, reverse, name)


def _running(ufunc, identity):
    def run(op, x, axis):
        axis = int(axis)
        y = np.moveaxis(np.asarray(x), axis, 0)  # run along the first axis
        if op.attrs["reverse"]:
            y = y[::-1]
        out = ufunc.accumulate(y, axis=0, dtype=y.dtype)
        if ufunc is np.add:
            out += 0  # TF's totals start from +0.0, so a -0.0 entry never shows as -0.0
        if op.attrs["exclusive"]:
            # Each entry's total without itself: the totals shifted down one place.
            out = np.concatenate([np.full_like(out[:1], identity), out[:-1]])
        if op.attrs["reverse"]:
            out = out[::-1]
        return np.moveaxis(out, 0, axis)
    return run


kernel("Cumsum")(_running(np.add, 0))
kernel("Cumprod")(_running(np.multiply, 1))
