# tier: semantics
# The basic hooks' own behaviour in TF: NanTensorHook raises NanLossDuringTrainingError ("NaN
# loss during training.") after logging an error, or with fail_on_nan_loss=False warns and
# stops; LoggingTensorHook with a list of names (logged in list order), a formatter, at_end;
# CheckpointSaverListener calls and a listener stopping training; SummarySaverHook with its
# own summary_op and writer; StepCounterHook's tag; the constructors' and begin's errors.
import logging
import os
import re
import tempfile

lines = []


class Keep(logging.Handler):
    def emit(self, record):
        lines.append([record.levelname, record.getMessage()])


logger = tf.get_logger()
keep = Keep()
logger.addHandler(keep)
before = logger.level
tf.logging.set_verbosity(tf.logging.INFO)

expect_error(lambda: tf.train.StopAtStepHook(), "stop_no_args")
expect_error(lambda: tf.train.StopAtStepHook(num_steps=1, last_step=2), "stop_both")
expect_error(lambda: tf.train.LoggingTensorHook({"a": "a"}), "logging_no_every")
expect_error(lambda: tf.train.LoggingTensorHook({"a": "a"}, every_n_iter=0), "logging_zero")
expect_error(lambda: tf.train.LoggingTensorHook({"a": "a"}, every_n_iter=1, every_n_secs=1),
             "logging_both")
expect_error(lambda: tf.train.SummarySaverHook(save_steps=1), "summary_no_op")
expect_error(lambda: tf.train.StepCounterHook(every_n_steps=None), "counter_none")
expect_error(lambda: tf.train.SecondOrStepTimer(), "timer_none")
expect_error(lambda: tf.train.SecondOrStepTimer(every_secs=1, every_steps=1), "timer_both")
expect_error(lambda: tf.train.CheckpointSaverHook("d", save_steps=1, saver=object(),
                                                  scaffold=object()), "saver_and_scaffold")
expect_error(lambda: tf.train.CheckpointSaverHook("d"), "checkpoint_no_every")
expect_error(lambda: tf.train.StopAtStepHook(last_step=1).begin(), "stop_no_global_step")
expect_error(lambda: tf.train.StepCounterHook().begin(), "counter_no_global_step")
emit("nan_error_str", str(tf.train.NanLossDuringTrainingError()))
emit("nan_error_is_runtime", issubclass(tf.train.NanLossDuringTrainingError, RuntimeError))

x = tf.placeholder(tf.float32, [], name="x")
loss = tf.identity(x * 1.0, name="loss")
count = tf.Variable(0, name="count")
bump = tf.assign_add(count, 1)


def nan_run(**kwargs):
    with tf.train.MonitoredSession(hooks=[tf.train.NanTensorHook(loss, **kwargs)]) as sess:
        sess.run(loss, {x: 1.0})
        sess.run(loss, {x: float("nan")})
        return sess.should_stop()


expect_error(nan_run, "nan_fails")
emit("nan_warns_and_stops", nan_run(fail_on_nan_loss=False))

hooks = [tf.train.LoggingTensorHook(["loss", "count"], every_n_iter=2),
         tf.train.LoggingTensorHook({"l": loss}, every_n_iter=1,
                                    formatter=lambda v: "formatted %.1f" % v["l"]),
         tf.train.LoggingTensorHook({"count": count}, at_end=True)]
with tf.train.MonitoredSession(hooks=hooks) as sess:
    for i in range(3):
        sess.run(bump, {x: float(i) + 0.5})
expect_error(lambda: tf.train.LoggingTensorHook(["nothere"], every_n_iter=1).begin(),
             "logging_missing_name")
other = tf.Graph()
with other.as_default():
    elsewhere = tf.constant(1.0)
try:  # the message shows the graphs' addresses
    tf.train.LoggingTensorHook({"c": elsewhere}, every_n_iter=1).begin()
except ValueError as e:
    emit("logging_other_graph", str(e).startswith("Passed Tensor(\"Const:0\""))
emit("logged", [[level, re.sub(r"\(\d+\.\d+ sec\)", "(_ sec)", m)] for level, m in lines])
del lines[:]

tf.reset_default_graph()
d = tempfile.mkdtemp()
step = tf.train.get_or_create_global_step()
v = tf.Variable(1.0, name="v")
train = tf.group(tf.assign_add(v, 1.0), tf.assign_add(step, 1))
events = []


class Listener(tf.train.CheckpointSaverListener):
    def begin(self):
        events.append(["begin"])

    def before_save(self, session, global_step_value):
        events.append(["before_save", int(global_step_value)])

    def after_save(self, session, global_step_value):
        events.append(["after_save", int(global_step_value)])
        return global_step_value >= 3

    def end(self, session, global_step_value):
        events.append(["end", int(global_step_value)])


saver_hook = tf.train.CheckpointSaverHook(d, save_steps=3, listeners=[Listener()],
                                          checkpoint_basename="net.ckpt")
scalar = tf.summary.scalar("v", v)
summary_hook = tf.train.SummarySaverHook(save_steps=2, output_dir=os.path.join(d, "s"),
                                         summary_op=scalar)
counter = tf.train.StepCounterHook(every_n_steps=1, output_dir=os.path.join(d, "s"))
tf.add_to_collection(tf.GraphKeys.SAVERS, tf.train.Saver())
steps = 0
with tf.train.MonitoredSession(hooks=[saver_hook, summary_hook, counter]) as sess:
    while not sess.should_stop():
        sess.run(train)
        steps += 1
emit("listener_calls", events)
emit("steps_until_listener_stopped", steps)
emit("saved", sorted(f for f in os.listdir(d) if f.startswith("net.ckpt")))
emit("summary_dir", sorted(f[:20] for f in os.listdir(os.path.join(d, "s"))))
emit("logged_saves", [re.sub(" at 0x[0-9a-f]+", "", m.replace(d, "<d>")) for _, m in lines
                      if "Saving" in m or "requested" in m])
tf.logging.set_verbosity(before)
logger.removeHandler(keep)
