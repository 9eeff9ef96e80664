"""Building ops: what the op families share beyond the core's ``convert_to_tensor``,
``constant`` and ``make_op`` (``core/ops.py``) and ``@kernel`` (``core/registry.py``).

Mirrors the op-definition machinery of ``op_def_library.py``: each generated op converts its
inputs inside its own name scope (a Python value becomes the Const ``<op>/<input name>``),
with TF's errors naming the op and the argument (``convert_input``, ``convert_same_type``,
``list_input``); its static shape follows TF's shape functions, and a clash is TF's message
quoting the node (``shape_error``, ``broadcast_shape``). ``static_value`` folds what the graph
alone determines, as TF's shape inference does. A (nested) list holding tensors becomes one
``Pack``: TF's autopacking, registered as a tensor conversion as TF registers it.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None, 3], name="x")
...     packed = tf.convert_to_tensor([x, x], name="both")
>>> packed.op.type, packed.shape
('Pack', TensorShape([Dimension(2), Dimension(None), Dimension(3)]))
"""
import numpy as np

from .. import dtypes, op_def_registry
from ..core.graph import graph_from_inputs
from ..core.ops import constant, convert_to_tensor, make_op  # noqa: F401 - families use them
from ..core.registry import kernel, register  # noqa: F401 - the op families register kernels
from ..core.shapes import Dimension, TensorShape, shape_text  # noqa: F401 - ops import it here
from ..core.state import CONVERSIONS, OPS
from ..tensor import Tensor
from ..tensor_conversion import converts


# A Const rebuilt from a GraphDef has its value's shape (core/ops.py registers its kernel).
register("Const", shape=lambda op_type, attrs, inputs, name: TensorShape(attrs["value"].shape))


# ---------------------------------------------------------------------- conversion
def _leaves(value):
    for item in value:
        if isinstance(item, (list, tuple)):
            yield from _leaves(item)
        else:
            yield item


def _holds_tensors(value):
    return any(isinstance(v, Tensor) or hasattr(v, "_as_tensor") for v in _leaves(value))


def _autopacking(value, dtype=None, name=None, as_ref=False):
    """TF's conversion of a list or tuple: a Pack if it holds tensors (not for a reference,
    which no Pack is), else it declines and ``tf.constant`` takes the list. Asked for another
    dtype, TF first casts each tensor in it (``tf.convert_to_tensor([i64], tf.int32)``)."""
    if as_ref or not _holds_tensors(value):
        return NotImplemented
    g = next(t.graph for t in _leaves(value) if hasattr(t, "graph"))
    if dtype is not None:
        value = _cast_tensors(value, dtypes.as_dtype(dtype).base_dtype, g)
    return _autopack(value, dtype, name or "packed", g)


def _cast_tensors(value, dtype, g):
    """``value`` (nested lists) with each tensor of another dtype given to a ``Cast``."""
    cast = []
    for item in value:
        if isinstance(item, (list, tuple)):
            item = _cast_tensors(item, dtype, g)
        elif isinstance(item, Tensor) and item.dtype.base_dtype is not dtype:
            with g.name_scope("Cast") as scope:
                item = make_op(g, "Cast", [item], scope, dtype, item.shape,
                               {"SrcT": item.dtype.base_dtype, "DstT": dtype, "Truncate": False})
        cast.append(item)
    return cast


CONVERSIONS.append((99, (list, tuple), _autopacking))  # before the user's (priority 100)


def _autopack(value, dtype, name, g):
    """A (nested) list holding tensors as one ``Pack`` node named ``name``; its Python numbers
    become Consts named by their position ("packed/1"), inner lists inner Packs ("m/0")."""
    with g.name_scope(name) as scope:
        items = []
        for i, item in enumerate(value):
            if isinstance(item, (list, tuple)) and _holds_tensors(item):
                items.append(_autopack(item, dtype, str(i), g))
            elif isinstance(item, Tensor) or hasattr(item, "_as_tensor"):
                items.append(convert_to_tensor(item, graph=g))
            else:
                items.append(None)
        known = next(t.dtype.base_dtype for t in items if t is not None)
        items = [t if t is not None else constant(v, dtype or known, name=str(i), graph=g)
                 for i, (t, v) in enumerate(zip(items, value))]
        first = items[0].shape.dims
        shape = None if first is None else [len(items)] + list(first)
        dtype = items[0].dtype.base_dtype
        return make_op(g, "Pack", items, scope, dtype, shape,
                       {"T": dtype, "N": len(items), "axis": 0})


