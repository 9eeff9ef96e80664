# tier: opnames
# Variant of 079: variable_scope('blk') re-entered with AUTO_REUSE inside name_scope 'ns', with a
# nested 'inner' scope each time: variables shared, ops in ns/blk, ns/blk_1, ns/blk_2.
outs = []
for i in range(3):
    with tf.name_scope('ns'):
        with tf.variable_scope('blk', reuse=tf.AUTO_REUSE) as s:
            with tf.variable_scope('inner'):
                v = tf.get_variable('v', [1])
                outs.append(v * 2.0)
            emit("original_name_scope_%d" % i, s.original_name_scope)
            emit("probe_op_%d" % i, tf.no_op(name="probe"))
emit("outs", outs)
emit("variables", tf.global_variables())
