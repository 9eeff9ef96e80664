# tier: semantics
# Variant of 013: scope initializers with a float64 scope, three levels, zeros/ones overrides,
# an int32 variable, and re-entry through a captured scope object.
with tf.variable_scope("top", initializer=tf.constant_initializer(1.5), dtype=tf.float64) as top:
    a = tf.get_variable("a", [2])
    with tf.variable_scope("mid", initializer=tf.ones_initializer()):
        b = tf.get_variable("b", [1])
        with tf.variable_scope("low"):
            c = tf.get_variable("c", [1])
            d = tf.get_variable("d", [1], initializer=tf.zeros_initializer())
    i = tf.get_variable("i", [2], dtype=tf.int32, initializer=tf.constant_initializer(3))
with tf.variable_scope(top):
    e = tf.get_variable("e", [1])
with tf.variable_scope("top"):
    f = tf.get_variable("f", [1])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for k, t in [("a", a), ("b", b), ("c", c), ("d", d), ("i", i), ("e", e)]:
        emit(k, sess.run(t))
    emit("f_is_glorot_float32", sess.run(f).dtype.name)
emit("names", [t.name for t in (a, b, c, d, i, e, f)])
