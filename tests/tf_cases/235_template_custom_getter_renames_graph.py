# tier: graph
# A template whose custom_getter_ renames variables (prefix 'g_') and also makes a
# non-trainable one; full node list over two calls.
def getter(getter, name, *args, **kwargs):
    base, leaf = name.rsplit('/', 1)
    return getter(base + '/g_' + leaf, *args, **kwargs)


def fn(x):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
    c = tf.get_variable('c', [], initializer=tf.zeros_initializer(), trainable=False)
    return x * w + c


t = tf.make_template('tpl', fn, custom_getter_=getter)
x = tf.placeholder(tf.float32, [], name='x')
t(x)
t(x)
emit("vars", tf.global_variables())
emit("trainable", tf.trainable_variables())
emit("template_vars", [t.variables, t.trainable_variables, t.non_trainable_variables])
emit("nodes", graph_nodes())
