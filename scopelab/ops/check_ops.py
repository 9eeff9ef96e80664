"""``tf.assert_*``: checks of values, ranks and dtypes, built as TF1's ``check_ops.py`` builds them.

Element-wise checks (``assert_less(x, y)``, ``assert_positive(x)``, ...) convert ``x`` and
``y`` in their own name scope, reduce the comparison with ``reduce_all`` and hand it to
``tf.Assert`` with a message naming both tensors; the returned op fails the session run that
executes it (make it a control dependency of what you compute). When TF can read both inputs
as constants while the graph is built, a false check raises ``InvalidArgumentError`` at once,
its message the ``data`` lines, constants written as numpy prints them.
Rank checks answer at build time when the static shape tells them: a ``NoOp`` named
``static_checks_determined_all_ok``, or a ValueError; otherwise they compare ``tf.rank(x)``
when run. ``assert_type``, ``assert_integer`` and ``assert_scalar`` are build-time only.
Kept from TF: ``assert_non_positive``'s default message lacks a comma, so two of its lines run
together ("...element-wise:x (x:0) = ").
``is_non_decreasing`` / ``is_strictly_increasing`` compare neighbours of the flattened tensor
in a ``tf.cond`` (fewer than two values: nothing to compare, True).
Left out: sparse tensors, ``assert_shapes``, eager-mode messages.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None], name="x")
...     check = tf.assert_positive(x)
...     with tf.control_dependencies([check]):
...         total = tf.reduce_sum(x)
...     with tf.Session() as sess:
...         try:
...             sess.run(total, {x: [1.0, -2.0]})
...         except tf.errors.InvalidArgumentError as e:
...             print(e.message.splitlines()[2])
assertion failed: [] [Condition x > 0 did not hold element-wise:] [x (x:0) = ] [1 -2]
"""
import numpy as np

from .. import dtypes, errors
from ..default_graph import get_default_graph
from ..tensor import Tensor
from .array_ops import rank as array_rank, reshape, shape as array_shape
from .assert_ops import Assert
from .control_flow_ops import cond, no_op
from .core import convert_to_tensor
from .gating_ops import with_dependencies
from .grad_ops import size
from .logical_ops import logical_or, reduce_all
from .slice_ops import strided_slice
from .math_ops import abs as math_abs, equal, greater, greater_equal, less, less_equal, not_equal


def _constant_value(t):
    # Imported here: the gradients package is loaded on first use, and checks are built by
    # modules (tf.nn's losses) that ``import scopelab`` loads.
    from ..gradients_impl.constant_value import constant_value
    return constant_value(t)


def _message_prefix(message):
    return "%s.  " % message if message else ""


def _assert_static(condition, data):
    """TF's build-time failure: the data's lines, constants written as numpy prints them."""
    if not condition:
        lines = []
        for i, item in enumerate(data):
            value = _constant_value(item) if isinstance(item, Tensor) else None
            if isinstance(item, Tensor) and value is None:
                # TF joins the tensor itself into the message, and str.join refuses it.
                raise TypeError("sequence item %d: expected str instance, SymbolicTensor found"
                                % i)
            lines.append(str(item) if value is None else str(value))
        raise errors.InvalidArgumentError(None, None, "\n".join(lines))


def _binary_assert(sym, opname, op_func, static_func, x, y, data, summarize, message, name):
    g = get_default_graph()
    with g.name_scope(name, opname):
        x = convert_to_tensor(x, name="x")
        y = convert_to_tensor(y, name="y")
        if data is None:
            data = ["Condition x %s y did not hold element-wise:" % sym,
                    "x (%s) = " % x.name, x, "y (%s) = " % y.name, y]
        if message is not None:
            data = [message] + list(data)
        condition = reduce_all(op_func(x, y))
        x_static, y_static = _constant_value(x), _constant_value(y)
        if x_static is not None and y_static is not None:
            _assert_static(np.all(static_func(x_static, y_static)), data)
        return Assert(condition, data, summarize=summarize)


