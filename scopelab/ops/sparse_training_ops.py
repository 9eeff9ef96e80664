"""The sparse update ops optimizers build for IndexedSlices gradients: SparseApplyMomentum,
SparseApplyAdagrad, SparseApplyRMSProp and SparseApplyCenteredRMSProp.

Mirrors the ``SparseApply*`` ops of ``gen_training_ops``. Each is its dense twin
(``training_ops.py``) applied to some rows only: the gradient comes as ``grad`` (one row per
index) and ``indices``, and only the rows ``indices`` of the variable and of its slots change.
So an embedding table of a million rows trained on a batch of a hundred words costs a hundred
rows per step, and the momentum or accumulator of a word not in the batch stays as it was.

The rows are updated one index after another, as TF's CPU kernels do: a repeated index updates
its row twice (the optimizers sum repeated rows first, with Unique and UnsortedSegmentSum).
Here each round updates, at once, every index's next occurrence: as many rounds as the most
repeated index, one when the indices are distinct.
The shape check: the slots match the variable, ``grad`` has the variable's row shape, one row
per index, and the hyperparameters are scalars.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     v = tf.Variable([[1.0], [2.0], [3.0]], name="v")
...     acc = tf.Variable([[0.0], [0.0], [0.0]], name="acc")
...     step = sparse_apply_momentum(v, acc, 0.5, [[2.0]], [1], 0.9)
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         out = sess.run(step)
>>> out[:, 0].tolist()
[1.0, 1.0, 3.0]
"""
import numpy as np

from .. import dtypes, errors
from ..core.shapes import TensorShape, incompatibility
from .core import convert_input, convert_to_tensor, kernel, make_op, shape_error
from .training_ops import _arg_dtype, ref_inputs


def _sparse_apply_op(op_type, refs, args, name, **attrs):
    """``op_type`` on the variable references ``refs``, then ``args`` ((name, value) pairs in
    the op's input order, with "grad" and "indices" among them; the others are scalars)."""
    ref_tensors = ref_inputs(op_type, refs)
    var = ref_tensors[0]
    g = var.graph
    with g.name_scope(name or op_type) as scope:
        inputs = list(ref_tensors)
        for arg, value in args:
            if arg == "indices":
                inputs.append(convert_to_tensor(value, name="indices", graph=g))
            else:
                inputs.append(convert_input(value, _arg_dtype(arg, var), op_type, arg, "var", g))
        names = [arg for arg, _ in refs + args]
        grad, indices = inputs[names.index("grad")], inputs[names.index("indices")]
        if indices.dtype.base_dtype not in (dtypes.int32, dtypes.int64):
            raise TypeError("Value passed to parameter 'indices' has DataType %s not in list of "
                            "allowed values: int32, int64" % indices.dtype.base_dtype.name)
        attrs = dict(attrs, T=var.dtype.base_dtype, Tindices=indices.dtype.base_dtype)

        def shape(node):
            merged = var.shape
            for other in ref_tensors[1:]:
                reason = incompatibility(merged, other.shape)
                if reason:
                    raise shape_error(reason, node, op_type, attrs, inputs)
                merged = merged.merge_with(other.shape)
            for arg, t in zip(names[len(refs):], inputs[len(refs):]):
                if arg not in ("grad", "indices") and t.shape.ndims:
                    raise shape_error("Shape must be rank 0 but is rank %d" % t.shape.ndims,
                                      node, op_type, attrs, inputs)
            if merged.dims is not None and grad.shape.dims is not None:
                rows = TensorShape([None] + list(merged.dims[1:]))
                reason = incompatibility(rows, TensorShape([None] + list(grad.shape.dims[1:])))
                if reason:
                    reason = reason.replace("Shapes are %s" % _text(rows),
                                            "Shapes are %s" % _text(merged))
                    raise shape_error(reason, node, op_type, attrs, inputs)
            count = indices.shape.dims[0] if indices.shape.dims else None
            first = grad.shape.dims[0] if grad.shape.dims else None
            if count is not None and first is not None and count != first:
                raise shape_error("Dimensions must be equal, but are %d and %d" % (count, first),
                                  node, op_type, attrs, inputs)
            return merged
        return make_op(g, op_type, inputs, scope, var.dtype, shape, attrs,
                       ref_inputs=ref_tensors)


def _text(shape):
    return "[%s]" % ",".join("?" if d is None else str(d) for d in shape.dims)


def sparse_apply_momentum(var, accum, lr, grad, indices, momentum, use_locking=False,
                          use_nesterov=False, name=None):
    """ApplyMomentum on the rows ``indices`` of ``var`` and ``accum``."""
    return _sparse_apply_op("SparseApplyMomentum", [("var", var), ("accum", accum)],
                            [("lr", lr), ("grad", grad), ("indices", indices),
                             ("momentum", momentum)], name, use_locking=bool(use_locking),
                            use_nesterov=bool(use_nesterov))


