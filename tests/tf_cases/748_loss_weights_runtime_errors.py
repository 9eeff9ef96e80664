# tier: semantics
# The run-time broadcast check failing: weights whose sizes are neither 1 nor the loss's, and
# weights of the wrong rank (unknown statically), raise InvalidArgumentError from the Assert
# (first message line checked); a bad static shape is still a ValueError at build time.
import numpy as np
preds = tf.placeholder(tf.float32, [None, None])
target = tf.placeholder(tf.float32, [None, None])
w = tf.placeholder(tf.float32, [None, None])
mse = tf.losses.mean_squared_error(target, preds, weights=w)
w_any = tf.placeholder(tf.float32)
mse_any = tf.losses.mean_squared_error(target, preds, weights=w_any)
p = np.ones((3, 4), np.float32)
t = np.zeros((3, 4), np.float32)
with tf.Session() as sess:
    expect_error(lambda: sess.run(mse, {preds: p, target: t, w: np.ones((3, 2))}), "bad_dims")
    expect_error(lambda: sess.run(mse, {preds: p, target: t, w: np.ones((2, 4))}), "bad_rows")
    expect_error(lambda: sess.run(mse_any, {preds: p, target: t, w_any: np.ones(4)}),
                 "bad_rank")
    expect_error(lambda: sess.run(mse_any, {preds: p, target: t, w_any: np.ones((3, 4, 1))}),
                 "bad_rank_3")
    emit("ok_after", sess.run(mse_any, {preds: p, target: t, w_any: np.ones((1, 4))}))
expect_error(lambda: tf.losses.mean_squared_error(np.zeros((3, 4), np.float32),
                                                  np.ones((3, 4), np.float32),
                                                  weights=np.ones((3, 2), np.float32)),
             "static_bad")
