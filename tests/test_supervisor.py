"""Supervisor and SessionManager behaviour a recorded case cannot express: timers, threads,
waiting, the once-per-process deprecation warning.

The expected values come from TF 2.21's tensorflow.compat.v1, run beside scopelab with the
same programs (intervals of 0.05 s, training for 0.4 s: TF wrote model.ckpt-18, -23, -28,
-32, -37, kept five in the checkpoint file, and interleaved summaries, global_step/sec and
CHECKPOINT logs at growing steps), or from its sources (supervisor.py, session_manager.py).
"""
import logging
import os
import threading
import time

import pytest

import scopelab as tf
from scopelab.core.state import engine
from scopelab.summary.records import summary_iterator


def _events(logdir):
    (name,) = [f for f in os.listdir(logdir) if f.startswith("events")]
    return list(summary_iterator(os.path.join(logdir, name)))


def _model():
    w = tf.Variable(1.0, name="w")
    step = tf.train.get_or_create_global_step()
    tf.summary.scalar("wv", w)
    return w, tf.group(tf.assign_add(w, 1.0), tf.assign_add(step, 1))


def test_services_repeat_on_their_timers(tmp_path):
    logdir = str(tmp_path)
    with tf.Graph().as_default():
        _, train = _model()
        sv = tf.train.Supervisor(logdir=logdir, save_model_secs=0.05, save_summaries_secs=0.05)
        with sv.managed_session() as sess:
            start = time.time()
            while time.time() - start < 0.4:
                sess.run(train)
                time.sleep(0.01)
    checkpoints = sorted({f.split(".")[1] for f in os.listdir(logdir) if f.startswith("model")})
    assert len(checkpoints) == 5  # max_to_keep: the older ones were deleted
    with open(os.path.join(logdir, "checkpoint")) as f:
        assert f.read().count("all_model_checkpoint_paths") == 5
    events = _events(logdir)
    kinds = [e.WhichOneof("what") for e in events]
    assert kinds[:4] == ["file_version", "graph_def", "meta_graph_def", "session_log"]
    summaries = [(e.step, e.summary.value[0].tag) for e in events if e.HasField("summary")]
    assert sum(tag == "wv" for _, tag in summaries) >= 3
    assert sum(tag == "global_step/sec" for _, tag in summaries) >= 3
    rates = [e.summary.value[0].simple_value for e in events
             if e.HasField("summary") and e.summary.value[0].tag == "global_step/sec"]
    assert max(rates) > 0
    saves = [e for e in events if e.HasField("session_log") and e.session_log.status == 3]
    assert len(saves) >= 3
    assert saves[-1].session_log.checkpoint_path == os.path.join(logdir, "model.ckpt")
    assert events[-1].session_log.status == 2 and events[-1].step == 0  # STOP, no step
    steps = [e.step for e in events if e.HasField("summary")]
    assert steps[-1] > steps[0]


def test_loop_without_interval_runs_back_to_back_until_the_stop():
    with tf.Graph().as_default():
        tf.Variable(1.0, name="w")
        sv = tf.train.Supervisor()
        calls = []
        with sv.managed_session():
            looper = sv.loop(None, calls.append, args=(1,))
            deadline = time.time() + 10
            while len(calls) < 50 and time.time() < deadline:
                time.sleep(0.001)
        assert len(calls) >= 50 and not looper.is_alive()


def test_a_thread_that_does_not_stop_is_a_runtime_error_after_the_grace_period():
    # TF: "Coordinator stopped with threads still running: sleeper", after stop_grace_secs.
    with tf.Graph().as_default():
        tf.Variable(1.0, name="w")
        sv = tf.train.Supervisor(stop_grace_secs=0.05)
        start = time.time()
        with pytest.raises(RuntimeError, match="^Coordinator stopped with threads still "
                                               "running: sleeper$"):
            with sv.managed_session():
                sleeper = threading.Thread(target=time.sleep, args=(1,), name="sleeper")
                sv.coord.register_thread(sleeper)
                sleeper.start()
        assert time.time() - start < 0.9
        sleeper.join()


def test_wait_for_session_gives_up_after_max_wait_secs():
    with tf.Graph().as_default():
        tf.Variable(1.0, name="w")
        manager = tf.train.SessionManager(ready_op=tf.report_uninitialized_variables(),
                                          recovery_wait_secs=0.01)
        start = time.time()
        with pytest.raises(tf.errors.DeadlineExceededError,
                           match="^Session was not ready after waiting 0 secs.$"):
            manager.wait_for_session("", max_wait_secs=0.05)
        assert 0.03 < time.time() - start < 1


def test_prepare_session_waits_for_a_checkpoint_and_restores_one_that_appears(tmp_path):
    checkpoint_dir = str(tmp_path / "ckpt")
    with tf.Graph().as_default():
        w = tf.Variable(1.0, name="w")
        saver = tf.train.Saver()
        manager = tf.train.SessionManager(ready_op=tf.report_uninitialized_variables(),
                                          recovery_wait_secs=0.01)
        start = time.time()  # none comes: it waits max_wait_secs, then initializes
        sess = manager.prepare_session("", init_op=w.initializer, saver=saver,
                                       checkpoint_dir=checkpoint_dir,
                                       wait_for_checkpoint=True, max_wait_secs=0.05)
        assert time.time() - start >= 0.05 and sess.run(w) == 1.0
        sess.run(tf.assign(w, 9.0))

        def save_later():
            time.sleep(0.05)
            saver.save(sess, os.path.join(checkpoint_dir, "m"), global_step=1)
        writer = threading.Thread(target=save_later)
        writer.start()
        restored = manager.prepare_session("", init_op=w.initializer, saver=saver,
                                           checkpoint_dir=checkpoint_dir,
                                           wait_for_checkpoint=True, max_wait_secs=10)
        writer.join()
        assert restored.run(w) == 9.0


def test_the_deprecation_warning_names_the_callers_line(caplog):
    # TF's text, once per process: "From <file>:<line>: Supervisor.__init__ (from
    # tensorflow.python.training.supervisor) is deprecated and will be removed in a future
    # version.\nInstructions for updating:\nPlease switch to tf.train.MonitoredTrainingSession"
    engine.deprecations_warned.discard("Supervisor.__init__")
    with tf.Graph().as_default(), caplog.at_level(logging.WARNING, logger="tensorflow"):
        tf.Variable(1.0, name="w")
        tf.train.Supervisor()
    (message,) = [r.getMessage() for r in caplog.records if "Supervisor" in r.getMessage()]
    assert message == ("From %s:%d: Supervisor.__init__ (from tensorflow.python.training."
                       "supervisor) is deprecated and will be removed in a future version.\n"
                       "Instructions for updating:\nPlease switch to "
                       "tf.train.MonitoredTrainingSession"
                       % (__file__, test_the_deprecation_warning_names_the_callers_line
                          .__code__.co_firstlineno + 7))
