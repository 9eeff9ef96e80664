"""graph: unique names, name scopes, control dependencies, colocation, collections, lookup,
and the default-graph stack."""
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scopelab as tf


# ---------------------------------------------------------------------- unique_name
def test_unique_name_adds_suffixes():
    g = tf.Graph()
    assert [g.unique_name("foo") for _ in range(3)] == ["foo", "foo_1", "foo_2"]


def test_unique_name_is_case_insensitive_but_keeps_the_case_asked_for():
    g = tf.Graph()
    assert [g.unique_name("foo"), g.unique_name("foo"), g.unique_name("Foo")] == \
        ["foo", "foo_1", "Foo_2"]


def test_unique_name_skips_suffixes_already_taken():
    g = tf.Graph()
    assert g.unique_name("a_1") == "a_1"
    assert [g.unique_name("a") for _ in range(3)] == ["a", "a_2", "a_3"]


def test_a_suffixed_name_asked_for_again_gets_its_own_suffix():
    g = tf.Graph()
    g.unique_name("foo")
    g.unique_name("foo")                      # foo_1
    assert g.unique_name("foo_1") == "foo_1_1"
    assert g.unique_name("foo") == "foo_2"


def test_unique_name_without_marking_does_not_reserve():
    g = tf.Graph()
    assert g.unique_name("bar", mark_as_used=False) == "bar"
    assert g.unique_name("bar") == "bar"
    assert g.unique_name("bar", mark_as_used=False) == "bar_1"
    assert g.unique_name("bar") == "bar_1"


def test_unique_name_is_prefixed_by_the_name_scope(g):
    with g.name_scope("outer"):
        assert g.unique_name("op") == "outer/op"
        assert g.unique_name("op") == "outer/op_1"


@pytest.mark.property
@settings(max_examples=50, deadline=None)
@given(st.lists(st.sampled_from(["a", "A", "a_1", "A_1", "a_2", "a_1_1", "b", "B_1"]),
                max_size=25))
def test_unique_name_never_repeats_a_name_case_insensitively(names):
    g = tf.Graph()
    handed_out = set()
    for name in names:
        unique = g.unique_name(name)
        assert unique.lower() not in handed_out
        handed_out.add(unique.lower())


# ---------------------------------------------------------------------- name_scope
def test_name_scope_nesting(g):
    with tf.name_scope("outer") as outer:
        assert outer == "outer/"
        with tf.name_scope("inner") as inner:
            assert inner == "outer/inner/"
            assert tf.constant(0, name="c").op.name == "outer/inner/c"
        assert g.get_name_scope() == "outer"
    assert g.get_name_scope() == ""


def test_reopening_a_name_scope_gives_a_new_unique_one(g):
    with tf.name_scope("outer") as first:
        pass
    with tf.name_scope("outer") as second:
        pass
    with tf.name_scope("OUTER") as third:
        pass
    assert (first, second, third) == ("outer/", "outer_1/", "OUTER_2/")


def test_a_trailing_slash_reenters_a_scope_verbatim(g):
    with tf.name_scope("x"):
        with tf.name_scope("y") as y_scope:
            pass
    with tf.name_scope(y_scope) as again:
        assert again == "x/y/"
        assert tf.constant(0, name="q").name == "x/y/q:0"
    with tf.name_scope("x/y") as fresh:
        assert fresh == "x/y_1/"


@pytest.mark.parametrize("reset", [None, ""])
def test_none_or_empty_name_scope_goes_back_to_the_root(g, reset):
    with tf.name_scope("outer"):
        with tf.name_scope(reset) as scope:
            assert scope == ""
            assert g.get_name_scope() == ""
            assert tf.constant(0, name="c").op.name == "c"
        assert g.get_name_scope() == "outer"


def test_name_scope_default_name(g):
    with tf.name_scope(None, "dflt") as first:
        pass
    with tf.name_scope(None, "dflt") as second:
        pass
    assert (first, second) == ("dflt/", "dflt_1/")


def test_name_scope_needs_a_name_when_values_are_given(g):
    a = tf.constant(1.0)
    with pytest.raises(ValueError, match="At least one of name"):
        with tf.name_scope(None, None, [a]):
            pass


def test_name_scope_with_values_enters_their_graph(g):
    other = tf.Graph()
    with other.as_default():
        a = tf.constant(1.0, name="a")
    with tf.name_scope("n", values=[a]) as scope:
        assert scope == "n/"
        assert tf.get_default_graph() is other
    assert tf.get_default_graph() is g


@pytest.mark.parametrize("name", ["_x", "-x", "a b"])
def test_invalid_root_scope_names(g, name):
    with pytest.raises(ValueError, match="is not a valid root scope name"):
        with tf.name_scope(name):
            pass


