"""The shape two shapes broadcast to: ``tf.broadcast_dynamic_shape`` (BroadcastArgs) and
``tf.broadcast_static_shape``.

Mirrors those functions of ``array_ops.py``. Two shapes broadcast if, read from the right, each
pair of sizes is equal or one of them is 1; the shorter shape counts as having leading 1s.
``broadcast_static_shape`` answers at once from TensorShapes (an unknown size stays unknown
unless the other is known and not 1); ``broadcast_dynamic_shape`` builds a ``BroadcastArgs``
op on two shape vectors, which fails when run if they do not broadcast. TF registers no
gradient for BroadcastArgs: shapes are not differentiable values.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     both = tf.broadcast_dynamic_shape([2, 1], [3])
...     with tf.Session() as sess:
...         value = sess.run(both)
>>> value.tolist(), tf.broadcast_static_shape(tf.TensorShape([2, 1]), tf.TensorShape([None, 3]))
([2, 3], TensorShape([Dimension(2), Dimension(3)]))
"""
import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape, as_shape
from .core import convert_input, convert_to_tensor, kernel, make_op, shape_error


def broadcast_dynamic_shape(shape_x, shape_y):
    """The shape vector ``shape_x`` and ``shape_y`` broadcast to (a ``BroadcastArgs`` op)."""
    g = graph_from_inputs((shape_x, shape_y))
    with g.name_scope("BroadcastArgs") as scope:
        s0 = convert_to_tensor(shape_x, name="s0", graph=g)
        s1 = convert_input(shape_y, s0.dtype, "BroadcastArgs", "s1", "s0", g)
        attrs = {"T": s0.dtype.base_dtype}

        def shape(node):
            lengths = []
            for s in (s0, s1):
                if s.shape.ndims is not None and s.shape.ndims != 1:
                    raise shape_error("Shape must be rank 1 but is rank %d" % s.shape.ndims,
                                      node, "BroadcastArgs", attrs, [s0, s1])
                lengths.append(None if s.shape.ndims is None else s.shape.dims[0])
            return [None if None in lengths else max(lengths)]
        return make_op(g, "BroadcastArgs", [s0, s1], scope, s0.dtype.base_dtype, shape, attrs)


@kernel("BroadcastArgs")
def _broadcast_args(op, s0, s1):
    try:
        both = np.broadcast_shapes(tuple(s0.tolist()), tuple(s1.tolist()))
    except ValueError:
        text = lambda s: "[%s]" % ",".join(str(d) for d in s.tolist())  # noqa: E731
        raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                           "Incompatible shapes: %s vs. %s"
                                           % (text(s0), text(s1))) from None
    return np.array(both, dtype=s0.dtype)


def broadcast_static_shape(shape_x, shape_y):
    """The TensorShape ``shape_x`` and ``shape_y`` broadcast to, known as far as they are."""
    x, y = as_shape(shape_x), as_shape(shape_y)
    if x.dims is None or y.dims is None:
        return TensorShape(None)
    rank = max(len(x.dims), len(y.dims))
    xs, ys = (1,) * (rank - len(x.dims)) + x.dims, (1,) * (rank - len(y.dims)) + y.dims
    out = []
    for a, b in zip(xs, ys):
        if a is not None and b is not None and a != b and 1 not in (a, b):
            raise ValueError("Incompatible shapes for broadcasting. Two shapes are compatible "
                             "if for each dimension pair they are either equal or one of them "
                             "is 1. Received: %s and %s." % (x, y))
        # A known size other than 1 decides; an unknown one stays unknown against 1.
        out.append(b if a == 1 or a is None and b not in (None, 1) else a)
    return TensorShape(out)
