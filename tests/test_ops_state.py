"""ops/state_ops: VariableV2, Assign, AssignAdd, AssignSub, IsVariableInitialized."""
import numpy as np
import pytest

import scopelab as tf


def test_update_ops_take_the_reference_and_are_colocated(g):
    v = tf.Variable([1.0, 2.0], name="v")
    a = tf.assign(v, [5.0, 6.0])
    add = tf.assign_add(v, [1.0, 1.0])
    sub = tf.assign_sub(v, [2.0, 2.0])
    assert [(t.op.name, t.op.type) for t in (a, add, sub)] == [
        ("Assign", "Assign"), ("AssignAdd", "AssignAdd"), ("AssignSub", "AssignSub")]
    assert [t.name for t in add.op.inputs] == ["v:0", "AssignAdd/value:0"]
    assert a.dtype == tf.float32._as_ref and a.shape == tf.TensorShape([2])
    assert a.op.colocation_groups() == [b"loc:@v"]


def test_update_values(g):
    v = tf.Variable([1.0, 2.0], name="v")
    with tf.Session() as sess:
        sess.run(v.initializer)
        assert sess.run(tf.assign(v, [5.0, 6.0])).tolist() == [5.0, 6.0]
        assert sess.run(tf.assign_add(v, [1.0, 1.0])).tolist() == [6.0, 7.0]
        assert sess.run(tf.assign_sub(v, [2.0, 2.0])).tolist() == [4.0, 5.0]
        assert sess.run(v).tolist() == [4.0, 5.0]


def test_assign_add_repeats_in_one_session(g):
    counter = tf.Variable(0, name="counter")
    step = tf.assign_add(counter, 1)
    with tf.Session() as sess:
        sess.run(counter.initializer)
        assert [sess.run(step) for _ in range(3)] == [1, 2, 3]


def test_assign_add_on_an_uninitialized_variable(g):
    v = tf.Variable(1.0, name="v")
    with tf.Session() as sess:
        with pytest.raises(tf.errors.FailedPreconditionError,
                           match="Attempting to use uninitialized value v"):
            sess.run(tf.assign_add(v, 1.0))


def test_assign_checks_static_shapes(g):
    v = tf.Variable([1.0, 2.0], name="v")
    with pytest.raises(ValueError) as info:
        tf.assign(v, [1.0, 2.0, 3.0])
    assert str(info.value) == (
        "Dimension 0 in both shapes must be equal, but are 2 and 3. Shapes are [2] and [3]. for "
        "'{{node Assign}} = Assign[T=DT_FLOAT, use_locking=true, validate_shape=true](v, "
        "Assign/value)' with input shapes: [2], [3].")


def test_assign_without_validate_shape_changes_the_shape(g):
    v = tf.Variable([1.0, 2.0], name="v", validate_shape=False)
    grow = tf.assign(v, [1.0, 2.0, 3.0], validate_shape=False)
    with tf.Session() as sess:
        sess.run(v.initializer)
        assert sess.run(grow).tolist() == [1.0, 2.0, 3.0]
        assert sess.run(v).shape == (3,)


def test_is_variable_initialized(g):
    v = tf.Variable(1.0, name="v")
    check = tf.is_variable_initialized(v)
    assert (check.op.type, check.dtype) == ("IsVariableInitialized", tf.bool)
    with tf.Session() as sess:
        assert sess.run(check) == np.bool_(False)
        sess.run(v.initializer)
        assert sess.run(check) == np.bool_(True)


def test_value_is_converted_to_the_variable_dtype(g):
    v = tf.Variable([1.0, 2.0])
    a = tf.assign(v, [3, 4])
    assert a.op.inputs[1].dtype == tf.float32
