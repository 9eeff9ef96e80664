"""losses/pairwise_loss.py and the late losses of losses/loss_functions.py: numpy references
(the pairwise loss by brute force over pairs), invariances, and finite-difference gradients."""
import numpy as np

import scopelab as tf


def _pairs(labels, preds, weights):
    total = 0.0
    for lab, pred, w in zip(labels, preds, weights):
        d = (pred - lab).ravel()
        n = d.size
        if n > 1:
            total += w * sum((d[i] - d[j]) ** 2 for i in range(n) for j in range(n)
                             if i != j) / (n * (n - 1))
    return total


def test_mean_pairwise_squared_error_averages_over_pairs(sess):
    rng = np.random.RandomState(4)
    labels, preds = rng.randn(3, 2, 2), rng.randn(3, 2, 2)
    weights = np.array([1.0, 0.5, 2.0])
    loss = tf.losses.mean_pairwise_squared_error(labels, preds,
                                                 weights=weights.reshape(3, 1, 1))
    np.testing.assert_allclose(sess.run(loss), _pairs(labels, preds, weights), rtol=1e-5)
    shifted = tf.losses.mean_pairwise_squared_error(labels, preds + 3.0)
    np.testing.assert_allclose(sess.run(shifted), _pairs(labels, preds, [1.0] * 3), rtol=1e-4)


def test_huber_hinge_log_and_cosine_match_numpy(sess):
    rng = np.random.RandomState(5)
    lab, pred = rng.rand(4, 3), rng.rand(4, 3)
    e = np.abs(pred * 3 - lab * 3)
    q = np.minimum(e, 1.0)
    got = sess.run([tf.losses.huber_loss(lab * 3, pred * 3),
                    tf.losses.hinge_loss(lab > 0.5, pred * 2 - 1),
                    tf.losses.log_loss(lab > 0.5, pred, epsilon=0.0),
                    tf.losses.cosine_distance(lab, pred, axis=1,
                                              reduction=tf.losses.Reduction.SUM)])
    bits = (lab > 0.5).astype(np.float64)
    want = [np.mean(0.5 * q * q + (e - q)),
            np.mean(np.maximum(0, 1 - (2 * bits - 1) * (pred * 2 - 1))),
            np.mean(-bits * np.log(pred) - (1 - bits) * np.log(1 - pred)),
            np.sum(1 - (lab * pred).sum(axis=1))]
    np.testing.assert_allclose(got, want, rtol=1e-5)


def test_gradients_match_finite_differences(sess):
    rng = np.random.RandomState(6)
    lab = rng.rand(3, 4).astype(np.float32)
    start = rng.rand(3, 4).astype(np.float32) * 0.8 + 0.1
    p = tf.placeholder(tf.float32, [3, 4])
    for loss in (tf.losses.mean_pairwise_squared_error(lab, p),
                 tf.losses.huber_loss(lab, p * 2.0, delta=0.5),
                 tf.losses.log_loss(lab, p)):
        grad = sess.run(tf.gradients(loss, p)[0], {p: start})
        numeric = np.zeros_like(start)
        for i in np.ndindex(*start.shape):
            up, down = start.copy(), start.copy()
            up[i] += 1e-2
            down[i] -= 1e-2
            numeric[i] = (sess.run(loss, {p: up}) - sess.run(loss, {p: down})) / 2e-2
        np.testing.assert_allclose(grad, numeric, rtol=2e-2, atol=2e-3)
