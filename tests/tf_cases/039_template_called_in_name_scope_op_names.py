# tier: opnames
# Template calls inside name scopes and variable scopes: ops follow the call site's name scope,
# variables stay where the first call put them.
def fn(x):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
    return tf.identity(x * w, name='out')


t = tf.make_template('t', fn)
x = tf.constant(1.0, name='x')
with tf.name_scope('ns1'):
    a = t(x)
with tf.name_scope('ns2'):
    b = t(x)
with tf.variable_scope('vs'):
    c = t(x)
d = t(x)
emit("outs", [a, b, c, d])
emit("muls", [o.op.inputs[0] for o in (a, b, c, d)])
emit("variables", tf.global_variables())
emit("scope", t.variable_scope.name)
