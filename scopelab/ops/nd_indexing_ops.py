"""Indexing by coordinates: ``tf.gather_nd`` (GatherNd), ``tf.scatter_nd`` (ScatterNd) and
``tf.tensor_scatter_nd_update`` / ``_add`` / ``_sub`` (TensorScatterUpdate, Add, Sub).

Mirrors those functions of ``array_ops.py``. The last axis of ``indices`` holds coordinates
into the first ``depth = indices.shape[-1]`` axes of a tensor; the other axes of ``indices``
only arrange the results. ``gather_nd`` reads what each coordinate points at (one entry when
``depth`` is the tensor's rank, else a whole slice), so its output has shape
``indices.shape[:-1] + params.shape[depth:]``. ``scatter_nd`` is its mirror image: it writes
``updates`` at the coordinates of a new zero tensor of ``shape``, adding up where a coordinate
repeats; this is why each is the other's gradient (gradients_impl/nd_indexing_grad.py).
The ``tensor_scatter_nd_*`` ops write into a copy of a given tensor instead of zeros: ``update``
replaces the entries (the last of repeated coordinates wins), ``add`` and ``sub`` add or
subtract the updates (TF1 also names them ``tf.tensor_scatter_update``, ``_add``, ``_sub``).
Coordinates are checked when run: one outside the tensor fails with TF's InvalidArgumentError.
Left out: ``batch_dims`` of ``gather_nd`` (TF builds a meshgrid of batch coordinates for it),
``bad_indices_policy`` other than the default, ``tf.scatter_nd_update`` on tensors (on
variables: scatter_nd_state_ops.py).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1, 2, 3], [4, 5, 6]])
...     entries = tf.gather_nd(x, [[0, 2], [1, 0]])
...     rows = tf.gather_nd(x, [[1]])
...     back = tf.scatter_nd([[0, 2], [0, 2]], [5, 7], [2, 3])
...     with tf.Session() as sess:
...         print(sess.run([entries, rows, back]))
[array([3, 4], dtype=int32), array([[4, 5, 6]], dtype=int32), array([[ 0,  0, 12],
       [ 0,  0,  0]], dtype=int32)]
"""
import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape, incompatibility
from .core import (convert_input, convert_to_tensor, kernel, make_op, shape_error, shape_text,
                   static_value)
from .unary_math_ops import check_allowed

_INDEX_TYPES = ("int16", "int32", "int64")


def _shape_list(shape):
    return "[%s]" % ",".join(str(int(d)) for d in shape)


def flat_coordinates(indices):
    """The coordinates as rows of a matrix (depth columns), and the depth."""
    depth = indices.shape[-1]
    # (-1 would not do: with depth 0 the count of rows cannot be read from the size)
    return indices.reshape(int(np.prod(indices.shape[:-1])), depth), depth


def _first_outside(op, coordinates, bounds, what):
    """TF's error for the first coordinate row outside ``bounds`` (none: nothing raised)."""
    outside = np.flatnonzero(np.any((coordinates < 0) | (coordinates >= bounds), axis=1))
    if outside.size:
        i = outside[0]
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "indices[%d] = [%s] does not index into %s"
            % (i, ", ".join(str(int(v)) for v in coordinates[i]), what))


# ---------------------------------------------------------------------- gather_nd
def gather_nd(params, indices, name=None, batch_dims=0):
    """The entries (or slices) of ``params`` at the coordinates along ``indices``' last axis."""
    if not isinstance(batch_dims, int) or batch_dims:
        raise NotImplementedError("scopelab's tf.gather_nd gathers without batch_dims, not "
                                  "batch_dims=%r" % (batch_dims,))
    g = graph_from_inputs((params, indices))
    with g.name_scope(name or "GatherNd") as scope:
        p = convert_to_tensor(params, name="params", graph=g)
        i = convert_to_tensor(indices, name="indices", graph=g)
        check_allowed(i, "indices", _INDEX_TYPES)
        attrs = {"Tparams": p.dtype.base_dtype, "Tindices": i.dtype.base_dtype,
                 "bad_indices_policy": b""}

        def shape(node):
            pd, idx = p.shape.dims, i.shape.dims
            if idx is not None and not idx:
                raise shape_error("Shape must be at least rank 1 but is rank 0", node,
                                  "GatherNd", attrs, [p, i])
            if pd is None or idx is None or idx[-1] is None:
                return None
            if idx[-1] > len(pd):
                raise shape_error("indices.shape[-1] must be <= params.rank, but saw indices "
                                  "shape: %s and params shape: %s" % (shape_text(i.shape),
                                                                      shape_text(p.shape)),
                                  node, "GatherNd", attrs, [p, i])
            return list(idx[:-1]) + list(pd[idx[-1]:])
        return make_op(g, "GatherNd", [p, i], scope, p.dtype.base_dtype, shape, attrs)


