# tier: semantics
# S001-05: tf.get_variable is get_variable_scope().get_variable(...): the current scope (whatever object it is) decides prefix and reuse.
with tf.variable_scope("m") as m:
    emit("current_is_m", tf.get_variable_scope() is m)
    a = tf.get_variable("a", [1])
    m.reuse_variables()
    # reuse was switched on the object that is current, so tf.get_variable sees it
    a2 = tf.get_variable("a", [1])
    emit("reuse_via_object", [m.reuse, tf.get_variable_scope().reuse, a2 is a])
with tf.variable_scope("n"):
    b = tf.get_variable("b", [1])
    with tf.variable_scope(m):
        # captured m is current again: its name is the prefix, its reuse (True) applies
        emit("inside_m_again", [tf.get_variable_scope().name, tf.get_variable_scope().reuse])
        a3 = tf.get_variable("a", [1])
        expect_error(lambda: tf.get_variable("c", [1]), "create_in_reusing_m")
emit("a3_is_a", a3 is a)
emit("names", [a, b, a3])
emit("variables", tf.global_variables())
