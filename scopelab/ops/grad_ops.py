"""Ops that gradients are built from: AddN, BroadcastGradientArgs, Tile, BroadcastTo,
ShapeN, Size, Range, SelectV2 (and ``tf.where_v2``), StopGradient, InvertPermutation. (The
``*Grad`` ops are in ``elementwise_grad_ops.py``, the nn layers' backprop ops in
``nn_grad_ops.py``.)

Mirrors the parts of ``gen_math_ops`` / ``gen_array_ops`` / ``gen_nn_ops`` that TF's gradient
functions call. Each constructor opens a name scope for its op, exactly as TF's generated op
wrappers do, so that a Python list given as an input becomes a Const named after the argument
(``Tile/multiples``). Kernels are plain numpy and never write into their inputs.
Left out: int64 shapes.

>>> import scopelab as tf, numpy as np
>>> g = tf.Graph()
>>> with g.as_default():
...     r0, r1 = broadcast_gradient_args(tf.constant([2, 3]), tf.constant([3]))
...     with tf.Session() as sess:
...         out = sess.run([r0, r1])
>>> r0.op.type, [a.tolist() for a in out]
('BroadcastGradientArgs', [[], [0]])
"""
import math

import numpy as np

from .. import dtypes, errors
from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from ..core.shapes import incompatibility
from .array_ops import identity, shape_of
from .core import (broadcast_shape, check_same_dtype, constant, convert_to_tensor, kernel,
                   make_op, one_input_op, shape_error, static_value)
from .shape_rules import input_shape
from .indexing_ops import where
from .math_ops import cast
from .state_ops import NUMBER_TYPES


# ---------------------------------------------------------------------- summing gradients
def add_n(inputs, name=None):
    """The elementwise sum of a list of same-shaped tensors (one ``AddN`` node)."""
    # TF's dispatch makes any iterable a list first (dict values, a generator; a lone tensor
    # fails there, as iteration); add_n is the one op that does so.
    inputs = list(inputs)
    if not inputs:
        raise ValueError("Inputs must be an iterable of at least one Tensor/IndexedSlices with "
                         "the same dtype and shape.")
    if len(inputs) == 1:
        # Nothing to add up; a name still gets a node of its own.
        t = convert_to_tensor(inputs[0])
        return identity(t, name=name) if name else t
    # An IndexedSlices is densified inside the op's scope, as an input (``AddN/inputs_0``).
    inputs = [t if hasattr(t, "_dense_tensor") else convert_to_tensor(t) for t in inputs]
    g = graph_from_inputs(inputs)
    with g.name_scope(name or "AddN") as scope:
        inputs = [convert_to_tensor(t, name="inputs_%d" % i, graph=g)
                  for i, t in enumerate(inputs)]
        kinds = [t.dtype.base_dtype for t in inputs]
        if len(set(kinds)) > 1:
            raise TypeError("Tensors in list passed to 'inputs' of 'AddN' Op have types [%s] "
                            "that don't all match." % ", ".join(k.name for k in kinds))
        if kinds[0].is_bool or kinds[0] is dtypes.string:
            raise TypeError("Value passed to parameter 'inputs' has DataType %s not in list of "
                            "allowed values: %s, variant" % (kinds[0].name, NUMBER_TYPES))
        attrs = {"N": len(inputs), "T": kinds[0]}
        return make_op(g, "AddN", inputs, scope, kinds[0],
                       lambda node: _add_n_shape("AddN", attrs, inputs, node), attrs)


def _add_n_shape(op_type, attrs, inputs, node):
    """The one shape all inputs have, merged from the last input back as TF's shape function
    merges them (its errors name the input it was merging)."""
    shape = inputs[-1].shape
    for i in range(len(inputs) - 2, -1, -1):
        reason = incompatibility(inputs[i].shape, shape)
        if reason:
            raise shape_error(reason + "\n\tFrom merging shape %d with other shapes." % i, node,
                              op_type, attrs, inputs)
        shape = inputs[i].shape.merge_with(shape)
    return shape


@kernel("AddN", shape=_add_n_shape)
def _add_n(op, *xs):
    total = xs[0] + xs[1]
    for x in xs[2:]:
        total += x  # ``total`` is a fresh array here, so adding in place is safe
    return total


# ---------------------------------------------------------------------- shapes
def broadcast_gradient_args(s0, s1, name=None):
    """(r0, r1): the axes to sum a gradient over, for each operand of a broadcasting op."""
    g = graph_from_inputs((s0, s1))
    with g.name_scope(name or "BroadcastGradientArgs") as scope:
        s0 = convert_to_tensor(s0, dtype=dtypes.int32, name="s0", graph=g)
        s1 = convert_to_tensor(s1, dtype=dtypes.int32, name="s1", graph=g)
        spec = (dtypes.int32, [None])
        op = g._create_op("BroadcastGradientArgs", [s0, s1], [spec, spec], g._op_name(scope),
                          {"T": dtypes.int32})
        return op.outputs[0], op.outputs[1]


