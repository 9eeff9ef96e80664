"""The elementwise ops TF's losses are built from: SquaredDifference, DivNoNan, Log1p, and
Select (TF1's three-argument ``where``).

Mirrors ``math_ops.squared_difference``, ``math_ops.div_no_nan``, ``math_ops.log1p`` and
``array_ops.where(condition, x, y)``. Each exists for a numerical reason: ``log1p(x)`` stays
exact for tiny x where ``log(1 + x)`` rounds to 0, and ``div_no_nan`` gives 0 where the divisor
is 0, so a mean over no present elements is 0 instead of NaN.
Left out: complex numbers; ``tf.where`` still takes one argument only (``indexing_ops.where``),
the losses call ``select`` directly.

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
from .core import (check_same_dtype, convert_to_tensor, kernel, make_op, shape_error,
                   shape_text)
from .math_ops import _TRUEDIV, _elementwise, _unary, cast


def squared_difference(x, y, name=None):
    """``(x - y) ** 2``, broadcasting like ``x - y``."""
    return _elementwise("SquaredDifference", x, y, name or "SquaredDifference")


kernel("SquaredDifference")(lambda op, x, y: np.square(x - y))


def div_no_nan(x, y, name=None):
    """``x / y``, but 0 wherever ``y`` is 0 (integers are divided as floats, as by ``/``)."""
    g = graph_from_inputs((x, y))
    with g._name_scope(name or "div_no_nan") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        y = convert_to_tensor(y, name="y", preferred_dtype=x.dtype.base_dtype, graph=g)
        if x.dtype.base_dtype is not y.dtype.base_dtype:
            raise TypeError("`x` and `y` must have the same dtype, got %r != %r."
                            % (x.dtype.base_dtype, y.dtype.base_dtype))
        to = _TRUEDIV.get(x.dtype.base_dtype.name)
        if to is not None:
            x, y = cast(x, to), cast(y, to)
        return _elementwise("DivNoNan", x, y, scope)


@kernel("DivNoNan")
def _div_no_nan(op, x, y):
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(y == 0, np.zeros((), np.result_type(x, y)), x / y)


def log1p(x, name=None):
    """``log(1 + x)``, accurate also where x is tiny."""
    return _unary("Log1p", x, name)


kernel("Log1p")(lambda op, x: np.log1p(x))


def select(condition, x, y, name=None):
    """``x`` where ``condition`` holds, else ``y``; ``condition`` has the shape of x, or is a
    vector picking whole rows, or a scalar picking all of one."""
    g = graph_from_inputs((condition, x, y))
    with g._name_scope(name or "Select") as scope:
        c = convert_to_tensor(condition, name="condition", graph=g)
        t = convert_to_tensor(x, name="t", graph=g)
        e = convert_to_tensor(y, name="e", preferred_dtype=t.dtype.base_dtype, graph=g)
        dtype = check_same_dtype("Select", ("t", "e"), (t, e))
        attrs = {"T": dtype}

        def shape(node):
            merged = _merged(t.shape, e.shape, node, attrs, [c, t, e])
            if c.shape.ndims == 1 and merged.ndims != 1:  # one flag per row: the first axis
                _merged(c.shape, merged[:1], node, attrs, [c, t, e])
            elif c.shape.ndims:
                _merged(c.shape, merged, node, attrs, [c, t, e])
            return merged
        return make_op(g, "Select", [c, t, e], scope, dtype, shape, attrs)


def _merged(a, b, node, attrs, inputs):
    """The shape both ``a`` and ``b`` describe, or TF's error naming the first clash."""
    if a.dims is not None and b.dims is not None and len(a.dims) == len(b.dims):
        for i, (x, y) in enumerate(zip(a.dims, b.dims)):
            if x is not None and y is not None and x != y:
                raise shape_error("Dimension %d in both shapes must be equal, but are %d and %d. "
                                  "Shapes are %s and %s." % (i, x, y, shape_text(a), shape_text(b)),
                                  node, "Select", attrs, inputs)
    return a.merge_with(b)


@kernel("Select")
def _select(op, c, x, y):
    x = np.asarray(x)
    if np.ndim(c) == 1 and x.ndim > 1:  # one flag per row
        c = np.reshape(c, (-1,) + (1,) * (x.ndim - 1))
    return np.where(c, x, y)
