# tier: semantics
# tf.train.Coordinator: request_stop sets the stop flag, keeps the first exception (from
# sys.exc_info() inside an except block, or a (type, value, traceback) tuple) and join raises
# it; OutOfRangeError stops cleanly; an exception passed outside an except block fails in
# TF's own message formatting (TypeError), and join then raises None (TypeError); after join a reported exception is raised at once; clear_stop forgets it.
# join raises RuntimeError naming threads alive after the grace period. LooperThread checks
# its arguments. start_queue_runners with no queue runners returns [], needs a session.
import sys
import threading

coord = tf.train.Coordinator()
emit("fresh", [coord.should_stop(), coord.joined, coord.wait_for_stop(0.01)])
coord.request_stop()
emit("stopped", [coord.should_stop(), coord.wait_for_stop(0.01)])
coord.join()
emit("joined", coord.joined)
coord.clear_stop()
emit("cleared", [coord.should_stop(), coord.joined])
try:
    raise ValueError("first")
except ValueError:
    coord.request_stop(sys.exc_info())
try:
    raise KeyError("second")
except KeyError as e:
    coord.request_stop(e)
expect_error(coord.raise_requested_exception, "raise_requested")
expect_error(coord.join, "join_raises_first")
expect_error(lambda: coord.request_stop((ValueError, ValueError("late"), None)), "after_join")
coord.clear_stop()
coord.raise_requested_exception()
coord.request_stop(tf.errors.OutOfRangeError(None, None, "end of input"))
coord.join()
emit("out_of_range_is_clean", coord.should_stop())
coord.clear_stop()
expect_error(lambda: coord.request_stop(RuntimeError("not handled")), "outside_except")
emit("outside_except_no_stop", coord.should_stop())
expect_error(coord.join, "join_after_outside_except")
coord.clear_stop()
expect_error(lambda: coord.request_stop((RuntimeError("one item"),)), "one_item_tuple")
expect_error(lambda: coord.request_stop((RuntimeError, RuntimeError("two"))), "two_item_tuple")
expect_error(coord.join, "join_two_item_tuple")
custom = tf.train.Coordinator(clean_stop_exception_types=(KeyError,))
custom.request_stop((KeyError, KeyError("k"), None))
custom.join()


def fail_in_block(coordinator, error):
    with coordinator.stop_on_exception():
        raise error


expect_error(lambda: fail_in_block(custom, IndexError("after join")), "block_after_join")
custom.clear_stop()
fail_in_block(custom, IndexError("swallowed"))
emit("stop_on_exception", custom.should_stop())
coord = tf.train.Coordinator()
with coord.stop_on_exception():
    raise IndexError("kept")
expect_error(coord.join, "stop_on_exception_join")
coord = tf.train.Coordinator()
release = threading.Event()
straggler = threading.Thread(target=release.wait, name="straggler")
straggler.start()
coord.request_stop()
expect_error(lambda: coord.join([straggler], stop_grace_period_secs=0.01), "straggler")
coord.clear_stop()
coord.request_stop()
coord.join([straggler], stop_grace_period_secs=0.01, ignore_live_threads=True)
release.set()
straggler.join()
emit("ignored_live_threads", coord.joined)
expect_error(lambda: tf.train.LooperThread("coord", 1.0), "looper_coord")
expect_error(lambda: tf.train.LooperThread(coord, 1.0, args=(1,)), "looper_args")
counts = []
coord = tf.train.Coordinator()
looper = tf.train.LooperThread.loop(coord, None, lambda: counts.append(1) if len(counts) < 3
                                    else coord.request_stop())
coord.join()
emit("looper", [len(counts), looper.daemon, looper.is_alive()])
expect_error(lambda: tf.train.start_queue_runners(), "no_session")
expect_error(lambda: tf.train.start_queue_runners(sess=5), "not_a_session")
with tf.Session() as sess:
    emit("no_runners", tf.train.start_queue_runners(sess=sess, coord=tf.train.Coordinator()))
    emit("default_session", tf.train.start_queue_runners())
tf.train.add_queue_runner("not a runner", collection="mine")
emit("added", tf.get_collection("mine"))
with tf.Session() as sess:
    expect_error(lambda: tf.train.start_queue_runners(sess, collection="mine"), "bad_runner")