def test_nested_scope_names_may_start_with_underscore_or_dash(g):
    with tf.name_scope("a"):
        with tf.name_scope("_x") as s1:
            pass
        with tf.name_scope("-x") as s2:
            pass
        with pytest.raises(ValueError, match="'a b' is not a valid scope name"):
            with tf.name_scope("a b"):
                pass
    assert (s1, s2) == ("a/_x/", "a/-x/")


def test_invalid_scope_name_leaves_the_stack_alone(g):
    with tf.name_scope("a"):
        with pytest.raises(ValueError):
            with tf.name_scope("a b"):
                pass
        assert g.get_name_scope() == "a"


# A nesting plan: a list of scope names, each with the plan nested inside it.
_scope_names = st.sampled_from(["a", "b", "A", "a/", "a/b/", None, "", "x_1"])
_plans = st.recursive(st.just([]), lambda inner: st.lists(st.tuples(_scope_names, inner),
                                                            max_size=3), max_leaves=10)


@pytest.mark.property
@settings(max_examples=50, deadline=None)
@given(_plans, st.booleans())
def test_name_scope_restores_the_stack_after_any_nesting(plan, raise_inside):
    g = tf.Graph()

    def run(plan):
        for name, inner in plan:
            before = g.get_name_scope()
            try:
                with g.name_scope(name) as scope:
                    assert scope == (g.get_name_scope() + "/" if g.get_name_scope() else "")
                    run(inner)
                    if raise_inside:
                        raise KeyError("leave the scope by an exception")
            except KeyError:
                pass
            assert g.get_name_scope() == before

    run(plan)
    assert g.get_name_scope() == ""


def test_op_name_ending_in_slash_is_used_as_is_and_must_be_new(g):
    assert tf.identity(tf.constant(1.0), name="sc/").name == "sc:0"


def test_duplicate_node_name_is_an_error(g):
    tf.identity(tf.constant(1.0), name="sc/")
    with pytest.raises(ValueError, match="Duplicate node name in graph: 'sc'"):
        tf.identity(tf.constant(1.0), name="sc/")


# ---------------------------------------------------------------------- control_dependencies
def control_names(t):
    return [op.name for op in t.op.control_inputs]


def test_control_dependencies_nest_and_accumulate(g):
    a = tf.constant(1.0, name="a")
    b = tf.constant(2.0, name="b")
    with tf.control_dependencies([a]):
        c = tf.constant(3.0, name="c")
        with tf.control_dependencies([b]):
            e = tf.constant(4.0, name="e")
    assert control_names(c) == ["a"]
    assert control_names(e) == ["a", "b"]


def test_control_dependencies_none_clears_the_outer_blocks(g):
    a = tf.constant(1.0, name="a")
    b = tf.constant(2.0, name="b")
    with tf.control_dependencies([a]):
        with tf.control_dependencies(None):
            f = tf.constant(5.0, name="f")
            with tf.control_dependencies([b]):
                h = tf.constant(5.0, name="h")
        after = tf.constant(6.0, name="after")
    assert control_names(f) == []
    assert control_names(h) == ["b"]
    assert control_names(after) == ["a"]


def test_inputs_built_inside_the_block_already_carry_the_dependency(g):
    a = tf.constant(1.0, name="a")
    b = tf.constant(2.0, name="b")
    with tf.control_dependencies([a]):
        c = tf.constant(3.0, name="c")
        with tf.control_dependencies([b]):
            d = tf.identity(c, name="d")      # c was built under [a]: only b is added
        y = tf.add(c, a, name="y")            # c was built in this block: nothing added
        x = tf.identity(a, name="x")          # a is an input already
    assert control_names(d) == ["b"]
    assert control_names(y) == []
    assert control_names(x) == []


def test_control_inputs_are_deduplicated_and_tensors_mean_their_ops(g):
    a = tf.constant(1.0, name="a")
    b = tf.constant(2.0, name="b")
    with tf.control_dependencies([a, a.op, b]):
        z = tf.constant(0, name="z")
    assert control_names(z) == ["a", "b"]


def test_control_dependencies_reject_python_values(g):
    with pytest.raises(TypeError, match="Can not convert a float into a Tensor or Operation."):
        with tf.control_dependencies([1.0]):
            pass


# ---------------------------------------------------------------------- colocate_with
def test_colocate_with_nests_unless_ignore_existing(g):
    a = tf.constant(1.0, name="a")
    b = tf.constant(1.0, name="b")
    with tf.colocate_with(a):
        q = tf.constant(1.0, name="q")
        with tf.colocate_with(b):
            r = tf.constant(1.0, name="r")
        with tf.colocate_with(b, ignore_existing=True):
            s = tf.constant(1.0, name="s")
    after = tf.constant(1.0, name="after")
    assert q.op.get_attr("_class") == [b"loc:@a"]
    assert r.op.colocation_groups() == [b"loc:@a", b"loc:@b"]
    assert s.op.colocation_groups() == [b"loc:@b"]
    assert after.op.colocation_groups() == [b"loc:@after"]


