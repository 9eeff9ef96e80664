"""train/adadelta.py and ops/adadelta_training_ops.py: Zeiler's update in float64 against the
kernel, the sparse op on its rows only."""
import numpy as np

import scopelab as tf


def test_steps_follow_zeilers_update(sess):
    rng = np.random.RandomState(1)
    w0, grads = rng.randn(4).astype(np.float32), rng.randn(3, 4).astype(np.float32)
    w = tf.Variable(w0)
    x = tf.placeholder(tf.float32, [4])
    opt = tf.train.AdadeltaOptimizer(2.0, rho=0.7, epsilon=1e-3)
    train = opt.minimize(tf.reduce_sum(w * x))
    sess.run(tf.global_variables_initializer())
    for row in grads:
        sess.run(train, {x: row})
    value, accum, updates = w0.astype(np.float64), np.zeros(4), np.zeros(4)
    for g in grads:
        accum = 0.7 * accum + 0.3 * g * g
        step = np.sqrt(updates + 1e-3) / np.sqrt(accum + 1e-3) * g
        updates = 0.7 * updates + 0.3 * step * step
        value = value - 2.0 * step
    np.testing.assert_allclose(sess.run(w), value, rtol=1e-5)
    np.testing.assert_allclose(sess.run(opt.get_slot(w, "accum")), accum, rtol=1e-5)
    np.testing.assert_allclose(sess.run(opt.get_slot(w, "accum_update")), updates, rtol=1e-5)


def test_an_embedding_gradient_touches_only_its_rows(sess):
    table = tf.Variable(np.ones((4, 3), np.float32))
    opt = tf.train.AdadeltaOptimizer(1.0)
    train = opt.minimize(tf.reduce_sum(tf.nn.embedding_lookup(table, [3, 1, 3])))
    assert any(op.type == "SparseApplyAdadelta" for op in tf.get_default_graph().get_operations())
    sess.run(tf.global_variables_initializer())
    sess.run(train)
    accum = sess.run(opt.get_slot(table, "accum"))
    assert accum[[0, 2]].tolist() == [[0.0] * 3] * 2
    np.testing.assert_allclose(accum[3], 0.05 * 4.0, rtol=1e-6)   # two rows of 1 summed
    np.testing.assert_allclose(accum[1], 0.05, rtol=1e-6)
