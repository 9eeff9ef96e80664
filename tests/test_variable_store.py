"""The variable store (core/variable_scope.py): the table behind ``tf.get_variable``.

================  ====================  =======================
reuse             name in the store     name not in the store
================  ====================  =======================
False             ValueError "exists"   create
True              return it             ValueError "not exist"
AUTO_REUSE        return it             create
================  ====================  =======================
"""
import numpy as np
import pytest

import scopelab as tf
from scopelab.core.variable_scope import _get_default_variable_store, _VariableStore


@pytest.mark.parametrize("reuse, exists, outcome", [
    (False, False, "create"),
    (False, True, "already exists"),
    (True, False, "does not exist"),
    (True, True, "same"),
    (tf.AUTO_REUSE, False, "create"),
    (tf.AUTO_REUSE, True, "same"),
])
def test_reuse_table(g, reuse, exists, outcome):
    store = _VariableStore()
    first = store.get_variable("v", [2], reuse=False) if exists else None
    if outcome in ("already exists", "does not exist"):
        with pytest.raises(ValueError, match=outcome):
            store.get_variable("v", [2], reuse=reuse)
    else:
        v = store.get_variable("v", [2], reuse=reuse)
        assert v.name == "v:0"
        assert (v is first) == (outcome == "same")


def test_get_variable_registers_in_the_graph_store(g):
    v = tf.get_variable("v", [1])
    assert _get_default_variable_store()._vars == {"v": v}


def test_tf_variable_does_not_register(g):
    tf.Variable(1.0, name="v")
    assert _get_default_variable_store()._vars == {}
    assert tf.get_variable("v", [1]).name == "v_1:0"   # the op name "v" is taken


def test_reset_default_graph_forgets_the_store():
    with tf.Graph().as_default():
        tf.get_variable("v", [1])
    tf.reset_default_graph()
    assert tf.get_variable("v", [1]).name == "v:0"
    tf.reset_default_graph()


def test_sharing_checks_shape_and_dtype(g):
    tf.get_variable("v", [1])
    with tf.variable_scope("", reuse=True):
        with pytest.raises(ValueError, match=r"Trying to share variable v, but specified shape "
                                             r"\(2,\) and found shape \(1,\)."):
            tf.get_variable("v", [2])
        with pytest.raises(ValueError, match="Trying to share variable v, but specified dtype "
                                             "int32 and found dtype float32_ref."):
            tf.get_variable("v", [1], dtype=tf.int32)


def test_constant_initializer_value_gives_shape_and_dtype(g):
    d = tf.get_variable("d", initializer=tf.constant([1, 2]))
    assert d.dtype == tf.int32._as_ref and d.shape == tf.TensorShape([2])
    with pytest.raises(ValueError, match="If initializer is a constant, do not specify shape."):
        tf.get_variable("e", [2], initializer=tf.constant([1, 2]))
    with pytest.raises(ValueError, match="Initializer type '<dtype: 'int32'>' and explicit dtype "
                                         "'<dtype: 'float32'>' don't match."):
        tf.get_variable("f", initializer=tf.constant([1, 2]), dtype=tf.float32)


def test_partially_known_shape_needs_a_no_argument_initializer(g):
    with pytest.raises(ValueError, match="The initializer passed is not valid."):
        tf.get_variable("h", [None, 2])


def test_no_shape_and_no_initializer_text(g):
    with pytest.raises(ValueError, match="Variable h3 did not get an initializer, so its `shape` "
                                         "argument must be specified."):
        tf.get_variable("h3")


def test_default_initializers(g):
    n = tf.get_variable("n", [2, 3])                    # floats: glorot uniform
    i = tf.get_variable("i", [2], dtype=tf.int32)       # integers: zeros
    assert n.initial_value.op.name == "n/Initializer/random_uniform"
    assert [op.name for op in g.get_operations() if op.name.startswith("n/")][-2:] == \
        ["n/Assign", "n/read"]
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        value = sess.run(n)
        assert np.all(np.abs(value) <= np.sqrt(6.0 / 5)) and value.std() > 0
        assert sess.run(i).tolist() == [0, 0]


def test_trainable_and_collections(g):
    t = tf.get_variable("nt", [1], trainable=False)
    loc = tf.get_variable("loc", [1], collections=[tf.GraphKeys.LOCAL_VARIABLES])
    assert t in tf.global_variables() and t not in tf.trainable_variables()
    assert loc in tf.local_variables()
    assert loc not in tf.global_variables()
    assert loc in tf.trainable_variables()   # trainable still defaults to True


def test_custom_getter_keywords(g):
    seen = []

    def getter(getter, *args, **kwargs):
        seen.extend(kwargs)
        return getter(*args, **kwargs)
    tf.get_variable("q", [2], custom_getter=getter)
    assert {"name", "shape", "dtype", "initializer", "reuse", "trainable", "collections",
            "validate_shape", "constraint"} <= set(seen)


def test_custom_getter_gets_synchronization_and_aggregation(g):
    seen = []

    def getter(getter, *args, **kwargs):
        seen.extend(kwargs)
        return getter(*args, **kwargs)
    tf.get_variable("q", [2], custom_getter=getter)
    assert {"synchronization", "aggregation"} <= set(seen)
