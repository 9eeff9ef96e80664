"""The ``Assert`` op: fails the run, printing ``data``, when ``condition`` is false; and
``tf.case``, a chain of conds that Asserts guard.

Mirrors ``tf.Assert`` (``control_flow_assert.py``). TF builds the plain op when every
piece of ``data`` is a string or an int32, e.g. ``dynamic_rnn``'s check that
``sequence_length`` has one entry per batch row. The messages are converted twice, as in TF:
once by ``Assert`` itself (``Assert/Const``) and once as the op's inputs
(``Assert/Assert/data_0``). The ``tf.assert_*`` checks (``check_ops.py``) are built on it.
With data of other dtypes (a bool, say) TF guards the op with a ``tf.cond`` named
``AssertGuard`` (a NoOp when the condition holds, the Assert when not) and returns the cond's
Merge, as ``tf.losses`` weight checks show (``weights_broadcast.py``).
When the check fails, each piece of data is summarised as TF's kernel does (its first
``summarize`` values in nested brackets, see ``logging_ops.summarize_print``); ``summarize``
defaults to 3, and a negative one shows everything.
``case([(p1, f1), (p2, f2)], default)`` mirrors TF1's ``tf.case`` (``control_flow_case.py``):
it is built as ``cond(p1, f1, lambda: cond(p2, f2, default))`` in the name scope ``case``, so
the Merges are ``case/cond/Merge``, ``case/cond/cond/Merge``... Without a ``default`` the last
pair becomes it, guarded by two Asserts built in its branch (no other predicate true, its own
true). With ``exclusive=True`` an Assert that at most one predicate holds (``preds_c``,
``num_true_conds``; its message names the predicates) is a control input of the chain's first
ops. ``tf.train.piecewise_constant`` is built on it.
Left out: complex data (TF prints ``?``).

>>> import scopelab as tf
>>> from scopelab.ops.assert_ops import Assert
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.int32, [None])
...     check = Assert(tf.reduce_all(x > 0), ["x must be positive: ", x])
...     with tf.Session() as sess:
...         try:
...             sess.run(check, {x: [1, -2, 3, 4]})
...         except tf.errors.InvalidArgumentError as e:
...             print(e.message.splitlines()[-2])
assertion failed: [x must be positive: ] [1 -2 3...]
>>> with g.as_default():
...     sign = case([(x[0] < 0, lambda: tf.constant(-1)), (x[0] > 0, lambda: tf.constant(1))],
...                 default=lambda: tf.constant(0))
...     with tf.Session() as sess:
...         signs = [int(sess.run(sign, {x: [v]})) for v in (-5, 0, 7)]
>>> sign.op.name, signs
('case/cond/Merge', [-1, 0, 1])
"""
import collections.abc
import functools

import numpy as np

from .. import dtypes
from ..core.tensor import Tensor
from ..default_graph import get_default_graph
from .control_flow_ops import cond, no_op
from .core import constant, convert_to_tensor, kernel, list_input
from .indexing_ops import stack
from .logging_ops import summarize_print
from .math_ops import cast, less_equal
from .reduction_ops import reduce_sum


def Assert(condition, data, summarize=None, name=None):  # noqa: N802 - TF's name
    """An op that raises InvalidArgumentError when run with ``condition`` false."""
    g = get_default_graph()
    with g.name_scope(name, "Assert"):
        # TF converts the data as a sequence (a lone tensor is refused; a string is one), and
        # its op then takes only a list or tuple.
        if not isinstance(data, collections.abc.Sequence):
            raise TypeError("values must be a sequence.")
        converted = [convert_to_tensor(d) for d in data]
        if all(t.dtype.base_dtype in (dtypes.string, dtypes.int32) for t in converted):
            return _assert_op(g, condition, data, summarize)
        # Other dtypes may live on a device that cannot print them, so TF runs the op only
        # when the check fails, in a tf.cond; the cond's Merge stands for the check.
        condition = convert_to_tensor(condition, name="Condition")
        guarded = cond(condition, no_op, lambda: _assert_op(g, condition, data, summarize),
                       name="AssertGuard")
        return guarded.op


