"""``constant_value``: the value of a tensor when the graph alone fixes it, as gradients see it.

Mirrors ``tensor_util.constant_value`` of TensorFlow. Gradient functions ask it whether a shape,
an axis or a slice bound is known while the graph is built: if so, they pass a Python value
(which becomes a small Const) instead of wiring in the tensor, and the graph shows it.
It looks through a fixed list of op types only (Const, Shape, Size, Rank, Range, Cast,
ConcatV2, Pack, Unpack, Split, Fill, Equal, NotEqual, Identity, StopGradient), exactly TF's
list: ``ops.core.static_value`` folds more, which would make graphs TF does not make.
Left out: partial values (``partial=True``).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [2, 3])
...     n = tf.placeholder(tf.int32, [])
>>> constant_value(tf.shape(x)).tolist(), constant_value(tf.stack([n, 1]))
([2, 3], None)
"""
import numpy as np


def constant_value(t):
    """``t``'s value as a numpy array if the graph determines it, else None."""
    fold = _FOLDERS.get(t.op.type)
    return None if fold is None else fold(t)


def _input_values(inputs):
    values = [constant_value(i) for i in inputs]
    return None if any(v is None for v in values) else values


def _static_input_shape(t):
    shape = t.op.inputs[0].shape
    return shape.dims if shape.is_fully_defined() else None


def _shape(t):
    dims = _static_input_shape(t)
    return None if dims is None else np.array(dims, dtype=t.dtype.as_numpy_dtype)


def _size(t):
    dims = _static_input_shape(t)
    return None if dims is None else np.prod(dims, dtype=np.int32)


def _rank(t):
    ndims = t.op.inputs[0].shape.ndims
    return None if ndims is None else np.array(ndims, dtype=np.int32)


def _range(t):
    bounds = _input_values(t.op.inputs)
    return None if bounds is None else np.arange(*bounds, dtype=t.dtype.as_numpy_dtype)


def _cast(t):
    value = constant_value(t.op.inputs[0])
    return None if value is None else value.astype(t.dtype.as_numpy_dtype)


def _concat(t):
    values = _input_values(t.op.inputs)
    return None if values is None else np.concatenate(values[:-1], axis=int(values[-1]))


def _pack(t):
    op = t.op
    if not op.inputs or op.attrs["axis"] != 0:
        return None  # TF folds only the plain stack of values
    values = _input_values(op.inputs)
    return None if values is None else np.array(values)


def _unpack(t):
    if t.op.attrs["axis"] != 0:
        return None
    value = constant_value(t.op.inputs[0])
    return None if value is None else value[t.value_index]


def _split(t):
    values = _input_values(t.op.inputs)
    if values is None:
        return None
    axis, value = values
    return np.split(value, t.op.attrs["num_split"], int(axis))[t.value_index]


def _fill(t):
    value = constant_value(t.op.inputs[1])
    if value is None or not t.shape.is_fully_defined():
        return None
    return np.full(t.shape.as_list(), value, dtype=value.dtype)


def _compare(fn):
    def fold(t):
        values = _input_values(t.op.inputs)
        return None if values is None else fn(*values)
    return fold


_FOLDERS = {
    "Const": lambda t: np.asarray(t.op.attrs["value"]),
    "Shape": _shape, "Size": _size, "Rank": _rank, "Range": _range, "Cast": _cast,
    "ConcatV2": _concat, "Pack": _pack, "Unpack": _unpack, "Split": _split, "Fill": _fill,
    "Equal": _compare(np.equal), "NotEqual": _compare(np.not_equal),
    "Identity": lambda t: constant_value(t.op.inputs[0]),
    "StopGradient": lambda t: constant_value(t.op.inputs[0]),
}
