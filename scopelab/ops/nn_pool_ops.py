"""``tf.nn.pool``: max or average pooling over 1, 2 or 3 spatial dimensions, by window shape;
and the pools named by rank: ``max_pool1d``, ``avg_pool1d``, ``max_pool2d``, ``max_pool_v2``,
``avg_pool_v2``.

Mirrors ``pool`` of ``nn_ops.py``: it picks MaxPool / AvgPool (1-D inputs go through a 2-D
pool on a one-row image: ``ExpandDims`` before, ``Squeeze`` after) or MaxPool3D / AvgPool3D,
all inside one name scope (``max_pool``, ``avg_pool``) whose name the pooling op takes. TF
converts ``dilation_rate`` to a ``dilation_rate`` Const there even when it is all ones. The
1-D pools build the same ExpandDims / pool / Squeeze in their own scopes (``MaxPool1d``,
``AvgPool1D``); the ``_v2`` pools pick the pool for the input's rank.
Left out: dilation rates above 1 (TF's space-to-batch deal) and channels-first layouts.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     y = tf.nn.pool(tf.reshape(tf.range(8.0), [1, 8, 1]), [2], "MAX", "VALID", strides=[2])
...     with tf.Session() as sess:
...         value = sess.run(y)
>>> y.op.name, value.ravel().tolist()
('max_pool/Squeeze', [1.0, 3.0, 5.0, 7.0])
"""
import numpy as np

from .. import dtypes
from ..default_graph import graph_from_inputs
from .array_ops import expand_dims
from .indexing_ops import squeeze
from .core import convert_to_tensor
from .pooling3d_ops import avg_pool3d, max_pool3d
from .pooling_ops import avg_pool, max_pool, nhwc_sequence

_POOLS = {("MAX", 1): max_pool, ("MAX", 2): max_pool, ("MAX", 3): max_pool3d,
          ("AVG", 1): avg_pool, ("AVG", 2): avg_pool, ("AVG", 3): avg_pool3d}


def pool(input, window_shape, pooling_type, padding, dilation_rate=None,  # noqa: A002
         strides=None, name=None, data_format=None, dilations=None):
    """``pooling_type`` ("MAX" or "AVG") pooling of ``input`` over ``window_shape``."""
    dilation_rate = dilations if dilation_rate is None else dilation_rate
    g = graph_from_inputs((input,))
    with g.name_scope(name, "%s_pool" % pooling_type.lower()) as scope:
        x = convert_to_tensor(input, name="input", graph=g)
        n = len(window_shape)
        if n < 1 or n > 3:
            raise ValueError("`len(window_shape)` must be 1, 2, or 3. Received: window_shape=%s "
                             "of length %d" % (window_shape, n))
        x.shape.with_rank(n + 2)
        strides = np.array([1] * n if strides is None else strides)
        rate = np.array([1] * n if dilation_rate is None else dilation_rate)
        if padding == "SAME" and np.any(rate > 1):
            raise ValueError("pooling with 'SAME' padding is not implemented for "
                             "`dilation_rate` > 1. Received: padding=%s and dilation_rate=%s"
                             % (padding, rate))
        if np.any(strides > np.array(window_shape)):
            raise ValueError("`strides` > `window_shape` not supported due to inconsistency "
                             "between CPU and GPU implementations. Received: strides=%s and "
                             "window_shape=%s" % (strides, window_shape))
        if (pooling_type, n) not in _POOLS:
            raise ValueError("%d-D %s pooling is not supported." % (n, pooling_type))
        if data_format is not None and data_format.startswith("NC"):
            raise NotImplementedError("scopelab's tf.nn.pool takes channels-last data only")
        convert_to_tensor(rate.astype(np.int32), dtype=dtypes.int32, name="dilation_rate",
                          graph=g)
        if np.any(rate > 1):
            raise NotImplementedError("scopelab's tf.nn.pool has no dilation_rate above 1")
        window = [1] + list(window_shape) + [1]
        steps = [1] + [int(s) for s in strides] + [1]
        if n == 1:
            pooled = _POOLS[pooling_type, n](expand_dims(x, 1), [1] + window, [1] + steps,
                                             padding, name=scope)
            return squeeze(pooled, [1])
        return _POOLS[pooling_type, n](x, window, steps, padding, name=scope)


