"""tf.train.Coordinator and LooperThread with real threads: they stop together, fast.

Each scenario runs in a daemon thread that must end within ``LIMIT`` seconds, so a hang fails
the test instead of the test run. What TF itself does (its messages, its order of checks) is
recorded in tests/tf_cases/1103; here only the threading: workers that wait for a stop see
it, the first worker's exception reaches the thread that joins, a timed looper keeps time.
"""
import threading
import time

import pytest

import scopelab as tf

LIMIT = 10


def within_limit(fn):
    """``fn()``'s result (or what it raised), failing the test if it does not end in time."""
    result = []

    def target():
        try:
            result.append(("returned", fn()))
        except (ValueError, RuntimeError) as e:
            result.append((type(e).__name__, str(e)))

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(LIMIT)
    assert not worker.is_alive(), "still running after %d s: it hangs" % LIMIT
    return result[0]


def test_workers_waiting_for_a_stop_all_end_when_one_requests_it():
    coord = tf.train.Coordinator()
    seen = []

    def waiter():
        coord.wait_for_stop()
        seen.append("stopped")

    def stopper():
        time.sleep(0.05)
        coord.request_stop()

    threads = [threading.Thread(target=waiter) for _ in range(3)]
    threads.append(threading.Thread(target=stopper))
    for t in threads:
        t.start()
    assert within_limit(lambda: coord.join(threads)) == ("returned", None)
    assert seen == ["stopped"] * 3 and not any(t.is_alive() for t in threads)


def test_the_first_exception_of_a_worker_is_raised_in_the_joining_thread():
    coord = tf.train.Coordinator()
    first_failed = threading.Event()

    def worker(n):
        with coord.stop_on_exception():
            if n == 0:
                first_failed.wait(LIMIT)
                raise RuntimeError("second failure")
            first_failed.set()
            raise ValueError("first failure")

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(2)]
    for t in threads:
        coord.register_thread(t)  # join() with no arguments waits for registered threads
        t.start()
    assert within_limit(coord.join) == ("ValueError", "first failure")
    assert coord.joined and coord.should_stop()


def test_wait_for_stop_times_out_without_a_stop():
    coord = tf.train.Coordinator()
    start = time.monotonic()
    assert within_limit(lambda: coord.wait_for_stop(0.05)) == ("returned", False)
    assert time.monotonic() - start >= 0.04


def test_join_gives_up_on_a_straggler_after_the_grace_period():
    coord = tf.train.Coordinator()
    release = threading.Event()
    straggler = threading.Thread(target=release.wait, args=(LIMIT,), name="slow")
    straggler.start()
    coord.request_stop()
    try:
        assert within_limit(lambda: coord.join([straggler], stop_grace_period_secs=0.05)) == (
            "RuntimeError", "Coordinator stopped with threads still running: slow")
    finally:
        release.set()
        straggler.join()


@pytest.mark.parametrize("interval", [None, 0.01])
def test_a_looper_thread_runs_its_target_until_the_stop(interval):
    coord = tf.train.Coordinator()
    calls = []

    def tick():
        calls.append(time.monotonic())
        if len(calls) == 5:
            coord.request_stop()

    looper = tf.train.LooperThread.loop(coord, interval, tick)
    assert within_limit(coord.join) == ("returned", None)
    assert len(calls) == 5 and not looper.is_alive()
    if interval is not None:  # the timer keeps its pace: five ticks take four intervals
        assert calls[-1] - calls[0] >= 4 * interval * 0.9


def test_a_looper_thread_whose_target_fails_hands_the_error_to_join():
    coord = tf.train.Coordinator()

    def fail():
        raise ValueError("looper failed")

    tf.train.LooperThread.loop(coord, None, fail)
    assert within_limit(coord.join) == ("ValueError", "looper failed")
