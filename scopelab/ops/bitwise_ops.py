"""Bit operations on integers: BitwiseAnd, BitwiseOr, BitwiseXor, Invert, LeftShift, RightShift.

Mirrors ``gen_bitwise_ops.py`` (``tf.bitwise``). They are TF's generated op functions: the op's
name scope first, then the inputs converted in order (the second takes the first's dtype), and
only integer dtypes are accepted, which TF checks when the graph is built. A shift by less than
0 or by the width of the type or more is clamped to 0 or to width - 1, as TF's CPU kernel does
(``int32 << 40`` shifts by 31); a right shift of a signed integer keeps its sign.
The Tensor operators ``&``, ``|``, ``^`` and ``~`` build these ops for integer tensors
(``tensor_operators.py``); for bool tensors they build the logical ops.
No gradient passes through them: integers have no slope.
Left out: ``population_count``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([12, -1], name="x")
...     outs = [tf.bitwise.bitwise_and(x, 10), tf.bitwise.invert(x), tf.bitwise.left_shift(x, 2)]
...     with tf.Session() as sess:
...         values = sess.run(outs)
>>> [t.op.name for t in outs], [v.tolist() for v in values]
(['BitwiseAnd', 'Invert', 'LeftShift'], [[8, 10], [-13, 0], [48, -4]])
"""
import numpy as np

from ..default_graph import graph_from_inputs
from .core import broadcast_shape, convert_input, convert_to_tensor, kernel, make_op
from .unary_math_ops import check_allowed, checked_unary

# In the order TF's errors list them (uint32 and uint64 included, though scopelab lacks them).
INTEGER_TYPES = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")


def _binary(op_type, python_name, doc):
    def bitwise(x, y, name=None):
        g = graph_from_inputs((x, y))
        with g.name_scope(name or op_type) as scope:
            x = convert_to_tensor(x, name="x", graph=g)
            check_allowed(x, "x", INTEGER_TYPES)  # TF checks x's type before converting y
            y = convert_input(y, x.dtype, op_type, "y", "x", g)
            attrs = {"T": x.dtype.base_dtype}
            return make_op(g, op_type, [x, y], scope, x.dtype.base_dtype,
                           lambda n: broadcast_shape(x.shape, y.shape, n, op_type, attrs, [x, y]),
                           attrs)
    bitwise.__name__ = python_name
    bitwise.__doc__ = doc
    return bitwise


bitwise_and = _binary("BitwiseAnd", "bitwise_and", "Elementwise ``x & y`` of integers.")
bitwise_or = _binary("BitwiseOr", "bitwise_or", "Elementwise ``x | y`` of integers.")
bitwise_xor = _binary("BitwiseXor", "bitwise_xor", "Elementwise ``x ^ y`` of integers.")
left_shift = _binary("LeftShift", "left_shift", "``x << y``; ``y`` clamped to [0, width - 1].")
right_shift = _binary("RightShift", "right_shift", "``x >> y``, keeping the sign; ``y`` clamped.")


def invert(x, name=None):
    """``~x``: every bit of each integer flipped."""
    return checked_unary("Invert", x, "x", name, INTEGER_TYPES)


def _shift(numpy_shift):
    def run(op, x, y):
        width = x.dtype.itemsize * 8
        return numpy_shift(x, np.clip(y, 0, width - 1).astype(x.dtype)).astype(x.dtype)
    return run


kernel("BitwiseAnd")(lambda op, x, y: np.bitwise_and(x, y))
kernel("BitwiseOr")(lambda op, x, y: np.bitwise_or(x, y))
kernel("BitwiseXor")(lambda op, x, y: np.bitwise_xor(x, y))
kernel("Invert")(lambda op, x: np.invert(x))
kernel("LeftShift")(_shift(np.left_shift))
kernel("RightShift")(_shift(np.right_shift))
