"""Logic on bool tensors: LogicalAnd, LogicalOr, ``logical_xor``, and the All/Any reductions.

Mirrors ``tf.logical_and``, ``tf.logical_or``, ``tf.logical_xor`` and ``tf.reduce_all``/
``tf.reduce_any`` of ``math_ops.py``. These ops take bools only, and TF says so when the graph
is built: a float tensor is refused ("does not match expected type of bool"), and so is a
Python 1 (TF does not read 1 as True). ``logical_xor`` has no op of its own: it is
``(x or y) and not (x and y)``, four nodes, the last named ``LogicalXor``.
No gradient passes through any of them: a bool has no slope. ``tf.logical_not`` is in
``math_ops``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a = tf.constant([True, True, False])
...     b = tf.constant([True, False, False])
...     outs = [tf.logical_and(a, b), tf.logical_xor(a, b), tf.reduce_all(a), tf.reduce_any(b)]
...     with tf.Session() as sess:
...         values = sess.run(outs)
>>> [t.op.name for t in outs], [v.tolist() for v in values]
(['LogicalAnd', 'LogicalXor', 'All', 'Any'], [[True, False, False], [False, True, False], False, True])
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from .core import broadcast_shape, convert_input, convert_to_tensor, kernel, make_op
from .shape_rules import broadcast_inputs
from .math_ops import logical_not
from .reduction_ops import _reducer, _reduction


def bool_input(value, arg, op_type, graph, first_arg="x"):
    """``value`` as a bool tensor, or TF's TypeError naming the op and the argument."""
    if isinstance(value, Tensor) or hasattr(value, "_as_tensor"):
        t = convert_to_tensor(value, graph=graph)
        if t.dtype.base_dtype is not dtypes.bool:
            raise TypeError("Input '%s' of '%s' Op has type %s that does not match expected "
                            "type of bool." % (arg, op_type, t.dtype.base_dtype.name))
        return t
    return convert_input(value, dtypes.bool, op_type, arg, first_arg, graph)


def _binary(op_type):
    def logical(x, y, name=None):
        g = graph_from_inputs((x, y))
        with g.name_scope(name or op_type) as scope:
            x = bool_input(x, "x", op_type, g)
            y = bool_input(y, "y", op_type, g)
            return make_op(g, op_type, [x, y], scope, dtypes.bool,
                           lambda n: broadcast_shape(x.shape, y.shape, n, op_type, {}, [x, y]))
    logical.__name__ = op_type
    logical.__doc__ = "Elementwise %s of two bool tensors (broadcasting)." % op_type[7:].lower()
    return logical


logical_and, logical_or = _binary("LogicalAnd"), _binary("LogicalOr")


def logical_xor(x, y, name="LogicalXor"):
    """True where exactly one of ``x`` and ``y`` is."""
    return logical_and(logical_or(x, y), logical_not(logical_and(x, y)), name=name)


reduce_all = _reduction("All", lambda x, g: bool_input(x, "input", "All", g))
reduce_any = _reduction("Any", lambda x, g: bool_input(x, "input", "Any", g))
for _fn, _name in ((reduce_all, "reduce_all"), (reduce_any, "reduce_any")):
    _fn.__name__, _fn.__module__ = _name, __name__  # defined here, whatever built them

kernel("LogicalAnd", shape=broadcast_inputs)(lambda op, x, y: np.logical_and(x, y))
kernel("LogicalOr", shape=broadcast_inputs)(lambda op, x, y: np.logical_or(x, y))
kernel("All")(_reducer(np.all))
kernel("Any")(_reducer(np.any))
