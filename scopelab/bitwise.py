"""``tf.bitwise``: TF's namespace for the bit operations on integer tensors.

The functions are those of ``ops/bitwise_ops.py``; the Tensor operators ``&``, ``|``, ``^``
and ``~`` build the same ops for integer tensors. A name TensorFlow's ``tf.bitwise`` has and
this one lacks raises an AttributeError that says so.

>>> import scopelab as tf
>>> tf.bitwise.bitwise_and.__name__, tf.bitwise.invert.__name__
('bitwise_and', 'invert')
"""
from .ops.bitwise_ops import (bitwise_and, bitwise_or, bitwise_xor, invert,  # noqa: F401
                              left_shift, right_shift)


def __getattr__(name):
    from .left_out import missing_attribute
    raise missing_attribute(__name__, name)
