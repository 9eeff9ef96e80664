"""Array ops: Placeholder, Identity, Fill and the zeros/ones family, Reshape, Shape, Rank,
Slice, OneHot, and the ops that hand their inputs on: IdentityN, EnsureShape.

Mirrors ``array_ops.py``. ``identity_n`` is one node with one output per input
(``IdentityN:0``, ``IdentityN:1``...). ``ensure_shape(x, shape)`` narrows the static shape to
what ``shape`` adds (``[None, 3]`` and ``[2, None]`` give ``[2, 3]``), fails at build time when
the two cannot agree, and checks the value's shape again when run. ``zeros``/``ones`` of a
small known shape are a single Const (TF keeps graphs small that way); from 1000 elements on
they become ``Fill`` of a shape tensor.
Slicing, joining and gathering are in ``indexing_ops.py``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     small, big = tf.zeros([2, 3]), tf.zeros([100, 100])
>>> small.op.type, big.op.type, [t.name for t in big.op.inputs]
('Const', 'Fill', ['zeros_1/shape_as_tensor:0', 'zeros_1/Const:0'])
"""
import builtins

import numpy as np

from .. import dtypes, errors, op_def_registry
from ..core.shapes import TensorShape, as_shape, incompatibility
from ..core.state import OPS
from ..default_graph import get_default_graph, graph_from_inputs
from ..tensor import Tensor
from . import reshape_kernel  # noqa: F401 - registers the Reshape kernel
from .core import (constant, convert_input, convert_to_tensor, kernel, list_input, make_op,
                   one_input_op, register, shape_error, shape_text, static_value)
from .shape_rules import input_shape, shape_attr

_SMALL = 1000  # below this many elements, zeros/ones are stored as a Const


def placeholder(dtype, shape=None, name=None):
    """A value that must be fed at run time."""
    try:
        dtype = dtypes.as_dtype(dtype)
    except TypeError:
        raise TypeError("Expected DataType for argument 'dtype' not %r." % (dtype,)) from None
    try:
        shape = as_shape(shape)
    except TypeError as e:
        raise TypeError("Error converting shape to a TensorShape: %s." % e) from None
    return make_op(get_default_graph(), "Placeholder", [], name or "Placeholder", dtype, shape,
                   {"dtype": dtype, "shape": shape})


@kernel("Placeholder", shape=shape_attr, cheap=True, foldable=False)
def _placeholder(op):
    shape = op.attrs["shape"]
    detail = "" if shape.dims is None else " and shape [%s]" % ",".join(
        "?" if d is None else str(d) for d in shape.dims)
    raise errors.graph_execution_error(
        errors.InvalidArgumentError, op, "You must feed a value for placeholder tensor '%s' with "
        "dtype %s%s" % (op.name, op.attrs["dtype"].c_name(), detail))


def placeholder_with_default(input, shape, name=None):  # noqa: A002 - TF's argument name
    """A placeholder that, when not fed, passes ``input`` through."""
    g = get_default_graph()
    with g.name_scope(name or "PlaceholderWithDefault") as scope:
        value = convert_to_tensor(input, name="input", graph=g)
        dtype = value.dtype.base_dtype
        shape = as_shape(shape)
        return make_op(g, "PlaceholderWithDefault", [value], scope, dtype, shape,
                       {"dtype": dtype, "shape": shape})


kernel("PlaceholderWithDefault", shape=shape_attr, foldable=False)(lambda op, x: x)


def identity(input, name=None):  # noqa: A002 - TF's argument name
    """A copy of ``input``; for a variable, of its current value."""
    return one_input_op("Identity", input, "input", name)


register("Identity", shape=input_shape)  # its kernel is the core's (core/ops.py)


def identity_n(input, name=None):  # noqa: A002 - TF's argument name
    """Each of ``input`` (a list of tensors) unchanged, as the outputs of one node."""
    values = list_input(input, "input", "IdentityN", shown=str)
    if not values:
        raise ValueError("Attr 'T' of 'IdentityN' Op passed list of length 0 less than "
                         "minimum 1.")
    g = graph_from_inputs(values)
    with g.name_scope(name or "IdentityN") as scope:
        tensors = [convert_to_tensor(v, name="input_%d" % i, graph=g)
                   for i, v in enumerate(values)]
        specs = [(t.dtype.base_dtype, t.shape) for t in tensors]
        op = g._create_op("IdentityN", tensors, specs, g._op_name(scope),
                          {"T": [t.dtype.base_dtype for t in tensors]})
        return list(op.outputs)


@kernel("IdentityN", cheap=True)
def _identity_n(op, *values):
    return values if len(values) > 1 else values[0]  # a one-output op returns its value


