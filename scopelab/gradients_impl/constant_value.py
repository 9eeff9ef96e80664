"""``constant_value``: the value of a tensor when the graph alone fixes it, as gradients see it.

Mirrors ``tensor_util.constant_value`` of TensorFlow. Gradient functions ask it whether a shape,
an axis or a slice bound is known while the graph is built: if so, they pass a Python value
(which becomes a small Const) instead of wiring in the tensor, and the graph shows it.
It looks through the op types TF's does only (Const, Shape, Size, Rank, Range, Cast,
ConcatV2, Pack, Unpack, Split, Fill, Equal, NotEqual, Identity, StopGradient), each folded by
the function registered here as its ``constant_value`` in the op registry: ``ops.core.
static_value`` folds more, which would make graphs TF does not make. Programs ask it as
``tf.get_static_value``: a tensor whose value it returns can no longer be fed. ``tf.is_tensor``
tells the values it looks at (graph values) from those it hands back as they are.
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

from ..core.registry import register
from ..core.state import OPS
from ..core.variables import Variable
from ..indexed_slices import IndexedSlices
from ..tensor import Tensor


def constant_value(t):
    """``t``'s value as a numpy array if the graph determines it, else None."""
    record = OPS.get(t.op.type)
    fold = record.constant_value if record is not None else None
    return None if fold is None else fold(t)


def is_tensor(x):
    """Whether ``x`` is a graph value that ops take as it is (a Tensor, a Variable, an
    IndexedSlices), rather than something ``convert_to_tensor`` must convert first."""
    return isinstance(x, (Tensor, Variable, IndexedSlices))


def get_static_value(tensor, partial=False):
    """``tf.get_static_value``: ``constant_value`` for programs. A value that is no tensor
    comes back as it is; a folded tensor is kept from being fed (the graph relies on it)."""
    if partial:
        raise NotImplementedError("scopelab's tf.get_static_value folds whole values only, "
                                  "not partial=True")
    if not is_tensor(tensor):
        return tensor
    if not isinstance(tensor, Tensor):
        return None
    value = constant_value(tensor)
    if value is not None:
        tensor.graph.prevent_feeding(tensor)
    return value


def _folds(*op_types):
    """Registers the decorated function as how ``constant_value`` folds these op types."""
    def decorate(fn):
        for op_type in op_types:
            register(op_type, constant_value=fn)
        return fn
    return decorate


@_folds("Const")
def _const(t):
    return np.asarray(t.op.attrs["value"])


@_folds("Identity", "StopGradient")
def _forwarded(t):
    return constant_value(t.op.inputs[0])


def _input_values(inputs):
    values = [constant_value(i) for i in inputs]
    return None if any(v is None for v in values) else values


def _static_input_shape(t):
    shape = t.op.inputs[0].shape
    return shape.dims if shape.is_fully_defined() else None


@_folds("Shape")
def _shape(t):
    dims = _static_input_shape(t)
    return None if dims is None else np.array(dims, dtype=t.dtype.as_numpy_dtype)


@_folds("Size")
def _size(t):
    dims = _static_input_shape(t)
    return None if dims is None else np.prod(dims, dtype=np.int32)


@_folds("Rank")
def _rank(t):
    ndims = t.op.inputs[0].shape.ndims
    return None if ndims is None else np.array(ndims, dtype=np.int32)


@_folds("Range")
def _range(t):
    bounds = _input_values(t.op.inputs)
    return None if bounds is None else np.arange(*bounds, dtype=t.dtype.as_numpy_dtype)


@_folds("Cast")
def _cast(t):
    value = constant_value(t.op.inputs[0])
    return None if value is None else value.astype(t.dtype.as_numpy_dtype)


@_folds("ConcatV2")
def _concat(t):
    values = _input_values(t.op.inputs)
    return None if values is None else np.concatenate(values[:-1], axis=int(values[-1]))


@_folds("Pack")
def _pack(t):
    op = t.op
    if not op.inputs or op.attrs["axis"] != 0:
        return None  # TF folds only the plain stack of values
    values = _input_values(op.inputs)
    return None if values is None else np.array(values)


@_folds("Unpack")
def _unpack(t):
    if t.op.attrs["axis"] != 0:
        return None
    value = constant_value(t.op.inputs[0])
    return None if value is None else value[t.value_index]


@_folds("Split")
def _split(t):
    values = _input_values(t.op.inputs)
    if values is None:
        return None
    axis, value = values
    return np.split(value, t.op.attrs["num_split"], int(axis))[t.value_index]


@_folds("Fill")
def _fill(t):
    value = constant_value(t.op.inputs[1])
    if value is None or not t.shape.is_fully_defined():
        return None
    return np.full(t.shape.as_list(), value, dtype=value.dtype)


@_folds("Equal")
def _equal(t):
    values = _input_values(t.op.inputs)
    return None if values is None else np.equal(*values)


@_folds("NotEqual")
def _not_equal(t):
    values = _input_values(t.op.inputs)
    return None if values is None else np.not_equal(*values)
