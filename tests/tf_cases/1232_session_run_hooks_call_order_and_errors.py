# tier: semantics
# The order TF calls hooks in (begin of all, the session, after_create_session, then around each
# run before_run/after_run of each hook in list order, end at close), what they see (the
# caller's original args, their own results only, RunOptions/RunMetadata), feeds from hooks
# merged with the caller's and TF's RuntimeErrors for a tensor fed twice, request_stop and
# should_stop, OutOfRangeError leaving the block as a normal end (hooks' end runs, nothing
# raised), another error leaving it without end, and closing twice.
calls = []


class Recorder(tf.train.SessionRunHook):
    def __init__(self, name, fetch=None, feeds=None, stop_at=None):
        self.name, self.fetch, self.feeds, self.stop_at, self.runs = name, fetch, feeds, stop_at, 0

    def begin(self):
        calls.append([self.name, "begin", tf.get_default_graph().finalized])

    def after_create_session(self, session, coord):
        calls.append([self.name, "after_create_session", type(session).__name__])

    def before_run(self, run_context):
        calls.append([self.name, "before_run", str(run_context.original_args.fetches),
                      sorted(k.name for k in (run_context.original_args.feed_dict or {}))])
        if self.fetch is None and self.feeds is None:
            return None
        return tf.train.SessionRunArgs(self.fetch, feed_dict=self.feeds)

    def after_run(self, run_context, run_values):
        self.runs += 1
        calls.append([self.name, "after_run", run_values.results,
                      type(run_values.options).__name__, type(run_values.run_metadata).__name__])
        if self.stop_at == self.runs:
            run_context.request_stop()

    def end(self, session):
        calls.append([self.name, "end", type(session).__name__])


x = tf.placeholder(tf.float32, [], name="x")
y = tf.placeholder(tf.float32, [], name="y")
total = tf.add(x, y, name="total")
doubled = tf.multiply(x, 2.0, name="doubled")
a = Recorder("a", fetch={"d": doubled}, feeds={x: 5.0})
b = Recorder("b", stop_at=2)
with tf.train.MonitoredSession(hooks=[a, b]) as sess:
    emit("run1", sess.run(total, feed_dict={y: 1.0}))
    emit("should_stop1", sess.should_stop())
    emit("run2", sess.run([total, doubled], feed_dict={y: 2.0}))
    emit("should_stop2", sess.should_stop())
emit("calls", calls)

del calls[:]
with tf.train.MonitoredSession(hooks=[Recorder("c", feeds={x: 1.0})]) as sess:
    expect_error(lambda: sess.run(total, {x: 2.0, y: 1.0}), "fed_by_hook_and_user")
with tf.train.MonitoredSession(hooks=[Recorder("d", feeds={x: 1.0}),
                                      Recorder("e", feeds={x: 2.0})]) as sess:
    expect_error(lambda: sess.run(total, {y: 1.0}), "fed_by_two_hooks")

dataset = tf.data.Dataset.range(3)
item = tf.data.make_one_shot_iterator(dataset).get_next()
got = []
del calls[:]
with tf.train.MonitoredSession(hooks=[Recorder("f")]) as sess:
    while not sess.should_stop():
        got.append(sess.run(item))
emit("dataset_items", got)
emit("out_of_range_calls", [c[:2] for c in calls])

del calls[:]


def fails():
    with tf.train.MonitoredSession(hooks=[Recorder("g")]) as sess:
        sess.run(total, {x: 1.0, y: 2.0})
        raise ValueError("stop here")


expect_error(fails, "other_error")
emit("error_calls", [c[:2] for c in calls])
emit("finalized_after_error_exit", tf.get_default_graph().finalized)
sess = tf.train.MonitoredSession()
emit("finalized_open", tf.get_default_graph().finalized)
sess.close()
expect_error(sess.close, "close_twice")
expect_error(lambda: sess.run(total, {x: 1.0, y: 2.0}), "run_closed")
