# tier: opnames
# original_name_scope for plain, nested, re-entered by name, re-entered by object, default-name
# and auxiliary_name_scope=False scopes, after the op name scope was already taken.
with tf.name_scope("foo"):
    tf.no_op(name="op")
with tf.variable_scope("foo") as foo:
    x = tf.no_op(name="x")
with tf.variable_scope("foo") as foo2:
    y = tf.no_op(name="y")
with tf.variable_scope(foo) as foo3:
    z = tf.no_op(name="z")
with tf.variable_scope("bar"):
    with tf.variable_scope(foo) as foo4:
        u = tf.no_op(name="u")
    with tf.variable_scope(None, default_name="d") as d:
        pass
    with tf.variable_scope("aux", auxiliary_name_scope=False) as aux:
        w = tf.no_op(name="w")
emit("original", [s.original_name_scope for s in (foo, foo2, foo3, foo4, d, aux)])
emit("names", [s.name for s in (foo, foo2, foo3, foo4, d, aux)])
emit("ops", [x, y, z, u, w])
with tf.name_scope(foo.original_name_scope):
    emit("reentered_original", tf.no_op(name="again").name)
