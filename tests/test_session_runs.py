"""The ways a session runs beside ``run``: what TF's behaviour leaves to scopelab to arrange.

TF's observable behaviour of each is recorded in tests/tf_cases/900-916; here, what only
scopelab's own machinery shows: plans, how often ops run, times in step stats.
"""
import numpy as np

import scopelab as tf


def test_disable_meta_optimizer_turns_the_graph_optimizer_off(g):
    x = tf.placeholder(tf.float32, [2], name="x")
    y = tf.identity(x * 1.0, name="y")
    config = tf.ConfigProto()
    config.graph_options.rewrite_options.disable_meta_optimizer = True
    plain, optimized = tf.Session(config=config), tf.Session()
    for sess in (plain, optimized):
        assert sess.run(y, {x: [1.0, 2.0]}).tolist() == [1.0, 2.0]
    plan, = plain._state.plans.values()
    assert not plan.aliases and [s.op.type for s in plan.steps] == ["Mul", "Identity"]
    assert next(iter(optimized._state.plans.values())).aliases  # grappler skipped x * 1.0


def test_each_op_of_a_partial_run_runs_once(g):
    a = tf.placeholder(tf.float32, [], name="a")
    counter = tf.Variable(0.0, name="counter")
    bump = tf.assign_add(counter, 1.0, name="bump")
    with tf.control_dependencies([bump]):
        r1 = tf.add(a, 1.0, name="r1")
    r2 = tf.multiply(r1, 2.0, name="r2")
    sess = tf.Session()
    sess.run(counter.initializer)
    h = sess.partial_run_setup([r1, r2], [a])
    assert sess.run(counter) == 1.0  # it waits for no feed: it ran at setup, as in TF
    assert sess.partial_run(h, r1, {a: 1.0}) == 2.0
    assert sess.partial_run(h, r2) == 4.0  # r1 is reused, not computed again
    assert sess.run(counter) == 1.0


def test_string_kernels_see_bytes_and_fetches_of_feeds_the_objects_fed(g):
    s = tf.placeholder(tf.string, [2], name="s")
    joined = tf.identity(s, name="joined")
    sess = tf.Session()
    fed, through = sess.run([s, joined], {s: ["é", b"b"]})
    assert fed.tolist() == ["é", b"b"] and through.tolist() == ["é".encode(), b"b"]


def test_step_stats_time_the_steps_that_ran(g):
    w = tf.Variable(np.ones([50, 50], np.float32), name="w")
    y = tf.matmul(w, w, name="y")
    sess = tf.Session()
    sess.run(w.initializer)
    metadata = tf.RunMetadata()
    sess.run(y, options=tf.RunOptions(trace_level=tf.RunOptions.FULL_TRACE),
             run_metadata=metadata)
    stats = {n.node_name: n for n in metadata.step_stats.dev_stats[0].node_stats}
    assert stats["y"].timeline_label == "y = MatMul(w/read, w/read)"
    assert stats["y"].all_end_rel_nanos > 0 and stats["y"].all_start_nanos > 0
    assert stats["y"].all_start_micros == stats["y"].all_start_nanos // 1000


def test_a_traced_loop_lists_its_ops(g):
    x = tf.while_loop(lambda i: i < 3, lambda i: i + 1, [tf.constant(0)], name="loop")
    sess = tf.Session()
    metadata = tf.RunMetadata()
    assert sess.run(x, options=tf.RunOptions(trace_level=3, output_partition_graphs=True),
                    run_metadata=metadata) == 3
    names = {n.node_name for n in metadata.step_stats.dev_stats[0].node_stats}
    assert {"loop/Merge", "loop/Exit", "loop/NextIteration", "_retval_loop/Exit_0_0"} <= names
    assert {n.name for n in metadata.partition_graphs[0].node} == names - {"_SOURCE"}
