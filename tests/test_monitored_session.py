"""MonitoredSession behaviour a recorded case cannot express: time, waiting, left-out names.

The expected values come from TF 2.21's tensorflow.compat.v1 (run beside scopelab) or, where
TF would wait, from its sources (basic_session_run_hooks.py, session_manager.py).
"""
import threading

import pytest

import scopelab as tf


def test_second_or_step_timer_every_steps_as_tf():
    # Recorded from TF: triggers first, then every 3 steps after the last trigger, never
    # twice for one step; update returns (seconds, steps) since the last trigger.
    timer = tf.train.SecondOrStepTimer(every_steps=3)
    got = []
    for step in range(8):
        if timer.should_trigger_for_step(step):
            got.append([step, timer.update_last_triggered_step(step)[1]])
    assert got == [[0, None], [3, 3], [6, 3]]
    assert timer.last_triggered_step() == 6
    assert not timer.should_trigger_for_step(6)


def test_second_or_step_timer_every_secs_waits_for_time():
    timer = tf.train.SecondOrStepTimer(every_secs=3600)
    assert timer.should_trigger_for_step(0)
    timer.update_last_triggered_step(0)
    assert not timer.should_trigger_for_step(10 ** 6)  # steps do not count, only an hour


def test_step_counter_hook_every_n_steps_writes_steps_per_second(tmp_path):
    with tf.Graph().as_default():
        step = tf.train.get_or_create_global_step()
        train = tf.assign_add(step, 1)
        hook = tf.train.StepCounterHook(every_n_steps=2, output_dir=str(tmp_path))
        with tf.train.MonitoredSession(hooks=[hook, tf.train.StopAtStepHook(last_step=5)]) \
                as sess:
            while not sess.should_stop():
                sess.run(train)
        tf.summary.FileWriterCache.clear()
    from tensorboard.backend.event_processing.event_file_loader import LegacyEventFileLoader
    events = [e for f in tmp_path.iterdir() for e in LegacyEventFileLoader(str(f)).Load()
              if e.WhichOneof("what") == "summary"]
    # As in TF: the first trigger (step 1) only starts the clock; then steps 3 and 5.
    assert [(e.step, e.summary.value[0].tag) for e in events] == [
        (3, "global_step/sec"), (5, "global_step/sec")]
    assert all(e.summary.value[0].simple_value > 0 for e in events)


def test_global_step_waiter_hook_waits_for_another_thread():
    with tf.Graph().as_default():
        step = tf.train.get_or_create_global_step()
        bump = tf.assign_add(step, 1)
        value = tf.constant(7)
        waiter = tf.train.GlobalStepWaiterHook(wait_until_step=2)
        with tf.train.SingularMonitoredSession(hooks=[waiter]) as sess:
            raw = sess.raw_session()
            result = []
            thread = threading.Thread(target=lambda: result.append(sess.run(value)), daemon=True)
            thread.start()
            thread.join(0.7)
            assert thread.is_alive() and not result  # TF polls every half second
            raw.run(bump)
            raw.run(bump)
            thread.join(5)
            assert result == [7]


def test_grpc_master_fails_at_once_instead_of_hanging():
    # TF makes the session and its first run (the init op) waits for the server forever;
    # scopelab's sessions raise TF's DeadlineExceededError at once (session_target.py).
    with tf.Graph().as_default():
        tf.Variable(1.0)
        with pytest.raises(tf.errors.DeadlineExceededError):
            tf.train.MonitoredTrainingSession(master="grpc://localhost:2222")


def test_cluster_names_stay_left_out():
    for name in ("Server", "ClusterSpec", "SyncReplicasOptimizer"):
        with pytest.raises(AttributeError, match="devices, clusters and distribution"):
            getattr(tf.train, name)
    assert tf.train.MonitoredTrainingSession and tf.train.StopAtStepHook
