# tier: semantics
# Variant of 052: make_template(None) also fails with create_scope_now_ and custom_getter_, and
# inside a variable scope; nothing is created; 'ok.2' works in a nested scope.
def fn(x):
    return x * tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))


expect_error(lambda: tf.make_template(None, fn, create_scope_now_=True), "none_create_now")
expect_error(lambda: tf.make_template(None, fn, custom_getter_=lambda g, *a, **k: g(*a, **k)),
             "none_custom_getter")
with tf.variable_scope('outer'):
    expect_error(lambda: tf.make_template(None, fn), "none_in_scope")
    t = tf.make_template('ok.2', fn)
emit("scope_name_before_call", t.variable_scope_name)
emit("nothing_created", tf.global_variables())
with tf.variable_scope('site'):
    y = t(tf.constant(4.0))
emit("created", tf.global_variables())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("y", sess.run(y))