def ensure_shape(x, shape, name=None):
    """``x``, with a static shape that also holds what ``shape`` knows; a run whose value
    does not fit ``shape`` fails with InvalidArgumentError."""
    wanted = as_shape(shape)
    g = graph_from_inputs((x,))
    with g.name_scope(name or "EnsureShape") as scope:
        x = convert_to_tensor(x, name="input", graph=g)
        dtype = x.dtype.base_dtype
        attrs = {"shape": wanted, "T": dtype}

        def merged(node):
            # TF's shape function: the input must have the wanted rank, then the sizes merge.
            have = x.shape
            if have.dims is None:
                return wanted
            if wanted.dims is None or len(wanted.dims) != len(have.dims):
                raise shape_error("Shape must be rank %d but is rank %d"
                                  % (-1 if wanted.dims is None else len(wanted.dims),
                                     len(have.dims)), node, "EnsureShape", attrs, [x])
            clash = incompatibility(wanted, have)
            if clash:
                raise shape_error(clash, node, "EnsureShape", attrs, [x])
            return TensorShape([h if w is None else w for w, h in zip(wanted.dims, have.dims)])
        return make_op(g, "EnsureShape", [x], scope, dtype, merged, attrs)


@kernel("EnsureShape", cheap=True)
def _ensure_shape(op, x):
    wanted = op.attrs["shape"]
    if incompatibility(wanted, TensorShape(x.shape)):
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "Shape of tensor %s %s is not compatible with "
            "expected shape %s." % (op.inputs[0].op.name, shape_text(TensorShape(x.shape)),
                                    shape_text(wanted)))
    return x


def _constant_value(t):
    return t.op.attrs["value"] if t.op.type == "Const" else None


def shape_of(shape_tensor):
    """The static shape a 1-D shape tensor describes, as far as the graph tells (TF's
    ``constant_value_as_shape``): known sizes where the graph fixes them, None elsewhere."""
    op = shape_tensor.op
    known = static_value(shape_tensor)
    if known is not None:
        return TensorShape([None if d < 0 else d for d in np.ravel(known).tolist()])
    if op.type in OPS and OPS[op.type].value_from_shapes == "shape":  # ShapeN: one per input
        return op.inputs[shape_tensor.value_index].shape
    if op.type == "Pack":
        sizes = [static_value(t) for t in op.inputs]
        return TensorShape([None if v is None or v < 0 else int(v) for v in sizes])
    if op.type == "ConcatV2":
        parts = [shape_of(t).dims for t in op.inputs[:-1]]
        if None not in parts:
            return TensorShape([d for p in parts for d in p])
    if op.type == "StridedSlice" and op.inputs[0].op.type == "Shape" and \
            not op.attrs["shrink_axis_mask"]:
        dims = op.inputs[0].op.inputs[0].shape.dims
        bounds = [static_value(t) for t in op.inputs[1:]]
        if dims is not None and None not in bounds:
            from .strided_index import index_tuple
            index = index_tuple(*[b.tolist() for b in bounds], op.attrs)
            return TensorShape(list(dims)[index[0]])
    n = shape_tensor.shape.dims[0] if shape_tensor.shape.dims else None
    return TensorShape(None if n is None else [None] * n)


def shape_tensor(shape, name="shape", graph=None):
    """A shape given as a list, TensorShape or tensor, as an int32 tensor named ``name``."""
    if isinstance(shape, Tensor):
        return shape
    if isinstance(shape, (list, tuple)) and any(isinstance(d, Tensor) for d in shape):
        # Sizes some of which are tensors ([tf.shape(x)[0], 3]): packed into one, as TF does.
        return convert_to_tensor(shape, dtype=dtypes.int32, name=name, graph=graph)
    if isinstance(shape, TensorShape) and not shape.is_fully_defined():
        raise ValueError("Cannot convert a partially known TensorShape %s to a Tensor." % shape)
    dims = as_shape(shape).as_list()
    return constant(dims, dtypes.int32, name=name, graph=graph)


def fill(dims, value, name=None):
    g = dims.graph if isinstance(dims, Tensor) else get_default_graph()
    with g.name_scope(name or "Fill") as scope:
        # ``index_type`` is the dims' own (int64 for [an int64 tensor]) if Fill allows it; else
        # TF converts them again as its default, int32 (a list of floats is cast), or refuses.
        given, dims = dims, convert_to_tensor(dims, name="dims", graph=g)
        if dims.dtype.base_dtype not in (dtypes.int32, dtypes.int64):
            try:
                dims = convert_to_tensor(given, dtype=dtypes.int32, name="dims", graph=g)
            except (TypeError, ValueError):
                op_def_registry.check_input_type("Fill", "dims", dims.dtype)
        value = convert_to_tensor(value, name="value", graph=g)
        dtype = value.dtype.base_dtype
        return make_op(g, "Fill", [dims, value], scope, dtype, shape_of(dims),
                       {"T": dtype, "index_type": dims.dtype.base_dtype})


