"""Activations and initializers given by name, as Keras looks them up for ``tf.layers``.

``tf.layers.dense(x, 10, activation="relu", kernel_initializer="he_normal")`` works in TF1
because its layers are Keras layers: a string is looked up in Keras's tables and becomes the
same op or initializer as the function would (``dense/Relu``, ``kernel/Initializer/
truncated_normal``). ``"linear"`` adds no op at all. A callable passes through unchanged.
Left out: the rarer names (elu, selu, swish, ...; identity, orthogonal, ... initializers).

>>> activation("relu").__name__, type(initializer("glorot_uniform")).__name__
('relu', 'GlorotUniform')
"""
from .. import initializers
from ..ops import math_ops, nn_ops, softmax_ops

_ACTIVATIONS = {"relu": nn_ops.relu, "sigmoid": math_ops.sigmoid, "tanh": math_ops.tanh,
                "softmax": softmax_ops.softmax, "linear": None}

_INITIALIZERS = {"zeros": initializers.Zeros, "ones": initializers.Ones,
                 "glorot_uniform": initializers.GlorotUniform,
                 "glorot_normal": initializers.GlorotNormal, "he_normal": initializers.he_normal,
                 "he_uniform": initializers.he_uniform, "lecun_normal": initializers.lecun_normal,
                 "lecun_uniform": initializers.lecun_uniform}

_HELP = ("Please ensure you are using a `keras.utils.custom_object_scope` and that this object "
         "is included in the scope. See https://www.tensorflow.org/guide/keras/"
         "save_and_serialize#registering_the_custom_object for details.")


def activation(value):
    """The activation function ``value`` names (None for "linear"), or ``value`` itself."""
    if not isinstance(value, str):
        return value
    if value not in _ACTIVATIONS:
        raise ValueError("Unknown activation function: '%s'. %s" % (value, _HELP))
    return _ACTIVATIONS[value]


def initializer(value):
    """A new initializer of the kind ``value`` names, or ``value`` itself."""
    if not isinstance(value, str):
        return value
    if value not in _INITIALIZERS:
        raise ValueError("Unknown initializer: '%s'. %s" % (value, _HELP))
    return _INITIALIZERS[value]()
