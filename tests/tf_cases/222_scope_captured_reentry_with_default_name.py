# tier: opnames
# A captured scope or a name string beats default_name; default-name scopes opened inside a
# captured re-entry are counted per re-entry's variable scope, ops follow the fresh name scope.
with tf.variable_scope('foo') as foo:
    pass
res = []
for i in range(2):
    with tf.variable_scope(foo, default_name='ignored') as s:
        with tf.variable_scope(None, default_name='blk') as b:
            v = tf.get_variable('v%d' % i, [1])
            y = v + 1.0
        res.append([s.name, s.original_name_scope, b.name, b.original_name_scope, v.name, y.name])
emit("res", res)
with tf.name_scope('outer'):
    with tf.variable_scope(foo, default_name='ignored', reuse=True) as s3:
        y3 = tf.get_variable('blk/v0', [1]) * 2.0
        expect_error(lambda: tf.get_variable('v0', [1]), "v0_not_directly_in_foo")
emit("s3", [s3.name, s3.original_name_scope, s3.reuse])
emit("y3", y3)
