# tier: graph
# tf.range counts in int32 unless a bound or dtype says otherwise; mixed bounds are cast to the
# widest dtype inside the range scope (range/Cast...). tf.size is a Const when the static shape
# is fully known, else a Size op. Bad constant bounds fail at graph build, as TF's shape
# inference does.
n = tf.placeholder(tf.int32, [], name="n")
m = tf.placeholder(tf.int64, [], name="m")
p = tf.placeholder(tf.float32, [None, 2], name="p")
r = [tf.range(3), tf.range(1, 5, 2), tf.range(0.0, 1.0, 0.25), tf.range(3, dtype=tf.float32),
     tf.range(n), tf.range(m, name="counting"), tf.range(2, 7.5, 2)]
s = [tf.size(p), tf.size(tf.zeros([2, 3])), tf.size([[1, 2]], out_type=tf.int64)]
emit("shapes", [str(t.shape) for t in r + s])
emit("dtypes", [t.dtype.name for t in r + s])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(r + s, {n: 4, m: 3, p: [[1.0, 2.0]] * 3}))
expect_error(lambda: tf.range(2, 1.5), "backwards")
expect_error(lambda: tf.range(1, 5, 0), "zero_delta")
expect_error(lambda: tf.range(5, 1, 1), "backwards_int")
