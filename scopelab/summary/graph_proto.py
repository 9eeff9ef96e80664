"""A scopelab Graph as TF's binary ``GraphDef``, the graph TensorBoard draws from an event file.

Mirrors ``Graph.as_graph_def(add_shapes=True)``, which ``FileWriter.add_graph`` serializes. The
text GraphDef (graph_def.py) already knows what each node holds: its name, op type, inputs
(``"^name"`` for control inputs, sorted), device, and attributes with TF's attribute kinds;
this module fills the same things into TensorBoard's copies of TF's protocol buffers
(``NodeDef``, ``AttrValue``, ``TensorProto``...). With ``add_shapes``, every node also gets
TF's extra attribute ``_output_shapes``: the static shapes of its outputs.
Left out: function libraries, ``GraphDef`` parsing (TensorBoard reads these files).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     c = tf.constant([1.0, 2.0], name="c")
...     y = tf.identity(c, name="y")
>>> proto = graph_def_proto(g)
>>> [(n.name, n.op, list(n.input)) for n in proto.node], proto.versions.producer
([('c', 'Const', []), ('y', 'Identity', ['c'])], 2474)
"""
import numpy as np

from ..proto_fields import PRODUCER, attr_fields, tensor_fields
from .protos import proto_module


def graph_def_proto(graph, add_shapes=False):
    """The ``GraphDef`` message of ``graph`` (a Graph, or the text GraphDef that
    ``graph.as_graph_def()`` returns): its nodes in creation order, then the version.
    ``add_shapes`` needs the Graph, which knows the shapes."""
    text_form = graph if hasattr(graph, "node") else graph.as_graph_def(add_shapes=add_shapes)
    proto = proto_module("graph_pb2").GraphDef()
    for node in text_form.node:
        added = proto.node.add(name=node.name, op=node.op, input=node.input, device=node.device,
                               attr={key: attr_value_proto(value)
                                     for key, value in node.attr.items()})
        if getattr(node, "experimental_type", None):
            _fill_full_type(added.experimental_type, *node.experimental_type)
    proto.versions.producer = PRODUCER
    return proto


def _fill_full_type(message, type_id, args):
    message.type_id = proto_module("full_type_pb2").FullTypeId.Value(type_id)
    for arg in args:
        _fill_full_type(message.args.add(), *arg)


def attr_value_proto(value):
    """The ``AttrValue`` message of one attribute value (a DType, shape, array, list...)."""
    attr_value_pb2 = proto_module("attr_value_pb2")
    field, payload = attr_fields(value)
    if field != "list":
        return attr_value_pb2.AttrValue(**{field: _field_value(field, payload)})
    items = attr_value_pb2.AttrValue.ListValue()
    for item_field, item in payload:
        getattr(items, item_field).append(_field_value(item_field, item))
    return attr_value_pb2.AttrValue(list=items)


def _field_value(field, payload):
    if field == "type":
        return payload.as_datatype_enum
    if field == "shape":
        return shape_proto(payload)
    if field == "tensor":
        return tensor_proto(payload)
    if field == "s" and isinstance(payload, str):
        return payload.encode()
    return payload


def shape_proto(shape):
    """The ``TensorShapeProto`` of a TensorShape: -1 for unknown sizes."""
    tensor_shape_pb2 = proto_module("tensor_shape_pb2")
    if shape.dims is None:
        return tensor_shape_pb2.TensorShapeProto(unknown_rank=True)
    return tensor_shape_pb2.TensorShapeProto(dim=[
        tensor_shape_pb2.TensorShapeProto.Dim(size=-1 if d is None else d) for d in shape.dims])


def tensor_proto(array, content=False):
    """The ``TensorProto`` of ``array``: as a GraphDef's Const holds it, or with ``content``
    as a kernel's output is stored (TensorSummary): raw bytes for anything but strings."""
    tensor_pb2 = proto_module("tensor_pb2")
    dtype, shape, field, values = tensor_fields(array)
    if content and dtype.name != "string":
        field, values = "tensor_content", np.ascontiguousarray(array).tobytes()
    proto = tensor_pb2.TensorProto(dtype=dtype.as_datatype_enum,
                                   tensor_shape=shape_proto(shape))
    if field == "tensor_content":
        proto.tensor_content = values
    else:
        getattr(proto, field).extend(values)
    return proto
