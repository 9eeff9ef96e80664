"""grappler.py: each pass does what it says to a plan, the graph keeps every op, and with the
passes on or off the shared conformance cases and the book's programs give the same records."""
import os
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scopelab as tf
from scopelab import fast, grappler
from scopelab.core.executor import Plan, RunState, run_steps

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import programs_runner  # noqa: E402
import tf_runner  # noqa: E402

CONFORMANCE_CASES = os.path.join(os.path.dirname(os.path.dirname(HERE)), "shared",
                                 "conformance", "cases")
if not os.path.isdir(CONFORMANCE_CASES):  # a worktree sits one level deeper than main
    CONFORMANCE_CASES = "/work/shared/conformance/cases"


@pytest.fixture
def passes_on():
    """The passes on for the test, also under pytest --reference."""
    with fast.use_reference(False):
        yield


def _types(plan):
    return [step.op.type for step in plan.steps]


def _only_plan(sess):
    plan, = sess._state.plans.values()
    return plan


# ---------------------------------------------------------------------- the switch
def test_without_passes_switches_running_sessions(g, passes_on):
    x = tf.placeholder(tf.float32, [None], name="x")
    y = tf.identity(x * 1.0)
    with tf.Session() as sess:
        assert sess.run(y, {x: [2.0]}).tolist() == [2.0]
        assert _types(_only_plan(sess)) == ["Copy"]
        with fast.use_reference():
            assert fast.reference_only()
            assert sess.run(y, {x: [2.0]}).tolist() == [2.0]
            assert _types(_only_plan(sess)) == ["Mul", "Identity"]
        assert not fast.reference_only()
        sess.run(y, {x: [2.0]})
        assert _types(_only_plan(sess)) == ["Copy"]
        fast.use_reference()
        try:
            sess.run(y, {x: [2.0]})
            assert _types(_only_plan(sess)) == ["Mul", "Identity"]
        finally:
            fast.use_reference(False)


def test_the_environment_variable_switches_at_import():
    code = "import scopelab.fast as f; print(f.reference_only())"
    for value, expected in (("1", "True"), ("0", "False"), ("", "False")):
        env = dict(os.environ, SCOPELAB_REFERENCE=value)
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                             text=True, check=True, cwd=os.path.dirname(HERE))
        assert out.stdout.strip() == expected, value


def test_a_plan_without_the_passes_runs_every_op_it_needs(g):
    x = tf.placeholder(tf.float32, [None], name="x")
    y = tf.identity(x + tf.reduce_sum(tf.zeros([2, 2])) * 1.0)
    plan = Plan(RunState(passes=()), [y], [], {x})
    assert _types(plan) == ["Sum", "Mul", "AddV2", "Identity"]
    assert plan.aliases == {} and plan.run is run_steps


def test_reprs_name_what_they_hold(g, passes_on):
    x = tf.placeholder(tf.float32, [None], name="x")
    v = tf.Variable(1.0, name="v")
    y = tf.multiply(x, v, name="y")
    with tf.Session() as sess:
        sess.run(v.initializer)
        sess.run(y, {x: [1.0]})
        assert repr(sess._state) == "RunState(1 variables, 2 plans, 0 resources)"
        plan = sess._state.plans[((y,), (), (x,))]
    assert repr(plan).splitlines() == [
        "Plan: fetch y:0, feed x:0", "  known   v:0", "  step 1  v/read:0 = Identity(v:0)",
        "  step 2  y:0 = Mul(x:0, v/read:0)"]
    assert repr(plan.steps[1]) == "Step(y:0 = Mul(x:0, v/read:0))"


def test_a_long_plan_prints_its_first_steps(g):
    x = tf.placeholder(tf.float32, [], name="x")
    y = x
    for _ in range(30):
        y = tf.sin(y)
    lines = repr(Plan(RunState(passes=()), [y], [], {x})).splitlines()
    assert len(lines) == 22 and lines[-1] == "  ... 10 more steps"


# ---------------------------------------------------------------------- constant folding
def test_a_plan_computes_what_depends_on_constants_once(sess, passes_on):
    x = tf.placeholder(tf.float32, [None], name="x")
    folded = tf.fill(tf.shape(tf.zeros([2, 3])), 2.0)  # Shape and Fill of constants
    y = x * tf.reduce_sum(folded)
    assert sess.run(y, {x: [1.0]}).tolist() == [12.0]
    assert _types(_only_plan(sess)) == ["Mul"]
    got = sess.run(folded)
    got[0, 0] = 5.0  # a fetched folded value is a copy
    assert sess.run(folded).tolist() == [[2.0] * 3] * 2


