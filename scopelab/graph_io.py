"""``tf.train.write_graph`` and reading GraphDef files: graphs as the files TF writes.

Mirrors ``tensorflow/python/framework/graph_io.py`` and the reading half of ``meta_graph.py``.
A graph is saved as TF's ``GraphDef`` protocol buffer, in text (``.pbtxt``: protobuf's
Python text format, which lists attributes in ascending order, unlike ``print``) or binary
(``.pb``) form. Writing and reading use the ``tensorboard`` package's copies of TF's messages
(``pip install scopelab[artefacts]``).

Reading goes the other way: a NodeDef's attributes become the values scopelab's ops keep in
``op.attrs`` (a DType for ``type``, a TensorShape for ``shape``, a numpy array for
``tensor``, bytes for ``s``, lists for ``list``), which importer.py builds ops from.
Left out: remote file systems (``gs://``), big-endian byte swapping, function libraries.

>>> import os, tempfile, scopelab as tf
>>> with tf.Graph().as_default() as g:
...     c = tf.constant([1.0, 2.0], name="c")
>>> path = tf.train.write_graph(g, tempfile.mkdtemp(), "graph.pbtxt")
>>> open(path).read().splitlines()[:5]
['node {', '  name: "c"', '  op: "Const"', '  attr {', '    key: "dtype"']
"""
import os

import numpy as np

from . import dtypes
from .graph_def import GraphDef
from .summary.protos import proto_module
from .core.shapes import TensorShape


def write_graph(graph_or_graph_def, logdir, name, as_text=True):
    """Writes a Graph or GraphDef to ``logdir/name`` as text (or binary); returns the path."""
    graph_def = graph_or_graph_def
    if not isinstance(graph_def, GraphDef) and hasattr(graph_def, "as_graph_def"):
        graph_def = graph_def.as_graph_def()
    os.makedirs(logdir, exist_ok=True)
    path = os.path.join(logdir, name)
    message = graph_message(graph_def)
    if as_text:
        from google.protobuf import text_format  # protobuf comes with tensorboard
        data = text_format.MessageToString(message).encode()
    else:
        data = message.SerializeToString(deterministic=True)
    # Written aside, then renamed: a reader never sees half a file (TF's atomic write).
    with open(path + ".tmp", "wb") as f:
        f.write(data)
    os.replace(path + ".tmp", path)
    return path


def graph_message(graph_def):
    """``graph_def`` (a scopelab GraphDef, a GraphDef message or its bytes) as a message."""
    graph_pb2 = proto_module("graph_pb2")
    if isinstance(graph_def, graph_pb2.GraphDef):
        return graph_def
    if isinstance(graph_def, GraphDef):
        from .summary.graph_proto import graph_def_proto
        return graph_def_proto(graph_def)
    if isinstance(graph_def, bytes):
        return graph_pb2.GraphDef.FromString(graph_def)
    if hasattr(graph_def, "SerializeToString") and hasattr(graph_def, "node"):
        # Another library's GraphDef class (TF's own): the same message, read across.
        return graph_pb2.GraphDef.FromString(graph_def.SerializeToString())
    raise TypeError("graph_def must be a GraphDef proto.")


def read_message(filename, message_name, module="meta_graph_pb2"):
    """The message ``message_name`` in ``filename``: binary first, then text, as TF reads."""
    message = getattr(proto_module(module), message_name)()
    if not os.path.exists(filename):
        raise IOError("File does not exist. Received: %s." % filename)
    with open(filename, "rb") as f:
        content = f.read()
    from google.protobuf import message as protobuf_message, text_format
    try:
        message.ParseFromString(content)
        return message
    except protobuf_message.DecodeError:
        message.Clear()
    try:
        text_format.Merge(content.decode("utf-8"), message)
    except (text_format.ParseError, UnicodeDecodeError) as e:
        raise IOError("Cannot parse file %s: %s." % (filename, e)) from None
    return message


# ---------------------------------------------------------------------- messages -> values
def node_attrs(node):
    """A NodeDef's attributes as scopelab keeps them in ``op.attrs``."""
    attrs = {key: attr_value(value) for key, value in node.attr.items()}
    if "_class" in attrs:
        attrs["_class"] = tuple(attrs["_class"])  # the colocation list, as the graph keeps it
    return attrs


def attr_value(value):
    """One ``AttrValue`` message as a Python value."""
    field = value.WhichOneof("value")
    if field == "list":
        items = value.list
        for name, convert in _LIST_FIELDS:
            if len(getattr(items, name)):
                return [convert(v) for v in getattr(items, name)]
        return []
    if field == "type":
        return dtypes.as_dtype(value.type)
    if field == "shape":
        return shape_value(value.shape)
    if field == "tensor":
        return tensor_value(value.tensor)
    if field is None or field in ("func", "placeholder"):
        raise ValueError("scopelab cannot import attribute values of kind %r" % field)
    return getattr(value, field)


def shape_value(proto):
    """A ``TensorShapeProto`` as a TensorShape (size -1 is an unknown dimension)."""
    if proto.unknown_rank:
        return TensorShape(None)
    return TensorShape([None if d.size == -1 else d.size for d in proto.dim])


def tensor_value(proto):
    """A ``TensorProto`` as a numpy array. One listed value for many elements is a filled
    tensor, kept as a broadcast view so that it is written back the same way."""
    dtype = dtypes.as_dtype(proto.dtype)
    shape = tuple(shape_value(proto.tensor_shape).as_list())
    if dtype is dtypes.string:
        return np.array(list(proto.string_val), dtype=object).reshape(shape)
    np_dtype = np.dtype(dtype.as_numpy_dtype)
    if proto.tensor_content:
        return np.frombuffer(proto.tensor_content, dtype=np_dtype.newbyteorder("<")).astype(
            np_dtype).reshape(shape)
    field = _VALUE_FIELDS.get(dtype.name, "int_val")
    values = np.array(list(getattr(proto, field)))
    values = values.astype(np.uint16).view(np.float16) if field == "half_val" else \
        values.astype(np_dtype)
    size = int(np.prod(shape, dtype=np.int64))
    if values.size == size:
        return values.reshape(shape)
    # TF lists a filled tensor's value once (and an all-zero one not at all).
    fill = values[-1] if values.size else np.zeros((), np_dtype)
    if values.size > 1:
        return np.concatenate([values, np.full(size - values.size, fill)]).reshape(shape)
    return np.broadcast_to(fill, shape)


_VALUE_FIELDS = {"float32": "float_val", "float64": "double_val", "int64": "int64_val",
                 "bool": "bool_val", "float16": "half_val"}
_LIST_FIELDS = (("s", bytes), ("i", int), ("f", float), ("b", bool),
                ("type", dtypes.as_dtype), ("shape", shape_value), ("tensor", tensor_value))
