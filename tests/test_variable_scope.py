"""variable_scope: reuse, inheritance, default names, captured scopes, name scopes, getters."""
import pytest

import scopelab as tf


# ---------------------------------------------------------------------- the reuse table
def test_existing_name_without_reuse_is_an_error(g):
    with tf.variable_scope("s"):
        tf.get_variable("v", [1])
        with pytest.raises(ValueError, match="Variable s/v already exists, disallowed. Did you "
                                             "mean to set reuse=True or reuse=tf.AUTO_REUSE in "
                                             "VarScope\\? Originally defined at:"):
            tf.get_variable("v", [1])


def test_missing_name_with_reuse_true_is_an_error(g):
    with tf.variable_scope("s", reuse=True):
        with pytest.raises(ValueError, match="Variable s/w does not exist, or was not created "
                                             "with tf.get_variable\\(\\)."):
            tf.get_variable("w", [1])


def test_reuse_true_returns_the_existing_variable(g):
    with tf.variable_scope("s"):
        v = tf.get_variable("v", [1])
    with tf.variable_scope("s", reuse=True):
        assert tf.get_variable("v", [1]) is v
        assert tf.get_variable("v") is v   # the shape may be left out when reusing


def test_auto_reuse_gets_or_creates(g):
    with tf.variable_scope("s"):
        v = tf.get_variable("v", [1])
    with tf.variable_scope("s", reuse=tf.AUTO_REUSE):
        assert tf.get_variable("v", [1]) is v
        w = tf.get_variable("w", [1])
        assert w.name == "s/w:0"
        assert tf.get_variable("w", [1]) is w


def test_reuse_variables_switches_the_current_scope_to_reuse(g):
    with tf.variable_scope("t") as scope:
        v = tf.get_variable("v", [1])
        scope.reuse_variables()
        assert tf.get_variable_scope().reuse is True
        assert tf.get_variable("v", [1]) is v
    with tf.variable_scope("t") as again:
        assert again.reuse is False      # only until the scope was left


def test_tf_variable_never_shares(g):
    with tf.variable_scope("s", reuse=tf.AUTO_REUSE):
        a = tf.Variable(1.0, name="v")
        b = tf.Variable(1.0, name="v")
    assert a is not b
    assert (a.name, b.name) == ("s/v:0", "s/v_1:0")


# ---------------------------------------------------------------------- inheritance
def test_reuse_is_inherited_and_cannot_be_switched_off(g):
    with tf.variable_scope("s", reuse=True):
        with tf.variable_scope("inner", reuse=False) as inner:
            assert inner.reuse is True
            assert inner.name == "s/inner"
        with tf.variable_scope("inner2") as inner2:
            assert inner2.reuse is True


def test_auto_reuse_is_inherited_but_reuse_true_overrides_it(g):
    with tf.variable_scope("a", reuse=tf.AUTO_REUSE):
        with tf.variable_scope("b", reuse=True) as b:
            assert b.reuse is True
        with tf.variable_scope("c") as c:
            assert c.reuse is tf.AUTO_REUSE


def test_root_scope_does_not_reuse(g):
    scope = tf.get_variable_scope()
    assert scope.name == "" and scope.reuse is False


def test_bad_reuse_values(g):
    with pytest.raises(ValueError, match="The reuse parameter must be True or False or None."):
        with tf.variable_scope("x", reuse="yes"):
            pass
    with pytest.raises(TypeError, match="If default_name is None then name_or_scope is required"):
        with tf.variable_scope(None):
            pass
    with pytest.raises(ValueError, match="reuse=True cannot be used without a name_or_scope"):
        with tf.variable_scope(None, default_name="d", reuse=True):
            pass
    assert tf.get_variable_scope().name == ""
    assert g.get_name_scope() == ""


def test_initializer_and_dtype_are_inherited(g):
    with tf.variable_scope("init", initializer=tf.constant_initializer(3.0), dtype=tf.float64):
        a = tf.get_variable("a", [2])
        with tf.variable_scope("deeper"):
            b = tf.get_variable("b", [2])
            c = tf.get_variable("c", [2], initializer=tf.zeros_initializer(), dtype=tf.float32)
    assert (a.dtype, b.dtype, c.dtype) == (tf.float64._as_ref, tf.float64._as_ref,
                                           tf.float32._as_ref)
    assert a.initial_value.op.name == "init/a/Initializer/Const"
    assert c.initial_value.op.name == "init/deeper/c/Initializer/zeros"
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        assert sess.run(b).tolist() == [3.0, 3.0]
        assert sess.run(c).tolist() == [0.0, 0.0]