def test_a_fed_constant_is_not_folded(sess, passes_on):
    c = tf.constant(1.0, name="c")
    y = c * 2.0
    with tf.control_dependencies([c.op]):  # brings c's op into the plan
        z = tf.identity(y)
    assert sess.run(z, {c: 5.0}) == 10.0


def test_a_constant_op_that_fails_fails_when_run(sess, passes_on):
    bad = tf.gather(tf.constant([1, 2]), 5)
    with pytest.raises(tf.errors.InvalidArgumentError):
        sess.run(bad)


def test_a_large_constant_result_is_made_per_run(sess, passes_on):
    big = tf.zeros([2000, 2000])  # 16 MB: over Grappler's folding limit
    assert sess.run(tf.reduce_sum(big)) == 0.0
    assert _types(_only_plan(sess)) == ["Fill", "Sum"]


def test_a_second_round_folds_what_a_skipped_identity_left_constant(g, monkeypatch):
    big = tf.constant(np.zeros(3 << 20, np.float32))  # 12 MB: the identity is not folded
    total = tf.reduce_sum(tf.identity(big))
    plan = Plan(RunState(passes=()), [total], [], {})
    grappler.fold_constants(plan)
    assert _types(plan) == ["Identity", "Sum"]
    grappler.skip_identities(plan)
    grappler.fold_constants(plan)
    assert plan.steps == [] and plan.constants[total] == 0.0
    assert Plan(RunState(passes=[grappler.run_passes]), [total], [], {}).steps == []  # two rounds
    monkeypatch.setattr(grappler, "ROUNDS", 1)
    assert _types(Plan(RunState(passes=[grappler.run_passes]), [total], [], {})) == ["Sum"]


# ---------------------------------------------------------------------- skipped arithmetic
def _neutral_graph():
    x = tf.placeholder(tf.float32, [None], name="x")
    one, zero = tf.constant(1.0), tf.constant(0.0)
    return x, {"x*1": x * one, "1*x": one * x, "x+0": x + zero, "0+x": tf.add(zero, x),
               "x-0": x - zero, "0-x": zero - x, "(x*1+0)*2": (x * one + zero) * 2.0}


def test_a_plan_skips_times_one_and_plus_zero_but_the_graph_keeps_them(sess, passes_on):
    x, outs = _neutral_graph()
    sess.run(list(outs.values()), {x: [1.0]})
    plan = _only_plan(sess)
    skipped = sorted(t.op.type for t in plan.aliases)
    assert skipped == ["AddV2", "AddV2", "AddV2", "Mul", "Mul", "Mul", "Sub"]
    assert {"0-x", "(x*1+0)*2"} <= {k for k, t in outs.items() if t not in plan.aliases}
    assert [op.type for op in tf.get_default_graph().get_operations()].count("Mul") == 4


def test_a_folded_one_makes_times_it_skippable(g):
    x = tf.placeholder(tf.float32, [None], name="x")
    y = x * tf.reduce_prod(tf.ones([3]))  # the one is folded first
    plan = Plan(RunState(passes=[grappler.run_passes]), [y], [], {x})
    assert plan.aliases == {y: x} and _types(plan) == ["Copy"]


def test_fetching_x_and_x_times_one_gives_two_arrays(sess):
    x = tf.constant([1.0, 2.0]) + tf.constant([0.5, 0.5])
    a, b = sess.run([x, x * 1.0])
    a[0] = 9.0
    assert b.tolist() == [1.5, 2.5]


@pytest.mark.property
@settings(max_examples=50, deadline=None)
@given(st.lists(st.floats(-1e6, 1e6, width=32), max_size=5))
def test_skipped_arithmetic_gives_numpy_values(xs):
    with tf.Graph().as_default():
        x, outs = _neutral_graph()
        with tf.Session() as sess:
            got = sess.run(outs, {x: xs})
    v = np.array(xs, dtype=np.float32)
    want = {"x*1": v, "1*x": v, "x+0": v, "0+x": v, "x-0": v, "0-x": 0 - v,
            "(x*1+0)*2": v * 2}
    for key, value in want.items():
        np.testing.assert_array_equal(got[key], value, err_msg=key)


def test_skipped_arithmetic_as_a_loop_body_result(sess):
    counted = tf.while_loop(lambda i: i < 5, lambda i: (i + 1) * 1, [0])
    unchanged = tf.while_loop(lambda i: i < 5, lambda i: i + 0, [7])
    assert sess.run([counted, unchanged]) == [5, 7]


def test_fetching_x_and_its_identity_gives_two_arrays(sess, passes_on):
    p = tf.placeholder(tf.float32, [2])
    x = p + tf.constant([0.5, 0.5])
    with tf.control_dependencies([x]):
        same = tf.identity(x)
    a, b = sess.run([x, same], {p: [1.0, 2.0]})
    a[0] = 9.0
    assert b.tolist() == [1.5, 2.5]
    assert _types(_only_plan(sess)) == ["AddV2", "Copy"]


