# tier: semantics
# Session.make_callable(fetches, feed_list, accept_options), as TF's: with a feed_list the
# function feeds its positional arguments in order (extra ones dropped) through Session.run,
# keyword arguments passed on; without one it runs the fetches directly: errors read as the
# runtime writes them (no "Graph execution error:" header), Python's errors about its
# arguments name TF's inner functions, a closed session is CancelledError. accept_options
# lets it take RunOptions and a RunMetadata (traced: step stats filled).
import numpy as np

ph = tf.placeholder(tf.float32, name="ph")
a = tf.add(ph, 1.0, name="a")
c = tf.constant(42.0, name="c")
v = tf.Variable(1.0, name="v")
inc = tf.assign_add(v, 1.0, name="inc")
sess = tf.Session()
sess.run(v.initializer)
add_one = sess.make_callable(a, feed_list=[ph])
emit("feed_list", [add_one(41.0), add_one(np.float32(1), 99.0), add_one(np.array([1.0, 2.0]))])
emit("by_name", sess.make_callable([a, {"c": c}], feed_list=("ph:0",))(2.0))
expect_error(lambda: add_one(), "feed_list_unfed")
expect_error(lambda: add_one(ph=1.0), "feed_list_keyword")
expect_error(lambda: sess.make_callable(a, feed_list=ph), "feed_list_tensor")
expect_error(lambda: sess.make_callable(a, feed_list="ph:0"), "feed_list_str")
emit("missing_name_made", callable(sess.make_callable(a, feed_list=["nope:0"])))
expect_error(lambda: sess.make_callable(a, feed_list=["nope:0"])(1.0), "missing_name_called")
expect_error(lambda: sess.make_callable(None), "none")
expect_error(lambda: sess.make_callable("nope:0"), "missing_fetch")
single = sess.make_callable(c)
op_runner = sess.make_callable(inc.op)
listed = sess.make_callable([c, inc.op, (c,)])
emit("direct", [single(), op_runner(), sess.run(v), listed(), sess.run(v)])
expect_error(lambda: single(1.0), "tensor_runner_argument")
expect_error(lambda: op_runner(options=tf.RunOptions()), "op_runner_options")
expect_error(lambda: listed(options=tf.RunOptions()), "list_runner_options")
try:
    sess.make_callable(a)()
except tf.errors.InvalidArgumentError as e:
    emit("direct_error", e.message)
try:
    sess.make_callable([])()
except tf.errors.InvalidArgumentError as e:
    emit("nothing_to_run", e.message)
traced = sess.make_callable(inc, accept_options=True)
metadata = tf.RunMetadata()
emit("untraced", [traced(), traced(options=None, run_metadata=None)])
emit("traced", [traced(options=tf.RunOptions(trace_level=tf.RunOptions.FULL_TRACE),
                       run_metadata=metadata), len(metadata.step_stats.dev_stats),
                sorted(n.node_name for n in metadata.step_stats.dev_stats[0].node_stats)])
expect_error(lambda: traced(1.0), "traced_positional")
expect_error(lambda: traced(foo=1), "traced_keyword")
fed_traced = sess.make_callable(a, [ph], accept_options=True)
metadata = tf.RunMetadata()
emit("feed_list_traced", [fed_traced(1.0, options=tf.RunOptions(trace_level=3),
                                     run_metadata=metadata),
                          metadata.HasField("step_stats")])
sess.close()
for key, runner in [("closed_single", single), ("closed_op", op_runner), ("closed_list", listed),
                    ("closed_feed_list", add_one), ("closed_traced", traced)]:
    expect_error(runner if key != "closed_feed_list" else lambda: runner(1.0), key)
emit("made_after_close", callable(sess.make_callable(c)))
