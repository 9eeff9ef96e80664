# tier: semantics
# Variant of 064: explicit nested names ignore default_name and are not uniquified; default_name
# used inside an explicit scope; variable_scope(None, default_name=None) fails.
with tf.variable_scope('given.2/sub', default_name='dflt') as s1:
    tf.get_variable('v', [1], dtype=tf.float64)
with tf.variable_scope('given.2/sub', default_name='dflt') as s2:
    expect_error(lambda: tf.get_variable('v', [1], dtype=tf.float64), "duplicate")
emit("names", [s1.name, s2.name])
with tf.variable_scope('given.2'):
    with tf.variable_scope(None, default_name='dflt') as s3:
        emit("default_inside", s3.name)
    with tf.variable_scope(None, default_name='dflt') as s4:
        emit("default_inside_2", s4.name)
expect_error(lambda: tf.variable_scope(None, default_name=None).__enter__(), "no_name_no_default")
expect_error(lambda: tf.variable_scope(None, default_name=None, values=[]).__enter__(),
             "no_name_no_default_values")
emit("root_after", tf.get_variable_scope().name)
