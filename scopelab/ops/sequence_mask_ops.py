"""``tf.sequence_mask``: which positions of a padded batch hold real steps.

Mirrors TF's ``array_ops.sequence_mask``, op for op. For lengths of shape ``[d1, ..., dn]``
the mask has shape ``[d1, ..., dn, maxlen]`` and is True at position ``j`` of row ``i`` when
``j < lengths[i]``. It is built from small ops, as TF builds it:

- without ``maxlen``, the longest length (a ``Max`` over all axes, then ``Maximum`` with 0, so
  an empty batch gives width 0);
- a ``Range`` 0, 1, ..., maxlen - 1 compared (``Less``) with the lengths given a last axis of
  size 1 (``ExpandDims``, then a ``Cast`` to maxlen's dtype that TF makes even when the
  dtypes agree), broadcasting to the full mask;
- a last ``Cast`` when ``dtype`` is not bool (a float mask to weight a loss with).

RNN programs use it to mask the padded steps of ``dynamic_rnn`` outputs, or to weight a
per-step loss. It has no gradient of its own: lengths are integers, and the ops it is made
of have theirs.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     mask = tf.sequence_mask([1, 3, 2], 4, dtype=tf.float32)
...     with tf.Session() as sess:
...         value = sess.run(mask)
>>> mask.name, value.tolist()
('SequenceMask/Cast_1:0', [[1.0, 0.0, 0.0, 0.0], [1.0, 1.0, 1.0, 0.0], [1.0, 1.0, 0.0, 0.0]])
"""
from .. import dtypes
from ..default_graph import graph_from_inputs
from . import array_ops, math_ops
from .core import constant, convert_to_tensor, make_op, static_value
from .reduction_ops import _all_axes, reduce_max


def _cast(x, dtype, g):
    """A ``Cast`` node, made even when ``x`` has ``dtype`` already, as TF's raw cast is."""
    return make_op(g, "Cast", [x], "Cast", dtype, x.shape,
                   {"SrcT": x.dtype.base_dtype, "DstT": dtype, "Truncate": False})


def sequence_mask(lengths, maxlen=None, dtype=dtypes.bool, name=None):
    """A mask of shape ``lengths.shape + [maxlen]``: True where the position is below the
    length. ``maxlen`` defaults to the longest length."""
    g = graph_from_inputs((lengths, maxlen))
    with g.name_scope(name, "SequenceMask"):
        lengths = convert_to_tensor(lengths, graph=g)
        if maxlen is None:
            longest = reduce_max(lengths, _all_axes(lengths, g), name="Max")
            maxlen = math_ops.maximum(constant(0, longest.dtype, graph=g), longest)
        else:
            maxlen = convert_to_tensor(maxlen, graph=g)
        if maxlen.shape.ndims not in (None, 0):
            raise ValueError("Argument `maxlen` must be scalar for sequence_mask, received "
                             "`maxlen` = %s with shape '%s' instead" % (maxlen, maxlen.shape))
        index_dtype = maxlen.dtype.base_dtype
        start = constant(0, index_dtype, graph=g)
        delta = constant(1, index_dtype, graph=g)
        positions = make_op(g, "Range", [start, maxlen, delta], "Range", index_dtype,
                            _range_shape(maxlen), {"Tidx": index_dtype})
        limits = _cast(array_ops.expand_dims(lengths, -1), index_dtype, g)
        mask = math_ops.less(positions, limits)
        dtype = dtypes.as_dtype(dtype)
        if dtype.base_dtype is dtypes.bool:
            return mask
        return _cast(mask, dtype.base_dtype, g)


def _range_shape(maxlen):
    """The Range's length: maxlen itself when the graph fixes it, else unknown."""
    known = static_value(maxlen)
    return [None if known is None else max(0, int(known))]
