"""``tf.layers``: TF1's layers, objects that make their variables on first use.

Mirrors ``tf.compat.v1.layers`` (TF 2.21 with tf-keras). Each layer exists as a class
(``tf.layers.Dense(units)``, called on a tensor) and as a function that makes one and calls it
(``tf.layers.dense(x, units)``); only the functions take ``reuse=``, and only they use
``name=`` as the variable scope itself. The modules:

- ``base.py``: ``Layer``, naming, scoping and sharing, losses and update ops;
- ``input_spec.py``: ``InputSpec``, the checks of a layer's inputs;
- ``by_name.py``: activations and initializers given as strings ("relu", "he_normal");
- ``core.py``: ``dense``, ``dropout``, ``flatten``;
- ``convolutional.py``: ``conv1d``, ``conv2d``, ``conv3d``, ``conv2d_transpose``,
  ``conv3d_transpose``;
- ``separable_convolutional.py``: ``separable_conv1d``, ``separable_conv2d``;
- ``pooling.py``: ``max_pooling1d/2d/3d``, ``average_pooling1d/2d/3d``;
- ``normalization.py``: ``batch_normalization``.

Left out: ``conv3d_transpose``, ``tf.layers.experimental``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None, 4])
...     for reuse in (None, True):
...         with tf.variable_scope("mlp", reuse=reuse):
...             y = tf.layers.dense(tf.layers.dense(x, 8, tf.nn.relu), 1)
>>> [v.name for v in g.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES)]
['mlp/dense/kernel:0', 'mlp/dense/bias:0', 'mlp/dense_1/kernel:0', 'mlp/dense_1/bias:0']
"""
from .base import Layer
from .input_spec import InputSpec
from .convolutional import (Conv1D, Conv2D, Conv2DTranspose, Conv3D, Conv3DTranspose, conv1d,
                            conv2d, conv2d_transpose, conv3d, conv3d_transpose)
from .core import Dense, Dropout, Flatten, dense, dropout, flatten
from .normalization import BatchNormalization, batch_normalization
from .pooling import (AveragePooling1D, AveragePooling2D, AveragePooling3D, MaxPooling1D,
                      MaxPooling2D, MaxPooling3D, average_pooling1d, average_pooling2d,
                      average_pooling3d, max_pooling1d, max_pooling2d, max_pooling3d)
from .separable_convolutional import (SeparableConv1D, SeparableConv2D, separable_conv1d,
                                      separable_conv2d)
from ..left_out import missing_names as _missing_names

__all__ = ["InputSpec", "Layer", "Conv1D", "Conv2D", "Conv2DTranspose", "conv1d", "conv2d",
           "conv2d_transpose", "Conv3D", "conv3d", "Conv3DTranspose", "conv3d_transpose",
           "SeparableConv1D", "SeparableConv2D",
           "separable_conv1d", "separable_conv2d", "Dense", "Dropout", "Flatten", "dense",
           "dropout", "flatten", "BatchNormalization", "batch_normalization",
           "AveragePooling1D", "AveragePooling2D", "AveragePooling3D", "MaxPooling1D",
           "MaxPooling2D", "MaxPooling3D", "average_pooling1d", "average_pooling2d",
           "average_pooling3d", "max_pooling1d", "max_pooling2d", "max_pooling3d"]


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
