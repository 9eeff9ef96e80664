# tier: semantics
# Variant of 038: unique_name_ in a nested scope; a second template with the same unique_name_
# collides on its first call instead of being uniquified.
def fn(x):
    return x * tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))


with tf.variable_scope('outer.1'):
    t = tf.make_template('ignored', fn, unique_name_='custom-a')
x = tf.constant(3.0, name='x')
a = t(x)
b = t(x)
t2 = tf.make_template('other', fn, unique_name_='custom-a')
emit("scope", t.variable_scope.name)
expect_error(lambda: t2(x), "same_unique_name")
emit("variables", tf.global_variables())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([a, b]))
