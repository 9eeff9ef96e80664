r"""Which fields of TF's ``TensorProto`` and ``AttrValue`` messages hold a value, and how.

Mirrors the choices of ``tensor_util.make_tensor_proto`` and ``attr_value_pb2``: a Const's
array is stored as raw bytes (``tensor_content``) or value by value in its dtype's list field
(``float_val``, ``int_val``...); an attribute is a ``type``, ``shape``, ``tensor``, ``list``
or scalar (``b``, ``s``, ``f``, ``i``). The text GraphDef (graph_def.py) and the binary one
(summary/graph_proto.py) both fill their messages from here.
Left out: complex and quantized types, resource handles, variants.

>>> import numpy as np
>>> tensor_fields(np.array([1, 2], np.int8))[2:]
('tensor_content', b'\x01\x02')
>>> tensor_fields(np.array(0.5, np.float32))[2:]
('float_val', [0.5])
>>> attr_fields([1, 2])
('list', [('i', 1), ('i', 2)])
"""
import numpy as np

from .dtypes import DType
from .core.shapes import TensorShape

# The GraphDef version TF 2.21 writes.
PRODUCER = 2474


# The TensorProto field that lists the values of each dtype (integers narrower than 64 bits
# share int_val; float16 values are listed as their 16 bits, in half_val).
_VALUE_FIELD = {"float32": "float_val", "float64": "double_val", "int64": "int64_val",
                "bool": "bool_val", "string": "string_val", "float16": "half_val"}


class ListedTensor(np.ndarray):
    """An attribute tensor that TF lists value by value (``int_val: 255``) even when it has
    several: an op's default written in its op definition, such as ImageSummary's
    ``bad_color``. Make one with ``np.array(...).view(ListedTensor)``."""


def tensor_fields(array):
    """How TF's TensorProto holds ``array``: ``(dtype, shape, field, values)``.

    ``field`` is "tensor_content" (``values`` the raw little-endian bytes) for a numeric Const
    of more than one value, else the dtype's list field ("float_val": ``values`` a list):
    strings, bools and ``ListedTensor`` always list their values. A scalar broadcast to a shape (zero strides)
    is stored once, as TF stores a filled constant. graph_proto.py builds the binary form from this.
    """
    from .dtypes import as_dtype
    dtype = as_dtype(array.dtype) if array.dtype != object else as_dtype("string")
    shape = TensorShape(array.shape)
    field = _VALUE_FIELD.get(dtype.name, "int_val")
    if array.size > 1 and 0 not in array.strides and field not in ("string_val", "bool_val") \
            and not isinstance(array, ListedTensor):
        return dtype, shape, "tensor_content", np.ascontiguousarray(array).tobytes()
    values = array.ravel()[:1] if array.size and 0 in array.strides else array.ravel()
    if field == "half_val":
        values = values.view(np.uint16)
    return dtype, shape, field, [v.item() if hasattr(v, "item") else v for v in values]


def attr_fields(value):
    """The AttrValue field that holds the attribute ``value``, and what goes in it:
    ("type", DType), ("shape", TensorShape), ("tensor", ndarray), ("list", [(field, item),
    ...]) or a scalar field ("b", "s", "f", "i") with the value."""
    if isinstance(value, DType):
        return "type", value
    if isinstance(value, TensorShape):
        return "shape", value
    if isinstance(value, np.ndarray):
        return "tensor", value
    if isinstance(value, (list, tuple)):
        return "list", [attr_fields(v) for v in value]
    kind = "b" if isinstance(value, bool) else "s" if isinstance(value, (bytes, str)) else \
        "f" if isinstance(value, float) else "i"
    return kind, value
