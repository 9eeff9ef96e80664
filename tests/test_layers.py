"""tf.layers (scopelab/layers/): naming helpers, smart_cond, and the layers' numbers against
plain numpy. Graphs, names and values against real TensorFlow are in tests/tf_cases/54x-56x."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scopelab as tf
from scopelab.layers.base import smart_cond, to_snake_case

seeds = st.integers(0, 2**16)


@pytest.mark.parametrize("cls, name", [("Dense", "dense"), ("Conv2D", "conv2d"),
                                       ("MaxPooling2D", "max_pooling2d"),
                                       ("Conv2DTranspose", "conv2d_transpose"),
                                       ("BatchNormalization", "batch_normalization")])
def test_layer_names_from_class_names(cls, name):
    assert to_snake_case(cls) == name


def test_layer_names_count_per_graph():
    for _ in range(2):
        with tf.Graph().as_default():
            assert [tf.layers.Dense(1).name for _ in range(2)] == ["dense_1", "dense_2"]


def test_smart_cond_builds_a_cond_only_for_unknown_predicates(g):
    x = tf.constant(1.0)
    assert smart_cond(True, lambda: x + 1, lambda: x - 1).op.type == "AddV2"
    assert smart_cond(tf.constant(False), lambda: x + 1, lambda: x - 1).op.type == "Sub"
    flag = tf.placeholder_with_default(True, [])
    out = smart_cond(flag, lambda: x + 1, lambda: x - 1)
    assert out.op.type == "Merge"
    with tf.Session() as sess:
        assert sess.run(out) == 2.0 and sess.run(out, {flag: False}) == 0.0
    with pytest.raises(TypeError):
        smart_cond("yes", lambda: x, lambda: x)


@pytest.mark.property
@settings(max_examples=20, deadline=None)
@given(st.lists(st.integers(1, 4), min_size=2, max_size=4), st.integers(1, 5), st.booleans(),
       seeds)
def test_dense_is_a_matrix_product(shape, units, known, seed):
    x = np.random.RandomState(seed).randn(*shape)
    with tf.Graph().as_default():
        ph = tf.placeholder(tf.float64, shape if known else [None] + shape[1:])
        y = tf.layers.dense(ph, units, bias_initializer=tf.constant_initializer(0.5))
        assert y.shape.as_list() == (shape if known else [None] + shape[1:])[:-1] + [units]
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            out, kernel = sess.run([y, tf.global_variables()[0]], {ph: x})
    np.testing.assert_allclose(out, x @ kernel + 0.5)


@pytest.mark.property
@settings(max_examples=10, deadline=None)
@given(st.integers(2, 4), st.integers(1, 3), st.booleans(), seeds)
def test_dense_on_sequences_differentiates(steps, units, known, seed):
    """Through Tensordot's reshapes (static, or read from the batch when run) and back."""
    rng = np.random.RandomState(seed)
    x, w = rng.randn(2, steps, 3), rng.randn(2, steps, units)
    with tf.Graph().as_default():
        ph = tf.placeholder(tf.float64, [2 if known else None, steps, 3])
        y = tf.layers.dense(ph, units)
        grads = tf.gradients(tf.reduce_sum(y * w), [ph] + tf.trainable_variables())
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            dx, dkernel, dbias, kernel = sess.run(grads + [tf.global_variables()[0]], {ph: x})
    np.testing.assert_allclose(dx, w @ kernel.T)
    np.testing.assert_allclose(dkernel, np.einsum("bsi,bsu->iu", x, w))
    np.testing.assert_allclose(dbias, w.sum(axis=(0, 1)))


@pytest.mark.property
@settings(max_examples=15, deadline=None)
@given(st.integers(2, 5), st.integers(1, 3), st.integers(1, 3), st.booleans(), seeds)
def test_batch_norm_training_standardizes_each_channel(size, channels, shift, fused, seed):
    rng = np.random.RandomState(seed)
    x = rng.randn(4, size, size, channels).astype(np.float32) * 3 + shift
    with tf.Graph().as_default():
        y = tf.layers.batch_normalization(tf.constant(x), training=True, epsilon=1e-6,
                                          fused=fused)
        assert [op.type for op in y.graph.get_operations()].count("FusedBatchNormV3") == fused
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            out = sess.run(y)
    np.testing.assert_allclose(out.mean(axis=(0, 1, 2)), 0, atol=1e-4)
    np.testing.assert_allclose(out.var(axis=(0, 1, 2)), 1, rtol=1e-3)


def test_conv2d_layer_is_conv2d_plus_bias(g):
    x = np.random.RandomState(0).randn(2, 5, 5, 3).astype(np.float32)
    y = tf.layers.conv2d(x, 4, 3, strides=2, padding="same",
                         bias_initializer=tf.constant_initializer(0.25))
    kernel = tf.global_variables()[0]
    expected = tf.nn.conv2d(x, kernel, [1, 2, 2, 1], "SAME") + 0.25
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        got, want = sess.run([y, expected])
    np.testing.assert_allclose(got, want, rtol=1e-6)
