"""Indexing and joining: ``tensor[...]`` (StridedSlice), stack (Pack), concat (ConcatV2),
squeeze, gather (GatherV2), where (Where, Select), transpose, and boolean_mask built from them.
(Cutting apart, ``split`` and ``unstack``, is in ``slice_ops.py``.)

Mirrors the corresponding parts of ``array_ops.py``. Python indexing becomes one StridedSlice
node whose begin/end/strides are small Consts (``strided_slice/stack``, ``stack_1``,
``stack_2``) and whose bit masks record the ``:``, ``...``, ``tf.newaxis`` and integer parts.
Bounds may be scalar integer tensors (``x[:n]``, ``x[i]``): then the bounds are packed
(``Pack``) around them, and the static shape knows less. A boolean tensor as the index is
``boolean_mask``. (Scatter ops write into variables: ``state_ops.py``.)

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     c = tf.constant([[1, 2, 3], [4, 5, 6]])
...     row, col = c[1], c[:, ::2]
...     with tf.Session() as sess:
...         values = sess.run([row, col])
>>> row.op.name, row.shape, values[0].tolist(), values[1].tolist()
('strided_slice', TensorShape([Dimension(3)]), [4, 5, 6], [[1, 3], [4, 6]])
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from ..core.shapes import Dimension, TensorShape, incompatibility
from . import array_ops
from .core import (constant, convert_input, convert_to_tensor, kernel, list_input, make_op,
                   shape_error, static_value)
from .math_ops import cast
from .reduction_ops import reduce_prod
from .strided_index import index_tuple, sliced_shape

newaxis = None


# ---------------------------------------------------------------------- strided slices
_SLICE_TYPE_ERROR = ("Only integers, slices (`:`), ellipsis (`...`), tf.newaxis (`None`) and "
                     "scalar tf.int32/tf.int64 tensors are valid indices, got %r")
_INDEX_TYPES = (dtypes.int16, dtypes.int32, dtypes.int64)


def _check_index(s):
    """TF's TypeError for an index that is neither an int nor a scalar integer tensor."""
    if isinstance(s, (int, np.integer, Dimension)):
        return
    dtype = getattr(s, "dtype", None)
    if dtype is None or dtypes.as_dtype(dtype).base_dtype not in _INDEX_TYPES or \
            getattr(s, "shape", TensorShape(None)).ndims == 1:
        raise TypeError(_SLICE_TYPE_ERROR % (s,))


def _bound_dtype(s):
    """The dtype of a slice's tensor bounds (int64 wins), None if all are Python ints."""
    kinds = {t.dtype.base_dtype for t in (s.start, s.stop, s.step) if isinstance(t, Tensor)}
    return next((d for d in _INDEX_TYPES[::-1] if d in kinds), None)


def _slice_spec(spec):
    """(begin, end, strides, masks) of a Python index, as TF's ``_slice_helper`` encodes it.

    Bounds are Python ints, or scalar tensors taken as they are. A slice with a tensor bound
    gets its missing bounds as Consts of that dtype, and an index ``i`` ends at ``i + 1``:
    these ops are made here, before the slice's own name scope opens, as TF makes them.
    """
    spec = spec if isinstance(spec, (tuple, list)) else (spec,)
    begin, end, strides = [], [], []
    masks = dict(begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0)
    for i, s in enumerate(spec):
        bit = 1 << i
        if isinstance(s, slice):
            dtype = _bound_dtype(s)
            for bound, into, default, mask in ((s.start, begin, 0, "begin_mask"),
                                               (s.stop, end, 0, "end_mask"),
                                               (s.step, strides, 1, None)):
                if bound is None or (isinstance(bound, Dimension) and bound.value is None):
                    into.append(default if dtype is None else constant(default, dtype))
                    if mask:
                        masks[mask] |= bit
                else:
                    _check_index(bound)
                    into.append(int(bound) if isinstance(bound, Dimension) else bound)
        elif s is Ellipsis or s is None:
            begin.append(0), end.append(0), strides.append(1)
            masks["ellipsis_mask" if s is Ellipsis else "new_axis_mask"] |= bit
        else:
            _check_index(s)
            begin.append(s), end.append(s + 1)
            wide = isinstance(s, Tensor) and s.dtype.base_dtype in (dtypes.int16, dtypes.int64)
            strides.append(constant(1, s.dtype.base_dtype) if wide else 1)
            masks["shrink_axis_mask"] |= bit
    return begin, end, strides, masks


