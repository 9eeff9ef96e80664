"""``tf.io``: TF's input/output namespace; here only ``tf.io.gfile``, the file API of TF 2.x.

>>> import scopelab as tf
>>> tf.io.gfile.GFile is tf.gfile.GFile
True
"""
from . import gfile  # noqa: F401
from ..left_out import missing_names as _missing_names


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
