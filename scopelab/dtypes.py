"""``tf.dtypes``: the element types, as TF's namespace offers them.

The types themselves, and ``as_dtype``, are the core's (``core/dtypes.py``): this module is
the namespace a program reaches as ``tf.dtypes`` (``tf.dtypes.float32``, ``tf.dtypes.DType``).

>>> float32 is as_dtype("float")
True
"""
from .core.dtypes import (DType, as_dtype, bool, double, float16, float32,  # noqa: F401,A004
                          float64, half, int8, int16, int32, int64, resource, string, uint8,
                          uint16, variant)
from .left_out import missing_names as _missing_names

# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
