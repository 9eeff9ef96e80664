"""session: fetch structures, feeds, pruning, errors, default sessions, per-session state."""
import collections

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scopelab as tf
from scopelab import fast, grappler


# ---------------------------------------------------------------------- fetches
def test_single_fetch_gives_a_numpy_value(sess):
    a = tf.constant(1.0, name="a")
    out = sess.run(a)
    assert type(out) is np.float32 and out == 1.0
    assert sess.run(tf.constant([1, 2])).tolist() == [1, 2]


def test_fetch_structures_are_rebuilt(sess):
    a = tf.constant(1.0, name="a")
    b = tf.constant([1, 2], name="b")
    assert sess.run([a]) == [1.0]
    assert sess.run((a,)) == (1.0,)
    out = sess.run({"k": [a, (b, a)]})
    assert list(out) == ["k"] and out["k"][0] == 1.0
    assert out["k"][1][0].tolist() == [1, 2] and out["k"][1][1] == 1.0


def test_namedtuple_fetch(sess):
    Pair = collections.namedtuple("Pair", "p q")
    out = sess.run(Pair(tf.constant(1.0), tf.constant(2)))
    assert type(out) is Pair and out == Pair(1.0, 2)


def test_duplicate_fetches_and_names(sess):
    a = tf.constant(1.0, name="a")
    assert sess.run([a, a, "a:0"]) == [1.0, 1.0, 1.0]


def test_ops_fetch_as_none(sess):
    op = tf.no_op(name="nop")
    a = tf.constant(1.0)
    assert sess.run(op) is None
    assert sess.run("nop") is None
    assert sess.run([op, a]) == [None, 1.0]


@pytest.mark.parametrize("fetch, error, text", [
    (None, TypeError, 'Argument `fetch` = None has invalid type "NoneType". Cannot be None'),
    (1, TypeError, 'Argument `fetch` = 1 has invalid type "int" must be a string or Tensor.'),
    ("zz:0", ValueError, "Argument `fetch` = zz:0 cannot be interpreted as a Tensor."),
])
def test_bad_fetches(sess, fetch, error, text):
    tf.constant(1.0)  # an empty graph fails first: "The Session graph is empty."
    with pytest.raises(error) as info:
        sess.run(fetch)
    assert text in str(info.value)


def test_fetch_from_another_graph_is_rejected(sess):
    tf.constant(1.0)
    with tf.Graph().as_default():
        other = tf.constant(1.0)
    with pytest.raises(ValueError, match="is not an element of this graph"):
        sess.run(other)


# ---------------------------------------------------------------------- feeds
def test_feed_by_tensor_or_by_name(sess):
    x = tf.placeholder(tf.float32, [2], name="x")
    y = x * 2.0
    assert sess.run(y, {x: [1, 2]}).tolist() == [2.0, 4.0]
    assert sess.run(y, {"x:0": [1, 2]}).tolist() == [2.0, 4.0]


def test_feed_key_must_name_a_tensor(sess):
    tf.placeholder(tf.float32, [2], name="x")
    with pytest.raises(TypeError, match="Cannot interpret feed_dict key as Tensor: The name 'x' "
                                        "refers to an Operation, not a Tensor."):
        sess.run("x:0", {"x": [1, 2]})


def test_feeding_an_intermediate_tensor_cuts_the_graph_above_it(sess):
    x = tf.placeholder(tf.float32, [2], name="x")
    y = x * 2.0
    z = y + 1.0
    assert sess.run(z, {y: [5, 5]}).tolist() == [6.0, 6.0]   # x is never needed
    assert sess.run(y, {y: [5, 5]}).tolist() == [5.0, 5.0]


def test_fetching_a_fed_tensor_returns_the_fed_array(sess):
    xv = tf.placeholder(tf.float32, [2])
    fed = np.array([1.0, 2.0], dtype=np.float32)
    assert sess.run(xv, {xv: fed}) is fed


def test_fetching_a_fed_scalar_gives_a_zero_d_array(sess):
    x = tf.placeholder(tf.float32, [])
    out = sess.run(x, {x: 3.0})
    assert type(out) is np.ndarray and out.shape == ()
    assert type(sess.run(x * 1.0, {x: 3.0})) is np.float32   # a computed scalar is unwrapped