# ---------------------------------------------------------------------- collections
def _names(items):
    return [v.name for v in items]


def test_get_collection_scope_is_a_regex_prefix_match(g):
    for scope in ["foo", "foo_1", "foobar", "bar/foo"]:
        with tf.variable_scope(scope):
            tf.get_variable("v", [1])
    key = tf.GraphKeys.GLOBAL_VARIABLES
    assert _names(tf.get_collection(key, "foo")) == ["foo/v:0", "foo_1/v:0", "foobar/v:0"]
    assert _names(tf.get_collection(key, "foo/")) == ["foo/v:0"]
    assert _names(tf.get_collection(key, ".*foo")) == \
        ["foo/v:0", "foo_1/v:0", "foobar/v:0", "bar/foo/v:0"]


def test_get_collection_with_scope_skips_items_without_a_name(g):
    with tf.variable_scope("foo"):
        v = tf.get_variable("v", [1])
    for item in (1, "x", v):
        tf.add_to_collection("mine", item)
    assert tf.get_collection("mine") == [1, "x", v]
    assert tf.get_collection("mine", "foo") == [v]


def test_get_collection_returns_a_copy_but_the_ref_is_live(g):
    tf.add_to_collection("mine", 1)
    tf.get_collection("mine").append(2)
    assert tf.get_collection("mine") == [1]
    tf.get_collection_ref("mine").append(3)
    assert tf.get_collection("mine") == [1, 3]


def test_missing_collection_is_empty_and_not_created(g):
    assert tf.get_collection("nothing") == []
    assert "nothing" not in g.get_all_collection_keys()


def test_add_to_collections(g):
    tf.add_to_collections(["c1", "c2"], 5)
    tf.add_to_collections("c3", 6)
    assert (tf.get_collection("c1"), tf.get_collection("c2"), tf.get_collection("c3")) == \
        ([5], [5], [6])


# ---------------------------------------------------------------------- lookup
def test_lookup_by_name(g):
    c = tf.constant(1.0, name="c")
    assert g.get_tensor_by_name("c:0") is c
    assert g.get_operation_by_name("c") is c.op


@pytest.mark.parametrize("getter, name, error, text", [
    ("get_tensor_by_name", "c", ValueError,
     "The name 'c' refers to an Operation, not a Tensor."),
    ("get_tensor_by_name", "c:1", KeyError,
     "The name 'c:1' refers to a Tensor which does not exist. The operation, 'c', exists but "
     "only has 1 outputs."),
    ("get_tensor_by_name", "nope:0", KeyError,
     "The name 'nope:0' refers to a Tensor which does not exist. The operation, 'nope', does "
     "not exist in the graph."),
    ("get_operation_by_name", "nope", KeyError,
     "The name 'nope' refers to an Operation not in the graph."),
])
def test_lookup_errors(g, getter, name, error, text):
    tf.constant(1.0, name="c")
    with pytest.raises(error) as info:
        getattr(g, getter)(name)
    assert text in str(info.value)


def test_tensor_name_with_a_bad_index_is_a_value_error(g):
    tf.constant(1.0, name="c")
    with pytest.raises(ValueError, match="looks a like a Tensor name, but is not a valid one"):
        g.get_tensor_by_name("c:x")


def test_operation_lookup_of_a_tensor_name_text(g):
    tf.constant(1.0, name="c")
    with pytest.raises(ValueError, match="Name 'c:0' appears to refer to a Tensor, not a "
                                         "Operation."):
        g.get_operation_by_name("c:0")


def test_tensor_lookup_of_a_missing_op_name_text(g):
    with pytest.raises(ValueError, match=r"The name 'nope' looks like an \(invalid\) Operation "
                                         r"name, not a Tensor\."):
        g.get_tensor_by_name("nope")


def test_lookup_needs_a_string(g):
    with pytest.raises(TypeError, match="Tensor names are strings"):
        g.get_tensor_by_name(3)
    with pytest.raises(TypeError, match="Operation names are strings"):
        g.get_operation_by_name(3)


def test_elements_of_another_graph_are_rejected(g):
    c = tf.constant(1.0, name="c")
    with pytest.raises(ValueError, match="is not an element of this graph"):
        tf.Graph().as_graph_element(c)


