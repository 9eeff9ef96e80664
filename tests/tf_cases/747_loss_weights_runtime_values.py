# tier: semantics
# Values of losses whose weights' static shapes leave the broadcast check to run time: a masked
# per-token sparse_softmax_cross_entropy (sequence_mask weights), and mean_squared_error with
# [None, None] weights fed full, as a column [B, 1], as a row [1, T], and with weights of
# unknown rank fed a scalar, under several reductions.
import numpy as np
labels = tf.placeholder(tf.int32, [None, None])
logits = tf.placeholder(tf.float32, [None, None, 4])
lengths = tf.placeholder(tf.int32, [None])
mask = tf.sequence_mask(lengths, dtype=tf.float32)
xent = tf.losses.sparse_softmax_cross_entropy(labels, logits, weights=mask)
xent_sum = tf.losses.sparse_softmax_cross_entropy(labels, logits, weights=mask,
                                                  reduction=tf.losses.Reduction.SUM_BY_NONZERO_WEIGHTS)
preds = tf.placeholder(tf.float32, [None, None])
target = tf.placeholder(tf.float32, [None, None])
w = tf.placeholder(tf.float32, [None, None])
mse = tf.losses.mean_squared_error(target, preds, weights=w)
mse_none = tf.losses.mean_squared_error(target, preds, weights=w,
                                        reduction=tf.losses.Reduction.NONE)
w_any = tf.placeholder(tf.float32)
mse_any = tf.losses.mean_squared_error(target, preds, weights=w_any,
                                       reduction=tf.losses.Reduction.SUM_OVER_BATCH_SIZE)
rng = np.random.RandomState(7)
lab = rng.randint(0, 4, size=(3, 5)).astype(np.int32)
lgt = rng.randn(3, 5, 4).astype(np.float32)
p = rng.randn(3, 4).astype(np.float32)
t = rng.randn(3, 4).astype(np.float32)
with tf.Session() as sess:
    feed = {labels: lab, logits: lgt, lengths: [5, 2, 3]}
    emit("xent", sess.run(xent, feed))
    emit("xent_sum", sess.run(xent_sum, feed))
    emit("mask", sess.run(mask, feed))
    full = rng.rand(3, 4).astype(np.float32)
    emit("mse_full", sess.run(mse, {preds: p, target: t, w: full}))
    emit("mse_col", sess.run(mse, {preds: p, target: t, w: [[1.0], [0.0], [2.0]]}))
    emit("mse_row", sess.run(mse_none, {preds: p, target: t, w: [[0.5, 1.0, 0.0, 2.0]]}))
    emit("mse_scalar", sess.run(mse_any, {preds: p, target: t, w_any: 3.0}))
    emit("mse_any_full", sess.run(mse_any, {preds: p, target: t, w_any: full}))
