# tier: semantics
# tf.train.MonitoredTrainingSession on one machine, as cifar10_train.py uses it: hooks
# StopAtStepHook, NanTensorHook and LoggingTensorHook; the chief adds a StepCounterHook, a
# SummarySaverHook and a CheckpointSaverHook. TF finalizes the graph inside the block (adding an
# op raises) and unfinalizes it after; it saves model.ckpt-<step> at the start, every
# save_checkpoint_steps and at the end, writes graph.pbtxt, the checkpoint state file and one
# event file (graph, meta graph, CHECKPOINT logs, START, summaries at the step after each run,
# global_step/sec); it logs TF's lines (the seconds and steps/sec vary and are masked here).
import logging
import os
import re
import struct
import tempfile

try:  # scopelab's environment has tensorboard's copy of TF's messages, TF's has its own
    from tensorboard.compat.proto import event_pb2
except ImportError:
    from tensorflow.core.util import event_pb2


def load_events(path):
    """The Event messages of an event file (TF's record framing: length, crc, data, crc)."""
    with open(path, "rb") as f:
        data = f.read()
    at, out = 0, []
    while at < len(data):
        (n,) = struct.unpack("<Q", data[at:at + 8])
        out.append(event_pb2.Event.FromString(data[at + 12:at + 12 + n]))
        at += 12 + n + 4
    return out

lines = []


class Keep(logging.Handler):
    def emit(self, record):
        lines.append([record.levelname, record.getMessage()])


logger = tf.get_logger()
keep = Keep()
logger.addHandler(keep)
before = logger.level
tf.logging.set_verbosity(tf.logging.INFO)
d = tempfile.mkdtemp()

w = tf.get_variable("w", [], initializer=tf.constant_initializer(3.0))
loss = tf.square(w, name="loss")
tf.summary.scalar("loss", loss)
step = tf.train.get_or_create_global_step()
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss, global_step=step)
hooks = [tf.train.StopAtStepHook(last_step=5), tf.train.NanTensorHook(loss),
         tf.train.LoggingTensorHook({"loss": loss}, every_n_iter=2)]
values = []
with tf.train.MonitoredTrainingSession(checkpoint_dir=d, hooks=hooks, save_checkpoint_steps=2,
                                       save_summaries_steps=2, log_step_count_steps=2) as sess:
    emit("finalized_inside", tf.get_default_graph().finalized)
    expect_error(lambda: tf.constant(1.0), "add_op_inside")
    emit("graph_is_default", sess.graph is tf.get_default_graph())
    while not sess.should_stop():
        values.append(sess.run([train, loss])[1])
emit("values", values)
emit("finalized_after", tf.get_default_graph().finalized)
emit("graph_after_close", sess.graph)
emit("should_stop_after_close", sess.should_stop())
emit("files", [re.sub(r"tfevents\.\d+\..*", "tfevents", f) for f in sorted(os.listdir(d))])
with open(os.path.join(d, "checkpoint")) as f:
    emit("checkpoint_state", f.read().replace(d, "<d>"))
emit("latest", tf.train.latest_checkpoint(d).replace(d, "<d>"))
emit("restored_w", tf.train.load_variable(d, "w"))
emit("restored_step", tf.train.load_variable(d, "global_step"))
emit("logged", [[level, re.sub(r"\(\d+\.\d+ sec\)", "(_ sec)",
                               re.sub(r"sec: [\d.e+]+$", "sec: _", msg.replace(d, "<d>")))]
                for level, msg in lines if not msg.startswith("It seems that global step")])
tf.summary.FileWriterCache.clear()  # closes the hooks' shared writer: all events on disk
events = []
for name in os.listdir(d):
    if name.startswith("events.out.tfevents"):
        for e in load_events(os.path.join(d, name)):
            kind = e.WhichOneof("what")
            item = [kind, e.step]
            if kind == "summary":
                item.append([v.tag for v in e.summary.value])
            elif kind == "session_log":
                item.append([e.session_log.status,
                             e.session_log.checkpoint_path.replace(d, "<d>")])
            events.append(item)
emit("events", events)
with open(os.path.join(d, "graph.pbtxt")) as f:
    emit("graph_pbtxt_has_shapes", "_output_shapes" in f.read())
tf.logging.set_verbosity(before)
logger.removeHandler(keep)
