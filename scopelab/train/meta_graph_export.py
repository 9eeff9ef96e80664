"""``tf.train.export_meta_graph``: a graph, its collections and its Saver in one file, the
``.meta`` written next to every checkpoint.

Mirrors ``tensorflow/python/framework/meta_graph.py``'s exporting. A ``MetaGraphDef``
message holds:

- ``graph_def``: the GraphDef, each node with its ``_output_shapes`` (as TF writes it);
- ``saver_def``: the names a Saver runs (``save/Const:0``, ``save/restore_all``...);
- ``collection_def``: the collections TF can store, by key (summary/meta_graph.py): tensors
  and ops by name (``train_op``, ``summaries``), variables as ``VariableDef`` messages
  naming their ops (``variables``, ``trainable_variables``, ``global_step``), numbers and
  strings as lists;
- ``meta_info_def``: left empty here (TF lists the definitions of the op types used there,
  which scopelab has no registry for; TF imports files without them).

meta_graph_import.py reads these files back. The messages are the ``tensorboard`` package's
copies of TF's (``pip install scopelab[artefacts]``).
Left out: ``export_scope``, ``clear_extraneous_savers``, ``strip_default_attrs``, debug info.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     w = tf.Variable([1.0, 2.0], name="w")
...     saver = tf.train.Saver()
...     meta = tf.train.export_meta_graph(saver_def=saver.saver_def)
>>> meta.saver_def.restore_op_name, sorted(meta.collection_def)
('save/restore_all', ['trainable_variables', 'variables'])
"""
import os
import warnings

from ..default_graph import get_default_graph
from ..graph_io import graph_message
from ..summary.graph_proto import graph_def_proto
from ..summary.meta_graph import collection_def_proto
from ..summary.protos import proto_module


def export_meta_graph(filename=None, meta_info_def=None, graph_def=None, saver_def=None,
                      collection_list=None, as_text=False, graph=None, clear_devices=False):
    """The graph's ``MetaGraphDef`` (written to ``filename`` if given, binary unless
    ``as_text``): the graph with shapes, ``saver_def``, and the collections (all, or
    ``collection_list``)."""
    meta_graph_pb2 = proto_module("meta_graph_pb2")
    graph = graph or get_default_graph()
    graph_def = graph_def_proto(graph, add_shapes=True) if graph_def is None else \
        graph_message(graph_def)
    meta = meta_graph_pb2.MetaGraphDef(graph_def=graph_def)
    if meta_info_def is not None:
        meta.meta_info_def.CopyFrom(meta_info_def)
    else:
        meta.meta_info_def.SetInParent()  # present, as TF's always is
    if clear_devices:
        for node in meta.graph_def.node:
            node.device = ""
    if saver_def is not None:
        meta.saver_def.CopyFrom(saver_def_proto(saver_def))
    keys = graph.get_all_collection_keys() if collection_list is None else collection_list
    for key in keys:
        collection = collection_def_proto(graph.get_collection(key))
        if collection is not None:
            meta.collection_def[key].CopyFrom(collection)
    if filename:
        _write(filename, str(meta).encode() if as_text else
               meta.SerializeToString(deterministic=True))
    return meta


def save_meta_graph(filename, graph, saver_def):
    """What ``Saver.save`` writes beside a checkpoint: ``<prefix>.meta``. Without the
    ``tensorboard`` package (which has TF's messages) it is skipped, with a warning."""
    try:
        proto_module("meta_graph_pb2")
    except ImportError:
        warnings.warn("%s not written: scopelab writes meta graphs with the tensorboard "
                      "package's protocol buffers (pip install scopelab[artefacts])" % filename)
        return
    export_meta_graph(filename, graph=graph, saver_def=saver_def)


def saver_def_proto(saver_def):
    """scopelab's SaverDef (or a SaverDef message) as TF's ``SaverDef`` message."""
    saver_pb2 = proto_module("saver_pb2")
    return saver_pb2.SaverDef(
        filename_tensor_name=saver_def.filename_tensor_name,
        save_tensor_name=saver_def.save_tensor_name,
        restore_op_name=saver_def.restore_op_name, max_to_keep=saver_def.max_to_keep,
        sharded=saver_def.sharded,
        keep_checkpoint_every_n_hours=saver_def.keep_checkpoint_every_n_hours,
        version=saver_def.version)


def _write(filename, data):
    os.makedirs(os.path.dirname(filename) or ".", exist_ok=True)
    with open(filename + ".tmp", "wb") as f:
        f.write(data)
    os.replace(filename + ".tmp", filename)
