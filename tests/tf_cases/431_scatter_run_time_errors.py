# tier: semantics
# Run-time failures of the scatter ops: an uninitialised variable, indices out of range and
# updates whose shape only turns out wrong when fed. (The detail is the line after TF's
# "Graph execution error:" header that names the problem.)
import numpy as np

v = tf.Variable(np.zeros([4, 2], np.float32), name="v")
first = tf.scatter_update(v, [0], [[1.0, 1.0]])
bad = tf.scatter_update(v, [5], [[1.0, 2.0]])
neg = tf.scatter_add(v, [1, -1], [[1.0, 2.0], [3.0, 4.0]])
i = tf.placeholder(tf.int32, [None], name="i")
u = tf.placeholder(tf.float32, None, name="u")
fed = tf.scatter_update(v, i, u)


def detail(fn, key):
    try:
        fn()
    except tf.errors.OpError as e:
        lines = str(e).split("\n")
        wanted = [ln for ln in lines if ln.startswith(("indices", "Must have", "Attempting"))]
        emit(key, [type(e).__name__, lines[0], wanted[:1]])


with tf.Session() as sess:
    detail(lambda: sess.run(first), "uninitialized")
    sess.run(v.initializer)
    detail(lambda: sess.run(bad), "too_large")
    detail(lambda: sess.run(neg), "negative")
    emit("untouched", sess.run(v))
    detail(lambda: sess.run(fed, {i: [0], u: [1.0, 2.0]}), "fed_rank")
    detail(lambda: sess.run(fed, {i: [0], u: [[1.0, 2.0, 3.0]]}), "fed_width")
    emit("fed_ok", sess.run(fed, {i: [3, 1], u: [[9.0, 9.0], [8.0, 8.0]]}))
