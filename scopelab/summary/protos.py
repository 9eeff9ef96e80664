"""TensorBoard's protocol buffers (``Summary``, ``Event``, ``GraphDef``...), loaded on first use.

A summary op's output is a serialized ``Summary`` message, and an event file is a sequence of
serialized ``Event`` messages: TF's own protocol buffers. scopelab does not re-create them; the
``tensorboard`` package ships TF's ``.proto`` definitions as Python modules
(``tensorboard.compat.proto.summary_pb2``...), and they are used from there. ``tensorboard`` is
an optional extra (``pip install scopelab[summary]``): ``import scopelab`` and building summary
ops never load it; running a summary op or opening a ``FileWriter`` does.
Left out: nothing of TF's; this module only finds the messages.

>>> summary_pb2 = proto_module("summary_pb2")
>>> summary_pb2.Summary(value=[summary_pb2.Summary.Value(tag="loss", simple_value=0.5)])
value {
  tag: "loss"
  simple_value: 0.5
}
<BLANKLINE>
"""
import importlib

_MISSING = ("scopelab's tf.summary writes TensorBoard's protocol buffers, which come with the "
            "`tensorboard` package; it is not installed. Install it with: "
            "pip install scopelab[summary]")


# The messages the tf surface names (tf.Summary, tf.summary.Event...) and their modules.
MESSAGES = {"Summary": "summary_pb2", "SummaryDescription": "summary_pb2",
            "SummaryMetadata": "summary_pb2", "HistogramProto": "histogram_pb2",
            "Event": "event_pb2", "SessionLog": "event_pb2", "TaggedRunMetadata": "event_pb2",
            "GraphDef": "graph_pb2", "NodeDef": "node_def_pb2", "AttrValue": "attr_value_pb2",
            "MetaGraphDef": "meta_graph_pb2"}


def __getattr__(name):
    if name not in MESSAGES:
        raise AttributeError("module %r has no attribute %r" % (__name__, name))
    return getattr(proto_module(MESSAGES[name]), name)


def proto_module(name):
    """``tensorboard.compat.proto.<name>`` (e.g. ``"summary_pb2"``), or TF-style help if absent."""
    return _load("tensorboard.compat.proto." + name)


def _load(module_name):
    try:
        return importlib.import_module(module_name)
    except ImportError as e:
        if e.name is None or not e.name.startswith("tensorboard"):
            raise  # tensorboard is there but broken: its own message says more
        raise ImportError(_MISSING, name=e.name) from None
