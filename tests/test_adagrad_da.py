"""train/adagrad_da.py and ops/adagrad_da_training_ops.py: the variable solved from the
accumulated gradients, against a float64 reference, with the step count from global_step."""
import numpy as np
import pytest

import scopelab as tf


@pytest.mark.parametrize("l1,l2", [(0.0, 0.0), (0.3, 0.2)])
def test_values_follow_dual_averaging(sess, l1, l2):
    rng = np.random.RandomState(2)
    grads = rng.randn(4, 3).astype(np.float32)
    step = tf.train.get_or_create_global_step()
    w = tf.Variable(np.ones(3, np.float32))
    x = tf.placeholder(tf.float32, [3])
    opt = tf.train.AdagradDAOptimizer(0.5, step, initial_gradient_squared_accumulator_value=0.2,
                                      l1_regularization_strength=l1,
                                      l2_regularization_strength=l2)
    train = opt.minimize(tf.reduce_sum(w * x), global_step=step)
    sess.run(tf.global_variables_initializer())
    for row in grads:
        sess.run(train, {x: row})
    g, gg = grads.astype(np.float64).sum(0), 0.2 + (grads.astype(np.float64) ** 2).sum(0)
    t = len(grads)
    kept = np.sign(g) * np.maximum(np.abs(g) - l1 * t, 0) if l1 else g
    np.testing.assert_allclose(sess.run(w), -0.5 * kept / (l2 * t * 0.5 + np.sqrt(gg)),
                               rtol=1e-5, atol=1e-7)
    assert sess.run(step) == t


def test_the_step_count_must_be_int64(sess):
    from scopelab.ops.adagrad_da_training_ops import apply_adagrad_da
    v, a, b = tf.Variable([1.0]), tf.Variable([0.0]), tf.Variable([1.0])
    op = apply_adagrad_da(v, a, b, [1.0], 0.1, 0.0, 0.0, 3)
    assert op.op.inputs[-1].dtype == tf.int64
    with pytest.raises(TypeError, match="int64"):
        apply_adagrad_da(v, a, b, [1.0], 0.1, 0.0, 0.0, tf.constant(3))