def _assert_op(g, condition, data, summarize):
    data = list_input(data, "data", "Assert", shown=str)
    with g.name_scope("Assert") as scope:
        condition = convert_to_tensor(condition, name="condition")
        inputs = [convert_to_tensor(d, name="data_%d" % i) for i, d in enumerate(data)]
        return g._create_op("Assert", [condition] + inputs, [], g._op_name(scope),
                            {"T": [t.dtype.base_dtype for t in inputs],
                             "summarize": 3 if summarize is None else summarize})


# Stateful as in TF: a check must run even when nothing reads its (absent) outputs, when only
# a control input waits on it.
@kernel("Assert", stateful=True)
def _assert(state, op, condition, *data):
    if np.all(condition):
        return None
    n = op.attrs["summarize"]
    raise ValueError("assertion failed: " + " ".join(
        "[%s]" % summarize_print(value, n) for value in data))


# ---------------------------------------------------------------------- tf.case
def case(pred_fn_pairs, default=None, exclusive=False, strict=False, name="case"):
    """The tensors of the first ``fn`` of ``pred_fn_pairs`` whose ``pred`` is true at run time,
    else of ``default()``; with ``exclusive``, more than one true predicate fails the run."""
    predicates, actions = _pairs(pred_fn_pairs)
    g = get_default_graph()
    with g.name_scope(name, "case"):
        if default is None:
            default, predicates, actions = _default_from_last(predicates, actions)
        fn = default
        for predicate, action in reversed(list(zip(predicates, actions))):
            fn = functools.partial(cond, predicate, true_fn=action, false_fn=fn, strict=strict)
        if not exclusive:
            return fn()
        with g.control_dependencies([_at_most_n_true(predicates, 1,
                                                     "Input error: exclusive=True")]):
            return fn()


def _pairs(pred_fn_pairs):
    """The predicates and the functions, checked as TF checks them (a dict in name order)."""
    if not isinstance(pred_fn_pairs, (list, tuple, dict)):
        raise TypeError("'pred_fn_pairs' must be a list, tuple, or dict. Received: %s"
                        % type(pred_fn_pairs))
    if isinstance(pred_fn_pairs, collections.OrderedDict):
        pred_fn_pairs = list(pred_fn_pairs.items())
    elif isinstance(pred_fn_pairs, dict):
        pred_fn_pairs = sorted(pred_fn_pairs.items(), key=lambda item: item[0].name)
    for pair in pred_fn_pairs:
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise TypeError("Each entry in 'pred_fn_pairs' must be a 2-tuple. Received %s."
                            % (pair,))
        pred, fn = pair
        if not isinstance(pred, Tensor):
            raise TypeError("pred must be a Tensor, got: %s" % (pred,))
        if pred.dtype != dtypes.bool:
            raise TypeError("pred must be Tensor of type bool: %s" % pred.name)
        if not callable(fn):
            raise TypeError("fn for pred %s must be callable." % pred.name)
    predicates, actions = zip(*pred_fn_pairs)
    return predicates, actions


def _at_most_n_true(predicates, n, msg):
    """An Assert that at most ``n`` of the scalar ``predicates`` are true."""
    preds_c = stack(predicates, name="preds_c")
    count = reduce_sum(cast(preds_c, dtypes.int32), name="num_true_conds")
    condition = less_equal(count, constant(n, name="n_true_conds"))
    names = ", ".join(p.name for p in predicates)
    return Assert(condition, ["%s: more than %d conditions (%s) evaluated as True:"
                              % (msg, n, names), preds_c], summarize=len(predicates))


def _default_from_last(predicates, actions):
    """The last pair as the default, checking that it alone holds when it is taken."""
    k = len(predicates) - 1
    predicate, action = predicates[k], actions[k]
    others = predicates[:k]

    def default_action():
        others_msg = ("Implementation error: selected default action #%d was called, but some "
                      "of other predicates are True: " % k)
        none_true = ("Input error: None of conditions evaluated as True:",
                     stack(predicates, name="preds_c"))
        with get_default_graph().control_dependencies(
                [_at_most_n_true(others, 0, others_msg), Assert(predicate, none_true)]):
            return action()

    return default_action, others, actions[:k]
