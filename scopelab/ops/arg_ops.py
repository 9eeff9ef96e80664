"""ArgMax and ArgMin: the index of the largest or smallest entry along an axis.

Mirrors ``tf.argmax``/``tf.argmin`` (``math_ops.py``) and TF1's older ``tf.arg_max``/
``tf.arg_min`` (the raw ops of ``gen_math_ops``, which need the axis). The axis is an input of
the op, a Const ``ArgMax/dimension``, because TF1 called it ``dimension``; ``tf.argmax`` still
takes that spelling, but not together with ``axis``. The result is int64 unless
``output_type`` says int32. Ties go to the first index; NaN is skipped, as in TF's kernel,
which never finds NaN larger or smaller than anything. ``tf.gradients`` passes no gradient
through either op: an index has no slope.
Left out: quantized and unsigned-wide input types.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[3.0, 1.0, 2.0], [0.0, 5.0, 5.0]])
...     hi, lo = tf.argmax(x, 1), tf.argmin(x, axis=0, output_type=tf.int32)
...     with tf.Session() as sess:
...         values = sess.run([hi, lo])
>>> hi.op.inputs[1].name, hi.dtype, lo.dtype, [v.tolist() for v in values]
('ArgMax/dimension:0', tf.int64, tf.int32, [[0, 1], [1, 0, 0]])
"""
import numpy as np

from .. import dtypes, errors, op_def_registry
from ..default_graph import graph_from_inputs
from .core import convert_to_tensor, kernel, make_op, shape_error, static_value
from .softmax_ops import deprecated_argument_lookup
from .unary_math_ops import check_allowed

# What TF's errors list as allowed, in their order.
_INPUT_TYPES = ("float32", "float64", "int32", "uint8", "int16", "int8", "int64", "bfloat16",
                "uint16", "float16", "uint32", "uint64", "qint8", "quint8", "qint32", "qint16",
                "quint16", "bool")


def _arg_op(op_type, input, dimension, output_type, name):  # noqa: A002 - TF's argument name
    g = graph_from_inputs((input, dimension))
    with g.name_scope(name or op_type) as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        check_allowed(x, "input", _INPUT_TYPES)
        axis = convert_to_tensor(dimension, name="dimension", graph=g)
        check_allowed(axis, "dimension", ("int32", "int64"))
        output_type = dtypes.as_dtype(output_type)
        op_def_registry.get(op_type).check_type_attr("output_type", output_type)
        attrs = {"T": x.dtype.base_dtype, "Tidx": axis.dtype.base_dtype,
                 "output_type": output_type}

        def shape(node):
            dims = x.shape.dims
            if dims is None or not dims:
                return None if dims is None else []
            known = static_value(axis)
            if known is None:
                return [None] * (len(dims) - 1)
            a, rank = int(known), len(dims)
            if not -rank <= a < rank:
                raise shape_error("Dimension (%d) must be in the range [%d, %d), where %d is the "
                                  "number of dimensions in the input." % (a, -rank, rank, rank),
                                  node, op_type, attrs, [x, axis],
                                  " and with computed input tensors: input[1] = <%d>" % a)
            return [d for i, d in enumerate(dims) if i != a % rank]
        return make_op(g, op_type, [x, axis], scope, output_type, shape, attrs)


def argmax(input, axis=None, name=None, dimension=None, output_type=dtypes.int64):  # noqa: A002
    """The index of the largest entry along ``axis`` (default 0)."""
    axis = deprecated_argument_lookup("axis", axis, "dimension", dimension)
    return _arg_op("ArgMax", input, 0 if axis is None else axis, output_type, name)


def argmin(input, axis=None, name=None, dimension=None, output_type=dtypes.int64):  # noqa: A002
    """The index of the smallest entry along ``axis`` (default 0)."""
    axis = deprecated_argument_lookup("axis", axis, "dimension", dimension)
    return _arg_op("ArgMin", input, 0 if axis is None else axis, output_type, name)


def arg_max(input, dimension, output_type=dtypes.int64, name=None):  # noqa: A002
    """TF1's raw ArgMax: the axis must be given."""
    return _arg_op("ArgMax", input, dimension, output_type, name)


def arg_min(input, dimension, output_type=dtypes.int64, name=None):  # noqa: A002
    """TF1's raw ArgMin: the axis must be given."""
    return _arg_op("ArgMin", input, dimension, output_type, name)


def _arg_kernel(pick, nan_stand_in):
    def run(op, x, axis):
        axis = int(axis)
        if not -x.ndim <= axis < max(x.ndim, 1) or x.ndim == 0:
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, op, "Expected dimension in the range [%d, %d), but "
                "got %d" % (-x.ndim, x.ndim, axis))
        if x.shape[axis] == 0:
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, op, "Reduction axis %d is empty in shape [%s]"
                % (axis, ",".join(map(str, x.shape))))
        if x.dtype.kind == "f" and np.isnan(x).any():
            x = np.where(np.isnan(x), nan_stand_in, x)
        return pick(x, axis=axis).astype(op.attrs["output_type"].as_numpy_dtype, copy=False)
    return run


kernel("ArgMax")(_arg_kernel(np.argmax, -np.inf))
kernel("ArgMin")(_arg_kernel(np.argmin, np.inf))