def strided_slice(input_, spec, name=None):
    """``input_[spec]`` as a StridedSlice node; its bounds packed into begin, end and strides
    tensors (``stack``, ``stack_1``, ``stack_2``: Consts if all are Python ints, else Packs)."""
    x = convert_to_tensor(input_)
    g = x.graph
    if isinstance(spec, bool) or (isinstance(spec, (Tensor, np.ndarray))
                                  and spec.dtype == dtypes.bool):
        return boolean_mask(x, spec)
    begin, end, strides, masks = _slice_spec(spec)
    with g.name_scope(name or "strided_slice") as scope:
        if begin:
            packed = [stack(v) for v in (begin, end, strides)]
            if any(p.dtype.base_dtype is dtypes.int64 for p in packed):
                packed = [cast(p, dtypes.int64) for p in packed]
        else:
            packed = [constant([], dtypes.int32, graph=g)] * 3
        dtype = x.dtype.base_dtype
        return make_op(g, "StridedSlice", [x] + packed, scope, dtype,
                       sliced_shape(x.shape, [static_value(p) for p in packed], masks),
                       dict(masks, T=dtype, Index=packed[0].dtype.base_dtype))


@kernel("StridedSlice", shape_arithmetic=True)
def _strided_slice(op, x, begin, end, strides):
    return np.asarray(x)[index_tuple(begin.tolist(), end.tolist(), strides.tolist(), op.attrs)]


Tensor.__getitem__ = lambda self, spec: strided_slice(self, spec)


# ---------------------------------------------------------------------- joining
def stack(values, axis=0, name="stack"):
    """One tensor from a list: along axis 0 what ``convert_to_tensor`` makes of the argument
    (a Const of Python numbers; a lone tensor itself), else a ``Pack`` node."""
    kinds = [v.dtype.base_dtype for v in (values if isinstance(values, (list, tuple)) else ())
             if hasattr(v, "dtype") and hasattr(v, "graph")]
    if axis == 0 and len(set(kinds)) < 2:
        return convert_to_tensor(values, name=name)
    # As TF: values[0] (a Const named ``name`` if a Python list, a slice if values is a
    # tensor) tells the rank the axis must fit, before the list is checked.
    dims = convert_to_tensor(values[0], name=name).shape.dims
    if dims is not None and not -len(dims) - 1 <= axis <= len(dims):
        raise ValueError("Argument `axis` = %d not in range [%d, %d)"
                         % (axis, -len(dims) - 1, len(dims) + 1))
    list_input(values, "values", "pack")
    if len(set(kinds)) > 1:
        raise TypeError("Tensors in list passed to 'values' of 'Pack' Op have types [%s] that "
                        "don't all match." % ", ".join(d.name for d in kinds))
    g = graph_from_inputs(values)
    with g.name_scope(name or "Pack") as scope:  # a generated op now (core/graph.py)
        tensors = [convert_to_tensor(v, name="values_%d" % i, graph=g)
                   for i, v in enumerate(values)]
        dtype, dims = tensors[0].dtype.base_dtype, tensors[0].shape.dims
        at = axis % (len(dims) + 1) if dims is not None else axis
        shape = None if dims is None else list(dims[:at]) + [len(tensors)] + list(dims[at:])
        return make_op(g, "Pack", tensors, scope, dtype, shape,
                       {"T": dtype, "N": len(tensors), "axis": axis})


kernel("Pack", shape_arithmetic=True)(lambda op, *xs: np.stack(xs, axis=op.attrs["axis"]))


def parallel_stack(values, name="parallel_stack"):
    """``stack`` along a new first axis, as the op ParallelConcat of the values, each given
    the new axis by an ExpandDims; the output's shape (an attribute) is the first value's."""
    g = graph_from_inputs(values)
    with g.name_scope(name):
        first = convert_to_tensor(values[0], graph=g)
        shape = TensorShape([len(values)]).concatenate(first.shape)
        parts = [array_ops.expand_dims(v, 0) for v in values]
        dtype = parts[0].dtype.base_dtype
        return make_op(g, "ParallelConcat", parts, "ParallelConcat", dtype, shape,
                       {"T": dtype, "N": len(parts), "shape": shape})


kernel("ParallelConcat")(lambda op, *xs: np.concatenate(xs, axis=0))


