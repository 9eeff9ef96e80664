# tier: semantics
# caching_device (on get_variable, tf.Variable or a variable scope, inherited by sub-scopes,
# set later with set_caching_device) puts the variable's read snapshot (v.value()) on that
# device instead of colocating it with the variable; "" or a device function returning the
# op's own device mean "not cached". The variable and its Assign keep their own device.
with tf.variable_scope('tower'):
    with tf.variable_scope('caching', caching_device='/job:moo'):
        a = tf.get_variable('a', [])
        with tf.variable_scope('child'):
            b = tf.get_variable('b', [])
        with tf.variable_scope('not_cached', caching_device=''):
            c = tf.get_variable('c', [])
        with tf.variable_scope('same', caching_device=lambda op: op.device):
            d = tf.get_variable('d', [])
        with tf.variable_scope('live') as live:
            live.set_caching_device('/job:live/task:1')
            e = tf.get_variable('e', [])
            emit("scope_caching_device", live.caching_device)
    f = tf.get_variable('f', [])
    with tf.device('/gpu:0'):
        g = tf.get_variable('g', [], caching_device='/cpu:3')
        h = tf.Variable(1.0, name='h', caching_device='/job:w')
        i = tf.Variable(2.0, name='i')
variables = [a, b, c, d, e, f, g, h, i]
emit("read_devices", [v.value().device for v in variables])
emit("variable_devices", [v.device for v in variables])
emit("read_colocation", [v.value().op.colocation_groups() for v in variables])
emit("assign_devices", [v.initializer.device for v in variables])
