# tier: semantics
# tf.random_shuffle / tf.random.shuffle draw what TF's RandomShuffle kernel draws: seeded by
# the graph seed alone, by an op seed, on vectors and on rows of a matrix, over three runs of
# one session and again in a new session; one row comes back unchanged; no gradient (None).
tf.set_random_seed(5)
v = tf.range(10)
m = tf.reshape(tf.range(14.0), [7, 2])
xs = [tf.random_shuffle(v), tf.random_shuffle(m, seed=3), tf.random.shuffle(tf.range(100)),
      tf.random.shuffle(tf.constant([[1, 2]]), seed=4, name="one_row"),
      tf.random_shuffle(tf.constant(["a", "b", "c", "d"]), seed=9)]
emit("names", [t.name for t in xs])
emit("seeds", [[t.op.get_attr("seed"), t.op.get_attr("seed2")] for t in xs])
emit("grad", [g is None for g in tf.gradients(tf.reduce_sum(xs[1]), [m])])
with tf.Session() as sess:
    emit("runs", [sess.run(xs) for _ in range(3)])
with tf.Session() as sess:
    emit("new_session", sess.run(xs[:2]))
