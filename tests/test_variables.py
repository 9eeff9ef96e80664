"""variables: tf.Variable's four nodes, initialisation helpers and collections."""
import pytest

import scopelab as tf


def test_a_variable_is_four_nodes(g):
    v = tf.Variable([1.0, 2.0], name="v")
    assert [(op.name, op.type) for op in g.get_operations()] == [
        ("v/initial_value", "Const"), ("v", "VariableV2"), ("v/Assign", "Assign"),
        ("v/read", "Identity")]
    assert v.name == "v:0" and v.op.name == "v"
    assert v.dtype == tf.float32._as_ref
    assert v.shape == tf.TensorShape([2])
    assert v.initializer.name == "v/Assign"
    assert [t.name for t in v.initializer.inputs] == ["v:0", "v/initial_value:0"]
    assert v.value().name == "v/read:0"
    assert v.initial_value.name == "v/initial_value:0"


def test_assign_and_read_are_colocated_with_the_variable(g):
    v = tf.Variable([1.0, 2.0], name="v")
    assert v.initializer.colocation_groups() == [b"loc:@v"]
    assert v.value().op.colocation_groups() == [b"loc:@v"]


def test_initial_value_from_a_function_lives_under_initializer(g):
    tf.Variable(lambda: tf.ones([2]), name="w")
    assert [(op.name, op.type) for op in g.get_operations()] == [
        ("w/Initializer/ones", "Const"), ("w", "VariableV2"), ("w/Assign", "Assign"),
        ("w/read", "Identity")]
    assert g.get_operation_by_name("w/Initializer/ones").colocation_groups() == [b"loc:@w"]


def test_default_names_and_name_scopes(g):
    assert [tf.Variable(1.0).name, tf.Variable(1.0).name] == ["Variable:0", "Variable_1:0"]
    with tf.name_scope("ns"):
        v = tf.Variable(1.0, name="v2")
        r = v.read_value()
    assert (v.name, r.name, v.initializer.name) == ("ns/v2:0", "ns/read:0", "ns/v2/Assign")


def test_variables_step_out_of_control_dependencies(g):
    a = tf.constant(1.0, name="a")
    with tf.control_dependencies([a]):
        v = tf.Variable(1.0, name="v")
        tf.get_variable("w", [1])
        r = v.read_value()
    assert [op.name for op in g.get_operations() if op.control_inputs] == [r.op.name]


def test_collections(g):
    v = tf.Variable(1.0)
    nt = tf.Variable(1.0, trainable=False)
    mine = tf.Variable(1.0, collections=["mine"])
    assert tf.global_variables() == [v, nt]
    assert tf.trainable_variables() == [v, mine]
    assert tf.get_collection("mine") == [mine]
    assert tf.all_variables() == tf.global_variables()


def test_bad_constructor_arguments(g):
    with pytest.raises(ValueError, match="initial_value must be specified."):
        tf.Variable(None)
    with pytest.raises(ValueError, match="collections argument to Variable constructor must be "
                                         "a list, tuple, or set."):
        tf.Variable(1.0, collections="mine")


def test_validate_shape_false_gives_an_unknown_shape(g):
    assert tf.Variable(tf.zeros([2]), validate_shape=False).shape == tf.TensorShape(None)


def test_operators_act_on_the_read_snapshot(g):
    v = tf.Variable([1.0, 2.0], name="v")
    assert (v + 1.0).op.name == "add"
    assert (2.0 * v).op.name == "mul"
    assert [t.name for t in (v * v).op.inputs] == ["v/read:0", "v/read:0"]
    assert (-v).op.type == "Neg"


def test_global_variables_initializer(g):
    v = tf.Variable(1.0, name="v")
    w = tf.get_variable("w", [1])
    init = tf.global_variables_initializer()
    assert (init.name, init.type) == ("init", "NoOp")
    assert sorted(op.name for op in init.control_inputs) == ["v/Assign", "w/Assign"]
    with tf.Session() as sess:
        sess.run(init)
        assert sess.run(v) == 1.0 and sess.run(w).shape == (1,)


def test_initializer_covers_only_variables_that_exist_now(g):
    init = tf.global_variables_initializer()
    late = tf.Variable(1.0, name="late")
    with tf.Session() as sess:
        sess.run(init)
        assert not sess.run(tf.is_variable_initialized(late))