# ---------------------------------------------------------------------- default names
def test_default_name_counts_up(g):
    names = []
    for _ in range(3):
        with tf.variable_scope(None, default_name="layer") as scope:
            names.append((scope.name, scope.original_name_scope,
                          tf.constant(0, name="c").op.name))
    assert names == [("layer", "layer/", "layer/c"), ("layer_1", "layer_1/", "layer_1/c"),
                     ("layer_2", "layer_2/", "layer_2/c")]


def test_default_name_counts_opened_scopes_not_suffixes(g):
    with tf.variable_scope("layer_5"):
        pass
    with tf.variable_scope(None, default_name="layer") as first:
        pass
    with tf.variable_scope(None, default_name="layer") as second:
        pass
    assert (first.name, second.name) == ("layer", "layer_1")


def test_default_name_counters_restart_when_the_parent_is_reopened(g):
    with tf.variable_scope("outer"):
        with tf.variable_scope(None, default_name="d") as d0:
            pass
        with tf.variable_scope(None, default_name="d") as d1:
            pass
    with tf.variable_scope("outer"):
        with tf.variable_scope(None, default_name="d") as again:
            pass
    assert (d0.name, d1.name) == ("outer/d", "outer/d_1")
    # The variable scope starts over, but op name scopes are unique forever.
    assert (again.name, again.original_name_scope) == ("outer/d", "outer_1/d/")


# ---------------------------------------------------------------------- captured scopes
def test_a_captured_scope_jumps_back_for_variables_but_not_for_ops(g):
    with tf.variable_scope("foo") as foo:
        assert foo.original_name_scope == "foo/"
    with tf.variable_scope("bar"):
        with tf.variable_scope(foo) as again:
            assert again.name == "foo"
            assert again.original_name_scope == "foo/"
            assert tf.get_variable("v", [1]).name == "foo/v:0"
            assert tf.constant(1, name="k").op.name == "bar/foo/k"
            with tf.variable_scope("inner") as inner:
                assert inner.name == "foo/inner"
                assert inner.original_name_scope == "bar/foo/inner/"


def test_reentering_by_name_versus_by_object(g):
    with tf.variable_scope("foo") as foo:
        pass
    with tf.variable_scope("foo") as by_name:
        by_name_op = tf.constant(1, name="k").op.name
    with tf.variable_scope(foo) as by_object:
        by_object_op = tf.constant(1, name="k").op.name
    assert by_name.original_name_scope == "foo_1/" and by_name_op == "foo_1/k"
    assert by_object.original_name_scope == "foo/" and by_object_op == "foo_2/k"


def test_reuse_on_a_captured_scope_does_not_change_the_original(g):
    with tf.variable_scope("foo") as foo:
        pass
    with tf.variable_scope(foo, reuse=True) as again:
        assert again.reuse is True
    assert foo.reuse is False


def test_reuse_variables_sticks_to_the_captured_scope_object(g):
    with tf.variable_scope("cap") as cap:
        v = tf.get_variable("v", [1])
        cap.reuse_variables()
    with tf.variable_scope(cap) as again:
        assert again.reuse is True
        assert tf.get_variable("v", [1]) is v
    with tf.variable_scope("cap") as by_name:
        assert by_name.reuse is False     # a new scope object, made from the name


def test_a_captured_scope_brings_its_initializer_and_default_name_counters(g):
    with tf.variable_scope("i", initializer=tf.ones_initializer()) as captured:
        pass
    with tf.variable_scope("elsewhere"):
        with tf.variable_scope(captured):
            w = tf.get_variable("w", [1])
            with tf.variable_scope(None, default_name="d") as d0:
                pass
            with tf.variable_scope(None, default_name="d") as d1:
                pass
        with tf.variable_scope(captured):
            with tf.variable_scope(None, default_name="d") as again:
                pass
    assert (w.name, d0.name, d1.name, again.name) == ("i/w:0", "i/d", "i/d_1", "i/d")
    assert w.initial_value.op.name == "i/w/Initializer/ones"


def test_leaving_a_captured_scope_restores_every_count_it_changed(g):
    with tf.variable_scope("a") as a:
        with tf.variable_scope(None, default_name="d"):
            pass
    with tf.variable_scope("b") as b:
        pass
    store = g.get_collection(("__varscope",))[0]
    before = dict(store.variable_scopes_count)
    with tf.variable_scope(a):                        # counted as it is entered, and kept
        with tf.variable_scope(None, default_name="d"):   # a/d_1: forgotten on leaving
            with tf.variable_scope(b):                # nested jump, undone first
                with tf.variable_scope("new"):
                    pass
            with tf.variable_scope(None, default_name="e"):
                pass
    assert store.variable_scopes_count == dict(before, a=before["a"] + 1)


