"""The ``MetaGraphDef`` a ``FileWriter`` writes after the graph: the graph and its collections.

Mirrors ``meta_graph.create_meta_graph_def`` as ``FileWriter(logdir, graph)`` calls it. A
MetaGraphDef bundles a ``GraphDef`` with what a graph knows beyond its nodes: its
collections, by name. A collection of tensors or operations is stored as their names
(``node_list``: ``"loss:0"``, ``"train"``); one of variables as serialized ``VariableDef``
messages (``bytes_list``, made by ``Variable.to_proto``), each naming the variable's ops
(``v:0``, ``v/Assign``, ``v/read:0``, ``v/initial_value:0``) and whether it is trainable;
one of Savers (``savers``) as their serialized ``SaverDef``s (``Saver.to_proto``); Python numbers and strings as lists of them. Collections holding anything else are left out,
as TF leaves them out (with a warning).
Left out: ``meta_info_def``'s ``stripped_op_list`` (the definitions of the op types used,
which scopelab has no registry for) and TF's version strings; the saver; importing.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     v = tf.Variable([1.0], name="v")
...     tf.summary.scalar("loss", tf.reduce_sum(v))
<tf.Tensor 'loss:0' shape=() dtype=string>
>>> meta = meta_graph_def_proto(g)
>>> sorted(meta.collection_def), list(meta.collection_def["summaries"].node_list.value)
(['summaries', 'trainable_variables', 'variables'], ['loss:0'])
"""
from ..operation import Operation
from ..tensor import Tensor
from .graph_proto import graph_def_proto
from .protos import proto_module


def meta_graph_def_proto(graph, graph_def=None):
    """The ``MetaGraphDef`` of ``graph``: its collections, and ``graph_def`` (a GraphDef
    message; by default ``graph``'s own, with shapes). TF's FileWriter passes the default
    graph here, and the graph it was given as ``graph_def``."""
    meta_graph_pb2 = proto_module("meta_graph_pb2")
    if graph_def is None:
        graph_def = graph_def_proto(graph, add_shapes=True)
    meta = meta_graph_pb2.MetaGraphDef(meta_info_def=meta_graph_pb2.MetaGraphDef.MetaInfoDef(),
                                       graph_def=graph_def)
    for key in graph.get_all_collection_keys():
        collection = collection_def_proto(graph.get_collection(key))
        if collection is not None:
            meta.collection_def[key].CopyFrom(collection)
    return meta


def collection_def_proto(items):
    """The ``CollectionDef`` of a collection's items, or None if TF would not store them."""
    collection_def = proto_module("meta_graph_pb2").CollectionDef()
    if not items:
        return None
    first = items[0]
    if isinstance(first, (Tensor, Operation)):
        collection_def.node_list.value.extend(item.name for item in items)
    elif hasattr(first, "initializer") and hasattr(first, "initial_value") or \
            hasattr(first, "saver_def"):  # variables and Savers: their messages, serialized
        collection_def.bytes_list.value.extend(v.to_proto().SerializeToString() for v in items)
    elif isinstance(first, bool) or not isinstance(first, (int, float, str, bytes)):
        return None
    elif isinstance(first, int):
        collection_def.int64_list.value.extend(items)
    elif isinstance(first, float):
        collection_def.float_list.value.extend(items)
    else:
        collection_def.bytes_list.value.extend(
            item.encode() if isinstance(item, str) else item for item in items)
    return collection_def
