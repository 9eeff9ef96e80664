# tier: semantics
# How a Supervisor's managed_session ends: OutOfRangeError from the block is a normal end
# (swallowed, the services stopped, the session closed); another error is reported to the
# Coordinator and raised again after the stop; so is an error of a service thread (loop()).
# A stop requested before leaves should_stop() true until prepare_or_wait_for_session clears it.
# Without a logdir nothing is written (standard services warn, summary_computed raises); the
# None arguments turn each default off; init_fn and init_feed_dict initialize; a non-chief
# needs devices on its variables. tf.train.SessionManager: prepare_session,
# recover_session, wait_for_session and their errors.
import os
import tempfile
import time

x = tf.placeholder(tf.float32, [], name="x")
v = tf.Variable(x, name="v")
step = tf.train.get_or_create_global_step()
train = tf.assign_add(step, 1)
sv = tf.train.Supervisor(init_feed_dict={x: 5.0})
emit("no_logdir", [sv.save_path, sv.summary_writer, sv.summary_op, sv.save_model_secs])
emit("aliases", [callable(getattr(sv, n)) for n in
                 ("PrepareSession", "StartQueueRunners", "StartStandardServices", "Stop",
                  "RequestStop", "Loop", "ShouldStop", "StopOnException", "WaitForStop",
                  "SummaryComputed")])
runs = []
with sv.managed_session() as sess:
    emit("fed_init", sess.run(v))
    emit("services_without_logdir", sv.start_standard_services(sess))
    expect_error(lambda: sv.summary_computed(sess, b""), "summary_computed_without_writer")
    while True:  # the input ends: a normal end of the block
        runs.append(int(sess.run(train)))
        if len(runs) == 3:
            raise tf.errors.OutOfRangeError(None, None, "End of sequence")
emit("out_of_range_end", [runs, sv.should_stop()])
expect_error(lambda: sess.run(train), "closed_after_out_of_range")


def raise_in_block():
    with sv.managed_session() as sess:
        emit("cleared_stop", sv.should_stop())
        sess.run(train)
        raise ValueError("bad batch")


expect_error(raise_in_block, "value_error_in_block")
emit("stopped_after_error", sv.should_stop())


def thread_fails():
    with sv.managed_session() as sess:
        def fail():
            raise tf.errors.InvalidArgumentError(None, None, "service failed")
        sv.loop(0.001, fail)
        deadline = time.time() + 20
        while not sv.should_stop() and time.time() < deadline:
            time.sleep(0.005)
        emit("should_stop_after_thread_error", sv.should_stop())


expect_error(thread_fails, "thread_error")


def asked_to_stop():
    with sv.managed_session() as sess:
        sv.request_stop()
        emit("asked", sv.should_stop())
        raise ValueError("lost: a stop was requested first")


expect_error(asked_to_stop, "error_after_request_stop")

sess = sv.prepare_or_wait_for_session(start_standard_services=False)
emit("prepared_again", [sv.should_stop(), int(sess.run(step))])
sv.stop()
sess.close()

tf.reset_default_graph()
w = tf.Variable(1.0, name="w")
calls = []
sv = tf.train.Supervisor(init_op=None, init_fn=lambda s: calls.append(s.run(w.initializer)),
                         summary_op=None, saver=None, global_step=None, ready_op=None,
                         local_init_op=None, logdir=tempfile.mkdtemp())
emit("none_parts", [sv.init_op, sv.saver, sv.global_step, sv.ready_op, sv.summary_op,
                    tf.get_collection(tf.GraphKeys.SAVERS),
                    tf.get_collection(tf.GraphKeys.READY_OP)])
with sv.managed_session() as sess:
    emit("init_fn", [calls, sess.run(w)])
emit("files_without_saver", sorted(f[:6] for f in os.listdir(sv._logdir)))

tf.reset_default_graph()
w = tf.Variable(1.0, name="w")
sv = tf.train.Supervisor(init_op=None, local_init_op=None)
expect_error(lambda: sv.prepare_or_wait_for_session(), "nothing_initializes")
tf.reset_default_graph()
w = tf.Variable(1.0, name="w")
sv = tf.train.Supervisor(init_op=tf.no_op(name="nothing"))
expect_error(lambda: sv.prepare_or_wait_for_session(), "not_ready")

tf.reset_default_graph()
w = tf.Variable(1.0, name="w")
expect_error(lambda: tf.train.Supervisor(is_chief=False), "worker_without_devices")
tf.reset_default_graph()
with tf.device("/job:ps/task:0"):
    w = tf.Variable(1.0, name="w")
sv = tf.train.Supervisor(is_chief=False, logdir=tempfile.mkdtemp())
emit("worker", [sv.is_chief, sv.save_path, sv.summary_writer])
expect_error(lambda: sv.start_standard_services(None), "worker_services")

tf.reset_default_graph()
d = tempfile.mkdtemp()
w = tf.Variable(2.0, name="w")
saver = tf.train.Saver()
ready = tf.report_uninitialized_variables()
manager = tf.train.SessionManager(ready_op=ready)
sess, restored = manager.recover_session("", saver=saver, checkpoint_dir=d)
emit("recover_nothing", [restored, sess.run(ready)])
sess = manager.prepare_session("", init_op=w.initializer, saver=saver, checkpoint_dir=d)
sess.run(tf.assign(w, 7.0))
saver.save(sess, os.path.join(d, "m"), global_step=4)
sess, restored = manager.recover_session("", saver=saver, checkpoint_dir=d)
emit("recovered", [restored, sess.run(w)])
emit("prepared", manager.prepare_session("", saver=saver, checkpoint_dir=d).run(w))
emit("by_filename", manager.prepare_session(
    "", saver=saver, checkpoint_filename_with_path=os.path.join(d, "m-4")).run(w))
expect_error(lambda: manager.prepare_session("", saver=saver, checkpoint_dir=d,
                                             checkpoint_filename_with_path=d), "both")
# (each new session starts with its variables uninitialized: without a ready_op it is ready)
emit("wait_ready", tf.train.SessionManager().wait_for_session("", max_wait_secs=0).run(
    tf.report_uninitialized_variables()))
tf.reset_default_graph()
u = tf.Variable(1.0, name="u")
manager = tf.train.SessionManager(ready_op=tf.report_uninitialized_variables())
expect_error(lambda: manager.wait_for_session("", max_wait_secs=0), "wait_not_ready")
expect_error(lambda: manager.prepare_session(""), "prepare_nothing")
expect_error(lambda: tf.train.SessionManager(ready_for_local_init_op=u), "ready_without_local")
