# tier: opnames
# Variant of 129: fetch/feed by exact names with dots and dashes; the second init op is init_1.
with tf.variable_scope('net.v1'):
    with tf.variable_scope('layer-2'):
        v = tf.get_variable('v', [2], dtype=tf.float64, initializer=tf.constant_initializer(0.5))
        x = tf.placeholder(tf.float64, [2], name='x-in')
        y = x * v
tf.global_variables_initializer()
tf.global_variables_initializer()
with tf.Session() as sess:
    emit("run_init_1_by_name", sess.run('init_1'))
    emit("mul_by_name", sess.run('net.v1/layer-2/mul:0', {'net.v1/layer-2/x-in:0': [2.0, 4.0]}))
    emit("var_by_name", sess.run('net.v1/layer-2/v:0'))
    emit("read_by_name", sess.run('net.v1/layer-2/v/read:0'))
    emit("op_by_name", sess.run('net.v1/layer-2/v/Assign'))
    emit("dict_by_name", sess.run({'a': 'net.v1/layer-2/v:0', 'b': y}, {x: [1.0, 1.0]}))
