# tier: opnames
# Variant of 062: a stray name_scope('dense') BEFORE any default_name scope: the variable scope is
# 'dense' but its ops go to dense_1/; the next ones continue dense_1 / dense_2.
with tf.name_scope('dense'):
    c = tf.constant(1.0, name='c')
outs = []
for i in range(3):
    with tf.variable_scope(None, default_name='dense') as s:
        v = tf.get_variable('w', [1])
        outs.append(v * 2.0)
        emit("names_%d" % i, [s.name, s.original_name_scope])
emit("outs", outs)
emit("c", c)
with tf.name_scope('wrap'):
    with tf.variable_scope(None, default_name='dense') as s:
        emit("wrapped", [s.name, s.original_name_scope, (tf.get_variable('w', [1]) + 1.0).op.name])
