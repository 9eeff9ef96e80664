# tier: semantics
# get_variable with an initializer that is a tensor, a Python list, or a no-argument callable
# (no shape allowed), and the errors when shape and initializer do not fit together.
a = tf.get_variable('a', initializer=tf.constant([1.0, 2.0]))
b = tf.get_variable('b', initializer=[3, 4])
c = tf.get_variable('c', initializer=lambda: tf.ones([2, 2]))
expect_error(lambda: tf.get_variable('d', [2], initializer=tf.constant([1.0, 2.0])),
             "shape_with_tensor_initializer")
expect_error(lambda: tf.get_variable('e', initializer=tf.constant([1, 2]), dtype=tf.float32),
             "dtype_mismatch_with_tensor")
expect_error(lambda: tf.get_variable('f', initializer=tf.zeros_initializer()), "no_shape")
expect_error(lambda: tf.get_variable('g'), "no_shape_no_initializer")
expect_error(lambda: tf.get_variable('h', [None, 2]), "partial_shape")
emit("shapes", [a.shape, b.shape, c.shape])
emit("dtypes", [a.dtype, b.dtype, c.dtype])
emit("variables", tf.global_variables())
emit("initial_value_inputs", [v.initializer.inputs[1] for v in (a, b, c)])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([a, b, c]))