@kernel("GatherNd")
def _gather_nd(op, params, indices):
    coordinates, depth = flat_coordinates(indices)
    _first_outside(op, coordinates, params.shape[:depth], "param shape %s, node name: %s"
                   % (_shape_list(params.shape), op.name))
    if depth:
        picked = params[tuple(coordinates.T)]
    else:  # no coordinates at all: each index row picks the whole of params
        picked = np.broadcast_to(params, (len(coordinates),) + params.shape)
    return picked.reshape(indices.shape[:-1] + params.shape[depth:])


# ---------------------------------------------------------------------- scatter_nd
def scatter_nd(indices, updates, shape, name=None):
    """A tensor of ``shape``, zero except at the coordinates of ``indices``: there the
    ``updates``, summed where a coordinate repeats."""
    g = graph_from_inputs((indices, updates, shape))
    with g.name_scope(name or "ScatterNd") as scope:
        i = convert_to_tensor(indices, name="indices", graph=g)
        check_allowed(i, "indices", _INDEX_TYPES)
        u = convert_to_tensor(updates, name="updates", graph=g)
        s = convert_to_tensor(shape, name="shape", graph=g)
        known = static_value(s)
        out = None if known is None else [int(d) for d in np.ravel(known)]
        if out is None and s.shape.dims is not None and s.shape.dims[0] is not None:
            out = [None] * s.shape.dims[0]
        dtype = u.dtype.base_dtype
        attrs = {"T": dtype, "Tindices": i.dtype.base_dtype, "bad_indices_policy": b""}

        def checked(node):
            check_scatter_shapes(i.shape, u.shape, TensorShape(out), node, "ScatterNd", attrs,
                                 [i, u, s])
            return out
        return make_op(g, "ScatterNd", [i, u, s], scope, dtype, checked, attrs)


def check_scatter_shapes(indices, updates, output, node, op_type, attrs, inputs):
    """TF's build-time checks of ``op_type`` (ScatterNd, or a ScatterNd* writing a variable):
    ``updates`` must be shaped ``indices.shape[:-1]`` (one update per coordinate) followed by
    the slice shape ``output.shape[depth:]``."""
    if indices.dims is None or updates.dims is None or indices.dims[-1] is None:
        return
    outer, depth = len(indices.dims) - 1, indices.dims[-1]
    # (what, its shape, its axes [a, b), the axes [c, d) of updates they must match)
    checks = [("indices", indices, (0, outer), (0, outer))]
    if output.dims is not None:
        checks.append(("input", output, (depth, len(output.dims)), (outer, len(updates.dims))))
    for what, whole, (a, b), (c, d) in checks:
        part, wanted = TensorShape(whole.dims[a:b]), TensorShape(updates.dims[c:d])
        reason = incompatibility(part, wanted)
        if reason:
            # ScatterNd reads the output's shape from a tensor (its shape input), and TF says so.
            detail = " and with input tensors computed as partial shapes: input[2] = %s" \
                % shape_text(output) if what == "input" and op_type == "ScatterNd" else ""
            raise shape_error(
                "Dimensions [%d,%d) of %s[shape=%s] = %s must match dimensions [%d,%d) of "
                "updates[shape=%s] = %s: %s" % (a, b, what, shape_text(whole), shape_text(part),
                                                c, d, shape_text(updates), shape_text(wanted),
                                                reason),
                node, op_type, attrs, inputs, detail)


