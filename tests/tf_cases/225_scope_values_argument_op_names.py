# tier: opnames
# values= in variable_scope and name_scope does not change names; default_name with values;
# variables and ops in the scopes.
x = tf.constant([1.0, 2.0], name='x')
with tf.variable_scope('s', values=[x]) as s:
    a = x + tf.get_variable('a', [2])
with tf.variable_scope(None, default_name='d', values=[x]) as d1:
    b = x * 2.0
with tf.variable_scope(None, 'd', [x]) as d2:
    c = x * 3.0
with tf.name_scope(None, 'n', [x]) as n1:
    e = x - 1.0
with tf.name_scope('m', values=[x]) as n2:
    f = x - 2.0
emit("scopes", [s.name, d1.name, d2.name, n1, n2])
emit("ops", [a, b, c, e, f])
