"""Building ops: ``convert_to_tensor``, ``tf.constant``, and the few ops the core makes itself.

Mirrors ``constant_op.py``, ``ops.convert_to_tensor`` and the op-building part of
``op_def_library.py``. Every op constructor names its node through the graph's name scope,
converts its inputs (a Python value becomes a ``Const`` named after the input, ``mul/y``),
works out the output's static shape and adds the node. The core needs five op types, and
registers them here: ``Const``, ``Identity`` (a variable's ``read``), ``NoOp`` (an
initializer grouping Assigns), ``VariableV2`` and ``Assign``. The op families
(``scopelab/ops``) build on the same functions.
Left out here: the conversions registered for other types (``state.hooks.convert`` tries them,
``tensor_conversion.py``), among them the array family's for lists of tensors (``tf.stack``'s
autopacking, as in TF), and TF's messages for mismatched inputs.

>>> from scopelab.core.graph import Graph
>>> with Graph().as_default():
...     c = constant([1.0, 2.0], name="c")
...     r = identity(c, name="r")
>>> c, r.op.type, r.op.inputs[0] is c
(<tf.Tensor 'c:0' shape=(2,) dtype=float32>, 'Identity', True)
"""
import math

import numpy as np

from . import dtypes, errors
from .graph import get_default_graph, graph_from_inputs
from .registry import kernel
from .shapes import Dimension, TensorShape, shape_text
from .state import hooks
from .tensor import Operation, Tensor


# ---------------------------------------------------------------------- conversion
def infer_dtype(value):
    """The dtype TF gives a Python or numpy value: Python floats are float32, ints int32."""
    if isinstance(value, (np.ndarray, np.generic)):
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
    if kind in "US" or (kind == "O" and all(isinstance(v, (str, bytes)) for v in array.ravel())):
        return dtypes.string
    raise TypeError("Failed to convert elements of %s to Tensor. Consider casting elements to a "
                    "supported type. See https://www.tensorflow.org/api_docs/python/tf/dtypes "
                    "for supported TF dtypes." % (value,))


def _assert_compatible(value, dtype):
    """TF's TypeError for Python values that do not fit ``dtype`` (1.5 for int32, "a" for
    float32); numpy values are cast."""
    if isinstance(value, (np.ndarray, np.generic)) or (type(value) is float and dtype.is_floating):
        return
    ok = {"i": lambda v: isinstance(v, (int, Dimension)) and not isinstance(v, bool),
          "f": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
          "b": lambda v: isinstance(v, (bool, np.bool_)),
          "O": lambda v: isinstance(v, (str, bytes))}.get(np.dtype(dtype.as_numpy_dtype).kind)
    for v in np.ravel(np.asarray(value, dtype=object)) if ok else ():
        if not ok(v):
            raise TypeError("Expected %s, but got %s of type '%s'." % (dtype.name, v,
                                                                     type(v).__name__))


def constant(value, dtype=None, shape=None, name="Const", graph=None):
    """A ``Const`` node holding ``value`` (with ``shape``: a scalar is repeated, a shorter list
    padded with its last element, as in TF1)."""
    if value is None:
        raise ValueError("None values not supported.")
    g = graph or get_default_graph()
    if dtype is None:
        dtype = infer_dtype(value)
    else:
        dtype = dtypes.as_dtype(dtype)
        _assert_compatible(value, dtype)
    if dtype is dtypes.string:  # kernels see bytes
        value = np.vectorize(lambda v: v.encode() if isinstance(v, str) else v,
                             otypes=[object])(np.asarray(value, dtype=object))
    try:
        array = np.array(value, dtype=dtype.as_numpy_dtype)
    except OverflowError:  # TF keeps the low bits of an integer its type cannot hold
        array = np.array(value, dtype=np.int64).astype(dtype.as_numpy_dtype)
    if shape is not None:
        shape = [int(d) for d in shape]
        size = math.prod(shape)  # numpy's prod of a short list costs more than the op
        if array.size == 1:  # one value seen through zero strides, stored once as TF does
            array = np.ndarray(shape, array.dtype, array.reshape(1), strides=(0,) * len(shape))
        elif array.size > size:
            raise ValueError("Too many elements provided. Takes at most %d, but got %d."
                             % (size, array.size))
        else:
            flat = array.ravel()
            array = np.concatenate([flat, np.repeat(flat[-1:], size - flat.size)]).reshape(shape)
    array.flags.writeable = False  # kernels never write into inputs: hand it out every run
    name = g._op_name("Const" if name is None else name, check_scope=False)
    op = g._create_op("Const", (), [(dtype, array.shape)], name, {"value": array, "dtype": dtype})
    return op.outputs[0]


