# tier: opnames
# create_scope_now_ together with unique_name_: the scope is exactly unique_name_ (even inside
# another scope), ops of each call are uniquified against it.
def fn(x):
    return x * tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))


with tf.variable_scope('outer'):
    t = tf.make_template('ignored', fn, create_scope_now_=True, unique_name_='fixed')
    emit("scope_now", [t.variable_scope.name, t.variable_scope.original_name_scope])
x = tf.constant(1.0, name='x')
a = t(x)
with tf.variable_scope('elsewhere'):
    b = t(x)
emit("outs", [a, b])
emit("vars", tf.global_variables())
emit("name", t.name)
emit("scope_name", t.variable_scope_name)
