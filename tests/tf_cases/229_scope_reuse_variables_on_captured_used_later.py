# tier: semantics
# reuse_variables() on a captured scope object after its block: later entries by object (also
# nested under other scopes) reuse, entries by string do not; sub-scopes inherit it.
with tf.variable_scope('enc') as enc:
    w = tf.get_variable('w', [1])
    with tf.variable_scope('sub'):
        s = tf.get_variable('s', [1])
enc.reuse_variables()
with tf.variable_scope('x'):
    with tf.variable_scope(enc) as e2:
        emit("e2", [e2.name, e2.reuse])
        emit("w_shared", tf.get_variable('w', [1]) is w)
        with tf.variable_scope('sub') as sub:
            emit("sub_reuse", sub.reuse)
            emit("s_shared", tf.get_variable('s', [1]) is s)
        expect_error(lambda: tf.get_variable('new', [1]), "new_in_reused")
with tf.variable_scope('enc') as e3:
    emit("by_string_reuse", e3.reuse)
    expect_error(lambda: tf.get_variable('w', [1]), "by_string_exists")
    n = tf.get_variable('n', [1])
emit("vars", tf.global_variables())
