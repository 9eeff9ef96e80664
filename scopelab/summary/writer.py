"""``tf.summary.FileWriter``: TensorBoard event files, and ``FileWriterCache``.

Mirrors ``tensorflow/python/summary/writer/writer.py`` and its event file writer. An event
file, ``<logdir>/events.out.tfevents.<seconds>.<host><filename_suffix>``, is a sequence of
records (TF's record format, ``records.py``), each a serialized ``Event``: a wall time, a step,
and one payload. The first event says ``file_version:
"brain.Event:2"``; then come whatever the program adds:

- ``add_summary(summary, global_step)``: the bytes a summary op returned (or a ``Summary``);
  a tag's ``metadata`` (which plugin shows it) is kept only the first time the tag is seen;
- ``add_graph(graph)``: the graph as a binary ``GraphDef`` with every node's output shapes
  (graph_proto.py), which TensorBoard draws; ``FileWriter(logdir, graph)`` adds it, then a
  ``MetaGraphDef`` with the collections too (meta_graph.py);
- ``add_session_log``, ``add_event``: other events, as given.

As in TF, the file appears with the first event (at once if there is a ``filename_suffix``),
is flushed every ``flush_secs`` seconds
(and by ``flush()``/``close()``), and a writer reopened after ``close()`` starts a new file.
Adding to a closed writer does nothing but warn. Unlike TF, events are written at once, not
by a background thread (so ``max_queue`` has nothing to bound), and a second file made in the
same second gets a ``.1`` after the host name instead of overwriting the first.
Left out: ``add_run_metadata``, plugin assets, ``session=`` (TF2's writer resources).

>>> import os, tempfile, scopelab as tf
>>> logdir = tempfile.mkdtemp()
>>> with tf.Graph().as_default() as g:
...     loss = tf.summary.scalar("loss", tf.constant(0.25))
...     with tf.summary.FileWriter(logdir, g) as writer, tf.Session() as sess:
...         writer.add_summary(sess.run(loss), global_step=1)
>>> [f.startswith("events.out.tfevents.") for f in os.listdir(logdir)]
[True]
"""
import os
import socket
import threading
import time
import warnings

from ..default_graph import get_default_graph
from ..graph import Graph
from ..graph_def import GraphDef
from .graph_proto import graph_def_proto
from .meta_graph import meta_graph_def_proto
from .protos import proto_module
from .records import RecordWriter

_CLOSED_WARNING = ("Attempting to use a closed FileWriter. The operation will be a noop unless "
                   "the FileWriter is explicitly reopened.")


class _EventFile:
    """One open event file: its records, and when to flush them next."""

    def __init__(self, logdir, suffix, flush_secs):
        seconds = int(time.time())
        base = os.path.join(logdir, "events.out.tfevents.%010d.%s" % (seconds,
                                                                     socket.gethostname()))
        self.path, n = base + suffix, 0
        while os.path.exists(self.path):
            n += 1
            self.path = "%s.%d%s" % (base, n, suffix)
        self._records = RecordWriter(open(self.path, "wb"))
        self._flush_secs = flush_secs
        self._next_flush = 0.0  # the first event is flushed at once, as TF's writer does
        event_pb2 = proto_module("event_pb2")
        self.write(event_pb2.Event(wall_time=seconds, file_version="brain.Event:2",
                                   source_metadata=event_pb2.SourceMetadata(
                                       writer="scopelab.summary.writer")), flush=False)

    def write(self, event, flush=True):
        self._records.write(event.SerializeToString())
        now = time.time()
        if flush and now > self._next_flush:
            self._records.flush()
            self._next_flush = now + self._flush_secs

    def flush(self):
        self._records.flush()

    def close(self):
        self._records.close()


