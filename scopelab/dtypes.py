"""Data types: TF1's ``tf.DType`` and its reference ("_ref") twins.

Mirrors ``tensorflow/python/framework/dtypes.py``. A variable's own output in TF1
is a *reference* to mutable storage, so it has dtype ``float32_ref`` rather than
``float32``; reading it (the ``read`` Identity) gives the plain dtype.
Left out: quantized, complex and bfloat16 types; ``resource`` (a handle) has no numpy type.

>>> float32.name, float32._as_ref.name, float32._as_ref.base_dtype is float32
('float32', 'float32_ref', True)
>>> as_dtype("int32").as_numpy_dtype
<class 'numpy.int32'>
"""
import builtins

import numpy as np

from .left_out import missing_names as _missing_names

# TF's DataType enum numbers; GraphDef text prints them as DT_* names.
_ENUMS = {"float32": 1, "float64": 2, "int32": 3, "uint8": 4, "int16": 5, "int8": 6,
          "string": 7, "int64": 9, "bool": 10, "uint16": 17, "float16": 19, "resource": 20,
          "variant": 21}


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

    # Kind predicates, as TF names them.
    @property
    def is_floating(self):
        return self.base_dtype.name in ("float16", "float32", "float64")

    @property
    def is_integer(self):
        return self.base_dtype.name in ("int8", "int16", "int32", "int64", "uint8", "uint16")

    @property
    def is_unsigned(self):
        return self.base_dtype.name in ("uint8", "uint16")

    @property
    def is_bool(self):
        return self.base_dtype.name == "bool"

    @property
    def size(self):
        """Bytes per element."""
        return np.dtype(self.as_numpy_dtype).itemsize

    @property
    def min(self):
        return self._limits()[0]

    @property
    def max(self):
        return self._limits()[1]

    def _limits(self):
        np_type = np.dtype(self.as_numpy_dtype)
        info = np.finfo(np_type) if np_type.kind == "f" else np.iinfo(np_type)
        return info.min.item() if np_type.kind == "f" else info.min, \
            info.max.item() if np_type.kind == "f" else info.max

    @property
    def real_dtype(self):
        return self.base_dtype

    @property
    def as_datatype_enum(self):
        return self._enum

    def is_compatible_with(self, other):
        """True when a tensor of ``other`` may stand where ``self`` is expected."""
        other = as_dtype(other)
        return self._enum in (other._enum, other.base_dtype._enum)

    def enum_name(self):
        """'DT_FLOAT', 'DT_INT32_REF', ...: how GraphDef text names the type."""
        short = {"float32": "FLOAT", "float64": "DOUBLE", "float16": "HALF"}
        base = short.get(self.base_dtype.name, self.base_dtype.name.upper())
        return "DT_" + base + ("_REF" if self.is_ref else "")

    def c_name(self):
        """'float', 'double', 'int32', ...: how TF's C++ runtime names the type in messages."""
        short = {"float32": "float", "float64": "double", "float16": "half"}
        return short.get(self.base_dtype.name, self.base_dtype.name) + \
            ("_ref" if self.is_ref else "")

    def __eq__(self, other):
        if other is None:
            return False
        try:
            return self is as_dtype(other)
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
# A handle to state a kernel keeps for the run (a TensorArray, a stack): a Python object.
resource = _make("resource", np.object_)
# A value only kernels understand, such as a tf.data dataset: a Python object too.
variant = _make("variant", np.object_)

_ALL = [float16, float32, float64, int8, int16, int32, int64, uint8, uint16, bool, string]

# Every spelling TF accepts, in one table as TF keeps it: the names (with the classic "float",
# "double" and "half"), the DataType enum numbers and three Python types. Python's int, str and
# bytes are missing on purpose: TF finds them ambiguous and refuses them.
_ANY = {}
for _plain in _ALL:
    for _d in (_plain, _plain._as_ref):
        _ANY[_d.name] = _ANY[_d._enum] = _d
for _alias, _plain in (("float", float32), ("double", float64), ("half", float16)):
    _ANY[_alias], _ANY[_alias + "_ref"] = _plain, _plain._as_ref
_ANY["resource"] = _ANY[resource._enum] = resource
_ANY["variant"] = _ANY[variant._enum] = variant
_ANY.update({float: float32, builtins.bool: bool, object: string})
# numpy types by kind and size, so that np.longlong and a big-endian '>f4' are found too.
_BY_NUMPY = {(np.dtype(d.as_numpy_dtype).kind, d.size): d for d in _ALL if d is not string}


def _from_numpy(np_dtype):
    if np_dtype.kind in "USO":  # str, bytes and object arrays all hold TF strings
        return string
    return _BY_NUMPY.get((np_dtype.kind, np_dtype.itemsize))


# Types TF has and scopelab does not: named in the error, so it is not mistaken for a typo.
_LEFT_OUT = ("bfloat16", "complex64", "complex128", "uint32", "uint64", "qint8",
             "qint16", "qint32", "quint8", "quint16")


def as_dtype(type_value):
    """Converts a DType, a name, an enum number, a numpy dtype or a Python type to a DType."""
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


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
