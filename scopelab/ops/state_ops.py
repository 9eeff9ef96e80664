"""Variable ops: VariableV2, Assign, AssignAdd, AssignSub, the row scatters (ScatterUpdate,
ScatterAdd, ScatterSub, ScatterMul, ScatterDiv, ScatterMin, ScatterMax),
IsVariableInitialized, CountUpTo.

Mirrors ``state_ops.py``. A ``VariableV2`` node's output is a *reference* (dtype
``float32_ref``) to storage that lives in a Session, not in the graph: each session has its own
``VariableSlot`` (``core/executor.py``) per variable, empty until an ``Assign`` runs. Ops
that write or inspect a variable take the reference and are colocated with it
(``_class: loc:@W``). ``CountUpTo`` (an int32/int64 scalar variable counting up, TF's old
way to stop input pipelines) fails with OutOfRangeError once it reaches its limit.
The coordinate scatters (``scatter_nd_*``) and sliced assignment are in
scatter_nd_state_ops.py.
Left out: resource variables, locking (a Session here runs one op at a time).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     v = tf.Variable(1.0, name="v")
...     inc = tf.assign_add(v, 2.0)
>>> inc.op.type, [t.name for t in inc.op.inputs], inc.op.colocation_groups()
('AssignAdd', ['v:0', 'AssignAdd/value:0'], [b'loc:@v'])
"""
import numpy as np

from .. import dtypes, errors, op_def_registry
from ..default_graph import get_default_graph
from ..core.shapes import TensorShape, as_shape, incompatibility
from .core import (convert_input, convert_to_tensor, kernel, make_op, register, shape_error,
                   shape_text)
from .shape_rules import input_shape, shape_attr


def variable_op_v2(shape, dtype, name="Variable", container="", shared_name=""):
    dtype = dtypes.as_dtype(dtype).base_dtype
    shape = as_shape(shape)
    return make_op(get_default_graph(), "VariableV2", [], name, dtype._as_ref, shape,
                   {"shape": shape, "dtype": dtype, "container": container.encode(),
                    "shared_name": shared_name.encode()})


# VariableV2 and Assign run the core's kernels (core/ops.py); an imported one gets its shape here.
register("VariableV2", shape=shape_attr)
register("Assign", shape=input_shape)


def _check_same_shape(node, op_type, attrs, ref, value):
    reason = incompatibility(ref.shape, value.shape)
    if reason:
        raise shape_error(reason, node, op_type, attrs, [ref, value])


# The element types AssignAdd / AssignSub (and AddN, with variant) accept, in TF's words.
NUMBER_TYPES = ("float32, float64, int32, uint8, int16, int8, complex64, int64, qint8, quint8, "
                 "qint32, bfloat16, qint16, quint16, uint16, complex128, float16, uint32, uint64")


def _update(op_type, ref, value, name, attrs, check_shape):
    """``op_type`` on variable ``ref`` (anything whose dtype is a reference type)."""
    ref = convert_to_tensor(ref, as_ref=True)
    g = ref.graph
    with g.name_scope(name or op_type) as scope:
        if op_type != "Assign" and (ref.dtype.is_bool or ref.dtype.base_dtype.name == "string"):
            raise TypeError("Value passed to parameter 'ref' has DataType %s not in list of "
                            "allowed values: %s" % (ref.dtype.base_dtype.name, NUMBER_TYPES))
        value = convert_input(value, ref.dtype, op_type, "value", "ref", g)
        attrs = dict(attrs, T=ref.dtype.base_dtype)

        def shape(node):
            if check_shape:  # what both shapes say: a variable of unknown shape takes value's
                _check_same_shape(node, op_type, attrs, ref, value)
                old, new = ref.shape, value.shape
                return old if old.dims == new.dims else old.merge_with(new)
            return value.shape
        return make_op(g, op_type, [ref, value], scope, ref.dtype, shape, attrs, ref_inputs=[ref])


def assign(ref, value, validate_shape=None, use_locking=None, name=None):
    """Stores ``value`` in variable ``ref``; running it returns the new value.

    Like TF, anything that is not a reference variable is asked to ``.assign`` itself.
    """
    if not ref.dtype.is_ref:
        return ref.assign(value, name=name)
    validate = True if validate_shape is None else bool(validate_shape)
    return _update("Assign", ref, value, name,
                   {"use_locking": True if use_locking is None else bool(use_locking),
                    "validate_shape": validate}, validate)


def assign_add(ref, value, use_locking=None, name=None):
    if not ref.dtype.is_ref:
        return ref.assign_add(value)
    return _update("AssignAdd", ref, value, name, {"use_locking": bool(use_locking)}, True)


def assign_sub(ref, value, use_locking=None, name=None):
    if not ref.dtype.is_ref:
        return ref.assign_sub(value)
    return _update("AssignSub", ref, value, name, {"use_locking": bool(use_locking)}, True)