def test_variables_initializer_names(g):
    v = tf.Variable(1.0)
    assert tf.variables_initializer([]).name == "init"
    assert tf.variables_initializer([v]).name == "init_1"
    assert tf.variables_initializer([v], name="mine").name == "mine"
    assert tf.local_variables_initializer().name == "init_2"


def test_initialized_value_is_a_cond_that_reads_the_current_value(g):
    v = tf.Variable([1.0, 2.0], name="v")
    iv = v.initialized_value()
    assert (iv.op.name, iv.op.type) == ("cond/Merge", "Merge")
    with tf.Session() as sess:
        assert sess.run(iv).tolist() == [1.0, 2.0]      # not initialised: the initial value
        sess.run(v.initializer)
        sess.run(tf.assign(v, [5.0, 6.0]))
        assert sess.run(iv).tolist() == [5.0, 6.0]      # initialised: the variable's value


def test_initial_values_that_read_variables_are_made_safe(g):
    v = tf.Variable([1.0, 2.0], name="v")
    dep = tf.Variable(v * 3.0, name="dep")
    names = [op.name for op in g.get_operations() if op.name.startswith("dep")]
    assert names[:2] == ["dep", "dep/IsVariableInitialized"]
    assert "dep/cond/Merge" in names
    with tf.Session() as sess:
        sess.run(dep.initializer)          # works although v was never initialised
        assert sess.run(dep).tolist() == [3.0, 6.0]
        assert not sess.run(tf.is_variable_initialized(v))


def test_assign_methods(g):
    v = tf.Variable([1.0, 2.0], name="v")
    assert v.assign([0.0, 0.0]).op.name == "Assign"
    assert v.assign_add([1.0, 1.0], read_value=False).type == "AssignAdd"
    with tf.Session() as sess:
        sess.run(v.initializer)
        assert sess.run(v.assign_sub([1.0, 1.0])).tolist() == [0.0, 1.0]


def test_load_and_eval(g):
    v = tf.Variable([1.0, 2.0], name="v")
    with tf.Session() as sess:
        v.load([7.0, 8.0], sess)
        assert sess.run(v).tolist() == [7.0, 8.0]
        assert v.eval().tolist() == [7.0, 8.0]


def test_read_value_makes_a_new_read(g):
    v = tf.Variable(1.0, name="v")
    r = v.read_value()
    assert r.name == "read:0" and r is not v.value()
    assert r.op.inputs[0] is v.op.outputs[0]


def test_dtype_converts_a_python_initial_value(g):
    assert tf.Variable(1, dtype=tf.float32).dtype == tf.float32._as_ref
    with pytest.raises(TypeError, match="Expected int32, but got 1.5 of type 'float'."):
        tf.Variable(1.5, dtype=tf.int32)


def test_dtype_does_not_convert_a_tensor_initial_value(g):
    with pytest.raises(ValueError, match="Tensor conversion requested dtype float32 for Tensor "
                                         "with dtype int32"):
        tf.Variable(tf.constant(1), dtype=tf.float32)


def test_tensor_initial_value_dtype_error_text(g):
    with pytest.raises(ValueError, match="^initial_value: Tensor conversion requested dtype"):
        tf.Variable(tf.constant(1), dtype=tf.float32)


# Every Python path that could walk a variable or a graph tensor element by element. Without
# __iter__ Python falls back to __getitem__(0), (1)... and a graph tensor's slices never end,
# so each path runs in a child process that must finish within seconds. TF (recorded in case
# 922) raises at once: OperatorNotAllowedInGraphError (a TypeError) for iteration, TypeError
# for `in`, len() and reversed().
_WALKS = ["for x in v: pass", "list(v)", "tuple(v)", "iter(v)", "1.0 in v", "sorted(v)",
          "max(v)", "sum(v)", "zip(v, v)", "enumerate(v)", "dict.fromkeys(v)", "reversed(v)",
          "set(v)", "a, b = v", "[*v]", "list(v.value())", "1.0 in v.value()",
          "reversed(v.value())", "len(v)", "len(v.value())", "list(tf.constant(1.0))"]


def test_walking_a_variable_or_tensor_fails_fast():
    import subprocess
    import sys
    program = "\n".join(["import scopelab as tf", "v = tf.Variable([1.0, 2.0])",
                         "failed = 0"] + [
        "try:\n    %s\nexcept TypeError:\n    failed += 1" % walk for walk in _WALKS] + [
        "print(failed)"])
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          timeout=30)
    assert done.stdout.strip() == str(len(_WALKS)), done.stderr
