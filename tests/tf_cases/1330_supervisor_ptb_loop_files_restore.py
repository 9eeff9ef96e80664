# tier: semantics
# tf.train.Supervisor as ptb_word_lm.py uses it: Supervisor(logdir) finds or makes its ops (each
# added to its collection: report_uninitialized_variables, init, group_deps, a Saver,
# Merge/MergeSummary, the global step) and finalizes the graph for good (still finalized
# after the block). managed_session initializes, writes graph.pbtxt and an event file (graph,
# meta graph, START at the step, STOP without one); with save_model_secs=0 and
# save_summaries_secs=0 no thread runs. sv.saver.save writes model.ckpt-<step> and the
# checkpoint file. A second run in a new graph restores the latest checkpoint of logdir, and
# its Saver takes over the first run's checkpoints (max_to_keep counts them).
import hashlib
import logging
import os
import re
import struct
import tempfile

try:  # scopelab's environment has tensorboard's copy of TF's messages, TF's has its own
    from tensorboard.compat.proto import event_pb2
except ImportError:
    from tensorflow.core.util import event_pb2


def events_of(d):
    out = []
    for name in sorted(os.listdir(d)):
        if not name.startswith("events.out.tfevents"):
            continue
        with open(os.path.join(d, name), "rb") as f:
            data = f.read()
        at, items = 0, []
        while at < len(data):
            (n,) = struct.unpack("<Q", data[at:at + 8])
            e = event_pb2.Event.FromString(data[at + 12:at + 12 + n])
            at += 12 + n + 4
            kind = e.WhichOneof("what")
            item = [kind, e.step]
            if kind == "summary":
                item.append([[v.tag, v.simple_value] for v in e.summary.value])
            elif kind == "session_log":
                item.append([e.session_log.status, e.session_log.checkpoint_path.replace(d, "<d>")])
            items.append(item)
        out.append(items)
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


def model():
    with tf.variable_scope("Model"):
        w = tf.get_variable("w", [2], initializer=tf.constant_initializer([1.0, -1.0]))
        counter = tf.get_variable("counter", [], tf.int32, tf.zeros_initializer(),
                                  collections=[tf.GraphKeys.LOCAL_VARIABLES])
    loss = tf.reduce_sum(tf.square(w - 3.0), name="loss")
    tf.summary.scalar("loss", loss)
    step = tf.train.get_or_create_global_step()
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss, global_step=step)
    return w, counter, loss, train


g = tf.Graph()
with g.as_default():
    w, counter, loss, train = model()
    n = len(g.get_operations())
    sv = tf.train.Supervisor(logdir=d, save_model_secs=0, save_summaries_secs=0)
    emit("ops_added", [[op.name, op.type] for op in g.get_operations()[n:]])
    emit("finalized", g.finalized)
    emit("parts", [sv.ready_op, sv.ready_for_local_init_op, sv.init_op, sv.summary_op,
                   sv.global_step, sv.save_path.replace(d, "<d>"), sv.is_chief,
                   sv.save_summaries_secs, sv.save_model_secs, sv.init_feed_dict,
                   tf.train.Supervisor.USE_DEFAULT, type(sv.session_manager).__name__,
                   type(sv.coord).__name__, type(sv.summary_writer).__name__,
                   sv.saver.saver_def.restore_op_name])
    emit("collections", {k: g.get_collection(k) for k in
                         ("ready_op", "init_op", "local_init_op", "summary_op", "global_step")})
    emit("files_before", os.listdir(d))
    values = []
    with sv.managed_session() as session:
        emit("files_inside", sorted(re.sub(r"tfevents\.\d+\..*", "tfevents", f)
                                    for f in os.listdir(d)))
        emit("should_stop_inside", sv.should_stop())
        expect_error(lambda: tf.constant(1.0), "add_op_inside")
        emit("counter", session.run(counter))
        for i in range(3):
            if sv.should_stop():
                break
            values.append(session.run([loss, train])[0])
        path = sv.saver.save(session, sv.save_path, global_step=sv.global_step)
        emit("saved", path.replace(d, "<d>"))
    emit("values", values)
    emit("after", [sv.should_stop(), g.finalized, sv.coord.joined])
    expect_error(lambda: session.run(loss), "run_after")
    emit("files_after", sorted(re.sub(r"tfevents\.\d+\..*", "tfevents", f)
                               for f in os.listdir(d)))
    with open(os.path.join(d, "checkpoint")) as f:
        emit("checkpoint_state", f.read().replace(d, "<d>"))
    emit("events", events_of(d))
    with open(os.path.join(d, "graph.pbtxt")) as f:
        text = f.read()
    emit("graph_pbtxt", [text.count("\n"), hashlib.sha256(text.encode()).hexdigest()])

# The next run: a new graph, the same logdir; max_to_keep=1 deletes the first run's checkpoint.
g2 = tf.Graph()
with g2.as_default():
    w, counter, loss, train = model()
    saver = tf.train.Saver(max_to_keep=1)
    sv = tf.train.Supervisor(logdir=d, saver=saver, save_model_secs=0, save_summaries_secs=0)
    with sv.managed_session() as session:
        emit("restored", session.run([w, sv.global_step]))
        emit("last_checkpoints", [p.replace(d, "<d>") for p in saver.last_checkpoints])
        session.run(train)
        sv.saver.save(session, sv.save_path, global_step=sv.global_step)
    # (a run in the same second as the last writes its events to a file of the same name)
    emit("files_second", sorted(set(re.sub(r"tfevents\.\d+\..*", "tfevents", f)
                                    for f in os.listdir(d))))
    with open(os.path.join(d, "checkpoint")) as f:
        emit("checkpoint_state_second", f.read().replace(d, "<d>"))
    emit("latest_w", tf.train.load_variable(d, "Model/w"))
# (the deprecation warning comes once per process: tests/test_supervisor.py checks it)
emit("logged", [[level, msg.replace(d, "<d>")] for level, msg in lines
                if not msg.startswith("From ")])
tf.logging.set_verbosity(before)
logger.removeHandler(keep)