def sparse_apply_adagrad(var, accum, lr, grad, indices, use_locking=False, update_slots=True,
                         name=None):
    """ApplyAdagrad on the rows ``indices`` of ``var`` and ``accum``."""
    return _sparse_apply_op("SparseApplyAdagrad", [("var", var), ("accum", accum)],
                            [("lr", lr), ("grad", grad), ("indices", indices)], name,
                            use_locking=bool(use_locking), update_slots=bool(update_slots))


def sparse_apply_rms_prop(var, ms, mom, lr, rho, momentum, epsilon, grad, indices,
                          use_locking=False, name=None):
    """ApplyRMSProp on the rows ``indices`` of ``var``, ``ms`` and ``mom``."""
    return _sparse_apply_op("SparseApplyRMSProp", [("var", var), ("ms", ms), ("mom", mom)],
                            [("lr", lr), ("rho", rho), ("momentum", momentum),
                             ("epsilon", epsilon), ("grad", grad), ("indices", indices)], name,
                            use_locking=bool(use_locking))


def sparse_apply_centered_rms_prop(var, mg, ms, mom, lr, rho, momentum, epsilon, grad, indices,
                                   use_locking=False, name=None):
    """ApplyCenteredRMSProp on the rows ``indices`` of ``var``, ``mg``, ``ms`` and ``mom``."""
    return _sparse_apply_op("SparseApplyCenteredRMSProp",
                            [("var", var), ("mg", mg), ("ms", ms), ("mom", mom)],
                            [("lr", lr), ("rho", rho), ("momentum", momentum),
                             ("epsilon", epsilon), ("grad", grad), ("indices", indices)], name,
                            use_locking=bool(use_locking))


# ---------------------------------------------------------------------- kernels
def _rounds(op, rows, indices):
    """[(positions in ``indices``, their rows)] per round: each round holds every index's
    next occurrence, so no round touches a row twice."""
    flat = np.ravel(indices)
    bad = np.flatnonzero((flat < 0) | (flat >= rows))
    if bad.size:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "Index %d at offset %d in indices is out of range"
            % (flat[bad[0]], bad[0]))
    order = np.argsort(flat, kind="stable")
    sorted_ids = flat[order]
    starts = np.flatnonzero(np.r_[True, sorted_ids[1:] != sorted_ids[:-1]])
    # The how-many-th occurrence of its index each position is.
    occurrence = np.empty(flat.size, np.int64)
    occurrence[order] = np.arange(flat.size) - np.repeat(starts, np.diff(np.r_[starts,
                                                                               flat.size]))
    if flat.size == 0 or occurrence.max() == 0:
        return [(slice(None), flat)]
    return [(np.flatnonzero(occurrence == k), flat[occurrence == k])
            for k in range(occurrence.max() + 1)]


@kernel("SparseApplyMomentum", takes_refs=2)
def _sparse_apply_momentum(op, slot, accum_slot, lr, grad, indices, momentum):
    value, accum = slot.read(op), accum_slot.read(op)
    for at, rows in _rounds(op, value.shape[0], indices):
        g = grad[at]
        accum[rows] = accum[rows] * momentum + g
        if op.attrs["use_nesterov"]:
            value[rows] -= g * lr + accum[rows] * momentum * lr
        else:
            value[rows] -= accum[rows] * lr
    return slot


@kernel("SparseApplyAdagrad", takes_refs=2)
def _sparse_apply_adagrad(op, slot, accum_slot, lr, grad, indices):
    value, accum = slot.read(op), accum_slot.read(op)
    for at, rows in _rounds(op, value.shape[0], indices):
        g = grad[at]
        if op.attrs["update_slots"]:
            accum[rows] += g * g
        value[rows] -= g * lr / np.sqrt(accum[rows])
    return slot


@kernel("SparseApplyRMSProp", takes_refs=3)
def _sparse_apply_rms_prop(op, slot, ms_slot, mom_slot, lr, rho, momentum, epsilon, grad,
                           indices):
    value, ms, mom = slot.read(op), ms_slot.read(op), mom_slot.read(op)
    for at, rows in _rounds(op, value.shape[0], indices):
        g = grad[at]
        ms[rows] = ms[rows] * rho + g * g * (1 - rho)
        mom[rows] = mom[rows] * momentum + g * lr / np.sqrt(ms[rows] + epsilon)
        value[rows] -= mom[rows]
    return slot


@kernel("SparseApplyCenteredRMSProp", takes_refs=4)
def _sparse_apply_centered_rms_prop(op, slot, mg_slot, ms_slot, mom_slot, lr, rho, momentum,
                                    epsilon, grad, indices):
    value, mg = slot.read(op), mg_slot.read(op)
    ms, mom = ms_slot.read(op), mom_slot.read(op)
    for at, rows in _rounds(op, value.shape[0], indices):
        g = grad[at]
        ms[rows] = ms[rows] * rho + g * g * (1 - rho)
        mg[rows] = mg[rows] * rho + g * (1 - rho)
        denominator = ms[rows] - mg[rows] * mg[rows] + epsilon
        mom[rows] = mom[rows] * momentum + g * lr / np.sqrt(denominator)
        value[rows] -= mom[rows]
    return slot