def static_value(t, depth=8):
    """The value of ``t`` if the graph alone determines it (constant folding), else None.

    Consts, shapes that are fully known, and stateless ops over such values fold, looking at
    most ``depth`` ops back; this is how TF's shape inference sees that
    ``tf.shape(x)[1] * 1`` is 3.
    """
    op = t.op
    if op.type == "Const":
        return op.attrs["value"]
    if op.type == "Shape":
        x = op.inputs[0].shape
        return np.array(x.dims, op.attrs["out_type"].as_numpy_dtype) \
            if x.is_fully_defined() else None
    if op.type == "StridedSlice" and op.inputs[0].op.type == "Shape":
        # Picking known sizes out of a partly known shape: tf.shape(x)[1] with x [None, 3].
        dims = op.inputs[0].op.inputs[0].shape.dims
        bounds = [static_value(b, depth - 1) for b in op.inputs[1:]]
        if dims is None or any(b is None for b in bounds):
            return None
        picked = OPS["StridedSlice"].plain_kernel(op, np.array(dims, dtype=object), *bounds)
        if picked is None or None in np.ravel(picked).tolist():
            return None
        return np.asarray(picked, dtype=np.int32)
    record = OPS.get(op.type)
    # A PlaceholderWithDefault's value may be fed: its default is no constant (not foldable).
    # Control inputs do not stop it: TF's folding reads through the Identity a check guards.
    if record is None or record.plain_kernel is None or not record.foldable or not op.inputs \
            or not depth:
        return None
    values = []
    for i in op.inputs:
        values.append(static_value(i, depth - 1))
        if values[-1] is None:
            return None
    try:
        result = record.plain_kernel(op, *values)
    except (ValueError, TypeError, IndexError, ArithmeticError):
        return None  # it would fail when run; leave the error to the session
    return result[t.value_index] if len(op.outputs) > 1 else np.asarray(result)


def convert_input(value, dtype, op_type, arg, first_arg, graph):
    """An op input of type ``dtype``, with TF's errors naming the op and its arguments."""
    if not isinstance(value, (list, tuple)) and converts(value):
        # an object of the user's type: its conversion is told the dtype
        return convert_to_tensor(value, dtype=dtype.base_dtype, name=arg, graph=graph)
    if isinstance(value, Tensor) or hasattr(value, "_as_tensor") or hasattr(
            value, "_dense_tensor") or (isinstance(value, (list, tuple)) and _holds_tensors(value)):
        t = convert_to_tensor(value, name=arg, graph=graph)
        if t.dtype.base_dtype is not dtype.base_dtype:
            raise TypeError("Input '%s' of '%s' Op has type %s that does not match type %s of "
                            "argument '%s'." % (arg, op_type, t.dtype.base_dtype.name,
                                                dtype.base_dtype.name, first_arg))
        return t
    try:
        return constant(value, dtype.base_dtype, name=arg, graph=graph)
    except TypeError as e:
        raise TypeError("Expected %s passed to parameter '%s' of op '%s', got %r of type '%s' "
                        "instead. Error: %s" % (dtype.base_dtype.name, arg, op_type, value,
                                                type(value).__name__, e)) from None


def convert_same_type(g, op_type, args, values):
    """The inputs of an op whose inputs share one type, converted as TF's op builder does it
    inside the op's name scope: the first as it stands (a Python 2 is int32), each later one
    to the first's dtype, failing as TF does before it adds a node (a clash with a Const made
    for an earlier input leaves that Const behind, as in TF)."""
    first = convert_to_tensor(values[0], name=args[0], graph=g)
    op_def_registry.check_input_type(op_type, args[0], first.dtype)
    return [first] + [convert_input(v, first.dtype, op_type, arg, args[0], g)
                      for arg, v in zip(args[1:], values[1:])]


def list_input(values, arg, op, shown=repr):
    """``values`` for an op input that takes a list, which must BE a list or tuple: TF's op
    wrappers never wrap a lone tensor (``tf.concat`` does that itself, before the op). The
    generated wrapper of an op with a counted list (Pack, DynamicStitch) names its Python
    function and shows the value's repr; one with a list of types (Print, IdentityN) fails in
    TF's op builder, which names the op type and shows the value's str."""
    if not isinstance(values, (list, tuple)):
        raise TypeError("Expected list for '%s' argument to '%s' Op, not %s."
                        % (arg, op, shown(values)))
    return values


