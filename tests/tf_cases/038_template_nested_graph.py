# tier: graph
# Full node list: a template nested in another, each called twice.
def inner_fn(x):
    return x * tf.get_variable('k', [], initializer=tf.constant_initializer(3.0))


inner = tf.make_template('inner', inner_fn)


def outer_fn(x):
    return inner(x) + tf.get_variable('b', [], initializer=tf.zeros_initializer())


outer = tf.make_template('outer', outer_fn)
x = tf.placeholder(tf.float32, [], name='x')
outer(x)
outer(x)
emit("nodes", graph_nodes())