def test_fed_values_take_the_placeholder_dtype(sess):
    xi = tf.placeholder(tf.int32, [None, 2])
    out = sess.run(xi, {xi: np.array([[1.7, 2.2]])})
    assert out.dtype == np.int32 and out.tolist() == [[1, 2]]


def test_unfed_placeholder_error_class_and_text(sess):
    x = tf.placeholder(tf.float32, [2], name="x")
    with pytest.raises(tf.errors.InvalidArgumentError) as info:
        sess.run(x * 2.0)
    text = str(info.value)
    assert text.startswith("Graph execution error:")
    assert "You must feed a value for placeholder tensor 'x' with dtype float and shape [2]" in text
    assert "[[{{node x}}]]" in text


@pytest.mark.parametrize("dtype, shape, detail", [
    (tf.int32, [None, 2], "with dtype int32 and shape [?,2]"),
    (tf.float32, None, "with dtype float\n"),
])
def test_unfed_placeholder_text_for_partial_shapes(sess, dtype, shape, detail):
    x = tf.placeholder(dtype, shape, name="p")
    with pytest.raises(tf.errors.InvalidArgumentError) as info:
        sess.run(x)
    assert "You must feed a value for placeholder tensor 'p' " + detail in str(info.value)


def test_an_unfed_placeholder_on_an_unrelated_branch_does_not_matter(sess):
    x = tf.placeholder(tf.float32, [], name="x")
    x * 2.0
    a = tf.constant(3.0)
    assert sess.run(a + 1.0) == 4.0


def test_feed_shape_mismatch_is_a_value_error(sess):
    x = tf.placeholder(tf.float32, [2], name="x")
    with pytest.raises(ValueError, match=r"Cannot feed value of shape \(3,\) for Tensor x:0"):
        sess.run(x, {x: [1, 2, 3]})


def test_feed_shape_mismatch_text_as_tf(sess):
    x = tf.placeholder(tf.float32, [2], name="x")
    with pytest.raises(ValueError) as info:
        sess.run(x, {x: [1, 2, 3]})
    assert str(info.value) == "Cannot feed value of shape (3,) for Tensor x:0, which has shape (2,)"


def test_partially_known_shape_accepts_any_size_in_the_unknown_place(sess):
    x = tf.placeholder(tf.float32, [None, 2])
    assert sess.run(x, {x: np.ones((3, 2))}).shape == (3, 2)
    with pytest.raises(ValueError):
        sess.run(x, {x: np.ones((3, 3))})


# ---------------------------------------------------------------------- lifecycle, defaults
def test_closed_session_cannot_run(g):
    a = tf.constant(1.0)
    with tf.Session() as sess:
        pass
    with pytest.raises(RuntimeError, match="Attempted to use a closed Session."):
        sess.run(a)


def test_with_session_makes_it_and_its_graph_the_defaults():
    g = tf.Graph()
    with g.as_default():
        a = tf.constant(2.0)
    sess = tf.Session(graph=g)
    assert sess.graph is g
    with sess:
        assert tf.get_default_session() is sess
        assert tf.get_default_graph() is g
        assert a.eval() == 2.0
    assert tf.get_default_session() is None


def test_as_default_does_not_change_the_default_graph():
    g = tf.Graph()
    with g.as_default():
        tf.constant(2.0)
    sess = tf.Session(graph=g)
    with sess.as_default():
        assert tf.get_default_graph() is not g


def test_eval_and_run_use_the_default_session(sess):
    v = tf.Variable(3.0)
    v.initializer.run()
    assert v.eval() == 3.0
    assert (v * 2.0).eval() == 6.0


def test_eval_and_run_without_a_default_session(g):
    a = tf.constant(1.0)
    with pytest.raises(ValueError, match="Cannot evaluate tensor using `eval\\(\\)`: No default "
                                         "session is registered."):
        a.eval()
    with pytest.raises(ValueError, match="Cannot execute operation using `run\\(\\)`: No "
                                         "default session is registered."):
        tf.no_op().run()


