# tier: opnames
# Names ending in '/' are used verbatim: an op named by a scope string takes exactly that name,
# and doing it twice is a duplicate node.
with tf.name_scope('s') as sc:
    a = tf.constant(1.0, name='a')
emit("sc", sc)
c = tf.constant(1.0, name=sc)
emit("c", c)
expect_error(lambda: tf.constant(2.0, name=sc), "duplicate_const")
expect_error(lambda: tf.identity(a, name=sc), "duplicate_identity")
with tf.name_scope('p/q/') as pq:
    d = tf.constant(1.0, name='d')
emit("pq", [pq, d])
with tf.name_scope('p'):
    with tf.name_scope('q'):
        e = tf.constant(1.0, name='e')
emit("e", e)
with tf.variable_scope('v/') as vs:
    emit("vs_name", vs.name)
    x = tf.get_variable('x', [1])
    f = x + 1.0
emit("x_f", [x, f])
