# tier: opnames
# A tf.name_scope object and a tf.variable_scope object each entered twice in sequence, and
# with-blocks of both around an exception: names afterwards.
ns = tf.name_scope('ns')
with ns as n1:
    a = tf.constant(1.0, name='c')
with ns as n2:
    b = tf.constant(1.0, name='c')
vs = tf.variable_scope('vs')
with vs as s1:
    v = tf.get_variable('v', [1])
    x = v + 1.0
try:
    with vs as s2:
        y = v + 2.0
        raise KeyError('inside')
except KeyError:
    pass
emit("after_exception", [tf.get_variable_scope().name, tf.no_op(name='probe')])
emit("scopes", [n1, n2, s1.name, s2.name, s1.original_name_scope, s2.original_name_scope])
emit("ops", [a, b, x, y])
