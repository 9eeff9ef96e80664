# tier: semantics
# default_name counters live per parent scope and restart when the parent is left and re-opened.
res = []
with tf.variable_scope('a'):
    for _ in range(2):
        with tf.variable_scope(None, default_name='layer') as s:
            res.append(s.name)
            tf.get_variable('w', [1])
with tf.variable_scope('a', reuse=tf.AUTO_REUSE):
    with tf.variable_scope(None, default_name='layer') as s:
        res.append(s.name)
        res.append(tf.get_variable('w', [1]).name)
with tf.variable_scope('b'):
    with tf.variable_scope(None, default_name='layer') as s:
        res.append(s.name)
for _ in range(2):
    with tf.variable_scope(None, default_name='layer') as s:
        res.append(s.name)
emit("scope_names", res)
emit("variables", tf.global_variables())
