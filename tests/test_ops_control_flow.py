"""ops/control_flow_ops: NoOp, group, and cond built from Switch and Merge."""
import pytest

import scopelab as tf


def test_no_op_names(g):
    assert tf.no_op().name == "NoOp"
    assert tf.no_op(name="n").name == "n"
    assert tf.no_op().type == "NoOp"


def test_group_waits_for_its_inputs(g):
    v = tf.Variable(0.0, name="v")
    a = tf.assign_add(v, 1.0)
    b = tf.constant(1.0, name="b")
    grp = tf.group(a, b)
    assert (grp.name, grp.type) == ("group_deps", "NoOp")
    assert [op.name for op in grp.control_inputs] == ["AssignAdd", "b"]
    assert tf.group(a, name="mygroup").name == "mygroup"
    with tf.Session() as sess:
        sess.run(v.initializer)
        assert sess.run(grp) is None
        assert sess.run(v) == 1.0


def test_empty_group_is_named_group_deps(g):
    assert tf.group().name == "group_deps"


def test_cond_runs_only_the_taken_branch(g):
    pred = tf.placeholder(tf.bool, [], name="pred")
    x = tf.constant(2.0, name="x")
    y = tf.cond(pred, lambda: x * 3.0, lambda: tf.identity(x))
    assert (y.op.name, y.op.type) == ("cond/Merge", "Merge")
    with tf.Session() as sess:
        assert sess.run(y, {pred: True}) == 6.0
        assert sess.run(y, {pred: False}) == 2.0


def test_nested_cond(sess):
    p = tf.placeholder(tf.bool, [], name="p")
    q = tf.placeholder(tf.bool, [], name="q")
    x = tf.constant(1.0, name="x")
    y = tf.cond(p, lambda: tf.cond(q, lambda: x + 1.0, lambda: x + 2.0), lambda: x * 10.0)
    results = [sess.run(y, {p: a, q: b}) for a in (True, False) for b in (True, False)]
    assert results == [2.0, 3.0, 10.0, 10.0]


def test_cond_reading_a_variable(sess):
    p = tf.placeholder(tf.bool, [], name="p")
    v = tf.Variable(5.0, name="v")
    z = tf.cond(p, lambda: v + 1.0, lambda: tf.constant(0.0))
    sess.run(v.initializer)
    assert (sess.run(z, {p: True}), sess.run(z, {p: False})) == (6.0, 0.0)


def test_cond_node_names(g):
    x = tf.constant(2.0, name="x")
    tf.cond(tf.constant(True, name="p"), lambda: x * 3.0, lambda: tf.identity(x))
    names = [op.name for op in g.get_operations()]
    assert names[2:6] == ["cond/Switch", "cond/switch_t", "cond/switch_f", "cond/pred_id"]
    assert "cond/mul/Switch" in names and "cond/Identity/Switch" in names


def test_an_outside_input_of_the_untaken_branch_is_still_computed(g):
    # The Switch that guards the branch needs its data input, whichever side is taken.
    unfed = tf.placeholder(tf.float32, [], name="unfed")
    y = tf.cond(tf.constant(True), lambda: tf.constant(1.0), lambda: unfed * 2.0)
    with tf.Session() as sess:
        with pytest.raises(tf.errors.InvalidArgumentError, match="placeholder tensor 'unfed'"):
            sess.run(y)
        assert sess.run(y, {unfed: 0.0}) == 1.0


def test_branch_constants_depend_on_the_pivot(g):
    y = tf.cond(tf.constant(False), lambda: tf.constant(1.0), lambda: tf.constant(2.0))
    one = g.get_operation_by_name("cond/Const")
    assert [op.name for op in one.control_inputs] == ["cond/switch_t"]
    with tf.Session() as sess:
        assert sess.run(y) == 2.0


def test_cond_rejects_a_python_bool(g):
    with pytest.raises(TypeError, match="must not be a Python bool"):
        tf.cond(True, lambda: 1.0, lambda: 2.0)


def test_cond_python_bool_text(g):
    with pytest.raises(TypeError, match="^'pred' must not be a Python bool.$"):
        tf.cond(True, lambda: 1.0, lambda: 2.0)


def test_branches_must_agree_on_dtype(g):
    with pytest.raises(ValueError):
        tf.cond(tf.constant(True), lambda: tf.constant(1.0), lambda: tf.constant(1))


def test_branches_dtype_mismatch_text(g):
    with pytest.raises(ValueError, match="Received float32 from 'true_fn' and int32 from "
                                         "'false_fn'."):
        tf.cond(tf.constant(True), lambda: tf.constant(1.0), lambda: tf.constant(1))
