# tier: semantics
# Entering a captured VariableScope yields a copy: reuse_variables() on the copy does not
# touch the original, reuse_variables() on the original (even outside its block) carries into
# later re-entries; get_variable_scope() inside returns the entered copy.
with tf.variable_scope("a") as a:
    emit("inside_is_a", tf.get_variable_scope() is a)
    w = tf.get_variable("w", [1])
with tf.variable_scope(a) as a2:
    emit("copy_is_a", a2 is a)
    emit("copy_name", [a2.name, a2.original_name_scope])
    a2.reuse_variables()
    emit("copy_reuse", a2.reuse)
emit("a_reuse_after_copy", a.reuse)
with tf.variable_scope(a):
    expect_error(lambda: tf.get_variable("w", [1]), "still_not_reusing")
a.reuse_variables()
emit("a_reuse_now", a.reuse)
with tf.variable_scope(a) as a3:
    emit("a3_reuse", a3.reuse)
    emit("same_w", tf.get_variable("w", [1]) is w)
    expect_error(lambda: tf.get_variable("new", [1]), "new_under_reuse")
emit("root_is_root", tf.get_variable_scope() is tf.get_variable_scope())
