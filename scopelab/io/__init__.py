"""``tf.io``: TF's input/output namespace; here only ``tf.io.gfile``, the file API of TF 2.x.

>>> import scopelab as tf
>>> tf.io.gfile.GFile is tf.gfile.GFile
True
"""
from . import gfile  # noqa: F401