def convert_to_tensor(value, dtype=None, name=None, preferred_dtype=None, as_ref=False,
                      graph=None):
    """``value`` as a Tensor: a tensor passes (its dtype checked); an object that stands for one
    gives it (a variable its ``read``, or its reference ``as_ref``; an IndexedSlices its dense
    sum); a registered conversion may take it; anything else becomes a ``Const``."""
    if isinstance(value, Tensor):
        tensor = value
    elif hasattr(value, "_dense_tensor"):  # named after the argument it is passed as (Mul/x)
        return value._dense_tensor(dtypes.as_dtype(dtype) if dtype else None, name)
    elif hasattr(value, "_as_tensor"):
        tensor = value._as_tensor(as_ref)
    elif isinstance(value, Operation):  # an op has no value to pass on (TF's message)
        raise TypeError("can't convert Operation '%s' to Tensor" % value.name)
    elif hooks.convert is not None and (tensor := hooks.convert(
            value, dtypes.as_dtype(dtype) if dtype else None, name, as_ref,
            dtypes.as_dtype(preferred_dtype) if preferred_dtype else None)) is not None:
        pass  # an object converting itself, or a registered conversion (state.CONVERSIONS)
    else:
        name = "Const" if name is None else name  # "" names the node after its scope, as TF
        if dtype is None and preferred_dtype is not None:
            try:  # a soft wish: 1 fits float32, but 1.0 not int32, "a" no number type
                preferred = dtypes.as_dtype(preferred_dtype).base_dtype
                if np.asarray(value).dtype.kind not in "USO" or preferred is dtypes.string:
                    return constant(value, preferred, name=name, graph=graph)
            except (TypeError, ValueError):
                pass
        return constant(value, dtype, name=name, graph=graph)
    if dtype is not None and not dtypes.as_dtype(dtype).is_compatible_with(tensor.dtype):
        raise ValueError("Tensor conversion requested dtype %s for Tensor with dtype %s: %r"
                         % (dtypes.as_dtype(dtype).name, tensor.dtype.name, tensor))
    return tensor


# ---------------------------------------------------------------------- building
def make_op(graph, op_type, inputs, name, dtype, shape, attrs=None, ref_inputs=()):
    """Adds an op with one output and returns that output tensor.

    ``name`` is a scope string from ``graph.name_scope`` (kept as it is) or a bare name (made
    unique); "" (what a wrapper's ``name=''`` scope gives) names the op after its type, as
    TF's op builder does. ``shape`` may be a function of the final node name, so that shape
    errors can quote the node as TF does.
    """
    full_name = graph._op_name(name or op_type)
    if callable(shape):
        if full_name in graph._nodes_by_name:  # TF reports a taken name before a shape clash
            raise ValueError("Duplicate node name in graph: '%s'" % full_name)
        shape = shape(full_name)
    return graph._create_op(op_type, inputs, [(dtype, shape)], full_name, attrs,
                            ref_inputs).outputs[0]


def identity(input, name=None):  # noqa: A002 - TF's argument name
    """A copy of ``input``; for a variable, of its value now (how its ``read`` is made)."""
    g = graph_from_inputs((input,))
    with g.name_scope(name or "Identity") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        return make_op(g, "Identity", [x], scope, x.dtype.base_dtype, x.shape,
                       {"T": x.dtype.base_dtype})


def no_op(name=None):
    """An op that does nothing: a target to hang control dependencies on."""
    g = get_default_graph()
    return g._create_op("NoOp", [], [], g._op_name(name or "NoOp"))


def variable_op(shape, dtype, name="Variable"):
    """A ``VariableV2`` node: its output is a reference (``float32_ref``) to the storage each
    session keeps for it (a ``VariableSlot``, see ``executor.py``)."""
    dtype = dtypes.as_dtype(dtype).base_dtype
    return make_op(get_default_graph(), "VariableV2", [], name, dtype._as_ref, shape,
                   {"shape": shape, "dtype": dtype, "container": b"", "shared_name": b""})


def assign(ref, value, validate_shape=True, name=None):
    """An ``Assign`` that stores ``value`` in variable ``ref`` when run, and gives the variable.
    Like TF's, it sits with the variable (colocated) and takes it by reference."""
    g = ref.graph
    with g.name_scope(name or "Assign") as scope:
        value = convert_to_tensor(value, dtype=ref.dtype.base_dtype, name="value", graph=g)
        shape = ref.shape if ref.shape.dims == value.shape.dims or not validate_shape \
            else ref.shape.merge_with(value.shape)
        return make_op(g, "Assign", [ref, value], scope, ref.dtype, shape,
                       {"T": ref.dtype.base_dtype, "use_locking": True,
                        "validate_shape": bool(validate_shape)}, ref_inputs=[ref])


@kernel("Const", cheap=True, known_value=lambda state, op: op.attrs["value"])
def _const(op):
    return op.attrs["value"]


@kernel("Identity", shape_inputs=(), shape_arithmetic=True, cheap=True)
def _identity(op, x):
    return x


@kernel("NoOp", cheap=True)
def _no_op(op):
    return None


@kernel("VariableV2", stateful=True, cheap=True, known_value=lambda state, op: state.slot(op))
def _variable(state, op):
    return state.slot(op)


@kernel("Assign", takes_refs=True)
def _assign(op, slot, value):
    old = slot.value
    if old is not None and old.shape == np.shape(value) and op.attrs["use_locking"]:
        # Like TF, write into the existing buffer: a read taken earlier in the same run
        # (``W/read`` hands the buffer on) sees the new value.
        old[...] = value
        return slot
    value = np.array(value, dtype=op.attrs["T"].as_numpy_dtype)
    # Uninitialised, a variable has its declared shape: TF's VariableV2 allocates it when it
    # first runs (an unknown shape as a scalar; a partly known one it cannot).
    declared = op.inputs[0].shape
    if old is not None:
        lhs = old.shape
    elif declared.is_fully_defined() or declared.dims is None:
        lhs = tuple(declared.dims or ())
    else:
        raise errors.graph_execution_error(errors.InvalidArgumentError, op.inputs[0].op,
                                           "Shape %s is not fully defined" % shape_text(declared))
    if op.attrs["validate_shape"] and value.shape != lhs:
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "Assign requires shapes of both tensors to match. "
            "lhs shape= %s rhs shape= %s" % (shape_text(TensorShape(list(lhs))),
                                             shape_text(TensorShape(list(value.shape)))))
    slot.value = value
    return slot
