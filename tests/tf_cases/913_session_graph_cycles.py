# tier: semantics
# A graph whose ops wait for each other in a cycle (made by rewiring ops: op._add_control_input,
# op._update_input) is refused by every session run, whatever is fetched: InvalidArgumentError
# "Graph is invalid, contains a cycle with N nodes, including: ..." (N counts the ops left
# waiting, downstream ones too; up to three names). A while loop's back edge is no cycle; a
# loop caught in one is named by its Merge too.


def cycle(fn):
    try:
        fn()
    except tf.errors.InvalidArgumentError as e:
        return e.message
    return "ran"


with tf.Graph().as_default():
    z = tf.constant(0.0, name="z")
    a = tf.constant(1.0, name="a")
    b = tf.identity(a, name="b")
    c = tf.identity(b, name="c")
    d = tf.identity(c, name="d")
    e = tf.identity(d, name="e")
    sess = tf.Session()
    emit("before", cycle(lambda: sess.run(e)))
    b.op._add_control_input(d.op)
    after = tf.identity(a, name="after")  # the graph grows: the session takes it in again
    emit("control_cycle", [cycle(lambda: sess.run(e)), cycle(lambda: sess.run(z)),
                           cycle(lambda: sess.run(after)),
                           cycle(lambda: tf.Session().run(z))])
with tf.Graph().as_default():
    a = tf.constant(1.0, name="a")
    b = tf.identity(a, name="b")
    b.op._add_control_input(b.op)
    emit("self_cycle", cycle(lambda: tf.Session().run(a)))
with tf.Graph().as_default():
    p = tf.placeholder(tf.float32, [], name="p")
    b = tf.add(p, 1.0, name="b")
    c = tf.multiply(b, 2.0, name="c")
    b.op._update_input(0, c)
    sess = tf.Session()
    emit("data_cycle", [cycle(lambda: sess.run(c)), cycle(lambda: sess.run(c, {b: 1.0})),
                        cycle(lambda: sess.run(c, {p: 1.0}))])
    interactive = tf.InteractiveSession()
    emit("interactive", [cycle(lambda: interactive.run(p, {p: 1.0})),  # only fed: nothing runs
                         cycle(lambda: interactive.run(c, {p: 1.0}))])
    interactive.close()
with tf.Graph().as_default():
    x = tf.while_loop(lambda i: i < 10, lambda i: i + 1, [tf.constant(0)])
    sess = tf.Session()
    emit("loop", cycle(lambda: sess.run(x)))
    w = tf.identity(x, name="w")
    x.op._add_control_input(w.op)
    emit("loop_cycle", cycle(lambda: sess.run(x)))
    emit("partial_setup", cycle(lambda: tf.Session().partial_run_setup(x)))
