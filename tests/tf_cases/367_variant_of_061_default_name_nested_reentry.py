# tier: semantics
# Variant of 061: default_name 'blk.1' inside 'outer' re-entered twice; counters continue per
# scope prefix; an explicit blk.1_3 makes the next default skip it.
names = []
for j in range(2):
    with tf.variable_scope('outer', reuse=tf.AUTO_REUSE):
        for i in range(2):
            with tf.variable_scope(None, default_name='blk.1') as s:
                v = tf.get_variable('w', [1])
                names.append([s.name, v.name])
emit("scopes", names)
with tf.variable_scope('outer'):
    with tf.variable_scope('blk.1_4'):
        pass
    with tf.variable_scope(None, default_name='blk.1') as s:
        emit("after_explicit", s.name)
    with tf.variable_scope(None, default_name='blk.1') as s:
        emit("after_explicit_2", s.name)
with tf.variable_scope(None, default_name='blk.1') as s:
    emit("top_level", s.name)
emit("count", len(tf.global_variables()))