def concat(values, axis, name="concat"):
    """``values`` joined along ``axis`` (``ConcatV2``). One value, alone or in a list, is passed
    through an Identity (after a check that ``axis`` is a scalar int32)."""
    if not isinstance(values, (list, tuple)):
        values = [values]  # tf.concat itself takes a lone tensor (or array) as a list of one
    g = graph_from_inputs(values)
    if len(values) == 1:
        with g.name_scope(name):
            convert_to_tensor(axis, dtype=dtypes.int32, name="concat_dim",
                              graph=g).shape.assert_has_rank(0)
            return array_ops.identity(values[0], name=name)  # inside the scope: "concat/concat"
    with g.name_scope(name or "ConcatV2") as scope:  # a generated op (core/graph.py)
        tensors = [convert_to_tensor(v, name="values_%d" % i, graph=g)
                   for i, v in enumerate(values)]
        axis_t = convert_to_tensor(axis, dtype=dtypes.int32, name="axis", graph=g)
        dtype, known_axis = tensors[0].dtype.base_dtype, static_value(axis_t)
        attrs = {"T": dtype, "N": len(tensors), "Tidx": dtypes.int32}
        if axis_t.shape.ndims not in (None, 0):
            raise shape_error("Shape must be rank 0 but is rank %d" % axis_t.shape.ndims,
                              scope[:-1], "ConcatV2", attrs, tensors + [axis_t])
        shapes = [t.shape.dims for t in tensors]
        if known_axis is not None:  # the axis must exist in each input of known rank
            need = -int(known_axis) if known_axis < 0 else int(known_axis) + 1
            for dims in shapes:
                if dims is not None and len(dims) < need:
                    raise shape_error(
                        "Shape must be at least rank %d but is rank %d" % (need, len(dims)),
                        scope[:-1], "ConcatV2", attrs, tensors + [axis_t],
                        " and with computed input tensors: input[%d] = <%d>"
                        % (len(tensors), known_axis))
        shape = None if None in shapes else [None] * len(shapes[0])
        if shape is not None and known_axis is not None:  # an axis tensor: sizes unknown
            # The other axes must agree: each takes the size any input knows ([?, 3] and
            # [2, 4] joined along axis 1 make [2, 7]).
            shape = [next((d for d in sizes if d is not None), None) for sizes in zip(*shapes)]
            sizes = [s[int(known_axis)] for s in shapes]
            shape[int(known_axis)] = None if None in sizes else sum(sizes)
        return make_op(g, "ConcatV2", tensors + [axis_t], scope, dtype, shape, attrs)


kernel("ConcatV2", shape_arithmetic=True)(lambda op, *xs: np.concatenate(xs[:-1], axis=int(xs[-1])))


def squeeze(input, axis=None, name=None, squeeze_dims=None):  # noqa: A002
    axis = np.atleast_1d(axis if axis is not None else squeeze_dims or []).astype(int).tolist()
    g = graph_from_inputs((input,))
    with g.name_scope(name or "Squeeze") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        dims = x.shape.dims
        dtype = x.dtype.base_dtype
        if dims is not None:
            rank = len(dims)
            _check_squeezable(dims, axis, scope[:-1], {"T": dtype, "squeeze_dims": axis}, x)
            drop = {a % rank for a in axis} if axis else {i for i, d in enumerate(dims) if d == 1}
            dims = [d for i, d in enumerate(dims) if i not in drop]
        return make_op(g, "Squeeze", [x], scope, dtype, dims, {"T": dtype, "squeeze_dims": axis})


def _check_squeezable(dims, axis, node, attrs, x):
    """TF's shape inference: each axis in range, and of size 1 where the size is known."""
    rank = len(dims)
    for i, a in enumerate(axis):
        if not -rank <= a < rank:
            raise shape_error("squeeze_dims[%d] not in [%d,%d)." % (i, -rank, rank), node,
                              "Squeeze", attrs, [x])
        if dims[a % rank] not in (None, 1):
            raise shape_error("Can not squeeze dim[%d], expected a dimension of 1, got %d"
                              % (a % rank, dims[a % rank]), node, "Squeeze", attrs, [x])


@kernel("Squeeze")
def _squeeze(op, x):
    axis = op.attrs["squeeze_dims"]
    return np.squeeze(x, axis=tuple(axis)) if axis else np.squeeze(x)


