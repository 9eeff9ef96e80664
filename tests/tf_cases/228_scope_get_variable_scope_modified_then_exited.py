# tier: semantics
# Modifying tf.get_variable_scope() inside nested scopes (reuse, initializer, dtype) affects
# only that entry; parents are restored on exit; re-entry by string starts clean.
with tf.variable_scope('a') as a:
    with tf.variable_scope('b'):
        cur = tf.get_variable_scope()
        cur.set_initializer(tf.constant_initializer(5.0))
        cur.set_dtype(tf.float64)
        v = tf.get_variable('v', [1])
        cur.reuse_variables()
        emit("b_reuse", tf.get_variable_scope().reuse)
        emit("v_again", tf.get_variable('v', [1], dtype=tf.float64) is v)
    emit("a_reuse_after", tf.get_variable_scope().reuse)
    emit("a_dtype_after", tf.get_variable_scope().dtype)
    w = tf.get_variable('w', [1])
with tf.variable_scope('a/b') as b2:
    emit("b2", [b2.reuse, b2.dtype, b2.initializer is None])
    u = tf.get_variable('u', [1])
emit("dtypes", [v.dtype, w.dtype, u.dtype])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("v_val", sess.run(v))
emit("root_reuse", tf.get_variable_scope().reuse)
