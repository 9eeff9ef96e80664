# tier: semantics
# A Session's with-block is not re-entrant (RuntimeError; the outer block then closes it), and
# as_default() blocks must be left in the reverse order of entering: leaving one while a
# later one is still in place is TF's AssertionError "Nesting violated for default stack of
# <class ...Session> objects" (only its start is compared: the class path differs), and the
# session stays on the stack; leaving it twice does nothing. Session.__exit__ leaves both
# defaults and closes the session.
import threading

c = tf.constant(5.0, name="c")
sess = tf.Session()


def reenter():
    with sess:
        with sess:
            pass


expect_error(reenter, "reentry")
expect_error(lambda: sess.run(c), "after_reentry")
emit("defaults_left", tf.get_default_session() is None)


def nesting_error(fn):
    try:
        fn()
    except AssertionError as e:
        return str(e).split("<class")[0]
    return None


def nesting():
    # In a thread of its own: the session left on its default stack goes with the thread.
    first, second = tf.Session(), tf.Session()
    outer, inner = first.as_default(), second.as_default()
    outer.__enter__()
    inner.__enter__()
    emit("outer_exit", nesting_error(lambda: outer.__exit__(None, None, None)))
    emit("still_second", tf.get_default_session() is second)
    inner.__exit__(None, None, None)
    emit("then_first", tf.get_default_session() is first)
    outer.__exit__(None, None, None)
    emit("first_stays", tf.get_default_session() is first)
    with second.as_default():
        emit("inside", tf.get_default_session() is second)
    emit("after_block", tf.get_default_session() is first)


worker = threading.Thread(target=nesting)
worker.start()
worker.join()
emit("main_thread", tf.get_default_session() is None)

g = tf.Graph()
with g.as_default():
    d = tf.constant(2.0, name="d")
with tf.Session(graph=g) as s:
    emit("with_defaults", [tf.get_default_graph() is g, tf.get_default_session() is s,
                           d.eval()])
emit("closed_after", s._closed)
expect_error(lambda: s.run(d), "closed_run")
