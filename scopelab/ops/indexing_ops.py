"""Indexing and joining: ``tensor[...]`` (StridedSlice), stack (Pack), concat (ConcatV2),
squeeze, gather (GatherV2), where (Where, Select), transpose, and boolean_mask built from them.
(Cutting apart, ``split`` and ``unstack``, is in ``slice_ops.py``.)

Mirrors the corresponding parts of ``array_ops.py``. Python indexing becomes one StridedSlice
node whose begin/end/strides are small Consts (``strided_slice/stack``, ``stack_1``,
``stack_2``) and whose bit masks record the ``:``, ``...``, ``tf.newaxis`` and integer parts.
Left out: slicing with tensors as bounds beyond single indices. (Scatter ops write into
variables: ``state_ops.py``.)

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
from ..tensor_shape import TensorShape, incompatibility
from .core import (constant, convert_input, convert_to_tensor, kernel, make_op, shape_error,
                   static_value)
from .math_ops import logical_not
from .reduction_ops import reduce_prod

newaxis = None


# ---------------------------------------------------------------------- strided slices
def _slice_spec(spec):
    """(begin, end, strides, masks) of a Python index, as TF's ``_slice_helper`` encodes it."""
    spec = spec if isinstance(spec, tuple) else (spec,)
    begin, end, strides = [], [], []
    masks = dict(begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0)
    for i, s in enumerate(spec):
        bit = 1 << i
        if isinstance(s, slice):
            strides.append(1 if s.step is None else s.step)
            begin.append(0 if s.start is None else s.start)
            end.append(0 if s.stop is None else s.stop)
            masks["begin_mask"] |= bit if s.start is None else 0
            masks["end_mask"] |= bit if s.stop is None else 0
        elif s is Ellipsis or s is None:
            begin.append(0), end.append(0), strides.append(1)
            masks["ellipsis_mask" if s is Ellipsis else "new_axis_mask"] |= bit
        else:
            begin.append(s), end.append(s + 1), strides.append(1)
            masks["shrink_axis_mask"] |= bit
    return begin, end, strides, masks


def _index_tuple(begin, end, strides, masks, ndim):
    """The numpy index a StridedSlice describes, for an input of rank ``ndim``."""
    index = []
    for i, (b, e, s) in enumerate(zip(begin, end, strides)):
        bit = 1 << i
        if masks["ellipsis_mask"] & bit:
            index.append(Ellipsis)
        elif masks["new_axis_mask"] & bit:
            index.append(None)
        elif masks["shrink_axis_mask"] & bit:
            # While building, an index may be a tensor: any int drops the axis the same way.
            index.append(b if isinstance(b, (int, np.integer)) else 0)
        else:
            index.append(slice(None if masks["begin_mask"] & bit else b,
                               None if masks["end_mask"] & bit else e, s))
    return tuple(index)


def _sliced_shape(shape, index):
    """The static shape of ``x[index]`` for an input of static shape ``shape``."""
    if shape.dims is None:
        return TensorShape(None)
    # Follow each input axis through the index: a slice keeps it (resized), an int drops it.
    result, axis = [], 0
    for item in _expand(index, len(shape.dims)):
        if item is None:
            result.append(1)
        elif isinstance(item, slice):
            size = shape.dims[axis]
            try:
                result.append(None if size is None else len(range(*item.indices(size))))
            except TypeError:  # a bound given as a tensor: the size is known only when run
                result.append(None)
            axis += 1
        else:
            axis += 1
    return TensorShape(result)


def _expand(index, ndim):
    """``index`` with its Ellipsis replaced by full slices."""
    real = sum(1 for i in index if i is not None and i is not Ellipsis)
    out = []
    for item in index:
        if item is Ellipsis:
            out += [slice(None)] * (ndim - real)
        else:
            out.append(item)
    return out + [slice(None)] * (ndim - sum(1 for i in out if i is not None))


def strided_slice(input_, spec, name=None):
    """``input_[spec]`` as a StridedSlice node."""
    x = convert_to_tensor(input_)
    g = x.graph
    begin, end, strides, masks = _slice_spec(spec)
    with g._name_scope(name or "strided_slice") as scope:
        packed = [stack(v) for v in (begin, end, strides)]
        index = _index_tuple(begin, end, strides, masks, x.shape.ndims)
        dtype = x.dtype.base_dtype
        return make_op(g, "StridedSlice", [x] + packed, scope, dtype, _sliced_shape(x.shape, index),
                       dict(masks, T=dtype, Index=dtypes.int32))


