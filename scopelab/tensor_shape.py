"""TF's ``tensor_shape`` module: ``TensorShape`` and ``Dimension``, under TF's module name.

The static shapes are the core's (``core/shapes.py``); programs and TF's own tests that import
``tensor_shape`` find them here, with the module's helpers that ``tf.compat`` also exports.

>>> as_shape([2, None]).merge_with(as_shape([None, 3]))
TensorShape([Dimension(2), Dimension(3)])
"""
from .compat import dimension_at_index, dimension_value  # noqa: F401 - TF's module has them
from .core.shapes import Dimension, TensorShape, as_shape, unknown_shape  # noqa: F401
