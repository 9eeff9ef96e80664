"""The elementwise ops TF's losses are built from: SquaredDifference, DivNoNan and Log1p.

Mirrors ``math_ops.squared_difference``, ``math_ops.div_no_nan`` and ``math_ops.log1p``
(the losses also use Select, TF1's three-argument ``where``: ``indexing_ops.select``). Each
exists for a numerical reason: ``log1p(x)`` stays exact for tiny x where ``log(1 + x)`` rounds
to 0, and ``div_no_nan`` gives 0 where the divisor is 0, so a mean over no present elements is
0 instead of NaN.
Left out: complex numbers.

>>> import scopelab as tf
>>> from scopelab.ops.loss_math_ops import div_no_nan, squared_difference
>>> g = tf.Graph()
>>> with g.as_default():
...     q = div_no_nan(tf.constant([1.0, 2.0]), tf.constant([0.0, 4.0]))
...     d = squared_difference(tf.constant(3.0), 1.0)
...     with tf.Session() as sess:
...         values = sess.run([q, d])
>>> q.op.name, d.op.inputs[1].name, values[0].tolist(), float(values[1])
('div_no_nan', 'SquaredDifference/y:0', [0.0, 0.5], 4.0)
"""
import numpy as np

from ..default_graph import graph_from_inputs
from .core import convert_to_tensor, kernel
from .shape_rules import broadcast_inputs, input_shape
from .math_ops import _elementwise, _unary, true_division_operands


def squared_difference(x, y, name=None):
    """``(x - y) ** 2``, broadcasting like ``x - y``."""
    return _elementwise("SquaredDifference", x, y, name or "SquaredDifference")


kernel("SquaredDifference", shape=broadcast_inputs, shape_inputs=())(lambda op, x, y: np.square(x - y))


def div_no_nan(x, y, name=None):
    """``x / y``, but 0 wherever ``y`` is 0 (integers are divided as floats, as by ``/``)."""
    g = graph_from_inputs((x, y))
    with g.name_scope(name, "div_no_nan") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        y = convert_to_tensor(y, name="y", preferred_dtype=x.dtype.base_dtype, graph=g)
        return _elementwise("DivNoNan", *true_division_operands(x, y), scope)


@kernel("DivNoNan", shape=broadcast_inputs)
def _div_no_nan(op, x, y):
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(y == 0, np.zeros((), np.result_type(x, y)), x / y)


def log1p(x, name=None):
    """``log(1 + x)``, accurate also where x is tiny."""
    return _unary("Log1p", x, name)


kernel("Log1p", shape=input_shape, shape_inputs=())(lambda op, x: np.log1p(x))
