"""Writing parts of a variable by coordinates or by slice: ScatterNdUpdate, ScatterNdAdd,
ScatterNdSub, ScatterNdMax, ScatterNdMin (``tf.scatter_nd_*``, ``tf.batch_scatter_update``)
and StridedSliceAssign (``v[0].assign(x)``).

Mirrors those functions of ``state_ops.py`` and the slice assignment of ``array_ops.py``. A
``ScatterNd*`` op takes coordinates as ``tf.scatter_nd`` does (nd_indexing_ops.py: the last
axis of ``indices`` points into the first axes of the variable) and writes ``updates`` there,
in order (repeated coordinates add up, or the last one wins); the op's output is the
variable's reference, as for ``tf.assign``. ``tf.batch_scatter_update`` is ScatterNdUpdate with
the leading axes' positions put in front of each index (Range, Reshape, ``ones_like``, Mul,
ConcatV2). ``v[1:, 0]`` on a variable reads the slice and remembers where it came from:
``.assign(x)`` on it writes ``x`` (broadcast to the slice's shape) into that part.
One TF quirk is kept: TF 2's ``tf.scatter_nd_update`` / ``_add`` / ``_sub`` hand their
``name`` to the op's newer ``bad_indices_policy`` argument, so the op keeps its default name
and a run fails naming the "policy" (the Variable methods pass the name as a name).
Left out: resource variables.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     v = tf.Variable([[1, 2], [3, 4]], name="v")
...     corner = tf.scatter_nd_update(v, [[1, 1]], [9])
...     row = v[0].assign([7, 8])
...     with tf.Session() as sess:
...         sess.run(v.initializer)
...         values = [sess.run(corner).tolist(), sess.run(row).tolist()]
>>> corner.op.type, row.op.name, values
('ScatterNdUpdate', 'strided_slice/_assign', [[[1, 2], [3, 9]], [[7, 8], [3, 9]]])
"""
import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from ..tensor import SymbolicTensor
from ..core.shapes import TensorShape
from .array_ops import expand_dims, ones_like, reshape, shape
from .core import convert_input, convert_to_tensor, kernel, make_op, shape_text
from .grad_ops import op_range
from .indexing_ops import concat
from .math_ops import cast
from .nd_indexing_ops import check_scatter_shapes, check_update_shape, first_outside, \
    flat_coordinates
from .shape_rules import input_shape
from .state_ops import scatter_inputs
from .strided_index import index_tuple

_MASKS = ("begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask")


def scatter_nd_op(op_type, ref, indices, updates, use_locking, name=None, policy=""):
    """The ``op_type`` node writing ``updates`` at the coordinates ``indices`` of variable
    ``ref``; returns the variable's reference after the write."""
    ref = convert_to_tensor(ref, as_ref=True)
    g = ref.graph
    with g.name_scope(name or op_type) as scope:
        idx, updates = scatter_inputs(op_type, ref, indices, updates)
        attrs = {"T": ref.dtype.base_dtype, "Tindices": idx.dtype.base_dtype,
                 "bad_indices_policy": policy.encode(), "use_locking": bool(use_locking)}

        def checked(node):
            check_scatter_shapes(idx.shape, updates.shape, ref.shape, node, op_type, attrs,
                                 [ref, idx, updates])
            return ref.shape
        return make_op(g, op_type, [ref, idx, updates], scope, ref.dtype, checked, attrs,
                       ref_inputs=[ref])


# TF's functions: their ``name`` lands in ``bad_indices_policy`` (see the module docstring).
def scatter_nd_update(ref, indices, updates, use_locking=True, name=None):
    return scatter_nd_op("ScatterNdUpdate", ref, indices, updates, use_locking, None, name or "")


def scatter_nd_add(ref, indices, updates, use_locking=False, name=None):
    return scatter_nd_op("ScatterNdAdd", ref, indices, updates, use_locking, None, name or "")


def scatter_nd_sub(ref, indices, updates, use_locking=False, name=None):
    return scatter_nd_op("ScatterNdSub", ref, indices, updates, use_locking, None, name or "")


def _scatter_nd_kernel(write):
    def run(op, slot, indices, updates):
        policy = op.attrs["bad_indices_policy"].decode()
        if policy not in ("", "DEFAULT", "ERROR", "IGNORE"):
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, op,
                "Unknown bad indices handling attribute: %s" % policy)
        value = slot.read(op)
        check_update_shape(op, value.shape, indices, updates)
        coordinates, depth = flat_coordinates(indices)
        rows = np.asarray(updates, value.dtype).reshape((-1,) + value.shape[depth:])
        inside = np.all((coordinates >= 0) & (coordinates < value.shape[:depth]), axis=1)
        if policy == "IGNORE":
            coordinates, rows, inside = coordinates[inside], rows[inside], inside[inside]
        # Like TF's kernel, the coordinates before the first bad one are written all the same.
        done = int(np.argmin(inside)) if not inside.all() else len(inside)
        for at, row in zip(coordinates[:done], rows[:done]):
            write(value, tuple(at), row)
        if done < len(inside):
            first_outside(op, coordinates, value.shape)
        return slot
    return run


