# tier: semantics
# Variant of 007: three nested variable scopes with dots/digits and a name_scope in between.
with tf.variable_scope("a.1"):
    emit("s1", tf.get_variable_scope().name)
    with tf.name_scope("ns"):
        with tf.variable_scope("b-2"):
            emit("s2", tf.get_variable_scope().name)
            with tf.variable_scope("3c"):
                v = tf.get_variable("v", [4], dtype=tf.int32)
                emit("s3", tf.get_variable_scope().name)
            u = tf.get_variable("u", [])
    w = tf.get_variable("w", [2, 3, 4])
emit("v", v.name)
emit("u", u.name)
emit("w", w.name)
emit("w_shape", w.get_shape())
emit("v_dtype", v.dtype)
emit("root_scope", tf.get_variable_scope().name)