def _same_size(op, old, value):
    # Checked again when run: the variable may have changed shape (validate_shape=False).
    if old.shape != np.shape(value):
        raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                           "Parameters and update must be the same size")


@kernel("AssignAdd", takes_refs=True, shape=input_shape)
def _assign_add(op, slot, value):
    old = slot.read(op)
    _same_size(op, old, value)
    np.add(old, value, out=old)
    return slot


@kernel("AssignSub", takes_refs=True, shape=input_shape)
def _assign_sub(op, slot, value):
    old = slot.read(op)
    _same_size(op, old, value)
    np.subtract(old, value, out=old)
    return slot


# ---------------------------------------------------------------------- scatter
def scatter_inputs(op_type, ref, indices, updates):
    """(indices, updates) of an ``op_type`` write into variable ``ref``, as tensors in its graph,
    with TF's TypeErrors: for a variable of a type the op cannot compute with (its OpDef's list:
    ScatterMin takes real numbers, ScatterUpdate anything) and for indices not int32/int64."""
    g = ref.graph
    op_def_registry.check_input_type(op_type, "ref", ref.dtype)
    idx = convert_to_tensor(indices, name="indices", graph=g)
    if idx.dtype.base_dtype not in (dtypes.int32, dtypes.int64):
        raise TypeError("Value passed to parameter 'indices' has DataType %s not in list of "
                        "allowed values: int32, int64" % idx.dtype.base_dtype.name)
    return idx, convert_input(updates, ref.dtype, op_type, "updates", "ref", g)


def _scatter(op_type, ref, indices, updates, use_locking, name):
    """``op_type`` writing ``updates`` into the rows of variable ``ref`` that ``indices`` pick.

    ``updates`` has the shape ``indices.shape + ref.shape[1:]``, or is one scalar for all.
    """
    if not ref.dtype.is_ref:
        # TF hands anything else to the resource-variable version, which reads the result
        # back through the variable's ``_lazy_read``: a plain tensor has none.
        raise AttributeError("'%s' object has no attribute '_lazy_read'" % type(ref).__name__)
    ref = convert_to_tensor(ref, as_ref=True)
    g = ref.graph
    with g.name_scope(name or op_type) as scope:
        idx, updates = scatter_inputs(op_type, ref, indices, updates)
        attrs = {"T": ref.dtype.base_dtype, "Tindices": idx.dtype.base_dtype,
                 "use_locking": bool(use_locking)}

        def shape(node):
            if updates.shape.ndims != 0 and ref.shape.dims is not None:
                expected = idx.shape.concatenate(ref.shape.dims[1:])
                reason = incompatibility(updates.shape, expected)
                if reason:
                    raise shape_error(reason, node, op_type, attrs, [ref, idx, updates])
            return ref.shape
        return make_op(g, op_type, [ref, idx, updates], scope, ref.dtype, shape, attrs,
                       ref_inputs=[ref])


def scatter_update(ref, indices, updates, use_locking=True, name=None):
    """Sets rows ``indices`` of variable ``ref`` to ``updates``; running it returns the
    variable. With a repeated index, the last update wins (on CPU, as in TF)."""
    return _scatter("ScatterUpdate", ref, indices, updates, use_locking, name)


def scatter_add(ref, indices, updates, use_locking=False, name=None):
    """Adds ``updates`` to rows ``indices`` of variable ``ref``; repeated indices add up."""
    return _scatter("ScatterAdd", ref, indices, updates, use_locking, name)


def scatter_sub(ref, indices, updates, use_locking=False, name=None):
    """Subtracts ``updates`` from rows ``indices`` of variable ``ref``; repeated indices add
    up. Gradient descent applies a sparse gradient so."""
    return _scatter("ScatterSub", ref, indices, updates, use_locking, name)


def scatter_mul(ref, indices, updates, use_locking=False, name=None):
    """Multiplies rows ``indices`` of variable ``ref`` by ``updates``."""
    return _scatter("ScatterMul", ref, indices, updates, use_locking, name)


def scatter_div(ref, indices, updates, use_locking=False, name=None):
    """Divides rows ``indices`` of variable ``ref`` by ``updates``."""
    return _scatter("ScatterDiv", ref, indices, updates, use_locking, name)


def scatter_min(ref, indices, updates, use_locking=False, name=None):
    """Rows ``indices`` of variable ``ref`` become their minimum with ``updates``."""
    return _scatter("ScatterMin", ref, indices, updates, use_locking, name)


def scatter_max(ref, indices, updates, use_locking=False, name=None):
    """Rows ``indices`` of variable ``ref`` become their maximum with ``updates``."""
    return _scatter("ScatterMax", ref, indices, updates, use_locking, name)