kernel("Fill", shape_inputs=(0,))(lambda op, dims, value: np.full(tuple(dims), value, dtype=np.asarray(value).dtype))


def _filled(fill_value, default_name, shape, dtype, name):
    dtype = dtypes.as_dtype(dtype)
    g = get_default_graph()
    with g.name_scope(name, default_name) as scope:
        if not isinstance(shape, Tensor):
            try:
                if isinstance(shape, (list, tuple)) and any(isinstance(d, Tensor) for d in shape):
                    raise TypeError("a shape holding tensors")
                dims = as_shape(shape).as_list()
                if int(np.prod(dims)) < _SMALL:
                    return constant(fill_value, dtype, shape=dims, name=scope, graph=g)
                shape = shape_tensor(dims, name="shape_as_tensor", graph=g)
            except (TypeError, ValueError):
                # Tensors in the list, or a Const that cannot be named "" (name='' at the
                # root): TF then converts the shape as it stands (a TensorShape converts
                # to "shape_as_tensor", anything else to a "Const").
                shape = shape_tensor(shape, name="shape_as_tensor", graph=g) if isinstance(
                    shape, TensorShape) else convert_to_tensor(shape, dtype=dtypes.int32, graph=g)
        return fill(shape, constant(fill_value, dtype, graph=g), name=scope)


def _zero(dtype):
    return False if dtype.is_bool else b"" if dtype == dtypes.string else 0


def zeros(shape, dtype=dtypes.float32, name=None):
    dtype = dtypes.as_dtype(dtype)
    return _filled(_zero(dtype), "zeros", shape, dtype, name)


def ones(shape, dtype=dtypes.float32, name=None):
    dtype = dtypes.as_dtype(dtype)
    return _filled(True if dtype.is_bool else 1, "ones", shape, dtype, name)


def zeros_like(tensor, dtype=None, name=None, optimize=True):
    """Zeros shaped like ``tensor``: a Const when its shape is known (unless ``optimize`` is
    False), else a ``ZerosLike`` op."""
    g = graph_from_inputs((tensor,))
    with g.name_scope(name, "zeros_like") as scope:
        tensor = convert_to_tensor(tensor, name="tensor", graph=g)
        dtype = dtypes.as_dtype(dtype or tensor.dtype.base_dtype)
        if optimize and tensor.shape.is_fully_defined():
            return zeros(tensor.shape, dtype, name=scope)
        return make_op(g, "ZerosLike", [tensor], scope, dtype, tensor.shape, {"T": dtype})


def ones_like(tensor, dtype=None, name=None):
    g = graph_from_inputs((tensor,))
    with g.name_scope(name, "ones_like") as scope:
        tensor = convert_to_tensor(tensor, name="tensor", graph=g)
        dtype = dtypes.as_dtype(dtype or tensor.dtype.base_dtype)
        return ones(shape(tensor, out_type=None), dtype, name=scope)


kernel("ZerosLike", shape=input_shape, shape_inputs=())(lambda op, x: np.zeros_like(x))


def shape(input, name=None, out_type=dtypes.int32, optimize=True):  # noqa: A002
    """The shape of ``input`` as a tensor: a Const when it is fully known statically (unless
    ``optimize`` is False, as TF's internal callers sometimes ask), else a ``Shape`` op.

    (Internally TF also asks with ``out_type=None``; that Const is named ``shape_as_tensor``.)
    """
    g = graph_from_inputs((input,))
    with g.name_scope(name, "Shape") as scope:
        x = convert_to_tensor(input, graph=g)
        if optimize and x.shape.is_fully_defined():
            if out_type is None:
                return shape_tensor(x.shape, name="shape_as_tensor", graph=g)
            return constant(x.shape.as_list(), out_type, name=scope, graph=g)
        out_type = out_type or dtypes.int32
        return make_op(g, "Shape", [x], scope, out_type, [x.shape.ndims],
                       {"T": x.dtype.base_dtype, "out_type": out_type})


kernel("Shape", cheap=True, value_from_shapes="shape")(lambda op, x: np.array(np.shape(x), dtype=op.attrs["out_type"].as_numpy_dtype))


