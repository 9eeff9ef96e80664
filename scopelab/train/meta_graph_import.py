"""``tf.train.import_meta_graph``: a ``.meta`` file's graph, collections and Saver, back in
the default graph.

Mirrors ``tensorflow/python/training/saver.py``'s ``import_meta_graph`` and the importing half
of ``framework/meta_graph.py``. The file's ``graph_def`` is imported (importer.py); its
``collection_def`` fills the collections back with the imported objects: tensors and ops by
name, variables as ``tf.Variable`` objects around their imported ops (one object per
variable, whatever collections hold it), numbers and strings as they are; its ``saver_def``
becomes a Saver over the imported save and restore ops, so ``saver.restore(sess, path)``
works. Files written by TF and by scopelab (meta_graph_export.py) both work, for the op
types scopelab has.
Left out: collections of TF's other messages (cond and loop contexts, queue runners),
saved models.

>>> import os, tempfile, scopelab as tf
>>> path = os.path.join(tempfile.mkdtemp(), "model.meta")
>>> with tf.Graph().as_default():
...     w = tf.Variable([1.0, 2.0], name="w")
...     saver = tf.train.Saver()
...     _ = tf.train.export_meta_graph(path, saver_def=saver.saver_def)
>>> with tf.Graph().as_default():
...     saver = tf.train.import_meta_graph(path)
...     [v.name for v in tf.global_variables()], saver.saver_def.restore_op_name
(['w:0'], 'save/restore_all')
"""
import os

from ..default_graph import add_to_collection, get_default_graph
from ..graph_io import read_message
from ..importer import import_graph_def
from ..summary.protos import proto_module
from ..variables import Variable
from .saver import Saver, SaverDef

# The collections whose items are variables, stored as VariableDef messages.
VARIABLE_COLLECTIONS = ("variables", "trainable_variables", "local_variables",
                        "model_variables", "moving_average_variables", "global_step",
                        "metric_variables", "trainable_resource_variables")
# Collections of TF messages scopelab does not rebuild (cond and while contexts, queues...).
_OTHER_MESSAGES = ("cond_context", "while_context", "queue_runners", "savers")


def import_meta_graph(meta_graph_or_file, clear_devices=False, import_scope=None, **kwargs):
    """Imports a ``.meta`` file (or MetaGraphDef) into the default graph with its
    collections; returns a Saver for its variables (None if it has none)."""
    meta = meta_graph_or_file
    if isinstance(meta, (str, os.PathLike)):
        meta = read_message(str(meta), "MetaGraphDef")
    if clear_devices:
        meta = type(meta).FromString(meta.SerializeToString())
        for node in meta.graph_def.node:
            node.device = ""
    g = get_default_graph()
    import_graph_def(meta.graph_def, name=import_scope or "", **kwargs)
    scope = (import_scope.rstrip("/") + "/") if import_scope else ""
    variables = {}  # one Variable object per variable, whatever collections hold it
    for key, collection in meta.collection_def.items():
        for item in _collection_items(g, key, collection, scope, variables):
            add_to_collection(key, item)
    if meta.HasField("saver_def"):
        return Saver(saver_def=saver_def_from_proto(meta.saver_def, scope))
    if variables:
        return Saver()
    return None


def _collection_items(g, key, collection, scope, variables):
    kind = collection.WhichOneof("kind")
    if kind == "node_list":
        return [g.as_graph_element(scope + name) for name in collection.node_list.value]
    if kind == "bytes_list" and key in VARIABLE_COLLECTIONS:
        variable_def = proto_module("variable_pb2").VariableDef
        items = []
        for data in collection.bytes_list.value:
            message = variable_def.FromString(data)
            if message.variable_name not in variables:
                variables[message.variable_name] = Variable(
                    variable_def=message, import_scope=scope.rstrip("/") or None)
            items.append(variables[message.variable_name])
        return items
    if kind == "bytes_list":
        return [] if key in _OTHER_MESSAGES else list(collection.bytes_list.value)
    if kind in ("int64_list", "float_list"):
        return list(getattr(collection, kind).value)
    return []


def saver_def_from_proto(message, scope=""):
    """A ``SaverDef`` message as scopelab's SaverDef, its names under ``scope``."""
    saver_def = SaverDef(scope + message.filename_tensor_name, scope + message.save_tensor_name,
                         scope + message.restore_op_name, message.max_to_keep,
                         message.keep_checkpoint_every_n_hours)
    saver_def.sharded = message.sharded
    saver_def.version = message.version
    return saver_def
