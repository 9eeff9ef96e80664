# tier: semantics
# A second MonitoredTrainingSession on the same checkpoint_dir restores the latest checkpoint
# (no init_op runs: w keeps its trained value, the global step goes on from 3), saves at once
# again, and its Saver takes over the checkpoints listed in the state file, so that max_to_keep
# deletes the oldest of them. checkpoint_dir=None writes nothing; SingularMonitoredSession
# gives the raw session; checkpoint_filename_with_path restores one named checkpoint, and with
# checkpoint_dir too it is TF's ValueError. A run after should_stop is TF's RuntimeError;
# FinalOpsHook fetches its values at the end.
import os
import tempfile

d = tempfile.mkdtemp()
w = tf.get_variable("w", [], initializer=tf.constant_initializer(1.0))
step = tf.train.get_or_create_global_step()
train = tf.group(tf.assign_add(w, 1.0), tf.assign_add(step, 1))
saver = tf.train.Saver(max_to_keep=3)
tf.add_to_collection(tf.GraphKeys.SAVERS, saver)


def run_until(last, **kwargs):
    seen = []
    final = tf.train.FinalOpsHook([w, step])
    with tf.train.MonitoredTrainingSession(
            hooks=[tf.train.StopAtStepHook(last_step=last), final], **kwargs) as sess:
        seen.append(sess.run([w, step]))
        while not sess.should_stop():
            sess.run(train)
        expect_error(lambda: sess.run(w), "run_after_stop")
    seen.append(final.final_ops_values)
    return seen


emit("first", run_until(3, checkpoint_dir=d, save_checkpoint_steps=1))
emit("files_first", sorted(f for f in os.listdir(d) if f.endswith(".index")))
emit("second", run_until(6, checkpoint_dir=d, save_checkpoint_steps=1))
emit("files_second", sorted(f for f in os.listdir(d) if f.endswith(".index")))
with open(os.path.join(d, "checkpoint")) as f:
    emit("state", f.read().replace(d, "<d>"))
emit("no_dir", run_until(2))
with tf.train.SingularMonitoredSession(checkpoint_filename_with_path=os.path.join(
        d, "model.ckpt-5")) as sess:
    emit("raw_is_session", type(sess.raw_session()).__name__)
    emit("restored_named", sess.run([w, step]))
emit("raw_after_close", sess.raw_session())
expect_error(lambda: tf.train.SingularMonitoredSession(
    checkpoint_dir=d, checkpoint_filename_with_path=os.path.join(d, "model.ckpt-5")),
    "dir_and_path")
emit("finalized_after_error", tf.get_default_graph().finalized)