def _pool1d(pool2d, default_name, input, ksize, strides, padding, data_format, name):  # noqa: A002
    """A 1-D pool as TF builds it: the NWC sequence made an image one pixel high
    (``ExpandDims``), pooled by the 2-D op named after the scope, squeezed back."""
    if data_format not in (None, "NWC"):
        raise NotImplementedError("scopelab's 1-D pools take channels-last (NWC) data only")
    g = graph_from_inputs((input,))
    with g.name_scope(name, default_name) as scope:
        ksize = [1] + nhwc_sequence(ksize, "ksize", spatial=1)
        strides = [1] + nhwc_sequence(strides, "strides", spatial=1)
        pooled = pool2d(expand_dims(input, 1), ksize, strides, padding, "NHWC", name=scope)
        return squeeze(pooled, [1])


def max_pool1d(input, ksize, strides, padding, data_format="NWC", name=None):  # noqa: A002
    """The maximum over each window of ``ksize`` steps of an NWC sequence."""
    return _pool1d(max_pool, "MaxPool1d", input, ksize, strides, padding, data_format, name)


def avg_pool1d(input, ksize, strides, padding, data_format="NWC", name=None):  # noqa: A002
    """The mean over each window of ``ksize`` steps of an NWC sequence."""
    return _pool1d(avg_pool, "AvgPool1D", input, ksize, strides, padding, data_format, name)


def max_pool2d(input, ksize, strides, padding, data_format="NHWC", name=None):  # noqa: A002
    """``max_pool`` in a name scope of its own (``MaxPool2d``), which the MaxPool op takes."""
    g = graph_from_inputs((input,))
    with g.name_scope(name, "MaxPool2d") as scope:
        return max_pool(input, ksize, strides, padding, data_format or "NHWC", name=scope)


def _pool_v2(pools, input, ksize, strides, padding, data_format, name):  # noqa: A002
    """The 1-, 2- or 3-D pool of ``pools`` the rank of ``input`` calls for."""
    if input.shape is not None:
        n = len(input.shape) - 2
    elif data_format is not None:
        n = len(data_format) - 2
    else:
        raise ValueError("`input` must have a static shape or a data format. Received: "
                         "input.shape=%s and data_format=%s" % (input.shape, data_format))
    if not 1 <= n <= 3:
        raise ValueError("`input.shape.rank` must be 3, 4 or 5. Received: input.shape=%s of "
                         "rank %d." % (input.shape, n + 2))
    channels_first = data_format is not None and data_format.startswith("NC")
    if channels_first:
        raise NotImplementedError("scopelab's pools take channels-last data only")
    ksize = nhwc_sequence(ksize, "ksize", spatial=n)
    strides = nhwc_sequence(strides, "strides", spatial=n)
    return pools[n](input, ksize, strides, padding, data_format=data_format, name=name)


def max_pool_v2(input, ksize, strides, padding, data_format=None, name=None):  # noqa: A002
    """Max pooling over the 1, 2 or 3 spatial axes ``input`` has (TF2's ``tf.nn.max_pool``)."""
    return _pool_v2({1: max_pool1d, 2: max_pool2d, 3: max_pool3d}, input, ksize, strides,
                    padding, data_format, name)


def avg_pool_v2(input, ksize, strides, padding, data_format=None, name=None):  # noqa: A002
    """Average pooling over the 1, 2 or 3 spatial axes ``input`` has (the 2-D one is a bare
    ``AvgPool``, without the scope ``max_pool_v2``'s 2-D pool opens)."""
    return _pool_v2({1: avg_pool1d, 2: avg_pool, 3: avg_pool3d}, input, ksize, strides,
                    padding, data_format, name)
