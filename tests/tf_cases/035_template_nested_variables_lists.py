# tier: semantics
# A template calling another template: inner variables nest under the outer scope and show up in
# the outer template's lists; an inner template made inside the outer function is per call.
def inner_fn(x):
    return x + tf.get_variable('b', [], initializer=tf.constant_initializer(1.0))


shared_inner = tf.make_template('inner', inner_fn)


def outer_fn(x):
    local_inner = tf.make_template('local', inner_fn)
    y = shared_inner(x) * tf.get_variable('w', [], initializer=tf.constant_initializer(3.0))
    return local_inner(y)


outer = tf.make_template('outer', outer_fn)
x = tf.constant(1.0, name='x')
y1 = outer(x)
emit("after_first", tf.global_variables())
expect_error(lambda: outer(x), "second_call")
emit("after_second", tf.global_variables())
emit("outer_vars", outer.variables)
emit("outer_trainable", outer.trainable_variables)
emit("shared_inner_vars", shared_inner.variables)
emit("shared_inner_scope", shared_inner.variable_scope.name)
