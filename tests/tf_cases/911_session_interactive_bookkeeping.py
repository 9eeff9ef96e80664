# tier: semantics
# InteractiveSession's bookkeeping, as TF's: the class counts open ones in
# _active_session_count (close() counts down once, however often it is called), a new one is
# the default session (and an explicit graph the default graph) until closed; closing one while
# a later default is still in place is TF's AssertionError "Nesting violated" (the count is
# already down; the session stays on the stack). It is no with-block.
import threading

IS = tf.InteractiveSession


def bookkeeping():
    # In a thread of its own: the closed sessions left on its default stack go with it.
    IS._active_session_count = 0
    first = IS()
    emit("one", [IS._active_session_count, tf.get_default_session() is first])
    first.close()
    first.close()
    emit("closed", [IS._active_session_count, tf.get_default_session() is None])
    one, two = IS(), IS()
    emit("two", [IS._active_session_count, tf.get_default_session() is two])
    try:
        one.close()
    except AssertionError as e:
        emit("out_of_order", str(e).split("<class")[0])
    emit("after", [IS._active_session_count, tf.get_default_session() is two, one._closed])
    two.close()
    emit("stale_default", [IS._active_session_count, tf.get_default_session() is one])
    one.close()
    emit("still", [IS._active_session_count, tf.get_default_session() is one])
    expect_error(lambda: tf.get_default_session().run(tf.constant(1.0)), "closed_default")


worker = threading.Thread(target=bookkeeping)
worker.start()
worker.join()
g = tf.Graph()
IS._active_session_count = 0
three = IS(graph=g)
with g.as_default():
    c = tf.constant(2.0, name="c")
emit("explicit_graph", [tf.get_default_graph() is g, c.eval(), IS._active_session_count])
three.close()
emit("graph_left", [tf.get_default_graph() is g, IS._active_session_count])
fourth = IS()
expect_error(lambda: fourth.__enter__(), "no_enter")
fourth.close()
emit("has_exit", hasattr(IS, "__exit__"))
