"""The Python operators of Tensor (``x + y``, ``2 * x``, ``x < y``...) and the ops they build.

Mirrors ``override_binary_operator.py`` and ``tensor_math_operator_overrides.py``. Each binary
operator opens a name scope called after it (``add``, ``mul``, ``truediv``...) and calls the
function TF calls in it, so ``x + y`` is an ``AddV2`` node named ``add``. What a Python operand
becomes depends on its side:

- on the right (``x + 2``), it is converted by that function: ``+``, ``/`` and ``@`` prefer
  x's dtype and fall back to the value's own (``int_tensor + 0.5`` makes ``add/y`` as float32
  before failing), while ``-``, ``*``, ``//``, ``%`` and ``**`` demand x's dtype and fail
  before adding anything;
- on the left (``2 * x``), it must convert to x's dtype, as the Const ``<op>/x``.

When the op fails and the right operand is a tensor too, TF lets it try its reflected operator
first; that try opens one more name scope inside the first and fails the same way, so TF's
error is the one you see. Comparisons (``<``...) are the plain ops ``Less``... with no scope.
``*`` with a bool tensor on either side multiplies int32 casts and casts the product back to
bool (``mul/Cast``, ``mul/Cast_1``, ``mul``, ``mul/Cast_2``).
``&``, ``|``, ``^`` and ``~`` look at the left operand's dtype: on bools they are the logical
ops (``a & b`` is LogicalAnd ``and``; ``a ^ b`` is ``logical_xor``'s four nodes; ``~a`` is
``LogicalNot``), on integers the bit ops, created inside the operator's scope under their own
names (``i & j`` is ``and/BitwiseAnd``; ``~i`` is ``Invert``).
``tf.Variable`` gets the same operators, each applied to the variable's ``read`` snapshot, as
TF's Variable wraps Tensor's (``1.0 + v`` is ``add`` reading ``v/read``).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     i = tf.constant([1, 2], name="i")
...     y = 2 * i
...     try:
...         i * 0.5
...     except TypeError as e:
...         print(str(e).split(". Error")[0])
Expected int32 passed to parameter 'y' of op 'Mul', got 0.5 of type 'float' instead
>>> y.op.name, [t.name for t in y.op.inputs], [op.name for op in g.get_operations()]
('mul', ['mul/x:0', 'i:0'], ['i', 'mul/x', 'mul'])
"""
import functools

from .. import dtypes
from ..core.variables import Variable
from ..default_graph import graph_from_inputs
from ..tensor import Tensor
from .bitwise_ops import bitwise_and, bitwise_or, bitwise_xor, invert
from .core import convert_to_tensor, make_op
from .logical_ops import logical_and, logical_or, logical_xor
from .math_ops import (_elementwise_op, _hinted, _in_scope, abs, div, greater, greater_equal,
                       less, less_equal, logical_not, matmul, negative, true_division_operands)


# What each operator builds inside its own name scope ("add/", "mul/"...), once that is open.
# TF calls a function that opens the same scope again, which changes nothing, so this skips it.
def _add(g, x, y, scope):
    if not isinstance(y, Tensor):
        y = convert_to_tensor(y, name="y", preferred_dtype=x.dtype.base_dtype, graph=g)
    return _elementwise_op(g, "AddV2", x, y, scope)


def _truediv(g, x, y, scope):
    return _elementwise_op(g, "RealDiv", *true_division_operands(*_hinted(x, y, g)), scope)


def _mul(g, x, y, scope):
    # TF multiplies bools as int32s and casts the product back (a Cast each, in the scope).
    if x.dtype is dtypes.bool or (isinstance(y, Tensor) and y.dtype is dtypes.bool):
        product = _in_scope(g, "Mul", _cast_node(g, x, dtypes.int32),
                            _cast_node(g, y, dtypes.int32), scope)
        return _cast_node(g, product, dtypes.bool)
    return _in_scope(g, "Mul", x, y, scope)


