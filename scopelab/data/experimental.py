"""``tf.data.experimental``: only ``AUTOTUNE``, the buffer size that lets TF choose.

Mirrors the constant of ``tensorflow/python/data/experimental``; here ``prefetch`` does not
read ahead, so every buffer size, this one included, means the same.

>>> AUTOTUNE
-1
"""
AUTOTUNE = -1


def __getattr__(name):
    from ..coverage import missing_attribute
    raise missing_attribute(__name__, name)
