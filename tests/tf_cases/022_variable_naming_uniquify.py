# tier: semantics
# tf.Variable names: default 'Variable', uniquified against op names and name scopes, including
# names of scopes and ops already in use; name_scope prefixes them, variable_scope too.
a = tf.Variable(1.0)
b = tf.Variable(1.0)
x = tf.constant(1.0, name='x')
c = tf.Variable(2.0, name='x')
with tf.name_scope('foo'):
    d = tf.Variable(1.0, name='v')
with tf.variable_scope('foo'):
    e = tf.Variable(1.0, name='v')
    f = tf.get_variable('v', [])
add = x + 1.0
g = tf.Variable(1.0, name='add')
h = tf.Variable(1.0, name='Add')
i = tf.Variable(1.0, name='a/b')
emit("names", [a, b, c, d, e, f, g, h, i])
emit("ops", [v.op for v in (a, c, d, e, f)])
emit("initializers", [v.initializer for v in (a, c, e, f)])