def where(condition, x=None, y=None, name=None):
    """TF1's ``tf.where``: with ``x`` and ``y``, ``x`` where ``condition`` holds, else ``y``
    (``Select``); without them, the coordinates of the true entries (int64, one row each)."""
    if x is None and y is None:
        g = graph_from_inputs((condition,))
        with g.name_scope(name, "Where") as scope:
            c = convert_to_tensor(condition, name="condition", preferred_dtype=dtypes.bool,
                                  graph=g)
            return make_op(g, "Where", [c], scope, dtypes.int64, [None, c.shape.ndims],
                           {"T": c.dtype.base_dtype})
    if x is None or y is None:
        raise ValueError("x and y must both be non-None or both be None.")
    return select(condition, x, y, name)


kernel("Where")(lambda op, c: np.argwhere(c).astype(np.int64))


def select(condition, x, y, name=None):
    """``Select``: unlike ``SelectV2`` it does not broadcast. ``x`` and ``y`` have one shape;
    ``condition`` has it too, or is a scalar, or a vector that picks whole rows."""
    g = graph_from_inputs((condition, x, y))
    with g.name_scope(name or "Select") as scope:
        c = convert_to_tensor(condition, name="condition", graph=g)
        if c.dtype.base_dtype is not dtypes.bool:
            raise TypeError("Input 'condition' of 'Select' Op has type %s that does not match "
                            "expected type of bool." % c.dtype.base_dtype.name)
        t = convert_to_tensor(x, name="t", graph=g)
        e = convert_input(y, t.dtype, "Select", "e", "t", g)
        attrs = {"T": t.dtype.base_dtype}

        def merged(a, b, node):
            reason = incompatibility(a, b)
            if reason:
                raise shape_error(reason, node, "Select", attrs, [c, t, e])
            return a.merge_with(b)

        def shape(node):
            data = merged(t.shape, e.shape, node)
            if c.shape.ndims is None or data.ndims is None or c.shape.ndims == 0:
                return data
            if c.shape.ndims != 1 or data.ndims == 0:
                return merged(data, c.shape, node)
            merged(c.shape, TensorShape(data.dims[:1]), node)  # one entry per row
            return data
        return make_op(g, "Select", [c, t, e], scope, t.dtype.base_dtype, shape, attrs)


@kernel("Select")
def _select(op, c, x, y):
    if np.ndim(c) == 1 and np.ndim(x) > 1:
        c = np.reshape(c, (-1,) + (1,) * (np.ndim(x) - 1))
    return np.where(c, x, y)


def gather(params, indices, validate_indices=None, name=None, axis=None, batch_dims=0):
    """The slices of ``params`` along ``axis`` at ``indices`` (``GatherV2``). With
    ``batch_dims`` = b, the first b axes of params and indices go together: each batch entry
    gathers from its own part of params."""
    axis = batch_dims if axis is None else axis
    g = graph_from_inputs((params, indices, axis))
    with g.name_scope(name or "GatherV2") as scope:
        p = convert_to_tensor(params, name="params", graph=g)
        i = convert_to_tensor(indices, name="indices", graph=g)
        a = convert_to_tensor(axis, name="axis", graph=g)
        known = static_value(a)
        # TF leaves batch_dims out of a gather along axis 0 (it has none there).
        attrs = {"Tparams": p.dtype.base_dtype, "Tindices": i.dtype.base_dtype,
                 "Taxis": a.dtype.base_dtype,
                 "batch_dims": 0 if known is not None and int(known) == 0 else batch_dims}
        return make_op(g, "GatherV2", [p, i, a], scope, p.dtype.base_dtype,
                       lambda node: _gathered_shape(p, i, a, known, attrs, node), attrs)


def _gathered_shape(p, i, a, axis, attrs, node):
    """params.shape[:axis] + indices.shape[batch_dims:] + params.shape[axis + 1:]."""
    pd, idx, batch_dims = p.shape.dims, i.shape.dims, attrs["batch_dims"]
    if batch_dims < 0:
        if idx is None:
            return None
        batch_dims += len(idx)

    def at_least(rank, detail=""):
        if pd is not None and len(pd) < rank:
            raise shape_error("Shape must be at least rank %d but is rank %d" % (rank, len(pd)),
                              node, "GatherV2", attrs, [p, i, a], detail)
    at_least(1)
    at_least(batch_dims + 1)
    if axis is None:
        return None if pd is None or idx is None else [None] * (len(pd) + len(idx) - 1 -
                                                               batch_dims)
    axis = int(axis)
    at_least(-axis if axis < 0 else axis + 1,
             " and with computed input tensors: input[2] = <%d>" % axis)
    if pd is None or idx is None:
        return None
    axis %= len(pd)
    return list(pd[:axis]) + list(idx[batch_dims:]) + list(pd[axis + 1:])


