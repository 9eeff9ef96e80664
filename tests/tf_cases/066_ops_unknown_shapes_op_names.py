# tier: opnames
# Ops on tensors of unknown rank or unknown dims: reduce_sum builds its axes differently,
# reshape and zeros_like/ones_like keep working.
u = tf.placeholder(tf.float32, name='u')
p = tf.placeholder(tf.float32, [None, 3], name='p')
s1 = tf.reduce_sum(u)
s2 = tf.reduce_mean(p)
z = tf.zeros_like(p)
o = tf.ones_like(p)
r = tf.reshape(p, [-1])
emit("names", [s1, s2, z, o, r])
emit("shapes", [s1.shape, s2.shape, z.shape, o.shape, r.shape])
emit("ops", [[op.name, op.type] for op in tf.get_default_graph().get_operations()])
with tf.Session() as sess:
    emit("values", sess.run([s1, s2, z, o, r], {u: [[1.0, 2.0]], p: [[1.0, 2.0, 3.0]]}))
