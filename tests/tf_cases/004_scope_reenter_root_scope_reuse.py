# tier: opnames
# The multi-tower idiom: re-entering tf.get_variable_scope() (the root) with reuse from inside a
# name scope shares top-level variables and leaves op names in the current name scope.
def tower(x):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
    return x * w


x = tf.constant(1.0, name='x')
outs = []
for i in range(3):
    with tf.name_scope('tower_%d' % i) as ns:
        with tf.variable_scope(tf.get_variable_scope(), reuse=tf.AUTO_REUSE) as vs:
            outs.append(tower(x))
            emit("scope_%d" % i, [vs.name, vs.original_name_scope, ns])
emit("outs", outs)
emit("variables", tf.global_variables())
root = tf.get_variable_scope()
with tf.variable_scope('a'):
    with tf.variable_scope(root, reuse=True):
        emit("root_w", tf.get_variable('w', []).name)
        emit("probe_op", tf.no_op(name='probe'))
emit("root_reuse_unchanged", tf.get_variable_scope().reuse)
