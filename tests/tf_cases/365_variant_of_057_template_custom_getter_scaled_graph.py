# tier: graph
# Variant of 057: a template custom getter that scales each variable by 2; three calls in a name_scope.
def getter(getter, name, *args, **kwargs):
    return tf.multiply(getter(name, *args, **kwargs), 2.0, name='scaled')


def fn(x):
    return x + tf.get_variable('b', [2], initializer=tf.zeros_initializer())


t = tf.make_template('g.2', fn, custom_getter_=getter)
x = tf.placeholder(tf.float32, [2], name='x')
with tf.name_scope('calls'):
    for _ in range(3):
        t(x)
emit("nodes", graph_nodes())