def expand_dims(input, axis=None, name=None, dim=None):  # noqa: A002
    """``input`` with a new axis of size 1 inserted at ``axis``."""
    g = graph_from_inputs((input,))
    axis = axis if axis is not None else dim
    with g.name_scope(name or "ExpandDims") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        axis_t = convert_to_tensor(axis, dtype=dtypes.int32, name="dim", graph=g)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "Tdim": dtypes.int32}

        def shape(node):
            known, dims = static_value(axis_t), x.shape.dims
            if dims is None:
                return None
            if known is None:
                return [None] * (len(dims) + 1)
            at, rank = int(np.reshape(known, -1)[0]), len(dims)
            if not -1 - rank <= at <= rank:
                raise shape_error("dim %d not in the interval [%d, %d]." % (at, -1 - rank, rank),
                                  node, "ExpandDims", attrs, [x, axis_t],
                                  " and with computed input tensors: input[1] = <%d>" % at)
            dims = list(dims)
            dims.insert(at % (rank + 1), 1)
            return dims
        return make_op(g, "ExpandDims", [x, axis_t], scope, dtype, shape, attrs)


# TF takes the axis as a scalar or a one-element vector (expand_dims(w, [-1])).
kernel("ExpandDims", shape_inputs=(1,))(lambda op, x, axis: np.expand_dims(x, int(np.reshape(axis, -1)[0])))


def rank(input, name=None, optimize=True):  # noqa: A002
    """The number of dimensions of ``input``: a Const when the static shape tells it, else a
    ``Rank`` op computed when run (always the op with ``optimize=False``)."""
    g = graph_from_inputs((input,))
    with g.name_scope(name, "Rank") as scope:
        x = convert_to_tensor(input, graph=g)
        if optimize and x.shape.ndims is not None:
            return constant(x.shape.ndims, dtypes.int32, name=scope, graph=g)
        return make_op(g, "Rank", [x], scope, dtypes.int32, [], {"T": x.dtype.base_dtype})


def reshape(tensor, shape, name=None):  # noqa: F811 - TF's argument name
    g = graph_from_inputs((tensor,))
    with g.name_scope(name or "Reshape") as scope:
        x = convert_to_tensor(tensor, name="tensor", graph=g)
        if isinstance(shape, (list, tuple)) and not shape:
            # An empty list has no dtype of its own: TF first converts it as the default float
            # (a Const left unused), then as int32 ("shape_1").
            constant(shape, name="shape", graph=g)
        if isinstance(shape, Tensor) and shape.dtype.base_dtype is dtypes.int64:
            target = shape  # TF takes int64 shapes too (Tshape)
        else:
            target = convert_to_tensor(shape, dtype=dtypes.int32, name="shape", graph=g)
        dtype = x.dtype.base_dtype
        attrs = {"T": dtype, "Tshape": target.dtype.base_dtype}

        def out_shape(node):
            known = static_value(target)
            if known is None:
                # Partly known: -1 stands for "the rest", so it tells nothing by itself.
                return shape_of(target)
            dims = [None if d == -1 else int(d) for d in np.ravel(known).tolist()]
            total = x.shape.num_elements()
            rest = int(np.prod([d for d in dims if d is not None]))
            if total is not None and None not in dims and rest != total:
                raise shape_error("Cannot reshape a tensor with %d elements to shape %s (%d "
                                  "elements)" % (total, shape_text(TensorShape(dims)), rest),
                                  node, "Reshape", attrs, [x, target],
                                  " and with input tensors computed as partial shapes: "
                                  "input[1] = %s" % shape_text(TensorShape(dims)))
            if total is not None and dims.count(None) == 1 and rest and total % rest:
                partial = shape_text(TensorShape(dims))
                raise shape_error("Dimension size must be evenly divisible by %d but is %d"
                                  % (rest, total), node, "Reshape", attrs, [x, target],
                                  " and with input tensors computed as partial shapes: "
                                  "input[1] = %s" % partial)
            if total is not None and dims.count(None) == 1:
                dims[dims.index(None)] = total // rest if rest else 0
            return TensorShape(dims)
        return make_op(g, "Reshape", [x, target], scope, dtype, out_shape, attrs)


