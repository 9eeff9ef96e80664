"""``tf.data.experimental``: only ``AUTOTUNE``, the buffer size that lets TF choose.

Mirrors the constant of ``tensorflow/python/data/experimental``; here ``prefetch`` does not
read ahead, so every buffer size, this one included, means the same.

>>> AUTOTUNE
-1
"""
from ..left_out import missing_names as _missing_names

AUTOTUNE = -1


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