class FileWriter:
    """Writes ``Summary`` messages, graphs and other events to an event file in ``logdir``."""

    def __init__(self, logdir, graph=None, max_queue=10, flush_secs=120, graph_def=None,
                 filename_suffix=None):
        self._event_pb2 = proto_module("event_pb2")  # without tensorboard, fail here
        self._logdir = str(logdir)
        os.makedirs(self._logdir, exist_ok=True)
        del max_queue  # events are written at once: there is no queue to bound
        self._flush_secs = flush_secs
        self._suffix = filename_suffix or ""
        self._file = None  # opened by the first event
        self._closed = False
        if self._suffix:  # TF's writer opens a file with a suffix at once
            self._file = _EventFile(self._logdir, self._suffix, flush_secs)
        self._seen_summary_tags = set()
        if graph is not None or graph_def is not None:
            proto = self.add_graph(graph=graph, graph_def=graph_def)
            # As TF does, the meta graph takes its collections from the default graph.
            self.add_meta_graph(meta_graph_def_proto(get_default_graph(), proto))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def get_logdir(self):
        """The directory the event files go to."""
        return self._logdir

    def add_summary(self, summary, global_step=None):
        """Adds a ``Summary`` (or the bytes a summary op returned) as an event at ``global_step``."""
        if isinstance(summary, bytes):
            summary = proto_module("summary_pb2").Summary.FromString(summary)
        for value in summary.value:
            if not value.HasField("metadata"):
                continue
            if value.tag in self._seen_summary_tags:
                value.ClearField("metadata")  # TensorBoard needs a tag's metadata once
                continue
            self._seen_summary_tags.add(value.tag)
        self._add_event(self._event_pb2.Event(summary=summary), global_step)

    def add_session_log(self, session_log, global_step=None):
        """Adds a ``SessionLog`` (START, STOP, CHECKPOINT) as an event at ``global_step``."""
        self._add_event(self._event_pb2.Event(session_log=session_log), global_step)

    def add_graph(self, graph, global_step=None, graph_def=None):
        """Adds ``graph`` (a Graph, or a GraphDef) as a binary ``GraphDef`` event."""
        if graph is not None and graph_def is not None:
            raise ValueError("Please pass only graph, or graph_def (deprecated), but not both.")
        given = graph if graph is not None else graph_def
        if isinstance(given, Graph):
            proto = graph_def_proto(given, add_shapes=True)
        elif isinstance(given, GraphDef):
            proto = graph_def_proto(given)
        elif isinstance(given, proto_module("graph_pb2").GraphDef):
            proto = given
        else:
            raise TypeError("The passed graph must be an instance of `Graph` or the deprecated "
                            "`GraphDef`")
        self._add_event(self._event_pb2.Event(graph_def=proto.SerializeToString()), global_step)
        return proto

    def add_meta_graph(self, meta_graph_def, global_step=None):
        """Adds a ``MetaGraphDef`` (the graph with its collections) as an event."""
        if not isinstance(meta_graph_def, proto_module("meta_graph_pb2").MetaGraphDef):
            raise TypeError("meta_graph_def must be type MetaGraphDef, saw type: %s"
                            % type(meta_graph_def))
        self._add_event(self._event_pb2.Event(
            meta_graph_def=meta_graph_def.SerializeToString()), global_step)

    def add_event(self, event):
        """Adds an ``Event`` as it is (its wall time and step untouched)."""
        if self._warn_if_closed():
            return
        if self._file is None:
            self._file = _EventFile(self._logdir, self._suffix, self._flush_secs)
        self._file.write(event)

    def flush(self):
        """Writes everything added so far to disk."""
        if not self._warn_if_closed() and self._file is not None:
            self._file.flush()

    def close(self):
        """Flushes and closes the event file; the writer does nothing until ``reopen()``."""
        if self._file is not None:
            self._file.close()
            self._file = None
        self._closed = True

    def reopen(self):
        """After ``close()``: events added from now on go to a new event file."""
        self._closed = False

    def _add_event(self, event, step):
        event.wall_time = time.time()
        if step is not None:
            event.step = int(step)
        self.add_event(event)

    def _warn_if_closed(self):
        if self._closed:
            warnings.warn(_CLOSED_WARNING)
        return self._closed


class FileWriterCache:
    """One shared ``FileWriter`` per log directory, made with the default graph."""

    _cache = {}
    _lock = threading.RLock()

    @staticmethod
    def get(logdir):
        """The cached writer for ``logdir``, made (with the default graph) on first use."""
        with FileWriterCache._lock:
            if logdir not in FileWriterCache._cache:
                FileWriterCache._cache[logdir] = FileWriter(logdir, graph=get_default_graph())
            return FileWriterCache._cache[logdir]

    @staticmethod
    def clear():
        """Closes and forgets every cached writer."""
        with FileWriterCache._lock:
            for writer in FileWriterCache._cache.values():
                writer.close()
            FileWriterCache._cache = {}
