"""The ``Assert`` op: fails the run, printing ``data``, when ``condition`` is false.

Mirrors the plain path of ``tf.Assert`` (``control_flow_assert.py``), the one TF takes when every
piece of ``data`` is a string or an int32, e.g. ``dynamic_rnn``'s check that
``sequence_length`` has one entry per batch row. The messages are converted twice, as in TF:
once by ``Assert`` itself (``Assert/Const``) and once as the op's inputs
(``Assert/Assert/data_0``). Left out: the guarded form TF builds for other dtypes (a
``tf.cond`` around the op) and ``tf.Assert`` on the ``tf`` surface.

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
from .core import convert_to_tensor, kernel


def Assert(condition, data, summarize=None, name=None):  # noqa: N802 - TF's name
    """An op that raises InvalidArgumentError when run with ``condition`` false."""
    g = get_default_graph()
    with g.name_scope(name, "Assert"):
        converted = [convert_to_tensor(d) for d in data]
        if not all(t.dtype.base_dtype in (dtypes.string, dtypes.int32) for t in converted):
            raise NotImplementedError("Assert here takes only strings and int32 tensors as data")
        with g.name_scope("Assert") as scope:
            condition = convert_to_tensor(condition, name="condition")
            inputs = [convert_to_tensor(d, name="data_%d" % i) for i, d in enumerate(data)]
            return g._create_op("Assert", [condition] + inputs, [], g._op_name(scope),
                                {"T": [t.dtype.base_dtype for t in inputs],
                                 "summarize": 3 if summarize is None else summarize})


@kernel("Assert")
def _assert(op, condition, *data):
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
            flat = value.ravel()
            shown.append("[%s%s]" % (" ".join(str(v) for v in flat[:n]),
                                     "..." if flat.size > n else ""))
    raise ValueError("assertion failed: " + " ".join(shown))
