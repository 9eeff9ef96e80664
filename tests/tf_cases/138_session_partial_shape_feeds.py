# tier: semantics
# Placeholders with partial shapes: static shapes of derived ops, feeds of several batch sizes,
# and the exact error for a wrong fixed dimension and wrong rank.
import numpy as np

x = tf.placeholder(tf.float32, [None, 3], name="x")
w = tf.constant(np.ones([3, 2], np.float32), name="w")
y = tf.matmul(x, w)
s = tf.reduce_sum(y, axis=1)
emit("shapes", [x.shape, y.shape, s.shape])
with tf.Session() as sess:
    emit("b1", sess.run(s, {x: np.ones([1, 3])}))
    emit("b4", sess.run(s, {x: np.ones([4, 3])}).shape)
    expect_error(lambda: sess.run(s, {x: np.ones([2, 2])}), "bad_dim")
    expect_error(lambda: sess.run(s, {x: np.ones([3])}), "bad_rank")
    expect_error(lambda: sess.run(s), "unfed")