def _cast_node(g, value, dtype):
    """A Cast node, even to the dtype ``value`` has (TF's generated ``cast``)."""
    with g.name_scope("Cast") as scope:
        x = convert_to_tensor(value, name="x", graph=g)
        return make_op(g, "Cast", [x], scope, dtype, x.shape,
                       {"SrcT": x.dtype.base_dtype, "DstT": dtype, "Truncate": False})


def _generated(op_type):
    return lambda g, x, y, scope: _in_scope(g, op_type, x, y, scope)


def _by_dtype(logical, bitwise):
    # The logical op takes the operator's scope as its name; the bit op is named after its
    # type inside that scope, as TF calls it without a name.
    def build(g, x, y, scope):
        if x.dtype is dtypes.bool:
            return logical(x, y, name=scope)
        return bitwise(x, y)
    return build


def _invert(x):
    return logical_not(x) if x.dtype is dtypes.bool else invert(x)


_BUILD = {"add": _add, "sub": _generated("Sub"), "mul": _mul, "truediv": _truediv,
          "floordiv": _generated("FloorDiv"), "mod": _generated("FloorMod"),
          "pow": _generated("Pow"), "matmul": lambda g, x, y, scope: matmul(x, y, name=scope),
          "div": lambda g, x, y, scope: div(x, y, name=scope),  # Python 2's ``/``, kept by TF
          "and": _by_dtype(logical_and, bitwise_and), "or": _by_dtype(logical_or, bitwise_or),
          "xor": _by_dtype(logical_xor, bitwise_xor)}


def _is_tensor_like(value):
    return isinstance(value, Tensor) or hasattr(value, "_as_tensor")


def _forward(build, op_name):
    def operator(x, y):
        g = graph_from_inputs((x, y))
        with g.name_scope(op_name) as scope:
            try:
                return build(g, x, y, scope)
            except (TypeError, ValueError):
                if _is_tensor_like(y):
                    try:
                        return getattr(y, "__r%s__" % op_name)(x)
                    except (TypeError, ValueError):
                        pass
                raise
    return operator


def _reflected(build, op_name):
    def operator(y, x):
        # ``x <op> y`` with the tensor ``y`` on the right: x must take y's dtype.
        g = graph_from_inputs((x, y))
        with g.name_scope(op_name) as scope:
            x = convert_to_tensor(x, dtype=y.dtype.base_dtype, name="x", graph=g)
            return build(g, x, y, scope)
    return operator


def _install():
    # TF's list of what it installs; a Variable offers each of them on its snapshot too.
    Tensor.OVERLOADABLE_OPERATORS = frozenset(
        ["__%s__" % op for op in ("neg", "abs", "invert", "getitem", "lt", "le", "gt", "ge",
                                  "eq", "ne")]
        + ["__%s%s__" % (side, op) for side in ("", "r")
           for op in ("add", "sub", "mul", "div", "truediv", "floordiv", "mod", "pow",
                      "matmul", "and", "or", "xor")])
    for op_name, build in _BUILD.items():
        setattr(Tensor, "__%s__" % op_name, _forward(build, op_name))
        setattr(Tensor, "__r%s__" % op_name, _reflected(build, op_name))
    for py, fn in (("lt", less), ("le", less_equal), ("gt", greater), ("ge", greater_equal)):
        setattr(Tensor, "__%s__" % py, lambda x, y, fn=fn: fn(x, y))
    Tensor.__neg__ = lambda x: negative(x)
    Tensor.__abs__ = lambda x: abs(x)
    Tensor.__invert__ = _invert
    # ``==`` and ``!=`` stay identity; ``v[...]`` is the engine's assignable slice.
    for name in Tensor.OVERLOADABLE_OPERATORS - {"__eq__", "__ne__", "__getitem__"}:
        setattr(Variable, name, _operator_of_tensor(name))


def _operator_of_tensor(name):
    """Tensor's operator ``name``, applied to a variable's ``read`` snapshot; it carries the
    Tensor operator's name and doc (and ``__wrapped__``), as TF's Variable wrapper does."""
    tensor_operator = getattr(Tensor, name)

    def on_snapshot(self, *args):
        return tensor_operator(self._snapshot, *args)
    return functools.update_wrapper(on_snapshot, tensor_operator)


_install()
