# tier: opnames
# Ops fed a shape tensor (tf.shape(x)) instead of a list, casts of variables to their own dtype,
# and an assign whose value tensor has the wrong dtype.
x = tf.placeholder(tf.float32, [None, 2], name='x')
v = tf.Variable([1.0, 2.0], name='v')
s = tf.shape(x)
z = tf.zeros(s)
o = tf.ones(s, dtype=tf.int32)
c1 = tf.cast(v, tf.float32)
c2 = tf.cast(v, tf.int32)
emit("names", [s, z, o, c1, c2])
emit("shapes", [s.shape, z.shape, o.shape])
expect_error(lambda: tf.assign(v, tf.constant([1, 2])), "assign_wrong_dtype")
r = tf.random_normal(s)
u = tf.random_uniform(tf.shape(v), maxval=2.0)
emit("random", [r, u, r.shape, u.shape])
with tf.Session() as sess:
    feed = {x: [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}
    zv, ov, rv = sess.run([z, o, r], feed)
emit("values", [zv, ov, list(rv.shape)])
