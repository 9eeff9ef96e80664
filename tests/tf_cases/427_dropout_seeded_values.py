# tier: semantics
# Seeded dropout draws TF's numbers: the same entries are dropped as in TF, runs continue the
# stream, a new session restarts it, and graph-seeded dropouts count as random ops (rate 0
# still takes a seed, so later ops draw what they would have drawn).
x = tf.reshape(tf.constant([float(i) for i in range(1, 25)]), [4, 6])
a = tf.nn.dropout(x, keep_prob=0.5, seed=7)
b = tf.nn.dropout(x, rate=0.75, seed=11, noise_shape=[4, 1])
c = tf.nn.dropout(tf.ones([3, 5], tf.float64), rate=0.3, seed=2)
with tf.Session() as sess:
    emit("a1", sess.run(a))
    emit("a2", sess.run(a))
    emit("b", sess.run(b))
    emit("c", sess.run(c))
with tf.Session() as sess:
    emit("a_again", sess.run(a))

tf.reset_default_graph()
tf.set_random_seed(5)
x = tf.ones([3, 4])
skipped = tf.nn.dropout(x, rate=0.0)
d1 = tf.nn.dropout(x, rate=0.5)
r = tf.placeholder(tf.float32, [], name="r")
d2 = tf.nn.dropout(x, rate=r)
with tf.Session() as sess:
    emit("skipped_is_x", skipped.name)
    emit("d1", sess.run(d1))
    emit("d2", sess.run(d2, {r: 0.25}))
    emit("d2_high", sess.run(d2, {r: 0.9}))
