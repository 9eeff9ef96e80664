"""train/ftrl.py and ops/ftrl_training_ops.py: FTRL-Proximal against a float64 reference of
the paper's per-coordinate update, the sparse ops against the dense ones, and l1's zeros."""
import numpy as np
import pytest

import scopelab as tf
from scopelab.ops.ftrl_training_ops import apply_ftrl_v2, sparse_apply_ftrl


def _reference(w, n, z, grads, lr, l1, l2, shrinkage, power):
    for g in grads:
        shrunk = g + 2 * shrinkage * w
        new_n = n + g * g
        z = z + shrunk - (new_n ** -power - n ** -power) / lr * w
        n = new_n
        w = np.where(np.abs(z) > l1, (l1 * np.sign(z) - z) / (n ** -power / lr + 2 * l2), 0.0)
    return w, n, z


@pytest.mark.parametrize("power,shrinkage", [(-0.5, 0.0), (-0.7, 0.0), (-0.5, 0.3)])
def test_dense_steps_follow_the_reference(sess, power, shrinkage):
    rng = np.random.RandomState(0)
    w0 = rng.randn(5).astype(np.float32)
    grads = rng.randn(3, 5).astype(np.float32)
    v = tf.Variable(w0)
    accum = tf.Variable(np.full(5, 0.2, np.float32))
    linear = tf.Variable(np.zeros(5, np.float32))
    g = tf.placeholder(tf.float32, [5])
    step = apply_ftrl_v2(v, accum, linear, g, 0.4, 0.1, 0.05, shrinkage, power)
    sess.run(tf.global_variables_initializer())
    for row in grads:
        sess.run(step, {g: row})
    want = _reference(w0.astype(np.float64), np.full(5, 0.2), np.zeros(5), grads, 0.4, 0.1,
                      0.05, shrinkage, power)
    for got, expected in zip(sess.run([v, accum, linear]), want):
        np.testing.assert_allclose(got, expected, rtol=2e-5, atol=1e-6)


def test_sparse_rows_match_dense_and_other_rows_stay(sess):
    table = np.arange(8, dtype=np.float32).reshape(4, 2) / 4
    v, dense_v = tf.Variable(table), tf.Variable(table[[2, 0]])
    slots = [tf.Variable(np.full((4, 2), 0.1, np.float32)), tf.Variable(np.zeros((4, 2),
                                                                               np.float32))]
    dense_slots = [tf.Variable(np.full((2, 2), 0.1, np.float32)),
                   tf.Variable(np.zeros((2, 2), np.float32))]
    grad = np.array([[1.0, -2.0], [0.5, 0.25]], np.float32)
    sparse = sparse_apply_ftrl(v, *slots, grad, [2, 0], 0.3, 0.01, 0.1, -0.5)
    dense = tf.train.FtrlOptimizer(0.3, l1_regularization_strength=0.01,
                                   l2_regularization_strength=0.1)
    sess.run(tf.global_variables_initializer())
    got = sess.run(sparse)
    from scopelab.ops.ftrl_training_ops import apply_ftrl
    want = sess.run(apply_ftrl(dense_v, *dense_slots, grad, 0.3, 0.01, 0.1, -0.5))
    np.testing.assert_array_equal(got[[2, 0]], want)
    np.testing.assert_array_equal(got[[1, 3]], table[[1, 3]])
    assert dense.get_name() == "Ftrl"


def test_l1_keeps_weak_features_at_exactly_zero(sess):
    w = tf.Variable([0.5, 0.5])
    x = tf.placeholder(tf.float32, [2])
    train = tf.train.FtrlOptimizer(0.5, l1_regularization_strength=2.0).minimize(
        tf.reduce_sum(w * x))
    sess.run(tf.global_variables_initializer())
    for _ in range(5):
        sess.run(train, {x: [0.01, 5.0]})
    value = sess.run(w)
    assert value[0] == 0.0 and value[1] < 0.0


def test_the_slot_names_can_be_chosen(g):
    w = tf.Variable([1.0], name="w")
    opt = tf.train.FtrlOptimizer(0.1, accum_name="n", linear_name="z")
    opt.minimize(tf.reduce_sum(w))
    assert [opt.get_slot(w, s).op.name for s in ("accum", "linear")] == ["w/n", "w/z"]
