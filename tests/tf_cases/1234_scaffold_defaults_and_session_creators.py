# tier: semantics
# tf.train.Scaffold: finalize() makes TF's default ops (their names), keeps them in their
# collections (a second Scaffold reuses them), makes a Saver into collection "savers" and
# finalizes the graph; two items in a collection is TF's RuntimeError (its arguments shown as
# a tuple); copy_from_scaffold; init_fn(scaffold, session); an init_op that leaves variables
# uninitialized is TF's RuntimeError; a non-chief MonitoredTrainingSession with nothing to
# wait for starts at once, one whose variables no chief initializes gives up (max_wait_secs=0).
w = tf.Variable(1.0, name="w")
local = tf.Variable(5.0, name="local", collections=[tf.GraphKeys.LOCAL_VARIABLES])
scaffold = tf.train.Scaffold()
emit("before_finalize", [scaffold.init_op, scaffold.ready_op, scaffold.saver])
scaffold.finalize()
emit("ops", [scaffold.init_op.name, scaffold.ready_op.name,
             scaffold.ready_for_local_init_op.name, scaffold.local_init_op.name,
             scaffold.summary_op, type(scaffold.saver).__name__])
emit("collections", [[k, len(tf.get_collection(k))] for k in
                     ("init_op", "ready_op", "ready_for_local_init_op", "local_init_op",
                      "summary_op", "savers")])
emit("finalized", tf.get_default_graph().finalized)
expect_error(lambda: tf.Variable(2.0), "new_variable")
second = tf.train.Scaffold().finalize()
emit("second_reuses", [second.init_op is scaffold.init_op, second.saver is scaffold.saver])
with tf.Session() as sess:
    emit("ready_before_init", sess.run(scaffold.ready_op))
    sess.run(scaffold.init_op)
    emit("ready_for_local", sess.run(scaffold.ready_for_local_init_op))
    emit("ready_after_global_init", sess.run(scaffold.ready_op))
tf.get_default_graph()._unsafe_unfinalize()

expect_error(lambda: tf.train.Scaffold(copy_from_scaffold=1), "copy_not_scaffold")
called = []
copied = tf.train.Scaffold(init_fn=lambda scaffold_, sess: called.append(
    [scaffold_ is copied, float(sess.run(w))]), copy_from_scaffold=scaffold)
emit("copied", [copied.init_op is scaffold.init_op, copied.init_feed_dict])
with tf.train.MonitoredSession(tf.train.ChiefSessionCreator(scaffold=copied)) as sess:
    emit("local_value", sess.run(local))
emit("init_fn_called", called)

tf.reset_default_graph()
v = tf.Variable(1.0, name="v")
u = tf.Variable(2.0, name="u")
expect_error(lambda: tf.train.MonitoredSession(tf.train.ChiefSessionCreator(
    scaffold=tf.train.Scaffold(init_op=v.initializer))), "not_ready")
tf.reset_default_graph()
tf.add_to_collection(tf.GraphKeys.INIT_OP, tf.no_op(name="a"))
tf.add_to_collection(tf.GraphKeys.INIT_OP, tf.no_op(name="b"))
expect_error(lambda: tf.train.Scaffold().finalize(), "two_init_ops")

tf.reset_default_graph()
c = tf.constant(3.0, name="c")
with tf.train.MonitoredTrainingSession(is_chief=False) as sess:
    emit("worker_run", sess.run(c))
# A non-chief whose variables no chief initializes: TF polls every 30 seconds until
# max_wait_secs, so with 0 it gives up at once.
tf.reset_default_graph()
waiting = tf.Variable(1.0, name="waiting")
expect_error(lambda: tf.train.MonitoredTrainingSession(is_chief=False, max_wait_secs=0),
             "worker_not_ready")
