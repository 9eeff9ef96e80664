# tier: semantics
# Partial runs (TF's session_partial_run_test, one session each): partial_run_setup names the
# feeds and fetches and returns a handle ("feeds->fetches/ops/1/;count"); each partial_run
# feeds and fetches some of them, once each, only those named, only fetches that wait for no
# feed still to come; every op runs once (ops that wait for no feed run at setup); the run
# ends when everything was fed and fetched, or when a call fails, and its handle is then
# unknown. TF's errors: "has already been fed", "has already been fetched", "was not specified
# in partial_run_setup", "can't be computed from the feeds that have been fed so far", "Must
# run 'setup' before performing partial runs!", targets refused (RuntimeError).


def fresh():
    s = tf.Session()
    s.run(v.initializer)
    return s


def failure(fn):
    try:
        fn()
    except tf.errors.OpError as e:
        return [type(e).__name__, e.message.splitlines()[-1] if "feed a value" not in e.message
                else "You must feed a value for placeholder"]
    return None


a = tf.placeholder(tf.float32, shape=[], name="a")
b = tf.placeholder(tf.float32, shape=[], name="b")
c = tf.placeholder(tf.float32, shape=[], name="c")
r1 = tf.add(a, b, name="r1")
r2 = tf.multiply(r1, c, name="r2")
r3 = tf.multiply(a, c, name="r3")
v = tf.Variable(1.0, name="v")
inc = tf.assign_add(v, 1.0, name="inc")
sess = fresh()
h = sess.partial_run_setup([r1, r2], [a, b, c])
first = sess.partial_run(h, r1, feed_dict={a: 1, b: 2})
emit("basic", [h, first, sess.partial_run(h, r2, feed_dict={c: first * 17})])
emit("ended", failure(lambda: sess.partial_run(h, r2, feed_dict={c: 1})))
h2 = sess.partial_run_setup([r2, r1], [c, b, a])
h3 = sess.partial_run_setup([r2, r1], [c, b, a])
emit("handles", [h2, h3, sess.partial_run(h2, [r1, r2], {a: 1, b: 2, c: 3})])
sess = fresh()
h1, h2 = sess.partial_run_setup([r1], [a, b, c]), sess.partial_run_setup([r1, r2], [a, b, c])
emit("concurrent", [sess.partial_run(h1, r1, {a: 1, b: 2}), sess.partial_run(h2, r1, {a: 57, b: 9}),
                    sess.partial_run(h2, r2, {c: 7})])
sess = fresh()
h = sess.partial_run_setup([r1, r2], [a, b, c])
sess.partial_run(h, r1, {a: 1, b: 2})
emit("refed", failure(lambda: sess.partial_run(h, r2, {a: 1, c: 3})))
emit("refetched", failure(lambda: sess.partial_run(h, r1, {c: 3})))
emit("still_open", sess.partial_run(h, r2, {c: 3}))
sess = fresh()
h = sess.partial_run_setup([r1], [a, b])
emit("unknown_feed", failure(lambda: sess.partial_run(h, r1, {a: 1, b: 2, c: 3})))
emit("unknown_fetch", failure(lambda: sess.partial_run(h, r2, {a: 1, b: 2})))
emit("waits_for_feed", failure(lambda: sess.partial_run(h, r1, {a: 1})))
emit("feeds_first", [sess.partial_run(h, [], {a: 1}), sess.partial_run(h, [], {b: 2}),
                     sess.partial_run(h, r1), sess.partial_run(h, [], {})])
sess = fresh()
h = sess.partial_run_setup([r2], [a, b, c, r1])
emit("walks_past_fed", failure(lambda: sess.partial_run(h, r2, {c: 1, r1: 10})))
sess = fresh()
h = sess.partial_run_setup([r1, r3], [])
emit("unfed_placeholder", failure(lambda: sess.partial_run(h, r1)))
emit("after_failure", failure(lambda: sess.partial_run(h, r3)))
sess = fresh()
emit("no_fetches", failure(lambda: sess.partial_run_setup([], [a])))
emit("fed_and_fetched", failure(lambda: sess.partial_run_setup([a, r1], [a, b])))
emit("bogus_handle", failure(lambda: sess.partial_run("foo", r1, {a: 1, b: 2})))
emit("none_handle", sess.partial_run(None, r1, {a: 1, b: 2}))
emit("no_feeds", sess.partial_run(sess.partial_run_setup(tf.constant([6.0])), "Const:0"))
h = sess.partial_run_setup([r1, inc.op], [a, b])
emit("setup_runs_ops", [h, sess.run(v)])
expect_error(lambda: sess.partial_run(h, inc.op), "target_refused")
sess = fresh()
h = sess.partial_run_setup([v, inc], [])
emit("stateful", [sess.partial_run(h, v), sess.partial_run(h, inc), sess.run(v)])
for key, feeds in [("feed_missing", ["zz:0"]), ("feed_int", [3]), ("feed_op", [r1.op])]:
    expect_error(lambda: sess.partial_run_setup([r1], feeds), key)
emit("feed_by_name", sess.partial_run(sess.partial_run_setup(["r1:0"], ["a:0", "b:0"]), "r1:0",
                                      {"a:0": 1, "b:0": 2}))
outputs, inputs = [], []
x = tf.constant(2.0)
for i in range(50):
    inputs.append(tf.placeholder(tf.float32, shape=[]))
    x = tf.multiply(x, inputs[i])
    outputs.append(x)
h = sess.partial_run_setup(outputs, inputs)
for i in range(50):
    last = sess.partial_run(h, outputs[i], {inputs[i]: 1.0})
emit("many", last)
h = sess.partial_run_setup([r1], [a, b])
expect_error(lambda: sess.partial_run(h, r1, {a: [1, 2], b: 2}), "shape_error")
emit("then", sess.partial_run(h, r1, {a: 1, b: 2}))
sess.close()
expect_error(lambda: sess.partial_run(h, r1, {a: 1, b: 2}), "closed_run")
expect_error(lambda: sess.partial_run_setup([r1], [a, b]), "closed_setup")
