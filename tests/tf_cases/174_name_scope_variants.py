# tier: opnames
# tf.name_scope with a default_name and values, nested None resets, a scope ending in '/',
# and Graph.name_scope/get_name_scope/unique_name.
g = tf.get_default_graph()
with tf.name_scope(None, "Default", []) as s1:
    a = tf.constant(1.0)
with tf.name_scope(None, "Default") as s2:
    b = tf.constant(1.0)
with tf.name_scope("given", "Default") as s3:
    c = tf.constant(1.0)
with tf.name_scope("x"):
    with tf.name_scope(None):
        d = tf.constant(1.0, name="rooted")
    with tf.name_scope("abs/") as s4:
        e = tf.constant(1.0)
    emit("get_name_scope", g.get_name_scope())
    emit("unique", [g.unique_name("foo"), g.unique_name("foo"), g.unique_name("foo", mark_as_used=False)])
emit("scopes", [s1, s2, s3, s4])
emit("names", [a, b, c, d, e])
with g.name_scope("graph_ns") as s5:
    f = tf.constant(1.0)
emit("graph_ns", [s5, f])
