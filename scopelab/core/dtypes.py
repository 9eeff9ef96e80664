"""Data types: ``tf.DType`` and its reference ("_ref") twins.

Mirrors ``tensorflow/python/framework/dtypes.py``. A TF1 variable's own output is a
*reference* to storage a session keeps, so it has dtype ``float32_ref`` rather than
``float32``; reading it (the ``read`` Identity) gives the plain dtype.
Left out: quantized, complex and bfloat16 types; ``resource`` and ``variant`` hold Python
objects (a TensorArray, a dataset), not numbers.

>>> float32.name, float32._as_ref.name, float32._as_ref.base_dtype is float32
('float32', 'float32_ref', True)
>>> as_dtype("int32").as_numpy_dtype
<class 'numpy.int32'>
"""
import builtins

import numpy as np

# TF's DataType enum numbers; a reference type's number is its base's plus 100.
_ENUMS = {"float32": 1, "float64": 2, "int32": 3, "uint8": 4, "int16": 5, "int8": 6,
          "string": 7, "int64": 9, "bool": 10, "uint16": 17, "float16": 19, "resource": 20,
          "variant": 21}
# How GraphDef text (DT_FLOAT) and TF's C++ messages (float) name the types that differ.
_ENUM_NAMES = {"float32": "FLOAT", "float64": "DOUBLE", "float16": "HALF"}
_C_NAMES = {"float32": "float", "float64": "double", "float16": "half"}


class DType:
    """One element type. ``float32`` and ``float32_ref`` are two DType objects."""

    __slots__ = ("name", "as_numpy_dtype", "is_ref", "base_dtype", "_as_ref", "_enum")

    def __init__(self, name, numpy_type, base=None):
        self.name = name
        self.as_numpy_dtype = numpy_type
        self.is_ref = base is not None
        self.base_dtype = base if base is not None else self
        self._as_ref = self
        self._enum = _ENUMS[self.base_dtype.name] + (100 if self.is_ref else 0)

    is_floating = property(lambda self: self.base_dtype.name in ("float16", "float32",
                                                                  "float64"))
    is_integer = property(lambda self: self.base_dtype.name in (
        "int8", "int16", "int32", "int64", "uint8", "uint16"))
    is_unsigned = property(lambda self: self.base_dtype.name in ("uint8", "uint16"))
    is_bool = property(lambda self: self.base_dtype.name == "bool")
    size = property(lambda self: np.dtype(self.as_numpy_dtype).itemsize, doc="bytes per item")
    real_dtype = property(lambda self: self.base_dtype)
    as_datatype_enum = property(lambda self: self._enum)
    min = property(lambda self: self._limits()[0])
    max = property(lambda self: self._limits()[1])

    def _limits(self):
        np_type = np.dtype(self.as_numpy_dtype)
        if np_type.kind == "f":
            info = np.finfo(np_type)
            return info.min.item(), info.max.item()
        info = np.iinfo(np_type)
        return info.min, info.max

    def is_compatible_with(self, other):
        """True when a tensor of ``other`` may stand where ``self`` is expected."""
        other = as_dtype(other)
        return self._enum in (other._enum, other.base_dtype._enum)

    def enum_name(self):
        """'DT_FLOAT', 'DT_INT32_REF', ...: how GraphDef text names the type."""
        base = self.base_dtype.name
        return "DT_" + _ENUM_NAMES.get(base, base.upper()) + ("_REF" if self.is_ref else "")

    def c_name(self):
        """'float', 'double', 'int32', ...: how TF's C++ runtime names the type in messages."""
        base = self.base_dtype.name
        return _C_NAMES.get(base, base) + ("_ref" if self.is_ref else "")

    def __eq__(self, other):
        try:
            return other is not None and self is as_dtype(other)
        except TypeError:
            return False

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return self._enum

    def __repr__(self):
        return "tf." + self.name

    def __str__(self):
        return "<dtype: %r>" % self.name

    def __reduce__(self):
        return as_dtype, (self.name,)


def _make(name, numpy_type):
    plain = DType(name, numpy_type)
    plain._as_ref = DType(name + "_ref", numpy_type, base=plain)
    return plain


float16 = _make("float16", np.float16)
float32 = _make("float32", np.float32)
float64 = _make("float64", np.float64)
int8 = _make("int8", np.int8)
int16 = _make("int16", np.int16)
int32 = _make("int32", np.int32)
int64 = _make("int64", np.int64)
uint8 = _make("uint8", np.uint8)
uint16 = _make("uint16", np.uint16)
bool = _make("bool", np.bool_)  # noqa: A001 - TF's own name for it
string = _make("string", np.object_)
half, double = float16, float64
resource = _make("resource", np.object_)  # a handle to a kernel's state (a TensorArray)
variant = _make("variant", np.object_)  # a value only kernels understand (a tf.data dataset)

_ALL = [float16, float32, float64, int8, int16, int32, int64, uint8, uint16, bool, string]

# Every spelling TF accepts, in one table: the names (with the classic "float", "double",
# "half"), the enum numbers and three Python types. Python's int, str and bytes are missing
# on purpose: TF finds them ambiguous and refuses them.
_ANY = {}
for _plain in _ALL + [resource, variant]:
    for _d in (_plain, _plain._as_ref):
        _ANY[_d.name] = _ANY[_d._enum] = _d
for _alias, _d in (("float", float32), ("double", float64), ("half", float16)):
    _ANY[_alias], _ANY[_alias + "_ref"] = _d, _d._as_ref
_ANY.update({float: float32, builtins.bool: bool, object: string})
# numpy types by kind and size, so that np.longlong and a big-endian '>f4' are found too.
_BY_NUMPY = {(np.dtype(d.as_numpy_dtype).kind, d.size): d for d in _ALL if d is not string}
# Types TF has and scopelab does not: the error names them, so they are not taken for typos.
_LEFT_OUT = ("bfloat16", "complex64", "complex128", "uint32", "uint64", "qint8", "qint16",
             "qint32", "quint8", "quint16")


def _from_numpy(np_dtype):
    if np_dtype.kind in "USO":  # str, bytes and object arrays all hold TF strings
        return string
    return _BY_NUMPY.get((np_dtype.kind, np_dtype.itemsize))


def as_dtype(type_value):
    """A DType from a DType, a name, an enum number, a numpy dtype or a Python type."""
    if isinstance(type_value, DType):
        return type_value
    np_dtype = type_value
    if isinstance(type_value, type) and issubclass(type_value, np.generic):
        np_dtype = np.dtype(type_value)
    if isinstance(np_dtype, np.dtype) and _from_numpy(np_dtype):
        return _from_numpy(np_dtype)
    try:
        return _ANY[type_value]
    except (KeyError, TypeError):  # TypeError: unhashable, a list say
        pass
    if hasattr(type_value, "dtype"):  # a numpy array or scalar stands for its dtype
        try:
            found = _from_numpy(np.dtype(type_value.dtype))
        except TypeError:
            found = None
        if found is not None:
            return found
    message = "Cannot convert the argument `type_value`: %r to a TensorFlow DType." % (
        type_value,)
    left_out = _left_out_name(type_value)
    if left_out:
        message += " TensorFlow has %s; scopelab leaves it out (it has %s)." % (
            left_out, ", ".join(d.name for d in _ALL))
    raise TypeError(message)


def _left_out_name(type_value):
    if isinstance(type_value, str):
        return type_value if type_value.replace("_ref", "") in _LEFT_OUT else None
    try:
        name = np.dtype(type_value).name
    except (TypeError, ValueError):
        return None
    return name if name in _LEFT_OUT else None