def assert_equal(x, y, data=None, summarize=None, message=None, name=None):
    """An op that fails the run unless ``x == y`` element-wise."""
    # TF opens the scope once to see whether x is y, then again to build the check, so a
    # check of two different tensors lands in the second scope (``assert_equal_1``).
    with get_default_graph().name_scope(name, "assert_equal"):
        if x is y:
            return no_op()
    return _binary_assert("==", "assert_equal", equal, np.equal, x, y, data, summarize,
                          message, name)


def assert_none_equal(x, y, data=None, summarize=None, message=None, name=None):
    """An op that fails the run unless ``x != y`` element-wise."""
    return _binary_assert("!=", "assert_none_equal", not_equal, np.not_equal, x, y, data,
                          summarize, message, name)


def assert_less(x, y, data=None, summarize=None, message=None, name=None):
    """An op that fails the run unless ``x < y`` element-wise."""
    return _binary_assert("<", "assert_less", less, np.less, x, y, data, summarize, message,
                          name)


def assert_less_equal(x, y, data=None, summarize=None, message=None, name=None):
    """An op that fails the run unless ``x <= y`` element-wise."""
    return _binary_assert("<=", "assert_less_equal", less_equal, np.less_equal, x, y, data,
                          summarize, message, name)


def assert_greater(x, y, data=None, summarize=None, message=None, name=None):
    """An op that fails the run unless ``x > y`` element-wise."""
    return _binary_assert(">", "assert_greater", greater, np.greater, x, y, data, summarize,
                          message, name)


def assert_greater_equal(x, y, data=None, summarize=None, message=None, name=None):
    """An op that fails the run unless ``x >= y`` element-wise."""
    return _binary_assert(">=", "assert_greater_equal", greater_equal, np.greater_equal, x, y,
                          data, summarize, message, name)


def _sign_assert(opname, condition_text, compare, zero_first, x, data, summarize, message,
                 name):
    """A check of ``x`` against zero: TF builds it as an ``assert_less(_equal)`` of ``x`` and a
    zero Const, inside a scope of its own, its message prefix always in ``data``."""
    message = _message_prefix(message)
    with get_default_graph().name_scope(name, opname):
        x = convert_to_tensor(x, name="x")
        if data is None:
            data = [message, condition_text, "x (%s) = " % x.name, x]
            if opname == "assert_non_positive":  # TF's missing comma joins these two lines
                data = [message, condition_text + data[2], x]
        zero = convert_to_tensor(0, dtype=x.dtype)
        pair = (zero, x) if zero_first else (x, zero)
        return compare(*pair, data=data, summarize=summarize)


def assert_negative(x, data=None, summarize=None, message=None, name=None):
    """An op that fails the run unless ``x < 0`` element-wise."""
    return _sign_assert("assert_negative", "Condition x < 0 did not hold element-wise:",
                        assert_less, False, x, data, summarize, message, name)


def assert_positive(x, data=None, summarize=None, message=None, name=None):
    """An op that fails the run unless ``x > 0`` element-wise."""
    return _sign_assert("assert_positive", "Condition x > 0 did not hold element-wise:",
                        assert_less, True, x, data, summarize, message, name)


def assert_non_negative(x, data=None, summarize=None, message=None, name=None):
    """An op that fails the run unless ``x >= 0`` element-wise."""
    return _sign_assert("assert_non_negative", "Condition x >= 0 did not hold element-wise:",
                        assert_less_equal, True, x, data, summarize, message, name)


def assert_non_positive(x, data=None, summarize=None, message=None, name=None):
    """An op that fails the run unless ``x <= 0`` element-wise."""
    return _sign_assert("assert_non_positive", "Condition x <= 0 did not hold element-wise:",
                        assert_less_equal, False, x, data, summarize, message, name)