def scatter_kernel(write):
    """The kernel of a Scatter* op: TF's checks of the shapes and indices, then
    ``write(value, indices, updates)`` on the variable's storage (fast/scatter.py passes its own
    ``write``)."""
    def run(op, slot, indices, updates):
        value = slot.read(op)
        rows = value.shape[0] if value.ndim else 0
        flat = np.ravel(indices)
        # The shape is checked again when run: with placeholders it was not known when built.
        if np.ndim(updates) and np.shape(updates) != np.shape(indices) + value.shape[1:]:
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, op, "Must have updates.shape = indices.shape + "
                "params.shape[1:] or updates.shape = [], got updates.shape %s, indices.shape "
                "%s, params.shape %s" % tuple(
                    shape_text(TensorShape(list(np.shape(a)))) for a in (updates, indices, value)))
        updates = np.asarray(updates, value.dtype)
        rows_shape = flat.shape + value.shape[1:]
        updates = np.broadcast_to(updates, rows_shape) if updates.ndim == 0 else \
            updates.reshape(rows_shape)
        bad = np.flatnonzero((flat < 0) | (flat >= rows))
        # Like TF's kernel, the rows before the first bad index are written all the same.
        done = bad[0] if bad.size else flat.size
        write(value, flat[:done], updates[:done])
        if bad.size:
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, op,
                "indices[%d] = %d is not in [0, %d)" % (done, flat[done], rows))
        return slot
    return run


def _set_rows(value, indices, updates):
    value[indices] = updates  # numpy assigns in order: the last of repeated indices wins


kernel("ScatterUpdate", takes_refs=True)(scatter_kernel(_set_rows))
kernel("ScatterAdd", takes_refs=True)(scatter_kernel(
    lambda value, indices, updates: np.add.at(value, indices, updates)))
kernel("ScatterSub", takes_refs=True)(scatter_kernel(
    lambda value, indices, updates: np.subtract.at(value, indices, updates)))
kernel("ScatterMul", takes_refs=True)(scatter_kernel(
    lambda value, indices, updates: np.multiply.at(value, indices, updates)))
kernel("ScatterMin", takes_refs=True)(scatter_kernel(
    lambda value, indices, updates: np.minimum.at(value, indices, updates)))
kernel("ScatterMax", takes_refs=True)(scatter_kernel(
    lambda value, indices, updates: np.maximum.at(value, indices, updates)))


@kernel("ScatterDiv", takes_refs=True)
@scatter_kernel
def _scatter_div(value, indices, updates):
    if value.dtype.kind == "f":
        np.divide.at(value, indices, updates)
        return
    for i, row in zip(indices, updates):  # integers divide as C++ does: towards zero
        value[i] = np.trunc(value[i] / row).astype(value.dtype)


def is_variable_initialized(ref, name=None):
    ref = convert_to_tensor(ref, as_ref=True)
    return make_op(ref.graph, "IsVariableInitialized", [ref], name or "IsVariableInitialized",
                   dtypes.bool, [], {"dtype": ref.dtype.base_dtype}, ref_inputs=[ref])


kernel("IsVariableInitialized", takes_refs=True, cheap=True)(lambda op, slot: np.bool_(slot.value is not None))


def count_up_to(ref, limit, name=None, warn=True):
    """Adds 1 to the integer scalar variable ``ref`` each run and gives the value before;
    once it has reached ``limit``, running it is TF's OutOfRangeError."""
    if warn:
        from ..tf_logging import warn_deprecated
        warn_deprecated("count_up_to", "tensorflow.python.ops.state_ops",
                        "Prefer Dataset.range instead.")
    if not ref.dtype.is_ref:
        # TF takes anything else for a resource variable and asks for its handle.
        raise AttributeError("'%s' object has no attribute 'handle'" % type(ref).__name__)
    ref = convert_to_tensor(ref, as_ref=True)
    g = ref.graph
    with g.name_scope(name or "CountUpTo") as scope:
        dtype = ref.dtype.base_dtype
        if dtype not in (dtypes.int32, dtypes.int64):
            raise TypeError("Value passed to parameter 'ref' has DataType %s not in list of "
                            "allowed values: int32, int64" % dtype.name)
        attrs = {"T": dtype, "limit": limit}

        def shape(node):
            if ref.shape.ndims not in (None, 0):
                raise shape_error("Shape must be rank 0 but is rank %d" % ref.shape.ndims,
                                  node, "CountUpTo", attrs, [ref])
            return TensorShape([])
        return make_op(g, "CountUpTo", [ref], scope, dtype, shape, attrs, ref_inputs=[ref])


@kernel("CountUpTo", takes_refs=True)
def _count_up_to(op, slot):
    value = slot.read(op)
    if value >= op.attrs["limit"]:
        raise errors.graph_execution_error(errors.OutOfRangeError, op,
                                           "Reached limit of %d" % op.attrs["limit"])
    before = value.copy()
    value += 1
    return before