def test_eval_with_an_explicit_session(g):
    a = tf.constant(1.0)
    assert a.eval(session=tf.Session()) == 1.0


def test_eval_in_a_session_of_another_graph(g):
    a = tf.constant(1.0)
    with tf.Graph().as_default(), tf.Session():
        with pytest.raises(ValueError, match="the tensor's graph is different from the "
                                             "session's graph"):
            a.eval()


def test_eval_in_a_default_session_of_another_graph_text(g):
    a = tf.constant(1.0)
    with tf.Graph().as_default(), tf.Session():
        with pytest.raises(ValueError, match="Cannot use the default session"):
            a.eval()


# ---------------------------------------------------------------------- variable state
def test_two_sessions_hold_independent_variable_state(g):
    v = tf.Variable([1.0, 2.0], name="v")
    inc = tf.assign_add(v, [1.0, 1.0])
    s1, s2 = tf.Session(), tf.Session()
    s1.run(v.initializer)
    s2.run(v.initializer)
    s1.run(inc)
    s1.run(inc)
    assert s1.run(v).tolist() == [3.0, 4.0]
    assert s2.run(v).tolist() == [1.0, 2.0]
    s1.close()
    assert s2.run(v).tolist() == [1.0, 2.0]


def test_uninitialized_variable_in_a_new_session(g):
    v = tf.Variable([1.0, 2.0], name="v")
    with tf.Session() as sess:
        with pytest.raises(tf.errors.FailedPreconditionError,
                           match="Attempting to use uninitialized value v") as info:
            sess.run(v * 2.0)
        assert "[[{{node v/read}}]]" in str(info.value)
        assert not sess.run(tf.is_variable_initialized(v))


def test_results_are_copies(sess):
    v = tf.Variable([1.0, 2.0])
    c = tf.constant([3.0, 4.0])
    inc = tf.assign_add(v, [1.0, 1.0])
    sess.run(v.initializer)
    for fetch in (v, v.value()):
        value = sess.run(fetch)
        value[0] = 100.0
        assert sess.run(v).tolist() == [1.0, 2.0]
    value = sess.run(inc)
    value[0] = 50.0
    assert sess.run(v).tolist() == [2.0, 3.0]
    value = sess.run(c)
    value[0] = 9.0
    assert sess.run(c).tolist() == [3.0, 4.0]


# ---------------------------------------------------------------------- property
def _small_graph():
    x = tf.placeholder(tf.float32, [3], name="x")
    a = tf.constant([1.0, 2.0, 3.0], name="a")
    fetches = [x, a, x + a, x * a, tf.reduce_sum(x * a), -x, tf.square(a), tf.no_op(),
               tf.reshape(a, [3, 1]), tf.matmul(tf.reshape(x, [1, 3]), tf.reshape(a, [3, 1]))]
    return x, fetches


def _same(a, b):
    if a is None or b is None:
        return a is b
    return np.array_equal(a, b)


@pytest.mark.property
@settings(max_examples=50, deadline=None)
@given(st.lists(st.integers(0, 9), max_size=8))
def test_running_a_list_equals_running_each_fetch(picks):
    with tf.Graph().as_default():
        x, fetches = _small_graph()
        chosen = [fetches[i] for i in picks]
        feed = {x: [0.5, -1.0, 2.0]}
        with tf.Session() as sess:
            together = sess.run(chosen, feed)
            one_by_one = [sess.run(f, feed) for f in chosen]
    assert len(together) == len(one_by_one)
    assert all(_same(a, b) for a, b in zip(together, one_by_one))


@pytest.mark.parametrize("passes", [True, False])
def test_each_fetched_tensor_gets_an_array_of_its_own(g, passes):
    # An Identity hands its input array on; TF still returns one array per fetched tensor.
    x = tf.placeholder(tf.float32, [2])
    with fast.use_reference(not passes), tf.Session() as sess:
        a, b = sess.run([x, tf.identity(x)], {x: [5.0, 6.0]})
        a2, a3 = sess.run([x, x], {x: [5.0, 6.0]})
    assert not np.shares_memory(a, b) and a.tolist() == b.tolist() == [5.0, 6.0]
    assert a2 is a3  # the same tensor twice is one value, as in TF
