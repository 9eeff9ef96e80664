# tier: semantics
# Variable identity is the full name: get_variable('b/x') in scope 'a' is the same variable as
# 'x' in scope 'a/b'; a scope name with a slash re-enters nested scopes.
with tf.variable_scope("a"):
    v1 = tf.get_variable("b/x", [1])
with tf.variable_scope("a/b", reuse=True):
    v2 = tf.get_variable("x", [1])
with tf.variable_scope("a", reuse=True):
    with tf.variable_scope("b"):
        v3 = tf.get_variable("x", [1])
emit("same", [v1 is v2, v2 is v3])
emit("names", [v1, v1.op.name, v1.initializer.name])
with tf.variable_scope("a/b"):
    expect_error(lambda: tf.get_variable("x", [1]), "exists")
    emit("scope", [tf.get_variable_scope().name, tf.get_default_graph().get_name_scope()])
emit("variables", tf.global_variables())