def _set(value, at, row):
    value[at] = row


kernel("ScatterNdUpdate", takes_refs=True)(_scatter_nd_kernel(_set))
kernel("ScatterNdAdd", takes_refs=True)(_scatter_nd_kernel(
    lambda value, at, row: _set(value, at, value[at] + row)))
kernel("ScatterNdSub", takes_refs=True)(_scatter_nd_kernel(
    lambda value, at, row: _set(value, at, value[at] - row)))
kernel("ScatterNdMax", takes_refs=True)(_scatter_nd_kernel(
    lambda value, at, row: _set(value, at, np.maximum(value[at], row))))
kernel("ScatterNdMin", takes_refs=True)(_scatter_nd_kernel(
    lambda value, at, row: _set(value, at, np.minimum(value[at], row))))


def batch_scatter_update(ref, indices, updates, use_locking=True, name=None):
    """``tf.scatter_update`` along the last axis of ``indices``: ``ref[i, j, indices[i, j]] =
    updates[i, j]``, the leading axes of ``ref``, ``indices`` and ``updates`` agreeing."""
    from ..tf_logging import warn_deprecated
    warn_deprecated("batch_scatter_update", "tensorflow.python.ops.state_ops",
                    "Use the batch_scatter_update method of Variable instead.")
    return batched_update(ref, indices, updates, use_locking, name)


def batched_update(ref, indices, updates, use_locking, name):
    """``batch_scatter_update`` without its deprecation warning (the Variable method's)."""
    g = graph_from_inputs((ref, indices, updates))
    with g.name_scope(name):
        indices = convert_to_tensor(indices, name="indices", graph=g)
        sizes = shape(indices)
        rank = indices.shape.ndims
        if rank is None:
            raise ValueError("batch_gather does not allow indices with unknown shape.")
        last = expand_dims(indices, axis=-1)
        # Each leading axis's position, broadcast over the others: a coordinate per index.
        coordinates = []
        for axis in range(rank - 1):
            size = sizes[axis]
            stretched = [1] * (rank + 1)
            stretched[axis] = size
            position = reshape(op_range(0, size, 1, name="Range"), stretched)
            if position.dtype.base_dtype is not last.dtype.base_dtype:
                position = cast(position, last.dtype.base_dtype)
            coordinates.append(position * ones_like(last))
        return scatter_nd_op("ScatterNdUpdate", ref, concat(coordinates + [last], axis=-1),
                             updates, use_locking)


# ---------------------------------------------------------------------- v[...].assign(x)
class VariableSlice(SymbolicTensor):
    """A StridedSlice of a variable's value (``v[1:, 0]``), which ``assign`` writes back."""

    __slots__ = ()

    def assign(self, value, name=None):
        """Writes ``value`` into the part of the variable this slice reads."""
        op = self.op
        ref = op.inputs[0].op.inputs[0]  # the slice reads the variable's ``read`` snapshot
        return strided_slice_assign(ref, *op.inputs[1:], value, name=name or op.name + "/_assign",
                                    **{mask: op.attrs[mask] for mask in _MASKS})


def strided_slice_assign(ref, begin, end, strides, value, name=None, **masks):
    """The StridedSliceAssign node writing ``value`` into ``ref[begin:end:strides]``."""
    g = graph_from_inputs((ref, begin, value))
    with g.name_scope(name or "StridedSliceAssign") as scope:
        ref = convert_to_tensor(ref, as_ref=True, graph=g)
        value = convert_input(value, ref.dtype, "StridedSliceAssign", "value", "ref", g)
        attrs = dict(masks, T=ref.dtype.base_dtype, Index=begin.dtype.base_dtype)
        return make_op(g, "StridedSliceAssign", [ref, begin, end, strides, value], scope,
                       ref.dtype, ref.shape, attrs, ref_inputs=[ref])


@kernel("StridedSliceAssign", takes_refs=True, shape=input_shape)
def _strided_slice_assign(op, slot, begin, end, strides, value):
    target = slot.read(op)
    begin, end, strides = begin.tolist(), end.tolist(), strides.tolist()
    for axis, (at, size) in enumerate(zip(begin, target.shape)):
        if op.attrs["shrink_axis_mask"] & (1 << axis) and not -size <= at < size:
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, op,
                "slice index %d of dimension %d out of bounds." % (at, axis))
    index = index_tuple(begin, end, strides, op.attrs)
    part = target[index]
    # TF broadcasts the value into the slice, leading axes of size 1 beyond its rank included.
    fitted = np.asarray(value)
    while fitted.ndim > part.ndim and fitted.shape[0] == 1:
        fitted = fitted[0]
    try:
        target[index] = np.broadcast_to(fitted, part.shape)
    except ValueError:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "Cannot broadcast input shape %s into final shape "
            "%s" % (shape_text(TensorShape(list(np.shape(value)))),
                    shape_text(TensorShape(list(part.shape))))) from None
    return slot