def check_update_shape(op, shape, indices, updates):
    """TF's run-time check that ``updates`` fits ``indices`` and the written tensor's
    ``shape``, in its words (both ranges of the second message start at the depth)."""
    depth = indices.shape[-1] if indices.ndim > 1 else 1
    outer = indices.ndim - 1 if indices.ndim > 1 else 1
    prefix = "Dimensions [0,%d) of indices[shape=%s] must match dimensions [0,%d) of " \
        "updates[shape=%s]" % (outer, _shape_list(indices.shape), outer,
                                _shape_list(updates.shape))
    suffix = "Dimensions [%d,%d) of input[shape=%s] must match dimensions [%d,%d) of " \
        "updates[shape=%s]" % (depth, len(shape), _shape_list(shape), depth, updates.ndim,
                                _shape_list(updates.shape))
    problem = None
    if updates.ndim < outer or updates.shape[:outer] != indices.shape[:outer]:
        problem = prefix
    elif updates.ndim != outer + len(shape) - depth or updates.shape[outer:] != shape[depth:]:
        problem = suffix
    if problem:
        raise errors.graph_execution_error(errors.InvalidArgumentError, op, problem)


def first_outside(op, coordinates, shape):
    """TF's error for the first coordinate row outside a tensor of ``shape`` being written."""
    _first_outside(op, coordinates, shape[:coordinates.shape[1]],
                   "shape %s" % _shape_list(shape))


@kernel("ScatterNd")
def _scatter_nd(op, indices, updates, shape):
    out = np.zeros(shape.tolist(), updates.dtype)
    check_update_shape(op, out.shape, indices, updates)
    coordinates, depth = flat_coordinates(indices)
    first_outside(op, coordinates, out.shape)
    np.add.at(out, tuple(coordinates.T), updates.reshape((-1,) + out.shape[depth:]))
    return out


# ---------------------------------------------------------------------- tensor_scatter_nd_*
def _tensor_scatter(op_type, verb):
    def scatter(tensor, indices, updates, name=None):
        g = graph_from_inputs((tensor, indices, updates))
        with g.name_scope(name or op_type) as scope:
            t = convert_to_tensor(tensor, name="tensor", graph=g)
            i = convert_to_tensor(indices, name="indices", graph=g)
            check_allowed(i, "indices", _INDEX_TYPES + ("uint16",))
            u = convert_input(updates, t.dtype, op_type, "updates", "tensor", g)
            dtype = t.dtype.base_dtype
            attrs = {"T": dtype, "Tindices": i.dtype.base_dtype, "bad_indices_policy": b""}

            def checked(node):
                check_scatter_shapes(i.shape, u.shape, t.shape, node, op_type, attrs, [t, i, u])
                return t.shape
            return make_op(g, op_type, [t, i, u], scope, dtype, checked, attrs)
    scatter.__name__ = "tensor_scatter_nd_" + op_type[len("TensorScatter"):].lower()
    scatter.__doc__ = "A copy of ``tensor`` with ``updates`` %s at the coordinates of " \
        "``indices``." % verb
    return scatter


tensor_scatter_nd_update = _tensor_scatter("TensorScatterUpdate", "written")
tensor_scatter_nd_add = _tensor_scatter("TensorScatterAdd", "added")
tensor_scatter_nd_sub = _tensor_scatter("TensorScatterSub", "subtracted")


def _tensor_scatter_kernel(write):
    def run(op, tensor, indices, updates):
        out = np.array(tensor, copy=True)
        check_update_shape(op, out.shape, indices, updates)
        coordinates, depth = flat_coordinates(indices)
        first_outside(op, coordinates, out.shape)
        write(out, tuple(coordinates.T), updates.reshape((-1,) + out.shape[depth:]))
        return out
    return run


def _assign(out, at, values):
    # numpy assigns in order, so the last of repeated coordinates wins, as in TF's kernel
    out[at] = values


kernel("TensorScatterUpdate")(_tensor_scatter_kernel(_assign))
kernel("TensorScatterAdd")(_tensor_scatter_kernel(np.add.at))
kernel("TensorScatterSub")(_tensor_scatter_kernel(np.subtract.at))
