# tier: graph
# tf.clip_by_norm: the L2 norm through Select (v1 where) so that an all-zero input keeps a
# finite gradient, then t * clip_norm / max(norm, clip_norm) through an Identity named after
# the scope. With axes, the norm is per slice; a tensor clip_norm is first made >= 0 and cast.
x = tf.placeholder(tf.float32, [2, 3], name="x")
a = tf.clip_by_norm(x, 2.0)
b = tf.clip_by_norm(x, 2.0, axes=[1], name="rows")
cn = tf.placeholder(tf.float32, [], name="cn")
c = tf.clip_by_norm(x, cn)
d = tf.clip_by_norm(x, -1.0)
z = tf.clip_by_norm(tf.zeros([2]), 1.0)
emit("nodes", graph_nodes())
emit("outputs", [a, b, c, d, z])
feed = {x: [[-1.0, 0.5, 7.0], [3.0, -4.0, 0.0]], cn: 100.0}
with tf.Session() as sess:
    emit("values", sess.run([a, b, c, d, z], feed))
    emit("small_stays", sess.run(c, {x: [[0.1, 0.2, 0.3], [0.0, 0.0, 0.0]], cn: 1.0}))
