"""Building ops: converting Python values to tensors, ``Const``, and registering kernels.

Mirrors ``constant_op.py``, ``ops.convert_to_tensor`` and the op-definition machinery of
``op_def_library.py``: every op constructor names its node through the graph's name scope,
converts its inputs (making ``Const`` nodes for Python values, named after the input, e.g.
``mul/y``), infers the static output shape, and adds the node. ``@kernel`` registers the numpy
function a Session calls to compute an op type in ``KERNELS`` (``global_state.py``).
Left out: TF's op registry protos; attributes are kept as a plain dict.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     c = tf.constant([1.0, 2.0], name="c")
>>> c, c.op.type
(<tf.Tensor 'c:0' shape=(2,) dtype=float32>, 'Const')
"""
import numpy as np

from .. import dtypes, op_def_registry
from ..default_graph import get_default_graph, graph_from_inputs
from ..global_state import KERNEL_SWITCHES, KERNELS, SHAPES  # noqa: F401 - importable here too
from ..operation import Operation
from ..tensor import Tensor
from ..tensor_conversion import convert, converts
from ..tensor_shape import Dimension, TensorShape, shape_text  # noqa: F401 - ops import it here


def kernel(op_type, stateful=False, takes_refs=False, shape=None):
    """Registers the decorated function as the kernel of ``op_type`` in ``KERNELS`` (see
    ``global_state.py`` for how a session calls it), and ``shape``, if given, as its rule for
    the static shape of an op rebuilt from a GraphDef (``SHAPES``, see shape_rules.py)."""
    def register(fn):
        KERNELS[op_type] = (fn, stateful, takes_refs)
        if shape is not None:
            SHAPES[op_type] = shape
        return fn
    return register


# ---------------------------------------------------------------------- conversion
def _infer_dtype(value):
    """The dtype TF gives a Python or numpy value: Python floats are float32, ints int32."""
    if isinstance(value, np.ndarray) or isinstance(value, np.generic):
        return dtypes.as_dtype(value.dtype)
    try:
        array = np.asarray(value)
    except NotImplementedError:  # numpy met a graph tensor inside, which has no data
        raise TypeError("Expected any non-tensor type, but got a tensor instead.") from None
    kind = array.dtype.kind
    if kind == "f":
        return dtypes.float32
    if kind in "iu":
        fits = array.size == 0 or (array.min() >= -2**31 and array.max() < 2**31)
        return dtypes.int32 if fits else dtypes.int64
    if kind == "b":
        return dtypes.bool
    if kind in "US" or (kind == "O" and all(isinstance(v, (str, bytes))
                                            for v in array.ravel())):
        return dtypes.string
    raise TypeError("Failed to convert elements of %s to Tensor. Consider casting elements to a "
                    "supported type. See https://www.tensorflow.org/api_docs/python/tf/dtypes "
                    "for supported TF dtypes." % (value,))


def _assert_compatible(value, dtype):
    """TF's TypeError for Python values that do not fit ``dtype`` (1.5 for int32, "a" for float)."""
    if isinstance(value, (np.ndarray, np.generic)) or (type(value) is float and dtype.is_floating):
        return
    ok = {"i": lambda v: isinstance(v, (int, Dimension)) and not isinstance(v, bool),
          "f": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
          "b": lambda v: isinstance(v, (bool, np.bool_)),
          "O": lambda v: isinstance(v, (str, bytes))}.get(np.dtype(dtype.as_numpy_dtype).kind)
    if ok is None:
        return
    for v in np.ravel(np.asarray(value, dtype=object)):
        if not ok(v):
            raise TypeError("Expected %s, but got %s of type '%s'." % (dtype.name, v,
                                                                     type(v).__name__))


def constant(value, dtype=None, shape=None, name="Const", graph=None):
    """A ``Const`` node holding ``value``.

    With ``shape`` (TF1 semantics), a scalar is broadcast and a shorter list is padded with its
    last element.
    """
    if value is None:
        raise ValueError("None values not supported.")
    g = graph or get_default_graph()
    if dtype is not None:
        dtype = dtypes.as_dtype(dtype)
        _assert_compatible(value, dtype)
    else:
        dtype = _infer_dtype(value)
    if dtype is dtypes.string:
        value = np.vectorize(lambda v: v.encode() if isinstance(v, str) else v,
                             otypes=[object])(np.asarray(value, dtype=object))
    try:
        array = np.array(value, dtype=dtype.as_numpy_dtype)
    except OverflowError:
        # TF keeps the low bits of an integer its type cannot hold (300 as int8 is 44).
        array = np.array(value, dtype=np.int64).astype(dtype.as_numpy_dtype)
    if shape is not None:
        shape = [int(d) for d in shape]
        size = 1
        for d in shape:
            size *= d
        if array.size == 1:
            # One value seen through zero strides: TF likewise stores a filled constant once.
            array = np.ndarray(shape, array.dtype, array.reshape(1), strides=(0,) * len(shape))
        elif array.size > size:
            raise ValueError("Too many elements provided. Takes at most %d, but got %d."
                             % (size, array.size))
        else:
            flat = array.ravel()
            array = np.concatenate([flat, np.repeat(flat[-1:], size - flat.size)]).reshape(shape)
    # Kernels never write into their inputs, so one frozen array can be handed out every run.
    if array.flags.writeable:
        array.flags.writeable = False
    op = g._create_op("Const", (), [(dtype, array.shape)],
                      g._op_name("Const" if name is None else name, check_scope=False),
                      {"value": array, "dtype": dtype})
    return op.outputs[0]


@kernel("Const", shape=lambda op_type, attrs, inputs, name: TensorShape(attrs["value"].shape))
def _const(op):
    return op.attrs["value"]