def one_input_op(op_type, value, arg_name, name, shape=None, wrapper=False):
    """An op with one input, named ``arg_name`` in TF, whose output has the input's dtype and,
    unless ``shape`` is given, its shape (Relu, Exp, Identity...).

    Like TF's generated op functions it opens the op's name scope before converting, so a
    Python value becomes the Const ``<op>/<arg_name>``: ``tf.exp([1.0])`` makes ``Exp/x``.
    Where TF wraps the op in a Python function (``wrapper``: tf.sigmoid, tf.abs), ``name=''``
    is that function's scope reset: the op goes to the graph root. A dtype the op's OpDef
    does not allow is TF's TypeError.
    """
    g = graph_from_inputs((value,))
    with g.name_scope((op_type if name is None else name) if wrapper else
                       (name or op_type)) as scope:
        x = convert_to_tensor(value, name=arg_name, graph=g)
        op_def_registry.check_input_type(op_type, arg_name, x.dtype)
        dtype = x.dtype.base_dtype
        return make_op(g, op_type, [x], scope, dtype, x.shape if shape is None else shape,
                       {"T": dtype})


def check_same_dtype(op_type, names, tensors):
    """TF's TypeError when the inputs of a one-type op disagree ("Input 'y' of 'AddV2' ...")."""
    first = tensors[0].dtype.base_dtype
    for i in range(1, len(tensors)):
        t = tensors[i]
        if t.dtype.base_dtype is not first:
            raise TypeError("Input '%s' of '%s' Op has type %s that does not match type %s of "
                            "argument '%s'." % (names[i], op_type, t.dtype.base_dtype.name,
                                                first.name, names[0]))
    return first


def _attr_text(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dtypes.DType):
        return value.enum_name()
    if isinstance(value, bytes):
        return '"%s"' % value.decode()
    if isinstance(value, float):
        # TF prints a float attribute in as few digits as give back its float32 (alpha=1).
        short = "%.6g" % value
        return short if np.float32(short) == np.float32(value) else "%.9g" % value
    if isinstance(value, (list, tuple)):
        return "[%s]" % ", ".join(_attr_text(v) for v in value)
    if isinstance(value, TensorShape):
        return "<unknown>" if value.dims is None else shape_text(value)
    return str(value)


def node_summary(name, op_type, attrs, inputs):
    """``'{{node n}} = Type[attrs](inputs)'``: how TF quotes a node in shape errors."""
    shown = ", ".join("%s=%s" % (k, _attr_text(v)) for k, v in sorted(attrs.items())
                      if not k.startswith("_"))
    args = ", ".join(t.op.name if t.value_index == 0 else t.name for t in inputs)
    return "'{{node %s}} = %s[%s](%s)'" % (name, op_type, shown, args)


def shape_error(reason, name, op_type, attrs, inputs, detail=""):
    return ValueError("%s for %s with input shapes: %s%s." % (
        reason, node_summary(name, op_type, attrs, inputs),
        ", ".join(shape_text(t.shape) for t in inputs), detail))


def broadcast_shape(a, b, name, op_type, attrs, inputs):
    """The static shape of an elementwise op on shapes ``a`` and ``b`` (numpy broadcasting)."""
    xs, ys = a.dims, b.dims
    if xs is None or ys is None:
        return TensorShape(None)
    if xs == ys:
        return a  # shapes never change once made, so the output can share the input's
    # Align the trailing sizes: the shorter shape counts as having leading 1s.
    rank = max(len(xs), len(ys))
    xs, ys = (1,) * (rank - len(xs)) + xs, (1,) * (rank - len(ys)) + ys
    out = []
    # From the first axis, as TF's shape function reads them: the error names the leftmost
    # clash ([2,3] + [3,3,4] fails on "2 and 3", not on the last axes' 3 and 4).
    for x, y in zip(xs, ys):
        if x == 1:
            out.append(y)
        elif y == 1 or x == y:
            out.append(x)
        elif x is None or y is None:
            out.append(x if y is None else y)
        else:
            raise shape_error("Dimensions must be equal, but are %d and %d" % (x, y),
                              name, op_type, attrs, inputs)
    return TensorShape(out)
