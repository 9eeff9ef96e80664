"""initializers: callables ``init(shape, dtype)`` and the nodes they build for a variable."""
import numpy as np
import pytest

import scopelab as tf


@pytest.mark.parametrize("make, op_name, op_type", [
    (lambda: tf.constant_initializer([1.0, 2.0]), "v/Initializer/Const", "Const"),
    (lambda: tf.zeros_initializer(), "v/Initializer/zeros", "Const"),
    (lambda: tf.ones_initializer(), "v/Initializer/ones", "Const"),
    (lambda: tf.random_normal_initializer(seed=1), "v/Initializer/random_normal", "AddV2"),
    (lambda: tf.random_uniform_initializer(-1, 1, seed=1), "v/Initializer/random_uniform",
     "AddV2"),
    (lambda: tf.truncated_normal_initializer(stddev=0.1, seed=1),
     "v/Initializer/truncated_normal", "AddV2"),
    (lambda: tf.glorot_uniform_initializer(seed=1), "v/Initializer/random_uniform", "AddV2"),
    (lambda: tf.glorot_normal_initializer(seed=1), "v/Initializer/truncated_normal", "AddV2"),
])
def test_initial_value_node_names(g, make, op_name, op_type):
    v = tf.get_variable("v", [2], initializer=make())
    assert (v.initial_value.op.name, v.initial_value.op.type) == (op_name, op_type)


def test_constant_zeros_ones_values(sess):
    c = tf.get_variable("c", [2], initializer=tf.constant_initializer([1.0, 2.0]))
    z = tf.get_variable("z", [2], initializer=tf.zeros_initializer())
    o = tf.get_variable("o", [2, 2], initializer=tf.ones_initializer())
    sess.run(tf.global_variables_initializer())
    assert sess.run(c).tolist() == [1.0, 2.0]
    assert sess.run(z).tolist() == [0.0, 0.0]
    assert sess.run(o).tolist() == [[1.0, 1.0], [1.0, 1.0]]


def test_glorot_uniform_limit_counts_the_receptive_field(sess):
    conv = tf.get_variable("conv", [5, 5, 32, 64],
                           initializer=tf.glorot_uniform_initializer(seed=3))
    sess.run(conv.initializer)
    # The draws are float32, so the bound is too (float32(limit) may exceed the float64 one).
    limit = np.float32(np.sqrt(6.0 / (5 * 5 * 32 + 5 * 5 * 64)))
    value = np.abs(sess.run(conv))
    assert value.max() <= limit and value.max() > 0.9 * limit


def test_glorot_normal_stddev(sess):
    big = tf.get_variable("big", [50, 30], initializer=tf.glorot_normal_initializer(seed=1))
    sess.run(big.initializer)
    value = sess.run(big)
    stddev = np.sqrt(2.0 / (50 + 30))
    assert abs(value.std() - stddev) < 0.1 * stddev
    assert np.abs(value).max() <= 2 * stddev / 0.87962566103423978 + 1e-6


def test_glorot_normal_builds_a_truncated_normal(g):
    tf.get_variable("big", [50, 30], initializer=tf.glorot_normal_initializer(seed=1))
    assert [op.type for op in g.get_operations()] == [
        "Const", "Const", "Const", "TruncatedNormal", "Mul", "AddV2", "VariableV2", "Assign",
        "Identity"]


def test_calling_an_initializer_directly(g):
    t = tf.constant_initializer(3)([2, 2])
    assert (t.op.name, t.dtype, t.shape) == ("Const", tf.float32, tf.TensorShape([2, 2]))
    t = tf.ones_initializer()([3], dtype=tf.int32)
    assert (t.op.name, t.dtype) == ("ones", tf.int32)
    assert tf.zeros_initializer()([2]).op.name == "zeros"
    assert tf.random_uniform_initializer(-1.0, 1.0)([2, 3]).name == "random_uniform:0"


def test_seeded_initializers_repeat_across_sessions(g):
    v = tf.get_variable("v", [4], initializer=tf.random_normal_initializer(seed=1))
    values = []
    for _ in range(2):
        with tf.Session() as sess:
            sess.run(v.initializer)
            values.append(sess.run(v))
    assert np.array_equal(*values)


def test_float_constant_initializer_for_an_int_variable(g):
    with pytest.raises(TypeError, match="Expected int32, but got 3.0 of type 'float'."):
        tf.get_variable("i", [2], dtype=tf.int32, initializer=tf.constant_initializer(3.0))