def test_set_initializer_applies_to_the_scope_and_its_children(sess):
    with tf.variable_scope("q") as q:
        q.set_initializer(tf.constant_initializer(4.0))
        z = tf.get_variable("z", [1])
        with tf.variable_scope("deep"):
            z2 = tf.get_variable("z2", [1])
    sess.run(tf.global_variables_initializer())
    assert sess.run([z, z2]) == [4.0, 4.0]
    with tf.variable_scope("q") as again:
        assert again.initializer is None


# ---------------------------------------------------------------------- name scopes
def test_variable_names_ignore_op_name_scopes(g):
    with tf.name_scope("ns"):
        with tf.variable_scope("vs") as vs:
            assert vs.name == "vs"
            assert vs.original_name_scope == "ns/vs/"
            assert tf.get_variable("w", [1]).name == "vs/w:0"
            assert tf.constant(1, name="k").op.name == "ns/vs/k"
            with tf.name_scope("inner") as inner:
                assert inner == "ns/vs/inner/"
                assert tf.get_variable("v", [1]).name == "vs/v:0"


def test_auxiliary_name_scope_false_opens_no_op_scope(g):
    with tf.name_scope("ns2"):
        with tf.variable_scope("vs2", auxiliary_name_scope=False) as vs:
            assert vs.original_name_scope == "ns2/"
            assert tf.get_variable("w", [1]).name == "vs2/w:0"
            assert tf.constant(1, name="k").op.name == "ns2/k"
        with tf.variable_scope(vs, auxiliary_name_scope=False):
            assert tf.constant(1, name="k").op.name == "ns2/k_1"
        with tf.variable_scope(vs):
            assert tf.constant(1, name="k").op.name == "ns2/vs2/k"
    with tf.variable_scope(vs):
        assert tf.constant(1, name="k").op.name == "vs2/k"


def test_auxiliary_name_scope_must_be_a_bool(g):
    with pytest.raises(TypeError, match="The auxiliary_name_scope must be `True` or `False`"):
        tf.variable_scope("z", auxiliary_name_scope=1)


# ---------------------------------------------------------------------- custom getters
def _logging_getter(log, tag):
    # TF calls a custom getter with keywords only, the next getter as `getter`.
    def custom_getter(getter, name, *args, **kwargs):
        log.append(tag + ">" + name)
        v = getter(name, *args, **kwargs)
        log.append(tag + "<")
        return v
    return custom_getter


def test_custom_getters_nest_inner_first(g):
    log = []
    with tf.variable_scope("o", custom_getter=_logging_getter(log, "outer")):
        with tf.variable_scope("i", custom_getter=_logging_getter(log, "inner")):
            v = tf.get_variable("v", [1])
    assert log == ["inner>o/i/v", "outer>o/i/v", "outer<", "inner<"]
    assert v.name == "o/i/v:0"


def test_a_custom_getter_passed_to_get_variable_replaces_the_scope_one(g):
    log = []
    with tf.variable_scope("o", custom_getter=_logging_getter(log, "scope")):
        tf.get_variable("w", [1], custom_getter=_logging_getter(log, "call"))
    assert log == ["call>o/w", "call<"]


def test_a_custom_getter_can_change_the_name(g):
    def renamer(getter, name, *args, **kwargs):
        return getter(name + "_x", *args, **kwargs)
    with tf.variable_scope("r", custom_getter=renamer):
        assert tf.get_variable("v", [1]).name == "r/v_x:0"


def test_custom_getter_must_be_callable(g):
    with pytest.raises(ValueError, match="Passed a custom_getter which is not callable: 3"):
        tf.get_variable("nc", [1], custom_getter=3)


# ---------------------------------------------------------------------- scope objects
def test_scope_collections_are_limited_to_the_scope(g):
    with tf.variable_scope("foo") as foo:
        v = tf.get_variable("v", [1])
        t = tf.get_variable("t", [1], trainable=False)
    with tf.variable_scope("foo_1"):
        tf.get_variable("v", [1])
    assert foo.global_variables() == [v, t]
    assert foo.trainable_variables() == [v]


def test_each_graph_has_its_own_scope_state():
    g1, g2 = tf.Graph(), tf.Graph()
    with g1.as_default(), tf.variable_scope("a"):
        with g2.as_default():
            assert tf.get_variable_scope().name == ""
            assert tf.get_variable("v", [1]).name == "v:0"
        assert tf.get_variable_scope().name == "a"