@kernel("BroadcastGradientArgs", shape_arithmetic=True)
def _broadcast_gradient_args(op, s0, s1):
    s0, s1 = s0.tolist(), s1.tolist()
    if s0 == s1:
        empty = np.zeros(0, dtype=np.int32)
        return empty, empty
    rank = max(len(s0), len(s1))
    # Left-pad with ones, as broadcasting does. A side whose size is 1 on an axis was
    # (or may have been) stretched along it, so its gradient is summed over that axis.
    a, b = [1] * (rank - len(s0)) + s0, [1] * (rank - len(s1)) + s1
    for x, y in zip(a, b):
        if x != y and 1 not in (x, y):
            raise ValueError("Incompatible shapes: [%s] vs. [%s]"
                             % (",".join(map(str, s0)), ",".join(map(str, s1))))
    return (np.array([i for i in range(rank) if a[i] == 1], dtype=np.int32),
            np.array([i for i in range(rank) if b[i] == 1], dtype=np.int32))


def shape_n(inputs, out_type=dtypes.int32, name=None):
    """The shapes of several tensors at once, one output each (``ShapeN``)."""
    inputs = [convert_to_tensor(t) for t in inputs]
    g = inputs[0].graph
    specs = [(out_type, [t.shape.ndims]) for t in inputs]
    op = g._create_op("ShapeN", inputs, specs, g._op_name(name or "ShapeN"),
                      {"N": len(inputs), "T": inputs[0].dtype.base_dtype, "out_type": out_type})
    return list(op.outputs)


@kernel("ShapeN", value_from_shapes="shape")
def _shape_n(op, *xs):
    shapes = [np.array(np.shape(x), dtype=op.attrs["out_type"].as_numpy_dtype) for x in xs]
    return shapes[0] if len(shapes) == 1 else shapes  # a one-output op returns its value


def size(input, name=None, out_type=dtypes.int32):  # noqa: A002 - TF's argument name
    """The number of elements: a Const when the static shape tells it (TF's optimisation)."""
    g = graph_from_inputs((input,))
    with g.name_scope("Size" if name is None else name) as scope:
        x = convert_to_tensor(input, graph=g)
        if x.shape.is_fully_defined():
            return constant(x.shape.num_elements(), out_type, name=scope, graph=g)
        return make_op(g, "Size", [x], scope, out_type, [],
                       {"T": x.dtype.base_dtype, "out_type": out_type})


kernel("Size", cheap=True, value_from_shapes="size")(lambda op, x: np.array(np.size(x), dtype=op.attrs["out_type"].as_numpy_dtype))


# The dtypes a Range can count in, narrowest first: mixed bounds are all cast to the widest.
_RANGE_DTYPES = (dtypes.int32, dtypes.int64, dtypes.float16, dtypes.float32, dtypes.float64)


def op_range(start, limit=None, delta=1, dtype=None, name="range"):
    """``tf.range``: start, start + delta, ... short of ``limit`` (a ``Range`` node);
    ``op_range(n)`` counts from 0 to n - 1. Python bounds become Consts; integers count in
    int32 unless a bound or ``dtype`` says otherwise."""
    if limit is None:
        start, limit = 0, start
    g = graph_from_inputs((start, limit, delta))
    with g.name_scope(name) as scope:
        # Tensors are taken as they are and cast below; only Python bounds get ``dtype``.
        bounds = [v if isinstance(v, Tensor) else convert_to_tensor(v, dtype=dtype, name=n,
                                                                     graph=g)
                  for v, n in ((start, "start"), (limit, "limit"), (delta, "delta"))]
        if dtype is None:
            dtype = max((b.dtype.base_dtype for b in bounds), key=_RANGE_DTYPES.index)
        inputs = [cast(b, dtype) for b in bounds]
        attrs = {"Tidx": dtypes.as_dtype(dtype)}

        def shape(node):
            known = [static_value(t) for t in inputs]
            if any(k is None for k in known):
                return [None]
            first, last, step = (k.item() for k in known)
            problem = _range_problem(first, last, step)
            if problem:
                raise shape_error(problem, node, "Range", attrs, inputs,
                                  " and with computed input tensors: input[0] = <%s>, input[1] "
                                  "= <%s>, input[2] = <%s>" % (_number(first), _number(last),
                                                               _number(step)))
            return [max(0, math.ceil((last - first) / step))]
        return make_op(g, "Range", inputs, scope, attrs["Tidx"], shape, attrs)


def _range_problem(start, limit, delta):
    """What TF's shape inference objects to in constant Range bounds, or None."""
    if delta == 0:
        return "Requires delta != 0"
    if delta > 0 and start > limit:
        return "Requires start <= limit when delta > 0: %s/%s" % (_number(start), _number(limit))
    if delta < 0 and start < limit:
        return "Requires start >= limit when delta < 0: %s/%s" % (_number(start), _number(limit))
    return None


def _number(x):
    """A bound as TF's C++ prints it: 2 for 2 and 2.0, 1.5 for 1.5."""
    return "%d" % x if float(x).is_integer() else "%g" % x


