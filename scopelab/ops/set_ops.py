"""``tf.setdiff1d``: the entries of one vector missing from another (``ListDiff``).

Mirrors ``array_ops.setdiff1d``. The result keeps ``x``'s order and repeats; its second output
says where in ``x`` each kept entry was. The gradient of ``reduce_prod`` uses it to find the
axes that were *not* reduced.
Left out: ``tf.sets`` (set operations on the last axis of sparse or dense tensors).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     out, idx = tf.setdiff1d([4, 1, 3, 1], [1])
...     with tf.Session() as sess:
...         values = sess.run([out, idx])
>>> [v.tolist() for v in values]
[[4, 3], [0, 2]]
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .core import check_same_dtype, convert_to_tensor, kernel


def setdiff1d(x, y, index_dtype=dtypes.int32, name=None):
    """(out, idx): the entries of vector ``x`` not in ``y``, and their positions in ``x``."""
    g = graph_from_inputs((x, y))
    with g.name_scope(name or "ListDiff") as scope:
        x = convert_to_tensor(x, name="x", graph=g)
        y = convert_to_tensor(y, name="y", graph=g)
        dtype = check_same_dtype("ListDiff", ("x", "y"), (x, y))
        index_dtype = dtypes.as_dtype(index_dtype)
        op = g._create_op("ListDiff", [x, y], [(dtype, [None]), (index_dtype, [None])],
                          g._op_name(scope), {"T": dtype, "out_idx": index_dtype})
        return op.outputs[0], op.outputs[1]


@kernel("ListDiff", shape_arithmetic=True)
def _list_diff(op, x, y):
    kept = np.nonzero(~np.isin(x, y))[0]
    return x[kept], kept.astype(op.attrs["out_idx"].as_numpy_dtype)
