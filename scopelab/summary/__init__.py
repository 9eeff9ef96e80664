"""``tf.summary``: summary ops for TensorBoard, and ``FileWriter`` to store what they return.

Mirrors ``tf.compat.v1.summary``. The pieces:

- ``summary_ops.py``: ``scalar``, ``histogram``, ``image``, ``audio``, ``text``,
  ``tensor_summary``, ``merge``, ``merge_all``: ops whose output is a serialized ``Summary``;
- ``histogram_buckets.py``, ``image_encoding.py`` (with ``png.py``), ``wav_encoding.py``: their
  kernels, which compute what TensorBoard shows as TF does (TF's buckets, TF's PNG bytes);
- ``writer.py``: ``FileWriter`` and ``FileWriterCache``, which write event files;
- ``graph_proto.py``: a Graph as the binary ``GraphDef`` an event file holds;
  ``meta_graph.py``: the ``MetaGraphDef`` (graph and collections) written after it;
- ``protos.py``: TF's protocol buffers (``Summary``, ``Event``, ``SessionLog``...), taken
  from the ``tensorboard`` package on first use (``pip install scopelab[summary]``).

Building summary ops needs only numpy; running them or writing files loads tensorboard.
Left out: TF2's summaries (``all_v2_summary_ops``, ``initialize``), ``get_summary_description``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     h = tf.summary.histogram("weights", tf.zeros([3]))
>>> h.op.type, tf.summary.merge_all is merge_all
('HistogramSummary', True)
"""
from . import histogram_buckets, image_encoding, wav_encoding  # noqa: F401 - kernels
from .summary_ops import (audio, histogram, image, merge, merge_all, scalar,  # noqa: F401
                          tensor_summary, text)
from .writer import FileWriter, FileWriterCache  # noqa: F401

# The messages tf.summary names; loading them loads tensorboard, so only on first use.
_MESSAGES = ("Event", "SessionLog", "Summary", "SummaryDescription", "TaggedRunMetadata")


def __getattr__(name):
    if name not in _MESSAGES:
        from ..left_out import missing_attribute  # TF's AttributeError, and why
        raise missing_attribute(__name__, name)
    from . import protos
    return getattr(protos, name)


def __dir__():
    return sorted(set(globals()) | set(_MESSAGES))