@kernel("Range", shape_arithmetic=True)
def _range(op, start, limit, delta):
    problem = _range_problem(start.item(), limit.item(), delta.item())
    if problem:
        raise errors.graph_execution_error(errors.InvalidArgumentError, op, problem)
    return np.arange(start, limit, delta, dtype=op.attrs["Tidx"].as_numpy_dtype)


# ---------------------------------------------------------------------- copying a gradient out
def _int_list(value):
    """Shapes and multiples as plain Python ints (numpy ints would fail TF's int32 check)."""
    return [int(v) for v in np.ravel(value)]


def tile(input, multiples, name=None):  # noqa: A002
    """``input`` repeated ``multiples[i]`` times along axis i."""
    g = graph_from_inputs((input, multiples))
    with g.name_scope(name or "Tile") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        if not hasattr(multiples, "graph") and not any(hasattr(m, "graph") for m in multiples):
            multiples = _int_list(multiples)
        m = convert_to_tensor(multiples, dtype=dtypes.int32, name="multiples", graph=g)
        dims, known = x.shape.dims, shape_of(m).dims  # known: the multiples the graph fixes
        out = None if dims is None else [None if d is None or k is None else d * k
                                         for d, k in zip(dims, known or [None] * len(dims))]
        dtype = x.dtype.base_dtype
        return make_op(g, "Tile", [x, m], scope, dtype, out,
                       {"T": dtype, "Tmultiples": dtypes.int32})


@kernel("Tile", shape_inputs=(1,))
def _tile(op, x, multiples):
    reps = multiples.tolist()
    if np.size(x) == 1:
        # The usual case (the gradient of a sum to one number): np.full is 4x np.tile's speed.
        return np.full([k * d for k, d in zip(reps, np.shape(x))], x, dtype=x.dtype)
    return np.tile(x, reps)


def broadcast_to(input, shape, name=None):  # noqa: A002
    """``input`` stretched to ``shape`` by numpy broadcasting (``BroadcastTo``)."""
    x = convert_to_tensor(input)
    g = x.graph
    with g.name_scope(name or "BroadcastTo") as scope:
        s = convert_to_tensor(shape, dtype=dtypes.int32, name="shape", graph=g)
        dtype = x.dtype.base_dtype
        return make_op(g, "BroadcastTo", [x, s], scope, dtype, shape_of(s),
                       {"T": dtype, "Tidx": dtypes.int32})


# A read-only view of x: kernels never write into their inputs, and fetches are copied.
kernel("BroadcastTo")(lambda op, x, shape: np.broadcast_to(x, shape.tolist()))


def select_v2(condition, x, y, name=None):
    """``x`` where ``condition`` holds, else ``y`` (all three broadcast): ``tf.where_v2``."""
    g = graph_from_inputs((condition, x, y))
    with g.name_scope(name or "SelectV2") as scope:
        c = convert_to_tensor(condition, name="condition", graph=g)
        x = convert_to_tensor(x, name="t", graph=g)
        y = convert_to_tensor(y, name="e", graph=g)
        dtype = check_same_dtype("SelectV2", ("t", "e"), (x, y))
        attrs = {"T": dtype}

        def out_shape(node):
            xy = broadcast_shape(x.shape, y.shape, node, "SelectV2", attrs, [c, x, y])
            return broadcast_shape(c.shape, xy, node, "SelectV2", attrs, [c, x, y])
        return make_op(g, "SelectV2", [c, x, y], scope, dtype, out_shape, attrs)


kernel("SelectV2")(lambda op, c, x, y: np.where(c, x, y))


def where_v2(condition, x=None, y=None, name=None):
    """``tf.where_v2``: ``select_v2`` (broadcasting) with ``x`` and ``y``; without them the
    coordinates of the true entries, as ``tf.where``."""
    if x is None and y is None:
        return where(condition, name=name)
    if x is None or y is None:
        raise ValueError("x and y must both be non-None or both be None.")
    return select_v2(condition, x, y, name)


def stop_gradient(input, name=None):  # noqa: A002
    """``input`` unchanged, but ``tf.gradients`` does not look through it."""
    return one_input_op("StopGradient", input, "input", name)


kernel("StopGradient", shape=input_shape, shape_inputs=())(lambda op, x: x)


__all__ = ["add_n", "broadcast_gradient_args", "shape_n", "size", "op_range",
           "tile", "broadcast_to", "select_v2", "where_v2", "stop_gradient"]


def invert_permutation(x, name=None):
    """The permutation that undoes ``x``: ``y[x[i]] = i``."""
    g = graph_from_inputs((x,))
    with g.name_scope(name or "InvertPermutation") as scope:
        if not (isinstance(x, Tensor) and x.dtype.base_dtype == dtypes.int64):
            x = convert_to_tensor(x, dtype=dtypes.int32, name="x", graph=g)
        dtype = x.dtype.base_dtype
        return make_op(g, "InvertPermutation", [x], scope, dtype, x.shape, {"T": dtype})


kernel("InvertPermutation", shape_arithmetic=True)(lambda op, p: np.argsort(p).astype(p.dtype))
