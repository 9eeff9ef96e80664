# tier: graph
# Variant of 087: an AUTO_REUSE layer with two variables called three times inside a name_scope.
def layer(x):
    with tf.variable_scope('lyr.1', reuse=tf.AUTO_REUSE):
        w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
        b = tf.get_variable('b', [], initializer=tf.zeros_initializer())
        return x * w + b


x = tf.placeholder(tf.float32, [], name='x')
with tf.name_scope('stack'):
    y = layer(layer(layer(x)))
emit("nodes", graph_nodes())
