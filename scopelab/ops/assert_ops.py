"""The ``Assert`` op: fails the run, printing ``data``, when ``condition`` is false.

Mirrors ``tf.Assert`` (``control_flow_assert.py``). TF builds the plain op when every
piece of ``data`` is a string or an int32, e.g. ``dynamic_rnn``'s check that
``sequence_length`` has one entry per batch row. The messages are converted twice, as in TF:
once by ``Assert`` itself (``Assert/Const``) and once as the op's inputs
(``Assert/Assert/data_0``). ``assert_equal`` builds TF1's graph-mode check on top of it, as
library code uses it on shapes (``sparse_softmax_cross_entropy_with_logits`` with logits of
unknown batch size). With data of other dtypes (a bool, say) TF guards the op with a
``tf.cond`` named ``AssertGuard`` (a NoOp when the condition holds, the Assert when not) and
returns the cond's Merge, as ``tf.losses`` weight checks show (``weights_broadcast.py``).
Left out: ``assert_equal``'s build-time check of constant inputs, and both on the ``tf``
surface.

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
import numpy as np

from .. import dtypes
from ..default_graph import get_default_graph
from .control_flow_ops import cond, no_op
from .core import convert_to_tensor, kernel
from .logical_ops import reduce_all
from .math_ops import equal


def Assert(condition, data, summarize=None, name=None):  # noqa: N802 - TF's name
    """An op that raises InvalidArgumentError when run with ``condition`` false."""
    g = get_default_graph()
    with g.name_scope(name, "Assert"):
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
    with g.name_scope("Assert") as scope:
        condition = convert_to_tensor(condition, name="condition")
        inputs = [convert_to_tensor(d, name="data_%d" % i) for i, d in enumerate(data)]
        return g._create_op("Assert", [condition] + inputs, [], g._op_name(scope),
                            {"T": [t.dtype.base_dtype for t in inputs],
                             "summarize": 3 if summarize is None else summarize})


def assert_equal(x, y, name=None):
    """An ``Assert`` that ``x == y`` everywhere, printing both when not (int32 ``x``, ``y``)."""
    g = get_default_graph()
    # TF opens the scope once to test whether x is y, then again to build the check, so
    # the ops land in the second scope (``assert_equal_1``).
    with g.name_scope(name, "assert_equal"):
        pass
    with g.name_scope(name, "assert_equal"):
        data = ["Condition x == y did not hold element-wise:", "x (%s) = " % x.name, x,
                "y (%s) = " % y.name, y]
        return Assert(reduce_all(equal(x, y)), data)


# Stateful as in TF: a check must run even when nothing reads its (absent) outputs, when only
# a control input waits on it.
@kernel("Assert", stateful=True)
def _assert(state, op, condition, *data):
    if np.all(condition):
        return None
    n = op.attrs["summarize"]
    shown = []
    for value in data:
        value = np.asarray(value)
        if value.dtype.kind in "SO":
            shown.append("[%s]" % " ".join(v.decode() if isinstance(v, bytes) else str(v)
                                           for v in value.ravel()[:n]))
        else:
            flat = value.ravel().astype(np.int8) if value.dtype == bool else value.ravel()
            shown.append("[%s%s]" % (" ".join(str(v) for v in flat[:n]),
                                     "..." if flat.size > n else ""))
    raise ValueError("assertion failed: " + " ".join(shown))
