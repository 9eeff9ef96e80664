# tier: semantics
# Values of the tf.losses functions added late: cosine_distance (along axis 1), hinge_loss
# (labels 0/1 made -1/+1), huber_loss (quadratic below delta, linear above), log_loss (with
# its epsilon) and mean_pairwise_squared_error (per example, over pairs of entries), with
# scalar, per-example and per-element weights and several reductions, and their gradients.
import numpy as np
rng = np.random.RandomState(3)
lab = rng.rand(4, 3).astype(np.float32)
pred = rng.rand(4, 3).astype(np.float32)
unit_l = lab / np.linalg.norm(lab, axis=1, keepdims=True)
unit_p = pred / np.linalg.norm(pred, axis=1, keepdims=True)
bits = (rng.rand(4, 3) > 0.5).astype(np.float32)
logits = rng.randn(4, 3).astype(np.float32) * 2
w_row = np.array([[1.0], [0.0], [2.0], [0.5]], np.float32)
w_full = rng.rand(4, 3).astype(np.float32)
R = tf.losses.Reduction
p = tf.placeholder(tf.float32, [4, 3])
losses = {
    "cos": tf.losses.cosine_distance(unit_l, p, axis=1),
    "cos_w": tf.losses.cosine_distance(unit_l, p, axis=1, weights=w_row),
    "cos_none": tf.losses.cosine_distance(unit_l, p, axis=1, reduction=R.NONE),
    "hinge": tf.losses.hinge_loss(bits, p * 4.0 - 2.0),
    "hinge_sum": tf.losses.hinge_loss(bits, p * 4.0 - 2.0, weights=w_full, reduction=R.SUM),
    "huber": tf.losses.huber_loss(lab * 3.0, p * 3.0),
    "huber_delta": tf.losses.huber_loss(lab * 3.0, p * 3.0, delta=0.3, weights=w_row,
                                        reduction=R.MEAN),
    "huber_none": tf.losses.huber_loss(lab, p, delta=0.2, reduction=R.NONE),
    "log": tf.losses.log_loss(bits, p),
    "log_eps": tf.losses.log_loss(bits, p, epsilon=0.1, weights=w_full,
                                  reduction=R.SUM_OVER_BATCH_SIZE),
    "mpse": tf.losses.mean_pairwise_squared_error(lab, p),
    "mpse_w": tf.losses.mean_pairwise_squared_error(lab, p, weights=w_row),
    "mpse_3d": tf.losses.mean_pairwise_squared_error(
        tf.reshape(lab, [2, 2, 3]), tf.reshape(p, [2, 2, 3]), weights=[[[1.0]], [[3.0]]]),
}
names = sorted(losses)
grads = tf.gradients([losses[n] for n in names if n != "cos_none"], p)
with tf.Session() as sess:
    for n in names:
        emit(n, sess.run(losses[n], {p: unit_p if n.startswith("cos") else pred}))
    emit("grads", sess.run(grads, {p: pred}))
    emit("mpse_zero_weights", sess.run(tf.losses.mean_pairwise_squared_error(
        lab, p, weights=0.0), {p: pred}))
emit("collected", [t.name for t in tf.losses.get_losses()])
