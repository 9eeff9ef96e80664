# tier: opnames
# Variant of 068: a nested name scope string ending in '/' is re-entered verbatim, also a
# never-used one; a later plain 'new' still uniquifies against it.
with tf.name_scope('outer'):
    with tf.name_scope('inner') as s1:
        a = tf.constant(1.0, name='a')
with tf.name_scope('outer/inner/') as s2:
    b = tf.constant(1.0, name='a')
with tf.name_scope('new/') as s3:
    c = tf.constant(1.0, name='a')
with tf.name_scope('new') as s4:
    d = tf.constant(1.0, name='a')
with tf.name_scope('outer'):
    with tf.name_scope(s1) as s5:
        e = tf.constant(1.0, name='a')
emit("scopes", [s1, s2, s3, s4, s5])
emit("consts", [a, b, c, d, e])
