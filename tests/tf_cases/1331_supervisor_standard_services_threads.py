# tier: semantics
# The standard services of a Supervisor with a logdir: managed_session reopens the summary
# writer, adds the graph and meta graph, a START session log at the global step, then starts
# three LooperThreads, each running at once and then every interval (3600 s here, so once):
# the summary op's value at the step, "global_step/sec" and a checkpoint model.ckpt-<step>
# with a CHECKPOINT session log. summary_computed writes a summary at the current step;
# loop() starts a further LooperThread; leaving the block stops and joins them all, logs STOP
# (no step) and closes the writer. A writer given to the Supervisor is used as it is.
import logging
import os
import tempfile
import threading
import time

try:  # scopelab's environment has tensorboard's copy of TF's messages, TF's has its own
    from tensorboard.compat.proto import summary_pb2
except ImportError:
    from tensorflow.core.framework import summary_pb2

d = tempfile.mkdtemp()


class Recorder:
    """A summary writer that keeps what it is given (threads write to it too)."""

    def __init__(self):
        self.calls, self.lock = [], threading.Lock()

    def _keep(self, *item):
        with self.lock:
            self.calls.append(list(item))

    def add_summary(self, summary, global_step=None):
        if isinstance(summary, bytes):
            summary = summary_pb2.Summary.FromString(summary)
        self._keep("summary", global_step, [[v.tag, v.simple_value] for v in summary.value])

    def add_session_log(self, session_log, global_step=None):
        self._keep("session_log", global_step, session_log.status,
                   session_log.checkpoint_path.replace(d, "<d>"))

    def add_graph(self, graph, global_step=None):
        self._keep("graph", graph is tf.get_default_graph())

    def add_meta_graph(self, meta_graph_def, global_step=None):
        self._keep("meta_graph", sorted(meta_graph_def.collection_def))

    def reopen(self):
        self._keep("reopen")

    def close(self):
        self._keep("close")


def wait_for(condition):
    deadline = time.time() + 20
    while not condition() and time.time() < deadline:
        time.sleep(0.005)
    return condition()


lines = []


class Keep(logging.Handler):
    def emit(self, record):
        lines.append(record.getMessage().replace(d, "<d>"))


logger = tf.get_logger()
keep = Keep()
logger.addHandler(keep)
before = logger.level
tf.logging.set_verbosity(tf.logging.INFO)

w = tf.get_variable("w", [], initializer=tf.constant_initializer(2.0))
loss = tf.square(w, name="loss")
tf.summary.scalar("loss", loss)
step = tf.train.get_or_create_global_step()
train = tf.train.GradientDescentOptimizer(0.25).minimize(loss, global_step=step)
rec = Recorder()
sv = tf.train.Supervisor(logdir=d, summary_writer=rec, save_model_secs=3600,
                         save_summaries_secs=3600)
emit("writer_is_given", sv.summary_writer is rec)
ticks = []
with sv.managed_session() as sess:
    emit("all_ran", wait_for(lambda: len(rec.calls) >= 7))
    emit("first_calls", rec.calls[:4])
    emit("service_calls", sorted(rec.calls[4:], key=repr))
    # (the deprecation warning comes once per process, "global_step/sec: 0" for the first ten
    # counts in a process: neither is kept here)
    emit("service_logs", sorted(line for line in lines
                                if not line.startswith(("From ", "global_step/sec"))))
    del lines[:]
    emit("checkpoint_0", tf.train.latest_checkpoint(d).replace(d, "<d>"))
    for _ in range(3):
        sess.run(train)
    sv.summary_computed(sess, sess.run(sv.summary_op))
    sv.summary_computed(sess, sess.run(sv.summary_op), global_step=10)
    looper = sv.loop(3600, ticks.append, args=("tick",))
    emit("looper", [type(looper).__name__, looper.daemon, wait_for(lambda: ticks)])
    calls_before_exit = len(rec.calls)
emit("after", [sv.should_stop(), looper.is_alive(), ticks, sv.coord.joined])
emit("last_calls", rec.calls[calls_before_exit - 2:])
emit("files", sorted(f for f in os.listdir(d) if not f.startswith("events")))
with open(os.path.join(d, "checkpoint")) as f:
    emit("checkpoint_state", f.read().replace(d, "<d>"))
emit("saved_w", tf.train.load_variable(d, "w"))
emit("later_logs", lines)
tf.logging.set_verbosity(before)
logger.removeHandler(keep)