def convert_to_tensor(value, dtype=None, name=None, preferred_dtype=None, as_ref=False,
                      graph=None):
    """``value`` as a Tensor: tensors pass through (dtype-checked), variables give their
    snapshot (or their reference with ``as_ref``), an IndexedSlices its dense sum, lists holding
    tensors are packed (not when a reference is asked for: a Pack is no reference), anything
    else becomes a ``Const``."""
    if isinstance(value, Tensor):
        tensor = value
    elif hasattr(value, "_dense_tensor"):
        # An IndexedSlices becomes new ops, named after the argument it is passed as (Mul/x).
        return value._dense_tensor(dtypes.as_dtype(dtype) if dtype else None, name)
    elif hasattr(value, "_as_tensor"):
        tensor = value._as_tensor(as_ref)
    elif isinstance(value, Operation):  # an op has no value to pass on (TF's message)
        raise TypeError("can't convert Operation '%s' to Tensor" % value.name)
    elif isinstance(value, (list, tuple)) and _holds_tensors(value) and not as_ref:
        g = graph or next(t.graph for t in _leaves(value) if hasattr(t, "graph"))
        return _autopack(value, dtype, name or "packed", g)
    elif converts(value) and (tensor := convert(
            value, dtypes.as_dtype(dtype) if dtype else None, name, as_ref,
            dtypes.as_dtype(preferred_dtype) if preferred_dtype else None)) is not None:
        pass  # the object's own conversion (tensor_conversion.py), checked there
    else:
        name = "Const" if name is None else name  # "" names the node after its scope, as TF
        if dtype is None and preferred_dtype is not None:
            try:
                return constant(value, _checked_cast(value, preferred_dtype), name=name,
                                graph=graph)
            except (TypeError, ValueError):
                pass
        return constant(value, dtype, name=name, graph=graph)
    if dtype is not None and not dtypes.as_dtype(dtype).is_compatible_with(tensor.dtype):
        raise ValueError("Tensor conversion requested dtype %s for Tensor with dtype %s: %r"
                         % (dtypes.as_dtype(dtype).name, tensor.dtype.name, tensor))
    return tensor


def _leaves(value):
    for item in value:
        if isinstance(item, (list, tuple)):
            yield from _leaves(item)
        else:
            yield item


def _holds_tensors(value):
    return any(isinstance(v, Tensor) or hasattr(v, "_as_tensor") for v in _leaves(value))


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
        picked = KERNELS["StridedSlice"][0](op, np.array(dims, dtype=object), *bounds)
        if picked is None or None in np.ravel(picked).tolist():
            return None
        return np.asarray(picked, dtype=np.int32)
    entry = KERNELS.get(op.type)
    # A PlaceholderWithDefault's value may be fed: its default is no constant.
    if entry is None or entry[1] or entry[2] or not op.inputs or op.control_inputs or not depth \
            or op.type == "PlaceholderWithDefault":
        return None
    values = []
    for i in op.inputs:
        values.append(static_value(i, depth - 1))
        if values[-1] is None:
            return None
    try:
        result = entry[0](op, *values)
    except (ValueError, TypeError, IndexError, ArithmeticError):
        return None  # it would fail when run; leave the error to the session
    return result[t.value_index] if len(op.outputs) > 1 else np.asarray(result)


def _checked_cast(value, dtype):
    """``dtype`` if the Python ``value`` fits it as TF sees it (1 fits float32, 1.0 not int32)."""
    dtype = dtypes.as_dtype(dtype).base_dtype
    _assert_compatible(value, dtype)
    if np.asarray(value).dtype.kind in "USO" and dtype is not dtypes.string:
        raise TypeError("cannot convert %r to %s" % (value, dtype.name))
    return dtype


def convert_input(value, dtype, op_type, arg, first_arg, graph):
    """An op input of type ``dtype``, with TF's errors naming the op and its arguments."""
    if converts(value):  # an object of the user's type: its conversion is told the dtype
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


# ---------------------------------------------------------------------- building
def make_op(graph, op_type, inputs, name, dtype, shape, attrs=None, ref_inputs=()):
    """Adds an op with one output and returns that output tensor.

    ``name`` is a scope string from ``graph.name_scope`` (kept as is) or a bare name (made
    unique); "" (what a wrapper's ``name=''`` scope gives) names the op after its type, as
    TF's op builder does. ``shape`` may be a function of the final node name, so shape errors
    can quote the node as TF does.
    """
    full_name = graph._op_name(name or op_type)
    if callable(shape):
        graph._check_unused(full_name)  # TF reports a taken name before a shape clash
        shape = shape(full_name)
    op = graph._create_op(op_type, inputs, [(dtype, shape)], full_name, attrs, ref_inputs)
    return op.outputs[0]


def one_input_op(op_type, value, arg_name, name, shape=None, wrapper=False):
    """An op with one input, named ``arg_name`` in TF, whose output has the input's dtype and,
    unless ``shape`` is given, its shape (Relu, Exp, Identity...).

    Like TF's generated op functions it opens the op's name scope before converting, so a
    Python value becomes the Const ``<op>/<arg_name>``: ``tf.exp([1.0])`` makes ``Exp/x``.
    Where TF wraps the op in a Python function (``wrapper``: tf.sigmoid, tf.abs), ``name=''``
    is that function's scope reset: the op goes to the graph root.
    """
    g = graph_from_inputs((value,))
    with g.name_scope((op_type if name is None else name) if wrapper else
                       (name or op_type)) as scope:
        x = convert_to_tensor(value, name=arg_name, graph=g)
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
