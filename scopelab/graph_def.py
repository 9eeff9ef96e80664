"""GraphDef text: how ``graph.as_graph_def()`` and ``op.node_def`` print, as in TF.

Mirrors the protobuf text format of TF's ``GraphDef``/``NodeDef``/``AttrValue`` messages (the
format source 003 quotes). A NodeDef lists the node's name, op type, inputs (``"W"`` for output
0, ``"W:1"`` for others, ``"^init"`` for control inputs), device and attributes, which protobuf
prints in descending key order; floats with 6 significant digits if they say the number
exactly, else 9 (17 for doubles), as protobuf's C++ printer writes them; a Shape op also
carries TF's ``experimental_type`` (its output is a shape tensor). ``as_graph_def(add_shapes=
True)`` adds each node's ``_output_shapes``. The binary form (``SerializeToString()``, for
event files and ``.pb`` files) is summary/graph_proto.py's; reading GraphDefs is graph_io.py's.
Left out: function libraries.

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

from .proto_fields import PRODUCER, attr_fields, tensor_fields


class NodeDef:
    """The text form of one Operation."""

    def __init__(self, op, sort_control_inputs=False, add_shapes=False):
        self.name = op.name
        self.op = op.type
        self.input = [t.op.name if t.value_index == 0 else t.name for t in op.inputs]
        controls = [c.name for c in op.control_inputs]
        # A whole GraphDef lists control inputs sorted, so that it serialises the same way.
        self.input += ["^" + c for c in (sorted(controls) if sort_control_inputs else controls)]
        self.device = op.device
        self.attr = op.attrs
        if add_shapes and op.outputs:
            # TF's extra attribute: the static shapes of the outputs (TensorBoard shows them).
            self.attr = dict(op.attrs, _output_shapes=[t.shape for t in op.outputs])
        # TF's type inference records the "full type" of a Shape op's output, a shape tensor,
        # as (type id, [argument types]).
        self.experimental_type = None
        if op.type == "Shape":
            element = "TFT_" + op.attrs["out_type"].name.upper()
            self.experimental_type = ("TFT_PRODUCT", [("TFT_SHAPE_TENSOR", [(element, [])])])

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
        if self.experimental_type:
            out += _block("experimental_type", _full_type(*self.experimental_type))
        return out

    def __str__(self):
        return "\n".join(self.lines()) + "\n"


# ``tf.GRAPH_DEF_VERSION`` and its bounds: the GraphDef version TF 2.21 writes, and the oldest
# consumer and producer versions it accepts.
GRAPH_DEF_VERSION = PRODUCER
GRAPH_DEF_VERSION_MIN_CONSUMER = 0
GRAPH_DEF_VERSION_MIN_PRODUCER = 0


class VersionDef:
    """A GraphDef's ``versions``: the version that wrote it (``producer``), the oldest that may
    read it (``min_consumer``) and readers known not to (``bad_consumers``)."""

    def __init__(self, producer=GRAPH_DEF_VERSION, min_consumer=GRAPH_DEF_VERSION_MIN_CONSUMER):
        self.producer, self.min_consumer, self.bad_consumers = producer, min_consumer, []

    def lines(self):
        # Like every protobuf field at its default, a zero min_consumer is not written.
        out = ["producer: %d" % self.producer] if self.producer else []
        out += ["min_consumer: %d" % self.min_consumer] if self.min_consumer else []
        return out + ["bad_consumers: %d" % v for v in self.bad_consumers]

    def __str__(self):
        return "".join(line + "\n" for line in self.lines())


class GraphDef:
    """The text form of a Graph: its nodes in creation order, then the ``versions``. With
    ``add_shapes`` each node also lists its outputs' shapes, as ``_output_shapes``; with
    ``from_version`` only the nodes added since ``graph.version`` had that value."""

    def __init__(self, graph, add_shapes=False, from_version=None):
        self.node = [NodeDef(op, sort_control_inputs=True, add_shapes=add_shapes)
                     for op in graph.get_operations()[from_version or 0:]]
        self.versions = VersionDef()

    @classmethod
    def of_nodes(cls, nodes):
        """A GraphDef of ``nodes`` (NodeDefs), e.g. what a run placed (run_metadata.py)."""
        graph_def = cls.__new__(cls)
        graph_def.node = list(nodes)
        return graph_def

    def SerializeToString(self):  # noqa: N802 - the protobuf method's name
        """The binary form, as TF's ``GraphDef.SerializeToString()`` (needs ``tensorboard``)."""
        from .summary.graph_proto import graph_def_proto
        return graph_def_proto(self).SerializeToString()

    def __str__(self):
        out = []
        for node in self.node:
            out += ["node {"] + ["  " + line for line in node.lines()] + ["}"]
        out += _block("versions", self.versions.lines())
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
        size = -1 if d is None else d
        # Protobuf leaves out fields at their default value: a dimension of size 0 is empty.
        out += ["dim {"] + (["  size: %d" % size] if size else []) + ["}"]
    return out


def _block(name, lines):
    return ["%s {" % name] + ["  " + line for line in lines] + ["}"]


def _full_type(type_id, args):
    out = ["type_id: %s" % type_id]
    for arg in args:
        out += _block("args", _full_type(*arg))
    return out


def _scalar_text(x):
    if isinstance(x, (bool, np.bool_)):
        return "true" if x else "false"
    if isinstance(x, (bytes, np.bytes_)):
        return '"%s"' % _escape(x)
    if isinstance(x, str):
        return '"%s"' % _escape(x.encode())
    if isinstance(x, (float, np.floating)):
        return _float_text(x, np.float32)
    return str(x)


def _float_text(x, kind):
    """A float as protobuf's C++ printer writes it: with 6 significant digits (15 for a double)
    when they read back as the same number, else with 9 (17), always enough."""
    short, full = (15, 17) if kind is np.float64 else (6, 9)
    x = kind(x)
    if not np.isfinite(x):
        return "nan" if np.isnan(x) else "inf" if x > 0 else "-inf"
    text = "%.*g" % (short, x)
    return text if kind(float(text)) == x else "%.*g" % (full, x)


def _tensor(array):
    dtype, shape, field, values = tensor_fields(array)
    lines = ["dtype: %s" % dtype.enum_name()] + _block("tensor_shape", _shape(shape))
    if field == "tensor_content":
        return lines + ['tensor_content: "%s"' % _escape(values)]
    if field == "double_val":
        return lines + ["double_val: %s" % _float_text(v, np.float64) for v in values]
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
