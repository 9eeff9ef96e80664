# tier: semantics
# tf.summary.FileWriter's event files, read back with tensorboard's own reader: no file until
# the first event (at once with a filename_suffix), TF's file name, the file_version event first, then summaries with their
# steps, session logs, hand-made events as given, a tag's metadata only the first time, the
# graph and meta graph a constructor graph adds; closed writers warn and write nothing;
# reopen starts a new file; the context manager closes; FileWriterCache shares one writer.
import os
import re
import socket
import tempfile
import time
import warnings

from tensorboard.backend.event_processing.event_file_loader import LegacyEventFileLoader

root = tempfile.mkdtemp()


def files(d):
    return sorted(os.listdir(d)) if os.path.isdir(d) else None


def read(path):
    out = []
    for e in LegacyEventFileLoader(path).Load():
        kind = e.WhichOneof("what")
        item = [kind, e.step]
        if kind == "file_version":
            item.append(e.file_version)
        elif kind == "summary":
            item.append([[v.tag, v.WhichOneof("value"), v.HasField("metadata")]
                         for v in e.summary.value])
        elif kind == "session_log":
            item.append(e.session_log.status)
        out.append(item)
    return out


def name_ok(name, suffix=""):
    return bool(re.match(r"events\.out\.tfevents\.\d{10}\.%s%s$" % (
        re.escape(socket.gethostname()), re.escape(suffix)), name))


x = tf.placeholder(tf.float32, [None], name="x")
loss = tf.summary.scalar("loss", tf.reduce_sum(x))
hist = tf.summary.histogram("x", x)
words = tf.summary.text("words", tf.constant(["hi"]))
merged = tf.summary.merge_all()

logdir = os.path.join(root, "a", "b")
writer = tf.summary.FileWriter(logdir, max_queue=3, flush_secs=60)
emit("logdir", writer.get_logdir() == logdir)
emit("files_before_any_event", files(logdir))
with tf.Session() as sess:
    for step in range(3):
        writer.add_summary(sess.run(merged, {x: [1.0, 2.0 * step]}), global_step=step)
    writer.add_summary(sess.run(loss, {x: [3.0]}))
writer.add_session_log(tf.SessionLog(status=tf.SessionLog.START), global_step=5)
writer.add_event(tf.Event(wall_time=123.0, step=7, summary=tf.Summary(
    value=[tf.Summary.Value(tag="made", simple_value=2.5)])))
writer.add_summary(tf.Summary(value=[tf.Summary.Value(tag="proto", simple_value=1.5)]), 8)
writer.flush()
first = files(logdir)
emit("one_file", [len(first), name_ok(first[0])])
emit("events", read(os.path.join(logdir, first[0])))
writer.close()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    writer.add_summary(tf.Summary(value=[tf.Summary.Value(tag="late", simple_value=1.0)]), 9)
    writer.flush()
emit("closed_warnings", [[w.category.__name__, str(w.message)] for w in caught])
now = int(time.time())
while int(time.time()) == now:  # TF names files by the second: let the next one differ
    time.sleep(0.05)
writer.reopen()
writer.add_summary(tf.Summary(value=[tf.Summary.Value(tag="again", simple_value=1.0)]), 10)
writer.close()
both = files(logdir)
emit("after_reopen", [len(both), both[0] == first[0]])
emit("reopened_events", read(os.path.join(logdir, both[1])))

with tf.summary.FileWriter(os.path.join(root, "empty"), filename_suffix=".v1") as w:
    emit("context_manager_returns_writer", isinstance(w, tf.summary.FileWriter))
emit("a_suffix_makes_the_file_at_once", [name_ok(f, ".v1") for f in files(os.path.join(root, "empty"))])

graph_dir = os.path.join(root, "graph")
with tf.summary.FileWriter(graph_dir, tf.get_default_graph(), filename_suffix=".v1") as w:
    w.add_summary(tf.Summary(value=[tf.Summary.Value(tag="t", simple_value=1.0)]), 1)
emit("graph_file", [[name_ok(f, ".v1") for f in files(graph_dir)]])
emit("graph_events", read(os.path.join(graph_dir, files(graph_dir)[0])))
expect_error(lambda: w.add_graph(tf.get_default_graph(), graph_def=tf.get_default_graph()),
             "graph_and_graph_def")
expect_error(lambda: w.add_graph("graph"), "not_a_graph")
expect_error(lambda: w.add_meta_graph("meta"), "not_a_meta_graph")

cached = tf.summary.FileWriterCache.get(os.path.join(root, "cached"))
emit("cache", cached is tf.summary.FileWriterCache.get(os.path.join(root, "cached")))
tf.summary.FileWriterCache.clear()
emit("cache_cleared", [len(files(os.path.join(root, "cached"))),
                       cached is tf.summary.FileWriterCache.get(os.path.join(root, "cached"))])
tf.summary.FileWriterCache.clear()