def assert_near(x, y, rtol=None, atol=None, data=None, summarize=None, message=None,
                name=None):
    """An op that fails the run unless ``|x - y| < atol + rtol * |y|`` element-wise; both
    tolerances default to ten machine epsilons of ``x``'s dtype."""
    message = _message_prefix(message)
    with get_default_graph().name_scope(name, "assert_near"):
        x = convert_to_tensor(x, name="x")
        y = convert_to_tensor(y, name="y", dtype=x.dtype)
        eps = np.finfo(x.dtype.base_dtype.as_numpy_dtype).eps
        rtol = convert_to_tensor(10 * eps if rtol is None else rtol, name="rtol",
                                 dtype=x.dtype.base_dtype)
        atol = convert_to_tensor(10 * eps if atol is None else atol, name="atol",
                                 dtype=x.dtype.base_dtype)
        if data is None:
            data = [message,
                    "x and y not equal to tolerance rtol = %s, atol = %s" % (rtol, atol),
                    "x (%s) = " % x.name, x, "y (%s) = " % y.name, y]
        tolerance = atol + rtol * math_abs(y)
        difference = math_abs(x - y)
        return Assert(reduce_all(less(difference, tolerance)), data, summarize=summarize)


class _StaticRankFailed(Exception):
    """The static shape already breaks the rank condition (actual rank, wanted ranks)."""


def _assert_rank_condition(x, ranks, static_condition, dynamic_condition, data, summarize):
    for rank in ranks:
        assert_type(rank, dtypes.int32)
    ranks_static = [_constant_value(rank) for rank in ranks]
    if all(r is not None for r in ranks_static):
        if any(np.ndim(r) != 0 for r in ranks_static):
            raise ValueError("Rank must be a scalar.")
        if x.shape.ndims is not None:
            wanted = [int(r) for r in ranks_static]
            if not static_condition(x.shape.ndims, wanted):
                raise _StaticRankFailed(x.shape.ndims, wanted)
            return no_op(name="static_checks_determined_all_ok")
    condition = dynamic_condition(array_rank(x), ranks)
    for rank, rank_static in zip(ranks, ranks_static):
        if rank_static is None:
            # A rank fed as [n] instead of n would compare element-wise and pass unnoticed.
            rank_check = assert_rank(rank, 0,
                                     data=["Rank must be a scalar. Received rank: ", rank])
            condition = with_dependencies([rank_check], condition)
    return Assert(condition, data, summarize=summarize)


def _rank_assert(opname, wording, static_condition, dynamic_condition, x, ranks, single, data,
                 summarize, message, name):
    """``ranks`` is a list; ``single``: it holds the one rank of assert_rank(_at_least)."""
    with get_default_graph().name_scope(name, opname):
        x = convert_to_tensor(x, name="x")
        ranks = [convert_to_tensor(r, name="rank") for r in ranks]
        message = _message_prefix(message)
        if data is None:
            data = [message, "Tensor %s must have %s" % (x.name, wording)] + ranks + [
                "Received shape: ", array_shape(x)]
        try:
            return _assert_rank_condition(x, ranks, static_condition, dynamic_condition, data,
                                          summarize)
        except _StaticRankFailed as failed:
            actual, wanted = failed.args
            wanted = "%d" % wanted[0] if single else str(tuple(wanted))
            raise ValueError("%sTensor %s must have %s %s.  Received rank %d, shape %s"
                             % (message, x.name, wording, wanted, actual, x.shape)) from None


def assert_rank(x, rank, data=None, summarize=None, message=None, name=None):
    """Checks that ``x`` has rank ``rank``: at build time if the static shape says, else when
    run."""
    return _rank_assert("assert_rank", "rank", lambda a, r: a == r[0],
                        lambda a, r: equal(a, r[0]), x, [rank], True, data, summarize, message,
                        name)


def assert_rank_at_least(x, rank, data=None, summarize=None, message=None, name=None):
    """Checks that ``x`` has rank ``rank`` or more."""
    return _rank_assert("assert_rank_at_least", "rank at least", lambda a, r: a >= r[0],
                        lambda a, r: greater_equal(a, r[0]), x, [rank], True, data,
                        summarize, message, name)


def _rank_in(actual, ranks):
    if not ranks:
        return convert_to_tensor(False)
    condition = equal(ranks[0], actual)
    for rank in ranks[1:]:
        condition = logical_or(condition, equal(rank, actual))
    return condition


def assert_rank_in(x, ranks, data=None, summarize=None, message=None, name=None):
    """Checks that the rank of ``x`` is one of ``ranks``."""
    return _rank_assert("assert_rank_in", "rank in", lambda a, r: a in r, _rank_in, x,
                        list(ranks), False, data, summarize, message, name)


