"""Softmax and LogSoftmax (``tf.nn.softmax``, ``tf.nn.log_softmax``) along any axis.

Mirrors ``softmax``/``log_softmax`` and their helper ``_wrap_2d_function`` in ``nn_ops.py``.
The kernels only work along the last axis. For another ``axis`` TF swaps that axis with the
last one (a Transpose whose permutation is built from ``Rank``, ``Range`` and ``ConcatV2``
nodes), applies the op, and swaps back; those nodes are in the graph, so they are built here
too.
Left out: bfloat16; an ``axis`` given as a tensor.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     p = tf.nn.softmax([[1.0, 1.0], [0.0, 2.0]], axis=0)
...     with tf.Session() as sess:
...         value = sess.run(p)
>>> p.op.name, p.op.inputs[0].op.type, [[round(v, 3) for v in row] for row in value.tolist()]
('transpose_1', 'Softmax', [[0.731, 0.269], [0.269, 0.731]])
"""
import numpy as np

from .. import errors
from ..default_graph import graph_from_inputs
from .array_ops import rank
from .core import convert_to_tensor, kernel, make_op, shape_error
from .shape_rules import input_shape
from .grad_ops import op_range
from .indexing_ops import concat, transpose
from .math_ops import subtract

# The float types TF's softmax and cross-entropy kernels accept, as its errors list them.
FLOAT_TYPES = ("float16", "bfloat16", "float32", "float64")


def check_float(t, arg):
    """TF's TypeError for a tensor that a float-only op receives as its argument ``arg``."""
    if t.dtype.base_dtype.name not in FLOAT_TYPES:
        raise TypeError("Value passed to parameter '%s' has DataType %s not in list of allowed "
                        "values: %s" % (arg, t.dtype.base_dtype.name, ", ".join(FLOAT_TYPES)))


def deprecated_argument_lookup(new_name, new_value, old_name, old_value):
    """The value of an argument that has an old spelling too (``dim`` for ``axis``)."""
    if old_value is not None:
        if new_value is not None:
            raise ValueError("Cannot specify both '%s' and '%s'." % (old_name, new_name))
        return old_value
    return new_value


def _last_axis_op(op_type):
    """The raw op (what ``gen_nn_ops`` builds): one node, along the last axis."""
    def build(logits, name=None):
        x = convert_to_tensor(logits)
        with x.graph.name_scope(name or op_type) as scope:  # taken even if the check fails
            check_float(x, "logits")
            dtype = x.dtype.base_dtype
            attrs = {"T": dtype}

            def shape(node):
                if x.shape.ndims == 0:
                    raise shape_error("Shape must be at least rank 1 but is rank 0", node,
                                      op_type, attrs, [x])
                return x.shape
            return make_op(x.graph, op_type, [x], scope, dtype, shape, attrs)
    build.__name__ = op_type
    return build


raw_softmax, raw_log_softmax = _last_axis_op("Softmax"), _last_axis_op("LogSoftmax")


@kernel("Softmax", shape=input_shape, shape_inputs=())
def _softmax(op, x):
    e = np.exp(x - np.max(x, axis=-1, keepdims=True))
    return e / np.sum(e, axis=-1, keepdims=True)


@kernel("LogSoftmax", shape=input_shape, shape_inputs=())
def _log_softmax(op, x):
    shifted = x - np.max(x, axis=-1, keepdims=True)
    return shifted - np.log(np.sum(np.exp(shifted), axis=-1, keepdims=True))


def _swap_axis(x, dim_index, last_index, name=None):
    """``x`` with axes ``dim_index`` and ``last_index`` exchanged."""
    perm = concat([op_range(dim_index), [last_index], op_range(dim_index + 1, last_index),
                   [dim_index]], 0)
    return transpose(x, perm, name="transpose" if name is None else name)


def _wrap_2d(logits, compute_op, dim, name):
    """``compute_op`` (which works on the last axis) applied along axis ``dim``."""
    x = convert_to_tensor(logits, graph=graph_from_inputs((logits,)))
    shape = x.shape
    if dim == -1 or dim == shape.ndims - 1:
        return compute_op(x, name=name)
    n = shape.ndims
    if not -n <= dim < n:
        raise errors.InvalidArgumentError(
            None, None, "`dim` must be in the range [%d, %d) where %d is the number of "
            "dimensions in the input. Received: dim=%d" % (-n, n, n, dim))
    ndims = rank(x)
    if dim < 0:
        dim += ndims  # as in TF, a negative axis becomes a tensor ("add")
    input_rank = rank(x)
    dim_axis = dim % n
    swapped = _swap_axis(x, dim_axis, subtract(input_rank, 1))
    output = _swap_axis(compute_op(swapped), dim_axis, subtract(input_rank, 1), name=name)
    output.set_shape(shape)  # the transposes may have lost the static shape
    return output


def softmax(logits, axis=None, name=None, dim=None):
    """``exp(logits) / reduce_sum(exp(logits), axis)``: probabilities along ``axis``."""
    axis = deprecated_argument_lookup("axis", axis, "dim", dim)
    return _wrap_2d(logits, raw_softmax, -1 if axis is None else axis, name)


def log_softmax(logits, axis=None, name=None, dim=None):
    """``logits - log(reduce_sum(exp(logits), axis))``, computed without overflow."""
    axis = deprecated_argument_lookup("axis", axis, "dim", dim)
    return _wrap_2d(logits, raw_log_softmax, -1 if axis is None else axis, name)