def test_an_identity_of_a_variable_still_reads_it(sess, passes_on):
    v = tf.Variable(1.0, name="v")
    with pytest.raises(tf.errors.FailedPreconditionError):
        sess.run(tf.identity(v) * 1.0)
    assert "Identity" in _types(next(iter(sess._state.plans.values())))


# ---------------------------------------------------------------------- unread ops
def test_a_plan_skips_a_gradient_nothing_reads(sess, passes_on):
    # tf.gradients groups the gradient of x @ W for the fed x with the one for W: the update
    # waits on it, but only through a control input, so (as in TF) it is not computed.
    x = tf.placeholder(tf.float32, [None, 3], name="x")
    W = tf.Variable(tf.ones([3, 2]), name="W")
    train = tf.train.GradientDescentOptimizer(0.1).minimize(tf.reduce_sum(tf.matmul(x, W)))
    sess.run(W.initializer)
    sess.run(train, {x: np.ones((4, 3), np.float32)})
    plan = sess._state.plans[((), (train,), (x,))]
    ran = {step.op.name for step in plan.steps}
    assert "gradients/MatMul_grad/MatMul_1" in ran and "gradients/MatMul_grad/MatMul" not in ran
    assert "GradientDescent/update_W/ApplyGradientDescent" in ran
    np.testing.assert_allclose(sess.run(W), np.full((3, 2), 0.6))


def test_an_unread_op_that_would_fail_is_not_run(sess, passes_on):
    x = tf.placeholder(tf.int32, [None], name="x")
    bad = tf.gather(x, 5)
    with tf.control_dependencies([bad]):
        done = tf.no_op()
    sess.run(done, {x: [1, 2]})  # as in TF: the dependency optimizer removed the Gather


# ---------------------------------------------------------------------- random draws
def test_unseeded_draws_are_batched_and_seeded_ones_are_not(sess, passes_on):
    a = tf.random_normal([2, 3])
    b = tf.random_normal([4])
    c = tf.random_normal([5], dtype=tf.float64)
    seeded = tf.random_normal([2], seed=1)
    values = sess.run([a, b, c, seeded])
    assert [v.shape for v in values] == [(2, 3), (4,), (5,), (2,)]
    assert [v.dtype for v in values] == [np.float32, np.float32, np.float64, np.float32]
    plan = _only_plan(sess)
    batched = [step for step in plan.steps if step.op.type == "BatchedDraws"]
    assert [[t for _, t in step.outputs] for step in batched] == [
        [a.op.inputs[0].op.inputs[0], b.op.inputs[0].op.inputs[0]],
        [c.op.inputs[0].op.inputs[0]]]
    assert "RandomStandardNormal" in _types(plan)  # the seeded one
    assert not np.array_equal(sess.run(a), values[0])  # each run draws again


# ---------------------------------------------------------------------- shapes
def test_a_plan_remembers_shapes_only_with_feeds(g, passes_on):
    x = tf.placeholder(tf.float32, [None, 3], name="x")
    n = tf.shape(x)[0]
    assert Plan(RunState(passes=[grappler.run_passes]), [n], [], {x}).run is not run_steps
    assert Plan(RunState(passes=[grappler.run_passes]), [tf.shape(tf.zeros([2]))], [], {}).run \
        is run_steps


# ---------------------------------------------------------------------- on and off
# The fast path (fast kernels and passes) and the plain one (SCOPELAB_REFERENCE=1) give the same
# records, floats compared as every record is (to 1e-4: the kernels sum in other orders).
def _records_both_ways(run):
    with fast.use_reference(False):
        on = run()
    with fast.use_reference():
        off = run()
    return on, off


@pytest.mark.skipif(not os.path.isdir(CONFORMANCE_CASES), reason="no shared conformance cases")
@pytest.mark.parametrize("case_id", tf_runner.case_ids(CONFORMANCE_CASES)
                         if os.path.isdir(CONFORMANCE_CASES) else [])
def test_conformance_cases_give_the_same_records_on_the_fast_and_the_plain_path(case_id):
    def run():
        flags = programs_runner._flag_names(tf)
        try:
            return tf_runner.run_case(tf, case_id, CONFORMANCE_CASES)
        finally:  # so that a case defining flags can run again
            programs_runner._forget_flags(tf, flags)
    on, off = _records_both_ways(run)
    assert tf_runner.first_difference(on, off) is None


@pytest.mark.parametrize("program_id", programs_runner.program_ids())
def test_programs_give_the_same_records_on_the_fast_and_the_plain_path(program_id):
    on, off = _records_both_ways(lambda: programs_runner.run_program(tf, program_id))
    assert programs_runner.first_difference(program_id, on, off) is None