def test_get_operations_in_creation_order(g):
    tf.constant(1.0, name="b")
    tf.constant(1.0, name="a")
    assert [op.name for op in g.get_operations()] == ["b", "a"]


# ---------------------------------------------------------------------- default graph
def test_as_default_stacks_graphs():
    g1, g2 = tf.Graph(), tf.Graph()
    with g1.as_default():
        assert tf.get_default_graph() is g1
        with g2.as_default():
            assert tf.get_default_graph() is g2
        assert tf.get_default_graph() is g1


def test_the_default_graph_stack_belongs_to_one_thread(g):
    seen = []
    worker = threading.Thread(target=lambda: seen.append(tf.get_default_graph()))
    worker.start()
    worker.join()
    assert seen[0] is not g     # the other thread sees the global default graph


def test_reset_default_graph_replaces_the_global_graph():
    before = tf.get_default_graph()
    tf.reset_default_graph()
    assert tf.get_default_graph() is not before


def test_reset_default_graph_inside_a_with_block_is_an_assertion_error(g):
    with pytest.raises(AssertionError, match="Do not use tf.reset_default_graph\\(\\) to clear "
                                             "nested graphs"):
        tf.reset_default_graph()
    assert tf.get_default_graph() is g


# ---------------------------------------------------------------------- devices, threads
def test_merge_device_functions_merge_field_by_field():
    """The device functions of ``device.merge_device`` (TF's ``pydev.merge_device``); the
    expected devices are TF 2.21's (ops_test's testNestingWithMergeDeviceFunction)."""
    from scopelab.device import merge_device
    g = tf.Graph()
    seen = []

    def op():
        seen.append(g.create_op("FloatOutput", [], [tf.float32]).device)
    with g.device(merge_device("/device:GPU:0")):
        op()
        with g.device(merge_device("/job:worker")):
            op()
            with g.device(merge_device("/device:CPU:0")):
                op()
                with g.device(merge_device("/job:ps")):
                    op()
                    with g.device(merge_device(None)):
                        op()
    assert seen == ["/device:GPU:0", "/job:worker/device:GPU:0", "/job:worker/device:CPU:0",
                    "/job:ps/device:CPU:0", "/job:ps/device:CPU:0"]
    assert merge_device("/job:ps") is merge_device("/job:ps")


def _in_threads(g, body, n=3):
    """Runs ``body(i)`` in ``n`` threads that all enter their blocks before any builds."""
    entered = [threading.Event() for _ in range(n)]
    go = threading.Event()
    threads = [threading.Thread(target=body, args=(i, entered[i], go)) for i in range(n)]
    for t, e in zip(threads, entered):
        t.start()
        assert e.wait(10)
    go.set()
    for t in threads:
        t.join(10)


def test_after_switch_to_thread_local_each_thread_has_its_own_stacks():
    """Values from TF 2.21: each thread's device, colocation and control dependencies."""
    g = tf.Graph()
    g.switch_to_thread_local()
    c0 = g.create_op("FloatOutput", [], [tf.float32], name="c0")
    found = {}

    def body(i, entered, go):
        with g.device("/job:worker/replica:%d" % i), \
                g.colocate_with(c0) if i == 1 else g.control_dependencies([c0]):
            entered.set()
            go.wait(10)
            op = g.create_op("FloatOutput", [], [tf.float32], name="t%d" % i)
            found[i] = (op.device, [c.name for c in op.control_inputs], op.attrs.get("_class"))
    _in_threads(g, body)
    assert found == {0: ("/job:worker/replica:0", ["c0"], None), 1: ("", [], (b"loc:@c0",)),
                     2: ("/job:worker/replica:2", ["c0"], None)}


def test_threads_start_from_the_stacks_as_they_were_at_the_switch():
    g = tf.Graph()
    dep = g.create_op("FloatOutput", [], [tf.float32], name="dep")
    made = []
    with g.device("/job:outer"), g.control_dependencies([dep]):
        g.switch_to_thread_local()
        t = threading.Thread(target=lambda: made.append(
            g.create_op("FloatOutput", [], [tf.float32], name="in_thread")))
        t.start()
        t.join(10)
    assert (made[0].device, made[0].control_inputs) == ("/job:outer", [dep])


def test_before_the_switch_threads_share_the_device_blocks():
    """As in TF 2.21: a block another thread holds open places this thread's op."""
    g = tf.Graph()
    entered, leave = threading.Event(), threading.Event()

    def holder():
        with g.device("/job:holder"):
            entered.set()
            leave.wait(10)
    t = threading.Thread(target=holder)
    t.start()
    assert entered.wait(10)
    device = g.create_op("FloatOutput", [], [tf.float32], name="shared").device
    leave.set()
    t.join(10)
    assert device == "/job:holder"
