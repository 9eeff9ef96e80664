"""Statistics of a tensor built from other ops: ``tf.math.reduce_variance``,
``tf.math.reduce_std`` and ``tf.nn.zero_fraction`` (also ``tf.math.zero_fraction``).

Mirrors those functions of ``math_ops`` and ``nn_impl``. None is an op of its own:

- ``reduce_variance`` is the mean of squared deviations from the mean (dividing by N, as
  ``np.var``), a Mean kept with its axes, then Sub, Square and a second Mean;
  ``reduce_std`` its square root, the variance built inside its own scope
  (``reduce_std/reduce_variance/...``). Integer tensors are TF's TypeError;
- ``zero_fraction`` is the share of entries equal to 0, as float32 (NaN for an empty tensor).
  TF counts the non-zeros in int32 when the size allows and in int64 otherwise, choosing with
  a ``tf.cond`` on the size; both branches are in the graph, as TF builds them.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
...     v = tf.math.reduce_variance(x)
...     s = tf.math.reduce_std(x, axis=0)
...     z = tf.nn.zero_fraction([0, 1, 0, 2])
...     with tf.Session() as sess:
...         values = sess.run([v, s, z])
>>> s.op.name, [v.tolist() for v in values]
('reduce_std/Sqrt', [1.25, [1.0, 1.0], 0.5])
"""
from .. import dtypes
from ..default_graph import get_default_graph, graph_from_inputs
from . import array_ops, math_ops
from .control_flow_ops import cond
from .core import convert_to_tensor
from .grad_ops import size
from .reduction_ops import reduce_mean, reduce_sum


def reduce_variance(input_tensor, axis=None, keepdims=False, name=None):
    """The variance over ``axis`` (all axes if None): ``mean((x - mean(x))**2)``."""
    g = graph_from_inputs((input_tensor,))
    with g.name_scope(name or "reduce_variance"):
        input_tensor = convert_to_tensor(input_tensor, graph=g)
        means = reduce_mean(input_tensor, axis=axis, keepdims=True)
        if means.dtype.base_dtype.is_integer:
            raise TypeError("Input must be either real or complex. Received integer type %s."
                            % means.dtype.base_dtype)
        squared_deviations = math_ops.square(input_tensor - means)
        return reduce_mean(squared_deviations, axis=axis, keepdims=keepdims)


def reduce_std(input_tensor, axis=None, keepdims=False, name=None):
    """The standard deviation over ``axis``: the square root of ``reduce_variance``."""
    g = graph_from_inputs((input_tensor,))
    with g.name_scope(name or "reduce_std"):
        input_tensor = convert_to_tensor(input_tensor, graph=g)
        return math_ops.sqrt(reduce_variance(input_tensor, axis=axis, keepdims=keepdims))


def _count_nonzero(value, dtype):
    with get_default_graph().name_scope("count_nonzero"):
        zero = array_ops.zeros([], dtype=value.dtype.base_dtype)
        return reduce_sum(math_ops.cast(math_ops.not_equal(value, zero), dtype=dtype),
                          name="nonzero_count")


def zero_fraction(value, name=None):
    """The fraction of the entries of ``value`` that are 0, as a float32 scalar."""
    g = graph_from_inputs((value,))
    with g.name_scope(name, "zero_fraction"):
        value = convert_to_tensor(value, name="value", graph=g)
        count = size(value, out_type=dtypes.int64)
        num_nonzero = cond(count <= dtypes.int32.max,
                           true_fn=lambda: math_ops.cast(_count_nonzero(value, dtypes.int32),
                                                         dtype=dtypes.int64),
                           false_fn=lambda: _count_nonzero(value, dtypes.int64))
        with g.name_scope("counts_to_fraction"):
            num_zero = math_ops.cast(count - num_nonzero, dtype=dtypes.float32)
            fraction = num_zero / math_ops.cast(count, dtype=dtypes.float32)
        return array_ops.identity(fraction, "fraction")
