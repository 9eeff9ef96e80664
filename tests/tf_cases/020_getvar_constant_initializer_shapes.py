# tier: semantics
# TF1 constant semantics: a value list shorter than the shape is padded with its last element,
# a longer one is an error; a float value for an int variable is a TypeError.
p = tf.get_variable('p', [2, 3], initializer=tf.constant_initializer([1.0, 2.0]))
q = tf.get_variable('q', [2, 2], initializer=tf.constant_initializer([1, 2, 3, 4]))
r = tf.constant([5.0, 6.0], shape=[3], name='r')
s = tf.constant(7, shape=[2, 2], name='s')
expect_error(lambda: tf.get_variable('t', [2], initializer=tf.constant_initializer([1.0, 2.0, 3.0])),
             "too_many_values")
expect_error(lambda: tf.constant([1, 2, 3], shape=[2]), "constant_too_many")
expect_error(lambda: tf.get_variable('u', [2], dtype=tf.int32,
                                     initializer=tf.constant_initializer(1.5)), "float_for_int")
expect_error(lambda: tf.constant(1.5, dtype=tf.int32), "constant_float_for_int")
emit("variables", tf.global_variables())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([p, q, r, s]))