@kernel("GatherV2", shape_arithmetic=True)
def _gather_v2(op, params, indices, axis):
    params, indices = np.asarray(params), np.asarray(indices)
    axis, batch_dims = int(axis) % params.ndim, op.attrs["batch_dims"] % max(indices.ndim, 1)
    if not batch_dims:
        return np.take(params, indices, axis=axis)
    # Bring the gathered axis next to the batch axes, flatten those, pick with one index per
    # batch row, then move params' axes between the batch and the gathered one back in front.
    batch, middle = params.shape[:batch_dims], params.shape[batch_dims:axis]
    moved = np.moveaxis(params, axis, batch_dims).reshape((-1,) + params.shape[axis:axis + 1]
                                                          + middle + params.shape[axis + 1:])
    rows = indices.reshape((len(moved),) + indices.shape[batch_dims:])
    picked = moved[np.arange(len(moved)).reshape((-1,) + (1,) * (rows.ndim - 1)), rows]
    picked = picked.reshape(batch + picked.shape[1:])
    inner = indices.ndim - batch_dims
    return np.moveaxis(picked, list(range(batch_dims, batch_dims + inner)),
                       list(range(batch_dims + len(middle), batch_dims + len(middle) + inner)))


def transpose(a, perm=None, name="transpose"):
    """``a`` with its axes reordered by ``perm`` (a list or an int32 tensor; default: reversed)."""
    g = graph_from_inputs((a,))
    with g.name_scope(name) as scope:
        x = convert_to_tensor(a, name="a", graph=g)
        rank = x.shape.ndims
        with g.name_scope(scope or "Transpose") as scope:  # the op's own scope (core/graph.py)
            if isinstance(perm, Tensor):
                perm_t, known = perm, static_value(perm)
                perm = None if known is None else np.ravel(known).tolist()
            else:
                perm = list(range(rank))[::-1] if perm is None else list(perm)
                perm_t = constant(perm, dtypes.int32, name="perm", graph=g)
            dtype = x.dtype.base_dtype
            attrs = {"T": dtype, "Tperm": perm_t.dtype.base_dtype}

            def shape(node):
                if x.shape.dims is None:
                    return None
                if perm is None:
                    return [None] * rank
                if len(perm) != rank:
                    raise shape_error("Dimension must be %d but is %d" % (rank, len(perm)), node,
                                      "Transpose", attrs, [x, perm_t])
                return [x.shape.dims[p] for p in perm]
            return make_op(g, "Transpose", [x, perm_t], scope, dtype, shape, attrs)


kernel("Transpose", shape_inputs=(1,))(lambda op, x, perm: np.transpose(x, perm))


def boolean_mask(tensor, mask, name="boolean_mask", axis=None):
    """The entries of ``tensor`` where ``mask`` is true, built from TF's pieces: the masked
    axes are flattened into one (Reshape), then ``gather(where(mask))``."""
    g = graph_from_inputs((tensor, mask))
    with g.name_scope(name):
        tensor = convert_to_tensor(tensor, name="tensor", graph=g)
        mask = convert_to_tensor(mask, name="mask", graph=g)
        k = mask.shape.ndims
        if k == 0:
            raise ValueError("mask cannot be scalar.")
        if k is None:
            raise ValueError("Number of mask dimensions must be specified, even if some "
                             "dimensions are None.  E.g. shape=[None] is ok, but shape=None is "
                             "not.")
        axis = axis or 0
        leading = reduce_prod(array_ops.shape(tensor)[axis:axis + k], [0])
        flat_shape = concat([array_ops.shape(tensor)[:axis], [leading],
                             array_ops.shape(tensor)[axis + k:]], 0)
        flat = array_ops.reshape(tensor, flat_shape)
        dims = tensor.shape.dims
        if dims is not None:
            inner = tensor.shape[axis:axis + k].num_elements()
            flat._shape = TensorShape(list(dims[:axis]) + [inner] + list(dims[axis + k:]))
        indices = squeeze(where(array_ops.reshape(mask, [-1])), axis=[1])
        return gather(flat, indices, axis=axis)
