"""``tf.linspace`` (``tf.lin_space``): ``num`` evenly spaced values from ``start`` to ``stop``.

Mirrors TF 2's ``math_ops.linspace_nd``, which TF1's ``tf.linspace`` is, op for op (about 55
nodes for one call). It does not use the ``LinSpace`` kernel: it builds the sequence from
small ops, so that ``start`` and ``stop`` may be tensors of any (broadcast) shape and the
values can grow along any ``axis``:

- the step is ``(stop - start) / max(num - 1, 1)``, and the inner values are
  ``start + step * [1, 2, ..., num - 2]`` (a Range reshaped to lie along ``axis``);
- start, the inner values and stop are concatenated along ``axis``, and a final ``Slice``
  keeps the first ``num`` of them, which is what makes ``num`` = 1 (just ``start``) and
  ``num`` = 0 (nothing) come out right without dividing by zero.

The last value is ``stop`` exactly. Integer ``start`` and ``stop`` give float64 values (true
division). A negative ``num`` fails in the Range, at build time if it is a constant.
Gradients flow to ``start`` and ``stop`` through those ops' own gradients.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     line = tf.linspace(10.0, 13.0, 4)
...     grid = tf.linspace([0.0, 5.0], [10.0, 40.0], 3, axis=-1)
...     with tf.Session() as sess:
...         values = sess.run([line, grid])
>>> line.op.type, [v.tolist() for v in values]
('Slice', [[10.0, 11.0, 12.0, 13.0], [[0.0, 5.0, 10.0], [5.0, 22.5, 40.0]]])
"""
from .. import dtypes
from ..default_graph import graph_from_inputs
from . import array_ops, math_ops
from .broadcast_shape_ops import broadcast_dynamic_shape
from .core import convert_to_tensor, make_op
from .grad_ops import broadcast_to, op_range, select_v2
from .indexing_ops import concat


def _int_tensor(value, name, g):
    """``value`` as an int32 tensor: TF's check that it is an integer, then a Cast to int32
    (made even when it is int32 already)."""
    t = convert_to_tensor(value, name=name, preferred_dtype=dtypes.int32, graph=g)
    if not t.dtype.is_integer:
        raise TypeError("Argument `tensor` (name: %s) must be of type integer. Received "
                        "`tensor` = %s of dtype: %s" % (name, t, t.dtype))
    return make_op(g, "Cast", [t], "Cast", dtypes.int32, t.shape,
                   {"SrcT": t.dtype.base_dtype, "DstT": dtypes.int32, "Truncate": False})


def linspace(start, stop, num, name=None, axis=0):
    """``num`` values from ``start`` to ``stop`` (both included), evenly spaced along
    ``axis``; ``start`` and ``stop`` broadcast against each other."""
    g = graph_from_inputs((start, stop))
    with g.name_scope(name, "linspace"):
        start = convert_to_tensor(start, name="start", graph=g)
        stop = convert_to_tensor(stop, name="stop", dtype=start.dtype, graph=g)
        num_int = _int_tensor(num, "num", g)
        math_ops.cast(num_int, start.dtype)  # TF makes this cast too, and never uses it
        broadcast_shape = broadcast_dynamic_shape(array_ops.shape(start),
                                                  array_ops.shape(stop))
        start = broadcast_to(start, broadcast_shape)
        stop = broadcast_to(stop, broadcast_shape)
        expanded_start = array_ops.expand_dims(start, axis=axis)
        expanded_stop = array_ops.expand_dims(stop, axis=axis)
        shape = array_ops.shape(expanded_start)
        ndims = array_ops.shape(shape)[0]
        axis = select_v2(axis >= 0, axis, ndims + axis)
        # Clamped so that the Range and the division stay valid for num of 0 and 1; the
        # final Slice cuts the result down to num values.
        num_fill = math_ops.maximum(num_int - 2, 0)
        n_steps = math_ops.maximum(num_int - 1, 1)
        delta = (expanded_stop - expanded_start) / math_ops.cast(n_steps, expanded_stop.dtype)
        expanded_start = math_ops.cast(expanded_start, delta.dtype)
        expanded_stop = math_ops.cast(expanded_stop, delta.dtype)
        range_end = select_v2(num_int >= 0, n_steps, -1)  # a negative num fails in the Range
        desired_range = math_ops.cast(op_range(1, range_end, dtype=dtypes.int64), delta.dtype)
        # [1, ..., 1, num_fill, 1, ..., 1]: the inner values lie along the axis.
        desired_range_shape = select_v2(math_ops.equal(axis, op_range(ndims)), num_fill, 1)
        desired_range = array_ops.reshape(desired_range, desired_range_shape)
        res = expanded_start + delta * desired_range
        concatenated = concat((expanded_start, res, expanded_stop), axis=axis)
        begin = array_ops.zeros_like(shape)
        size = concat((shape[0:axis], array_ops.reshape(num_int, [1]), shape[axis + 1:]),
                      axis=0)
        return array_ops.slice(concatenated, begin, size)


lin_space = linspace