@kernel("StridedSlice")
def _strided_slice(op, x, begin, end, strides):
    index = _index_tuple(begin.tolist(), end.tolist(), strides.tolist(), op.attrs, np.ndim(x))
    return np.asarray(x)[index]


Tensor.__getitem__ = lambda self, spec: strided_slice(self, spec)


# ---------------------------------------------------------------------- joining
def stack(values, axis=0, name="stack"):
    """One tensor from a list: a Const if every value is a Python number, else ``Pack``."""
    kinds = [v.dtype.base_dtype for v in values if hasattr(v, "dtype") and hasattr(v, "graph")]
    if len(set(kinds)) > 1:
        raise TypeError("Tensors in list passed to 'values' of 'Pack' Op have types [%s] that "
                        "don't all match." % ", ".join(d.name for d in kinds))
    if axis == 0:
        return convert_to_tensor(list(values), name=name)
    g = graph_from_inputs(values)
    with g._name_scope(name) as scope:
        tensors = [convert_to_tensor(v, graph=g) for v in values]
        dtype = tensors[0].dtype.base_dtype
        dims = tensors[0].shape.dims
        shape = None if dims is None else list(dims[:axis]) + [len(tensors)] + list(dims[axis:])
        return make_op(g, "Pack", tensors, scope, dtype, shape,
                       {"T": dtype, "N": len(tensors), "axis": axis})


kernel("Pack")(lambda op, *xs: np.stack(xs, axis=op.attrs["axis"]))


def concat(values, axis, name="concat"):
    """``values`` joined along ``axis`` (``ConcatV2``); a lone value is passed through."""
    g = graph_from_inputs(values)
    with g._name_scope(name) as scope:
        if len(values) == 1:
            convert_to_tensor(axis, dtype=dtypes.int32, name="concat_dim", graph=g)
            return _identity(values[0], name)  # inside the scope: "concat/concat"
        tensors = [convert_to_tensor(v, name="values_%d" % i, graph=g)
                   for i, v in enumerate(values)]
        axis_t = convert_to_tensor(axis, dtype=dtypes.int32, name="axis", graph=g)
        dtype, known_axis = tensors[0].dtype.base_dtype, static_value(axis_t)
        shapes = [t.shape.dims for t in tensors]
        shape = None if None in shapes else [None] * len(shapes[0])
        if shape is not None and known_axis is not None:  # an axis tensor: sizes unknown
            shape, sizes = list(shapes[0]), [s[int(known_axis)] for s in shapes]
            shape[int(known_axis)] = None if None in sizes else sum(sizes)
        return make_op(g, "ConcatV2", tensors + [axis_t], scope, dtype, shape,
                       {"T": dtype, "N": len(tensors), "Tidx": dtypes.int32})


def _identity(value, name):
    from .array_ops import identity
    return identity(value, name=name)


kernel("ConcatV2")(lambda op, *xs: np.concatenate(xs[:-1], axis=int(xs[-1])))


def squeeze(input, axis=None, name=None, squeeze_dims=None):  # noqa: A002
    axis = np.atleast_1d(axis if axis is not None else squeeze_dims or []).astype(int).tolist()
    g = graph_from_inputs((input,))
    with g._name_scope(name or "Squeeze") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        dims = x.shape.dims
        if dims is not None:
            rank = len(dims)
            drop = {a % rank for a in axis} if axis else {i for i, d in enumerate(dims) if d == 1}
            dims = [d for i, d in enumerate(dims) if i not in drop]
        dtype = x.dtype.base_dtype
        return make_op(g, "Squeeze", [x], scope, dtype, dims, {"T": dtype, "squeeze_dims": axis})


@kernel("Squeeze")
def _squeeze(op, x):
    axis = op.attrs["squeeze_dims"]
    return np.squeeze(x, axis=tuple(axis)) if axis else np.squeeze(x)


def where(condition, x=None, y=None, name=None):
    """TF1's ``tf.where``: with ``x`` and ``y``, ``x`` where ``condition`` holds, else ``y``
    (``Select``); without them, the coordinates of the true entries (int64, one row each)."""
    if x is None and y is None:
        c = convert_to_tensor(condition)
        return make_op(c.graph, "Where", [c], name or "Where", dtypes.int64,
                       [None, c.shape.ndims], {"T": c.dtype.base_dtype})
    if x is None or y is None:
        raise ValueError("x and y must both be non-None or both be None.")
    return select(condition, x, y, name)


