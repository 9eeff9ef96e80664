"""GraphDef text: how ``graph.as_graph_def()`` and ``op.node_def`` print, as in TF.

Mirrors the protobuf text format of TF's ``GraphDef``/``NodeDef``/``AttrValue`` messages (the
format source 003 quotes). A NodeDef lists the node's name, op type, inputs (``"W"`` for output
0, ``"W:1"`` for others, ``"^init"`` for control inputs) and attributes, which protobuf prints
in descending key order. The binary form, for event files, is summary/graph_proto.py's.
Left out: parsing, function libraries.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     W = tf.Variable(tf.zeros([2]), name="W")
>>> print(W.value().op.node_def)
name: "W/read"
op: "Identity"
input: "W"
attr {
  key: "_class"
  value {
    list {
      s: "loc:@W"
    }
  }
}
attr {
  key: "T"
  value {
    type: DT_FLOAT
  }
}
<BLANKLINE>
"""
import numpy as np

from .dtypes import DType
from .tensor_shape import TensorShape

# The GraphDef version TF 2.21 writes.
PRODUCER = 2474


class NodeDef:
    """The text form of one Operation."""

    def __init__(self, op, sort_control_inputs=False):
        self.name = op.name
        self.op = op.type
        self.input = [t.op.name if t.value_index == 0 else t.name for t in op.inputs]
        controls = [c.name for c in op.control_inputs]
        # A whole GraphDef lists control inputs sorted, so that it serialises the same way.
        self.input += ["^" + c for c in (sorted(controls) if sort_control_inputs else controls)]
        self.device = op.device
        self.attr = op.attrs

    def lines(self):
        out = ['name: "%s"' % self.name, 'op: "%s"' % self.op]
        out += ['input: "%s"' % i for i in self.input]
        if self.device:
            out.append('device: "%s"' % self.device)
        # TF prints attributes in descending key order, a key before its extensions (T, Tidx).
        for key in sorted(self.attr, key=lambda k: k + "\uffff", reverse=True):
            out += ["attr {", '  key: "%s"' % key, "  value {"]
            out += ["    " + line for line in _attr_value(self.attr[key])]
            out += ["  }", "}"]
        return out

    def __str__(self):
        return "\n".join(self.lines()) + "\n"


class GraphDef:
    """The text form of a Graph: its nodes in creation order, then the version."""

    def __init__(self, graph):
        self.node = [NodeDef(op, sort_control_inputs=True) for op in graph.get_operations()]

    def __str__(self):
        out = []
        for node in self.node:
            out += ["node {"] + ["  " + line for line in node.lines()] + ["}"]
        out += ["versions {", "  producer: %d" % PRODUCER, "}"]
        return "\n".join(out) + "\n"


def _escape(data):
    """Protobuf's C-style escaping of a byte string."""
    special = {ord("\n"): "\\n", ord("\r"): "\\r", ord("\t"): "\\t", ord('"'): '\\"',
               ord("'"): "\\'", ord("\\"): "\\\\"}
    return "".join(special.get(b) or (chr(b) if 32 <= b < 127 else "\\%03o" % b) for b in data)


def _shape(shape):
    if shape.dims is None:
        return ["unknown_rank: true"]
    out = []
    for d in shape.dims:
        out += ["dim {", "  size: %d" % (-1 if d is None else d), "}"]
    return out


def _block(name, lines):
    return ["%s {" % name] + ["  " + line for line in lines] + ["}"]


def _scalar_text(x):
    if isinstance(x, (bool, np.bool_)):
        return "true" if x else "false"
    if isinstance(x, (bytes, np.bytes_)):
        return '"%s"' % _escape(x)
    if isinstance(x, str):
        return '"%s"' % _escape(x.encode())
    if isinstance(x, (float, np.floating)):
        # The shortest text that reads back as the same float32: 0.1, 1, 2.5.
        return np.format_float_positional(np.float32(x), trim="-")
    return str(x)


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


def _tensor(array):
    dtype, shape, field, values = tensor_fields(array)
    lines = ["dtype: %s" % dtype.enum_name()] + _block("tensor_shape", _shape(shape))
    if field == "tensor_content":
        return lines + ['tensor_content: "%s"' % _escape(values)]
    return lines + ["%s: %s" % (field, _scalar_text(v)) for v in values]


def _attr_value(value):
    field, payload = attr_fields(value)
    if field == "list":
        return _block("list", [line for item in payload for line in _field_text(*item)])
    return _field_text(field, payload)


def _field_text(field, payload):
    if field == "type":
        return ["type: %s" % payload.enum_name()]
    if field == "shape":
        return _block("shape", _shape(payload))
    if field == "tensor":
        return _block("tensor", _tensor(payload))
    return ["%s: %s" % (field, _scalar_text(payload))]
