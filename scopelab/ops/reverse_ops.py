"""``tf.reverse`` and ``tf.reverse_sequence``: a tensor read backwards along an axis.

Mirrors ``reverse_v2`` and ``reverse_sequence`` of ``array_ops.py``. ``ReverseV2`` flips whole
axes. ``ReverseSequence`` flips, in each row ``b`` along ``batch_axis``, only the first
``seq_lengths[b]`` entries along ``seq_axis`` and leaves the padding after them in place: that
is how a bidirectional RNN reads sequences of different lengths backwards. Each op is its own
gradient (the same reversal of the incoming gradient: gradients_impl/reverse_grad.py).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1, 2, 3], [4, 5, 6]])
...     r = tf.reverse_sequence(x, [2, 3], seq_axis=1, batch_axis=0)
...     with tf.Session() as sess:
...         value = sess.run(r)
>>> r.op.name, value.tolist()
('ReverseSequence', [[2, 1, 3], [6, 5, 4]])
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .core import convert_to_tensor, kernel, make_op


def reverse_sequence(input, seq_lengths, seq_axis=None, batch_axis=None, name=None,  # noqa: A002
                     seq_dim=None, batch_dim=None):
    """``input`` with each row's first ``seq_lengths[row]`` entries along ``seq_axis``
    reversed."""
    seq_axis = seq_dim if seq_axis is None else seq_axis
    batch_axis = (batch_dim or 0) if batch_axis is None else batch_axis
    g = graph_from_inputs((input, seq_lengths))
    with g.name_scope(name or "ReverseSequence") as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        lengths = convert_to_tensor(seq_lengths, name="seq_lengths", graph=g)
        dtype = x.dtype.base_dtype
        return make_op(g, "ReverseSequence", [x, lengths], scope, dtype, x.shape,
                       {"T": dtype, "Tlen": lengths.dtype.base_dtype,
                        "seq_dim": int(seq_axis), "batch_dim": int(batch_axis)})


@kernel("ReverseSequence")
def _reverse_sequence(op, x, lengths):
    seq_axis, batch_axis = op.attrs["seq_dim"], op.attrs["batch_dim"]
    n = x.shape[seq_axis]
    if np.any(lengths > n) or np.any(lengths < 0):
        raise ValueError("seq_lens(%d) > input.dim(%d)" % (int(lengths.max()), seq_axis))
    # Position t of row b reads position lengths[b] - 1 - t, or itself past the length.
    steps = np.arange(n)[None, :]
    lengths = lengths.astype(np.int64)[:, None]
    source = np.where(steps < lengths, lengths - 1 - steps, steps)   # [batch, time]
    moved = np.moveaxis(x, (batch_axis, seq_axis), (0, 1))
    picked = moved[np.arange(moved.shape[0])[:, None], source]
    return np.moveaxis(picked, (0, 1), (batch_axis, seq_axis))


def reverse(tensor, axis, name=None):
    """``tensor`` read backwards along each axis in ``axis`` (``ReverseV2``)."""
    g = graph_from_inputs((tensor,))
    with g.name_scope(name or "ReverseV2") as scope:
        x = convert_to_tensor(tensor, name="tensor", graph=g)
        axis = convert_to_tensor(axis, dtype=dtypes.int32, name="axis", graph=g)
        dtype = x.dtype.base_dtype
        return make_op(g, "ReverseV2", [x, axis], scope, dtype, x.shape,
                       {"T": dtype, "Tidx": axis.dtype.base_dtype})


kernel("ReverseV2")(lambda op, x, axis: np.flip(x, tuple(int(a) for a in np.ravel(axis)))
                    if x.ndim else x)