kernel("Where")(lambda op, c: np.argwhere(c).astype(np.int64))


def select(condition, x, y, name=None):
    """``Select``: unlike ``SelectV2`` it does not broadcast. ``x`` and ``y`` have one shape;
    ``condition`` has it too, or is a scalar, or a vector that picks whole rows."""
    g = graph_from_inputs((condition, x, y))
    with g._name_scope(name or "Select") as scope:
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


def gather(params, indices, validate_indices=None, name=None, axis=0):
    g = graph_from_inputs((params, indices))
    with g._name_scope(name or "GatherV2") as scope:
        p = convert_to_tensor(params, name="params", graph=g)
        i = convert_to_tensor(indices, name="indices", graph=g)
        a = convert_to_tensor(axis, dtype=dtypes.int32, name="axis", graph=g)
        pd, idx = p.shape.dims, i.shape.dims
        shape = None
        if pd is not None and idx is not None:
            shape = list(pd[:axis]) + list(idx) + list(pd[axis + 1:])
        dtype = p.dtype.base_dtype
        return make_op(g, "GatherV2", [p, i, a], scope, dtype, shape,
                       {"Tparams": dtype, "Tindices": i.dtype.base_dtype, "Taxis": dtypes.int32,
                        "batch_dims": 0})


kernel("GatherV2")(lambda op, p, i, axis: np.take(p, i, axis=int(axis)))


def transpose(a, perm=None, name="transpose"):
    """``a`` with its axes reordered by ``perm`` (a list or an int32 tensor; default: reversed)."""
    g = graph_from_inputs((a,))
    with g._name_scope(name) as scope:
        x = convert_to_tensor(a, name="a", graph=g)
        rank = x.shape.ndims
        if isinstance(perm, Tensor):
            perm_t, known = perm, static_value(perm)
            perm = None if known is None else np.ravel(known).tolist()
        else:
            perm = list(range(rank))[::-1] if perm is None else list(perm)
            perm_t = constant(perm, dtypes.int32, name="perm", graph=g)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "Tperm": dtypes.int32}

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


kernel("Transpose")(lambda op, x, perm: np.transpose(x, perm))


def invert_permutation(x, name=None):
    """The permutation that undoes ``x``: ``y[x[i]] = i``."""
    x = convert_to_tensor(x, dtype=dtypes.int32)
    return make_op(x.graph, "InvertPermutation", [x], name or "InvertPermutation",
                   dtypes.int32, x.shape, {"T": dtypes.int32})


kernel("InvertPermutation")(lambda op, p: np.argsort(p).astype(p.dtype))


def boolean_mask(tensor, mask, name="boolean_mask", axis=None):
    """The entries of ``tensor`` where ``mask`` is true, built from TF's pieces: the masked
    axes are flattened into one (Reshape), then ``gather(where(mask))``."""
    from .array_ops import reshape, shape
    g = graph_from_inputs((tensor, mask))
    with g._name_scope(name):
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
        leading = reduce_prod(shape(tensor)[axis:axis + k], [0])
        flat_shape = concat([shape(tensor)[:axis], [leading], shape(tensor)[axis + k:]], 0)
        flat = reshape(tensor, flat_shape)
        dims = tensor.shape.dims
        if dims is not None:
            inner = tensor.shape[axis:axis + k].num_elements()
            flat._shape = TensorShape(list(dims[:axis]) + [inner] + list(dims[axis + k:]))
        indices = squeeze(where(reshape(mask, [-1])), axis=[1])
        return gather(flat, indices, axis=axis)


def report_uninitialized_variables(var_list=None, name="report_uninitialized_variables"):
    """The names (bytes) of the variables in ``var_list`` (default: all) not yet initialised."""
    from ..default_graph import get_collection, get_default_graph
    from ..graph import GraphKeys
    from .state_ops import is_variable_initialized
    if var_list is None:
        var_list = get_collection(GraphKeys.GLOBAL_VARIABLES) + get_collection(
            GraphKeys.LOCAL_VARIABLES)
    g = get_default_graph()
    with g._name_scope(name):
        if not var_list:
            return constant([], dtypes.string, graph=g)
        initialized = [is_variable_initialized(v) for v in var_list]
        uninitialized = logical_not(stack(initialized))
        names = constant([v.op.name for v in var_list], graph=g)
        return boolean_mask(names, uninitialized)
