"""Nothing a session is given may hang it: each way a run could wait forever fails fast.

Each scenario runs in a daemon thread that must finish within ``LIMIT`` seconds (a hang fails
the test instead of the test run; the thread has its own default graph, so sessions made in it
name their graph). What TF itself does is recorded in tests/tf_cases/913
(cycles), 914 (timeouts) and 900 (gRPC targets); here only that scopelab ends, and how.
"""
import threading

import pytest

import scopelab as tf

LIMIT = 20


def outcome(fn):
    """What ``fn()`` raised (class name and message), failing the test if it never ends."""
    result = []

    def target():
        try:
            fn()
        except (tf.errors.OpError, RuntimeError) as e:
            result.append((type(e).__name__, str(e)))
        else:
            result.append(("no error", ""))

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(LIMIT)
    assert not worker.is_alive(), "still running after %d s: it hangs" % LIMIT
    return result[0]


def _chain(g):
    a = tf.constant(1.0, name="a")
    b = tf.identity(a, name="b")
    c = tf.identity(b, name="c")
    return a, b, c


def test_a_control_cycle_made_after_the_graph_was_checked_is_refused_when_planned(g):
    # No op is added, so the session does not check the whole graph again: planning must see it.
    a, b, c = _chain(g)
    sess = tf.Session()
    assert sess.run(a) == 1.0
    b.op._add_control_input(c.op)
    assert outcome(lambda: sess.run(c)) == (
        "InvalidArgumentError",
        "Graph execution error:\n\nGraph is invalid, contains a cycle with 2 nodes, including: "
        "b, c")


def test_a_data_cycle_is_refused_by_every_way_to_run(g):
    p = tf.placeholder(tf.float32, [], name="p")
    b = tf.add(p, 1.0, name="b")
    c = tf.multiply(b, 2.0, name="c")
    sess = tf.Session()
    sess.run(b, {p: 1.0})
    b.op._update_input(0, c)  # no op added: only planning a new run can see the cycle
    runs = [lambda: sess.run(c, {p: 1.0}), lambda: sess.make_callable(c)(),
            lambda: sess.partial_run(sess.partial_run_setup(c, [p]), c, {p: 1.0}),
            lambda: tf.Session(graph=g).run(c)]
    for run in runs:
        name, message = outcome(run)
        assert name == "InvalidArgumentError" and "contains a cycle with 2 nodes" in message


def test_a_loop_that_waits_for_its_own_exit_is_refused(g):
    x = tf.while_loop(lambda i: i < 10, lambda i: i + 1, [tf.constant(0)])
    w = tf.identity(x, name="w")
    x.op._add_control_input(w.op)
    name, message = outcome(lambda: tf.Session(graph=g).run(w))
    assert name == "InvalidArgumentError" and "while/Merge, while/Exit, w" in message


def test_a_loop_that_never_ends_stops_at_the_timeout(g):
    forever = tf.while_loop(lambda i: i < 10, lambda i: i - 1, [tf.constant(0)])
    sess = tf.Session()
    assert outcome(lambda: sess.run(forever, options=tf.RunOptions(timeout_in_ms=200))) == (
        "DeadlineExceededError", "Graph execution error:\n\nTimed out waiting for notification")
    patient = tf.Session(config=tf.ConfigProto(operation_timeout_in_ms=200))
    assert outcome(lambda: patient.make_callable(forever)())[0] == "DeadlineExceededError"
    # The deadline belongs to one run: the next run of another loop is not cut short.
    finite = tf.while_loop(lambda i: i < 3, lambda i: i + 1, [tf.constant(0)])
    assert patient.run(finite) == 3


def test_the_deadline_of_a_run_does_not_outlive_it(g):
    forever = tf.while_loop(lambda i: i < 10, lambda i: i - 1, [tf.constant(0)])
    finite = tf.while_loop(lambda i: i < 200, lambda i: i + 1, [tf.constant(0)])
    sess = tf.Session()
    outcome(lambda: sess.run(forever, options=tf.RunOptions(timeout_in_ms=50)))
    sess.run(finite)  # no timeout: a deadline left behind would have passed by now
    h = sess.partial_run_setup(finite)
    assert sess.partial_run(h, finite) == 200


@pytest.mark.parametrize("call", ["run", "list_devices", "make_callable", "partial_run_setup",
                                  "reset"])
def test_a_grpc_target_with_no_server_fails_at_once(g, call):
    c = tf.constant(1.0)
    sess = tf.Session("grpc://localhost:2222")  # TF would wait for the server: forever
    run = {"run": lambda: sess.run(c), "list_devices": sess.list_devices,
           "make_callable": lambda: sess.make_callable(c)(),
           "partial_run_setup": lambda: sess.partial_run_setup(c),
           "reset": lambda: tf.Session.reset("grpc://localhost:2222")}[call]
    name, message = outcome(run)
    assert name == "DeadlineExceededError" and message.endswith("Deadline Exceeded")
