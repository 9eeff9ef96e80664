# tier: semantics
# Template.variable_scope.original_name_scope for lazy templates first called in various places
# and for create_scope_now_ templates made under name scopes.
def fn(x):
    return x + tf.get_variable('v', [], initializer=tf.zeros_initializer())


x = tf.constant(1.0, name='x')
t1 = tf.make_template('t', fn)
with tf.name_scope('ns'):
    t1(x)
t2 = tf.make_template('t', fn)
with tf.variable_scope('vs'):
    with tf.name_scope('inner'):
        t2(x)
with tf.name_scope('made'):
    t3 = tf.make_template('t', fn, create_scope_now_=True)
t3(x)
with tf.variable_scope('vs'):
    t4 = tf.make_template('t', fn, create_scope_now_=True)
for i, t in enumerate([t1, t2, t3, t4]):
    emit("t%d" % (i + 1), [t.variable_scope.name, t.variable_scope.original_name_scope,
                           t.variable_scope_name])
emit("vars", tf.global_variables())
