"""``tf.layers.max_pooling2d``, ``average_pooling2d`` and their 1-D and 3-D forms.

Mirrors ``legacy_tf_layers/pooling.py`` over Keras's pooling layers. A pooling layer has no
variables: ``max_pooling2d`` is one ``<layer>/MaxPool`` op (``ops/pooling_ops.py``), and the
1-D forms insert a unit axis (``<layer>/ExpandDims``), pool, and squeeze it out again. Unlike
Keras, TF1's layers want ``strides`` spelled out. Named pooling layers are still counted:
two layers named "pool" get the scopes ``pool`` and ``pool_1``. The 3-D forms are one
``<layer>/MaxPool3D`` or ``<layer>/AvgPool3D`` op (``ops/pooling3d_ops.py``).
Left out: channels_first, global pooling.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     img = tf.placeholder(tf.float32, [None, 28, 28, 8])
...     p = tf.layers.max_pooling2d(img, pool_size=2, strides=2)
...     a = tf.layers.average_pooling2d(p, 3, 1, padding="same", name="smooth")
>>> p.name, p.shape.as_list(), a.name
('max_pooling2d/MaxPool:0', [None, 14, 14, 8], 'smooth/AvgPool:0')
"""
from ..ops import pooling3d_ops, pooling_ops
from ..ops.array_ops import expand_dims
from ..ops.indexing_ops import squeeze
from .base import Layer, normalize_padding, normalize_tuple
from .input_spec import InputSpec


class _Pooling(Layer):
    """A window of ``pool_size`` moving by ``strides``; subclasses pick the reduction."""

    rank = 2
    pool = None  # pooling_ops.max_pool or avg_pool

    def __init__(self, pool_size, strides, padding="valid", data_format="channels_last",
                 name=None, **kwargs):
        if strides is None:
            raise ValueError("Argument `strides` must not be None.")
        super().__init__(name=name, **kwargs)
        if data_format not in (None, "channels_last"):
            raise ValueError("scopelab's pooling layers read channels_last data only; received "
                             "data_format=%r" % (data_format,))
        self.pool_size = normalize_tuple(pool_size, self.rank, "pool_size")
        self.strides = normalize_tuple(strides, self.rank, "strides")
        self.padding = normalize_padding(padding)
        self.input_spec = InputSpec(ndim=self.rank + 2)

    def call(self, inputs):
        if self.rank == 3:
            return type(self).pool(inputs, (1,) + self.pool_size + (1,),
                                   (1,) + self.strides + (1,), self.padding.upper())
        if self.rank == 2:
            return type(self).pool(inputs, (1,) + self.pool_size + (1,),
                                   (1,) + self.strides + (1,), self.padding.upper())
        # A sequence is pooled as an image one pixel wide.
        pooled = type(self).pool(expand_dims(inputs, 2), [1, self.pool_size[0], 1, 1],
                                 [1, self.strides[0], 1, 1], self.padding.upper())
        return squeeze(pooled, 2)


class MaxPooling2D(_Pooling):
    """The maximum of each window of an image."""
    pool = pooling_ops.max_pool


class AveragePooling2D(_Pooling):
    """The mean of each window of an image (only the pixels inside it, with SAME padding)."""
    pool = pooling_ops.avg_pool


class MaxPooling1D(_Pooling):
    """The maximum of each window of a sequence."""
    rank = 1
    pool = pooling_ops.max_pool


class AveragePooling1D(_Pooling):
    """The mean of each window of a sequence."""
    rank = 1
    pool = pooling_ops.avg_pool


class MaxPooling3D(_Pooling):
    """The maximum of each window of a volume."""
    rank = 3
    pool = pooling3d_ops.max_pool3d


class AveragePooling3D(_Pooling):
    """The mean of each window of a volume (only the voxels inside it, with SAME padding)."""
    rank = 3
    pool = pooling3d_ops.avg_pool3d


def _functional(cls):
    def layer(inputs, pool_size, strides, padding="valid", data_format="channels_last",
              name=None):
        return cls(pool_size, strides, padding=padding, data_format=data_format,
                   name=name)(inputs)
    layer.__doc__ = "Applies a %s layer to ``inputs``." % cls.__name__
    return layer


max_pooling1d, max_pooling2d = _functional(MaxPooling1D), _functional(MaxPooling2D)
average_pooling1d = _functional(AveragePooling1D)
average_pooling2d = _functional(AveragePooling2D)
max_pooling3d, average_pooling3d = _functional(MaxPooling3D), _functional(AveragePooling3D)
