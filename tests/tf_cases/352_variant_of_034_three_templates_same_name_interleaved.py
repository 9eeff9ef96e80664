# tier: opnames
# Variant of 034: three templates named 'net-1', called in interleaved order (t2 first).
def fn(x):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
    return x * w + 1.0


t1 = tf.make_template('net-1', fn)
t2 = tf.make_template('net-1', fn)
t3 = tf.make_template('net-1', fn)
x = tf.constant(3.0, name='x')
a = t2(x)
b = t1(x)
c = t2(x)
d = t3(x)
e = t1(x)
emit("outs", [a, b, c, d, e])
emit("variables", tf.global_variables())
emit("scopes", [t1.variable_scope.name, t2.variable_scope.name, t3.variable_scope.name])
