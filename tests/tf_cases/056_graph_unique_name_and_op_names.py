# tier: opnames
# unique_name interplay with op creation, name scopes and case-insensitivity, and how explicit
# names like 'add_1' affect later automatic names.
g = tf.get_default_graph()
a = tf.constant(1.0, name='c')
b = tf.constant(1.0, name='C')
x = tf.constant(2.0, name='add_1')
s1 = a + b
s2 = a + b
s3 = a + b
emit("consts", [a, b, x])
emit("adds", [s1, s2, s3])
emit("peek", g.unique_name('add', mark_as_used=False))
with tf.name_scope('add'):
    emit("scope_add_taken", g.get_name_scope())
with tf.name_scope('Scope'):
    p = tf.constant(0.0, name='p')
with tf.name_scope('scope'):
    q = tf.constant(0.0, name='p')
emit("case_insensitive_scopes", [p, q])
emit("unique_in_scope", [g.unique_name('scope/p'), g.unique_name('z')])
