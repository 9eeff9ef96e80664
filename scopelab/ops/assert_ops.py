"""The ``Assert`` op: fails the run, printing ``data``, when ``condition`` is false.

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
"""
import collections.abc

import numpy as np

from .. import dtypes
from ..default_graph import get_default_graph
from .control_flow_ops import cond, no_op
from .core import convert_to_tensor, kernel, list_input
from .logging_ops import summarize_print


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
