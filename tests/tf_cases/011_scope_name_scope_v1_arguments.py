# tier: opnames
# tf.name_scope(name, default_name, values): default names are uniquified, values must come
# through the keyword, and the yielded strings end in '/'.
x = tf.constant(1.0, name='x')
with tf.name_scope(None, 'helper', [x]) as s1:
    a = tf.identity(x)
with tf.name_scope(None, default_name='helper') as s2:
    b = tf.identity(x)
with tf.name_scope('given', 'helper') as s3:
    c = tf.identity(x)
emit("scopes", [s1, s2, s3])
emit("ops", [a, b, c])
expect_error(lambda: tf.name_scope('foo', [x]).__enter__(), "values_as_default_name")
expect_error(lambda: tf.name_scope(None, None, [x]).__enter__(), "no_name_with_values")
emit("after_errors", tf.get_default_graph().get_name_scope())
with tf.name_scope('foo', values=[x]) as s4:
    emit("s4", s4)
