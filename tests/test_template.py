"""template: ``make_template`` shares one set of variables across calls."""
import pytest

import scopelab as tf


def scale(x, k=1.0):
    w = tf.get_variable("w", [], initializer=tf.constant_initializer(2.0))
    return x * w * k


def test_nothing_exists_before_the_first_call(g):
    t = tf.make_template("t", scale)
    assert t.name == "t"
    assert t.variable_scope is None and t.variable_scope_name is None
    assert t.variables == []


def test_first_call_captures_the_scope_later_calls_reuse_it(g):
    t = tf.make_template("t", scale)
    with tf.variable_scope("abc"):
        a = t(tf.constant(1.0))
    with tf.variable_scope("def"):
        b = t(tf.constant(1.0))
    c = t(tf.constant(1.0))
    assert t.variable_scope.name == "abc/t"
    assert t.variable_scope_name == "abc/t/"
    assert [v.name for v in t.variables] == ["abc/t/w:0"]
    assert [v.name for v in t.trainable_variables] == ["abc/t/w:0"]
    assert [v.name for v in tf.global_variables()] == ["abc/t/w:0"]
    # Ops follow the call site.
    assert (a.op.name, b.op.name, c.op.name) == ("abc/t/mul_1", "def/t/mul_1", "t/mul_1")
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        assert sess.run([a, b, c]) == [2.0, 2.0, 2.0]


def test_two_templates_with_one_name_get_unique_scopes(g):
    t1 = tf.make_template("t", scale)
    t2 = tf.make_template("t", scale)
    t1(1.0)
    t2(1.0)
    assert [v.name for v in t1.variables] == ["t/w:0"]
    assert [v.name for v in t2.variables] == ["t_1/w:0"]


def test_template_variables_do_not_include_a_prefix_sibling(g):
    t = tf.make_template("t", scale)
    t(1.0)
    with tf.variable_scope("t_extra"):
        tf.get_variable("x", [1])
    assert [v.name for v in t.variables] == ["t/w:0"]


def test_create_scope_now(g):
    tf.make_template("t", scale)(1.0)
    t = tf.make_template("t", scale, create_scope_now_=True)
    assert t.variable_scope.name == "t_1"
    with tf.variable_scope("later"):
        d = t(1.0)
    assert [v.name for v in t.variables] == ["t_1/w:0"]
    assert d.op.name == "later/t_1/mul_1"


def test_unique_name_is_used_as_given(g):
    t = tf.make_template("t", scale, unique_name_="fixed")
    t(1.0)
    assert [v.name for v in t.variables] == ["fixed/w:0"]
    clash = tf.make_template("t", scale, unique_name_="fixed")
    with pytest.raises(ValueError, match="Variable fixed/w already exists, disallowed."):
        clash(1.0)


def test_tf_variable_on_a_later_call_is_an_error(g):
    def bad(x):
        return x * tf.Variable(1.0, name="bad")
    t = tf.make_template("tb", bad)
    t(1.0)
    with pytest.raises(ValueError, match="Trainable variable created when calling a template "
                                         "after the first time, perhaps you used tf.Variable "
                                         "when you meant tf.get_variable: "
                                         r"\[<tf.Variable 'tb_1/bad:0'"):
        t(1.0)


def test_non_trainable_tf_variable_on_a_later_call_is_allowed(g):
    def counter(x):
        return x * tf.Variable(1.0, name="nt", trainable=False)
    t = tf.make_template("tn", counter)
    t(1.0)
    assert t(1.0).op.name == "tn_1/mul"


def test_keyword_arguments_are_bound(g):
    t = tf.make_template("tk", scale, k=3.0)
    out = t(tf.constant(1.0))
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        assert sess.run(out) == 6.0


def test_custom_getter_runs_on_every_call(g):
    seen = []

    def getter(getter, name, *args, **kwargs):
        seen.append(name)
        return getter(name, *args, **kwargs)
    t = tf.make_template("tc", scale, custom_getter_=getter)
    t(1.0)
    t(1.0)
    assert seen == ["tc/w", "tc/w"]


def test_name_is_required(g):
    with pytest.raises(ValueError, match="name cannot be None."):
        tf.make_template(None, scale)


def test_template_under_an_outer_scope(g):
    t = tf.make_template("tt", scale)
    with tf.variable_scope("outer"):
        t(1.0)
    assert t.variable_scope.name == "outer/tt"
    assert [v.name for v in t.variables] == ["outer/tt/w:0"]


def test_a_failed_first_call_can_be_retried(g):
    calls = []

    def flaky(x):
        calls.append(1)
        w = tf.get_variable("w", [])
        if len(calls) == 1:
            raise RuntimeError("boom")
        return x * w
    t = tf.make_template("f", flaky)
    with pytest.raises(RuntimeError, match="boom"):
        t(1.0)
    # The retry runs as a first call again, in the captured scope, and may not create "w" anew.
    with pytest.raises(ValueError, match="already exists"):
        t(1.0)


def test_make_template_internal_is_make_template_without_graph_functions(g):
    from scopelab.template import make_template_internal
    t = make_template_internal("s", scale, unique_name_="u", k=3.0)
    y = t(1.0)
    assert t.variable_scope.name == "u" and y.op.name == "u/mul_1"
    # TF wraps the function in tf.function here; scopelab raises tf.function's left-out error.
    with pytest.raises(AttributeError, match="tf.function is in TensorFlow 1 .*scopelab leaves "
                                             "it out"):
        make_template_internal("s", scale, create_graph_function_=True)


def test_a_call_from_another_thread_during_the_first_call_just_runs(g):
    # TF's third branch: not created yet, but no longer the first call.
    t = tf.make_template("t", scale)
    t._first_call = False
    with g.as_default():
        with tf.variable_scope("t"):
            y = t._call_func((1.0,), {})
    assert not t._variables_created and y.op.type == "Mul"
