"""``tf.compat``: converting between bytes and text, the number types, and shape dimensions.

Mirrors ``tensorflow/python/util/compat.py`` and the dimension helpers of ``tensor_shape.py``,
as ``tensorflow.compat.v1`` exposes them. TF1 programs use these to read data files
(``tf.compat.as_str(f.read(n))`` in word2vec) and to write code that works whether a shape's
dimension is a ``Dimension`` or an int. ``tf.compat.v1`` is scopelab itself.
Left out: ``tf.compat.v2`` (scopelab is TF1 graph mode only).

>>> import scopelab as tf
>>> tf.compat.as_bytes("été"), tf.compat.as_text(b"\\xc3\\xa9t\\xc3\\xa9")
(b'\\xc3\\xa9t\\xc3\\xa9', 'été')
>>> tf.compat.dimension_value(tf.TensorShape([None, 3])[1])
3
"""
import datetime
import numbers
import os
import sys

import numpy as np

from .core.shapes import Dimension

bytes_or_text_types = (bytes, str)
integral_types = (numbers.Integral, np.integer)
real_types = (numbers.Real, np.integer, np.floating)
complex_types = (numbers.Complex, np.number)


def as_bytes(bytes_or_text, encoding="utf-8"):
    """``bytes_or_text`` as bytes: text is encoded, bytes (and bytearrays) pass as they are."""
    if isinstance(bytes_or_text, bytearray):
        return bytes(bytes_or_text)
    if isinstance(bytes_or_text, str):
        return bytes_or_text.encode(encoding)
    if isinstance(bytes_or_text, bytes):
        return bytes_or_text
    raise TypeError("Expected binary or unicode string, got %r" % (bytes_or_text,))


def as_text(bytes_or_text, encoding="utf-8"):
    """``bytes_or_text`` as text: bytes are decoded, text passes as it is."""
    if isinstance(bytes_or_text, str):
        return bytes_or_text
    if isinstance(bytes_or_text, bytes):
        return bytes_or_text.decode(encoding)
    raise TypeError("Expected binary or unicode string, got %r" % (bytes_or_text,))


as_str = as_text  # Python 3's str is text


def as_str_any(value, encoding="utf-8"):
    """``str(value)``, except that bytes are decoded rather than shown as ``b'...'``."""
    if isinstance(value, bytes):
        return as_str(value, encoding=encoding)
    return str(value)


def path_to_str(path):
    """A path object (``pathlib.Path``) as its string; anything else as it is."""
    if isinstance(path, os.PathLike):
        return os.fspath(path)
    return path


def dimension_value(dimension):
    """The int (or None) a dimension stands for, whether it is a ``Dimension`` or an int."""
    if isinstance(dimension, Dimension):
        return dimension.value
    return dimension


def dimension_at_index(shape, index):
    """Dimension ``index`` of TensorShape ``shape``, a ``Dimension`` even for an unknown rank."""
    if shape.rank is None:
        return Dimension(None)
    return shape.dims[index] if isinstance(shape.dims[index], Dimension) else \
        Dimension(shape.dims[index])


def _date_number(year, month, day):
    """A date as one comparable number, packed as TF packs it (so month 13 is no error)."""
    return (year << 9) | (month << 5) | day


def _horizon_number(date):
    """The horizon ``date`` moved by ``TF_FORWARD_COMPATIBILITY_DELTA_DAYS``, as TF moves it."""
    date += datetime.timedelta(
        days=int(os.environ.get("TF_FORWARD_COMPATIBILITY_DELTA_DAYS", "0") or 0))
    return _date_number(date.year, date.month, date.day)


# TF 2.21's kernels read graphs that use ops and attrs added up to this date (its horizon).
_horizon = [_horizon_number(datetime.date(2026, 1, 16))]


def forward_compatible(year, month, day):
    """Whether graphs may use what TF added up to ``year-month-day`` (a date before the
    horizon), so that a consumer built then still reads them."""
    return _horizon[0] > _date_number(year, month, day)


class forward_compatibility_horizon:  # noqa: N801 - TF's name
    """``with`` block in which the horizon is ``year-month-day`` (as TF's tests move it)."""

    def __init__(self, year, month, day):
        self._number = _horizon_number(datetime.date(year, month, day))

    def __enter__(self):
        self._saved, _horizon[0] = _horizon[0], self._number

    def __exit__(self, *exc):
        _horizon[0] = self._saved


def __getattr__(name):
    if name == "v1":
        return sys.modules[__name__.rpartition(".")[0]]
    from .left_out import missing_attribute  # TF's AttributeError, and why
    raise missing_attribute(__name__, name)


def __dir__():
    return sorted(set(globals()) | {"v1"})
