# tier: semantics
# Session._make_callable_from_options(CallableOptions(...)), the runtime's callable that
# make_callable is built on: feeds by position (numpy arrays of the exact dtype, no shape
# check), fetches and targets by name ("a" is "a:0"), a list of values back; TF's errors for
# names it cannot find, for a tensor both fed and fetched, for nothing to run, for the wrong
# number or dtype of arguments; run_metadata gets what its run_options ask for. The message
# class is reached from RunOptions' module, as TF keeps them together (config_pb2).
import sys

import numpy as np

CallableOptions = sys.modules[type(tf.RunOptions()).__module__].CallableOptions
ph = tf.placeholder(tf.float32, [2], name="ph")
a = tf.add(ph, 1.0, name="a")
v = tf.Variable(1.0, name="v")
inc = tf.assign_add(v, 1.0, name="inc")
sess = tf.Session()
sess.run(v.initializer)
options = CallableOptions(feed=["ph:0"], fetch=["a:0", "a"])
emit("text", str(options))
run = sess._make_callable_from_options(options)
emit("values", [run(np.array([1.0, 2.0], np.float32)), run(np.zeros([3], np.float32))])
for key, args in [("float64", (np.zeros([2]),)), ("python_list", ([1, 2],)), ("none", ()),
                  ("two", (np.zeros([2], np.float32),) * 2)]:
    try:
        run(*args)
    except tf.errors.InvalidArgumentError as e:
        emit(key, e.message)
step = sess._make_callable_from_options(CallableOptions(fetch=["v:0"], target=["inc"]))
emit("target", [step(), step(), sess.run(v)])
for key, made in [("missing_fetch", CallableOptions(fetch=["nope:0"])),
                  ("bad_index", CallableOptions(fetch=["a:3"])),
                  ("bad_name", CallableOptions(fetch=["a:x"])),
                  ("missing_target", CallableOptions(target=["nope"])),
                  ("fed_and_fetched", CallableOptions(feed=["ph:0"], fetch=["ph:0"])),
                  ("nothing", CallableOptions())]:
    try:
        sess._make_callable_from_options(made)
    except tf.errors.OpError as e:
        emit(key, [type(e).__name__, e.message])
traced_options = CallableOptions(fetch=["v:0"])
traced_options.run_options.trace_level = tf.RunOptions.FULL_TRACE
traced = sess._make_callable_from_options(traced_options)
metadata = tf.RunMetadata()
emit("traced", [traced(run_metadata=metadata), len(metadata.step_stats.dev_stats),
                traced(options=None)])
expect_error(lambda: traced(run_metadata=3), "bad_run_metadata")
sess.close()
expect_error(lambda: traced(), "closed_call")
expect_error(lambda: sess._make_callable_from_options(traced_options), "closed_make")
