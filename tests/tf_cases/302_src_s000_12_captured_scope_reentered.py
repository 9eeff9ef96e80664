# tier: semantics
# S000-12: capturing a scope (as foo_scope) and re-entering it, without reuse (creates foo/w) and with reuse=True (returns v and w).
with tf.variable_scope("foo") as foo_scope:
    v = tf.get_variable("v", [1])
with tf.variable_scope(foo_scope) as s1:
    emit("s1", [s1.name, s1.reuse, s1 is foo_scope])
    w = tf.get_variable("w", [1])
with tf.variable_scope(foo_scope, reuse=True) as s2:
    emit("s2", [s2.name, s2.reuse, s2 is foo_scope])
    v1 = tf.get_variable("v", [1])
    w1 = tf.get_variable("w", [1])
assert v1 == v
assert w1 == w
emit("eq", [v1 == v, w1 == w])
emit("names", [v, w, v1, w1])
emit("foo_scope_reuse_unchanged", foo_scope.reuse)
emit("variables", tf.global_variables())