def assert_type(tensor, tf_type, message=None, name=None):
    """A TypeError unless ``tensor`` has dtype ``tf_type``; else a NoOp saying so."""
    tf_type = dtypes.as_dtype(tf_type)
    with get_default_graph().name_scope(name, "assert_type"):
        tensor = convert_to_tensor(tensor, name="tensor")
        if tensor.dtype != tf_type:
            raise TypeError("%s%s must be of type %r; got %r" % (
                _message_prefix(message), tensor.name, tf_type, tensor.dtype))
        return no_op("statically_determined_correct_type")


def assert_integer(x, message=None, name=None):
    """A TypeError unless ``x`` has an integer dtype; else a NoOp saying so."""
    with get_default_graph().name_scope(name, "assert_integer"):
        x = convert_to_tensor(x, name="x")
        if not x.dtype.is_integer:
            raise TypeError('%sExpected "x" to be integer type.  Found: %s of dtype %s'
                            % (_message_prefix(message), x.name, x.dtype))
        return no_op("statically_determined_was_integer")


def assert_scalar(tensor, name=None, message=None):
    """``tensor`` itself (a Python value becomes a Const named after the scope) if its static
    shape is a scalar's; a ValueError otherwise, an unknown shape included."""
    with get_default_graph().name_scope(name, "assert_scalar") as scope:
        tensor = convert_to_tensor(tensor, name=scope)
        if tensor.shape.ndims != 0:
            raise ValueError("%sExpected scalar shape for %s, saw shape: %s."
                             % (_message_prefix(message), tensor.name, tensor.shape))
        return tensor


def assert_proper_iterable(values):
    """A TypeError unless ``values`` is an iterable that is not a tensor, array or string."""
    if isinstance(values, (Tensor, np.ndarray, bytes, str)):
        raise TypeError('Expected argument "values" to be a "proper" iterable.  Found: %s'
                        % type(values))
    if not hasattr(values, "__iter__"):
        raise TypeError('Expected argument "values" to be iterable.  Found: %s' % type(values))


def is_numeric_tensor(tensor):
    """Whether ``tensor`` is a Tensor of a number type (not bool, not string)."""
    return isinstance(tensor, Tensor) and (tensor.dtype.is_floating or tensor.dtype.is_integer)


def assert_same_float_dtype(tensors=None, dtype=None):
    """The one float dtype of ``tensors`` (and ``dtype``, if given); float32 if neither says.

    ValueError when two disagree, naming the first that differs, or when it is no float."""
    items = [t for t in tensors or () if t is not None]
    if items:
        first = None if dtype else items[0]
        expected = dtype or items[0].dtype.base_dtype
        for item in items:
            if item.dtype.base_dtype != expected:
                raise ValueError("%s, type=%s, must be of the same type (%s)%s." % (
                    getattr(item, "name", item), item.dtype.base_dtype, expected,
                    " as %s" % getattr(first, "name", first) if first is not None else ""))
        dtype = expected
    if not dtype:
        return dtypes.float32
    if not dtype.is_floating:
        raise ValueError("Expected floating point type, got %s." % dtype)
    return dtype


def _neighbours_compared(x, compare):
    x = reshape(x, [-1])
    if not is_numeric_tensor(x):
        raise TypeError("Expected x to be numeric, instead found: %s" % x)
    too_short = less(size(x), 2)
    length = array_shape(x) - 1
    return cond(too_short, lambda: convert_to_tensor([], dtype=dtypes.bool),
                lambda: compare(strided_slice(x, [1], [1] + length),
                                strided_slice(x, [0], length)))


def is_non_decreasing(x, name=None):
    """A bool scalar: True iff each value of the flattened ``x`` is >= the one before."""
    with get_default_graph().name_scope(name, "is_non_decreasing"):
        return reduce_all(_neighbours_compared(x, greater_equal))


def is_strictly_increasing(x, name=None):
    """A bool scalar: True iff each value of the flattened ``x`` is > the one before."""
    with get_default_graph().name_scope(name, "is_strictly_increasing"):
        return reduce_all(_neighbours_compared(x, greater))
