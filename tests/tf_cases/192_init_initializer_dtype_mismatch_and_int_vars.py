# tier: semantics
# Integer and boolean variables with get_variable: default initializers (zeros), explicit
# initializers of the wrong kind, and the error for a float initializer on an int variable.
i = tf.get_variable("i", [2], dtype=tf.int32)
b = tf.get_variable("b", [2], dtype=tf.bool)
k = tf.get_variable("k", [2], dtype=tf.int64, initializer=tf.ones_initializer())
c = tf.get_variable("c", [], dtype=tf.int32, initializer=tf.constant_initializer(3))
expect_error(lambda: tf.get_variable("s", [2], dtype=tf.string), "string_default")
expect_error(lambda: tf.get_variable("r", [2], dtype=tf.int32,
                                     initializer=tf.random_normal_initializer()), "int_random_normal")
expect_error(lambda: tf.get_variable("g", [2], dtype=tf.int32,
                                     initializer=tf.glorot_uniform_initializer()), "int_glorot")
emit("ops", [v.initial_value.op.name for v in (i, b, k, c)])
emit("types", [v.initial_value.op.type for v in (i, b, k, c)])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("vals", sess.run([i, b, k, c]))
