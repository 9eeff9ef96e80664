# tier: graph
# Variant of 051: a two-variable template called from a name_scope and a nested variable_scope.
def tf_fn(x):
    w = tf.get_variable('w', [2], initializer=tf.ones_initializer())
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(-1.0))
    return tf.reduce_sum(w * x) + b


fn = tf.make_template('fn.1', tf_fn)
x = tf.placeholder(tf.float32, [2], name='x')
with tf.name_scope('ns'):
    y1 = fn(x)
with tf.variable_scope('v.1/x'):
    y2 = fn(x)
init = tf.global_variables_initializer()
emit("nodes", graph_nodes())
