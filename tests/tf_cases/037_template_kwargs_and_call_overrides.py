# tier: semantics
# make_template **kwargs are bound like functools.partial: a call can pass new arguments and
# override the bound ones by keyword; the scope name comes from name_.
def layer(x, units, scale=1.0, name_suffix='w'):
    w = tf.get_variable(name_suffix, [units], initializer=tf.constant_initializer(scale))
    return x * w


t = tf.make_template('layer', layer, units=2, scale=3.0)
x = tf.constant([1.0, 2.0], name='x')
a = t(x)
b = t(x, scale=5.0)
expect_error(lambda: t(x, name_suffix='other'), "new_variable_on_reuse")
emit("variables", tf.global_variables())
emit("name", t.name)
emit("outs", [a, b])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([a, b]))
