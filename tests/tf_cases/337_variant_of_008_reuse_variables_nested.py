# tier: semantics
# Variant of 008: reuse_variables() in a nested scope is inherited by new sub-scopes and ends
# with the block; re-entering the outer scope does not bring it back.
with tf.variable_scope("outer"):
    with tf.variable_scope("in-1") as s:
        v = tf.get_variable("v", [2], dtype=tf.float64)
        with tf.variable_scope("deep"):
            d = tf.get_variable("d", [])
        tf.get_variable_scope().reuse_variables()
        emit("reuse_after", tf.get_variable_scope().reuse)
        emit("s_reuse", s.reuse)
        with tf.variable_scope("deep"):
            emit("deep_reuse", tf.get_variable_scope().reuse)
            emit("deep_same", tf.get_variable("d", []) is d)
            expect_error(lambda: tf.get_variable("brand_new", [1]), "create_in_deep")
        emit("same_object", tf.get_variable("v", [2], dtype=tf.float64) is v)
        expect_error(lambda: tf.get_variable("v2", [2]), "create_while_reusing")
    emit("outer_reuse", tf.get_variable_scope().reuse)
    with tf.variable_scope("in-1"):
        emit("reuse_on_reentry", tf.get_variable_scope().reuse)
emit("count", len(tf.global_variables()))