def slice(input_, begin, size, name=None):  # noqa: A001 - TF's name
    """The block of ``size[i]`` entries from ``begin[i]`` along each axis (-1: to the end)."""
    x = convert_to_tensor(input_)
    g = x.graph
    with g.name_scope(name or "Slice") as scope:
        begin = convert_to_tensor(begin, dtype=dtypes.int32, name="begin", graph=g)
        size = convert_to_tensor(size, dtype=dtypes.int32, name="size", graph=g)
        starts, sizes = static_value(begin), static_value(size)
        dims = x.shape.dims
        if sizes is None:
            # As much as the graph tells of the sizes: a ConcatV2 of known and unknown parts.
            out = shape_of(size).dims
            if out is None and dims is not None:
                out = [None] * len(dims)
        else:
            out = []
            for i, n in enumerate(np.ravel(sizes).tolist()):
                if n != -1:
                    out.append(n)
                elif starts is None or dims is None or dims[i] is None:
                    out.append(None)
                else:
                    out.append(dims[i] - int(np.ravel(starts)[i]))
        dtype = x.dtype.base_dtype
        return make_op(g, "Slice", [x, begin, size], scope, dtype, out,
                       {"T": dtype, "Index": dtypes.int32})


@kernel("Slice")
def _slice(op, x, begin, size):
    return np.asarray(x)[tuple(builtins.slice(b, None if n == -1 else b + n)
                               for b, n in zip(begin.tolist(), size.tolist()))]


# ---------------------------------------------------------------------- one-hot encoding
_INDEX_TYPES = ("uint8", "int8", "int32", "int64")


def one_hot(indices, depth, on_value=None, off_value=None, axis=None, dtype=None, name=None):
    """Each index as a vector of ``depth`` entries, ``on_value`` at the index, ``off_value``
    elsewhere; indices outside [0, depth) give all ``off_value``. The new axis goes last
    unless ``axis`` says where (``OneHot``)."""
    g = graph_from_inputs((indices, depth, on_value, off_value))
    dtype = None if dtype is None else dtypes.as_dtype(dtype)
    with g.name_scope(name, "one_hot") as scope:
        given = {}
        for key, value in (("on_value", on_value), ("off_value", off_value)):
            if value is not None:
                given[key] = convert_to_tensor(value, preferred_dtype=dtype, graph=g)
                if dtype is not None and given[key].dtype.base_dtype is not dtype:
                    raise TypeError("dtype %s of %s does not match dtype parameter %s"
                                    % (given[key].dtype.base_dtype, key, dtype))
        if dtype is None:
            dtype = next(iter(given.values())).dtype.base_dtype if given else dtypes.float32
        on = given["on_value"] if "on_value" in given else \
            constant(1, dtype, name="on_value", graph=g)
        off = given["off_value"] if "off_value" in given else \
            constant(0, dtype, name="off_value", graph=g)
        if on.dtype.base_dtype is not off.dtype.base_dtype:
            raise TypeError("dtype %s of on_value does not match dtype %s of off_value"
                            % (on.dtype.base_dtype, off.dtype.base_dtype))
        with g.name_scope(scope or "OneHot") as scope:  # the OneHot op itself
            idx = convert_to_tensor(indices, name="indices", graph=g)
            if idx.dtype.base_dtype.name not in _INDEX_TYPES:
                raise TypeError("Value passed to parameter 'indices' has DataType %s not in list of "
                                "allowed values: %s" % (idx.dtype.base_dtype.name,
                                                        ", ".join(_INDEX_TYPES)))
            if isinstance(depth, Tensor) and depth.dtype.base_dtype is not dtypes.int32:
                raise TypeError("Input 'depth' of 'OneHot' Op has type %s that does not match "
                                "expected type of int32." % depth.dtype.base_dtype.name)
            depth_t = convert_input(depth, dtypes.int32, "OneHot", "depth", "depth", g)
            axis = -1 if axis is None else int(axis)
            attrs = {"T": dtype, "TI": idx.dtype.base_dtype, "axis": axis}
            inputs = [idx, depth_t, on, off]

            def shape(node):
                if axis < -1:
                    raise shape_error("axis must be >= -1", node, "OneHot", attrs, inputs)
                size = static_value(depth_t)
                if size is not None and size < 0:
                    raise shape_error("Dimension size, given by scalar input 1, must be non-negative "
                                      "but is %d" % size, node, "OneHot", attrs, inputs,
                                      " and with computed input tensors: input[1] = <%d>" % size)
                dims = idx.shape.dims
                if dims is None:
                    return None
                at = len(dims) if axis == -1 else min(axis, len(dims))
                return list(dims[:at]) + [None if size is None else int(size)] + list(dims[at:])
            return make_op(g, "OneHot", inputs, scope, dtype, shape, attrs)


@kernel("OneHot")
def _one_hot(op, indices, depth, on, off):
    hot = np.expand_dims(indices, -1) == np.arange(int(depth))
    out = np.where(hot, on, off).astype(op.attrs["T"].as_numpy_dtype)
    axis = op.attrs["axis"]
    return out if axis == -1 else np.moveaxis(out, -1, axis)
