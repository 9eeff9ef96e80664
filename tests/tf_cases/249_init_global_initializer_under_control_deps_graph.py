# tier: graph
# global_variables_initializer and variables_initializer built inside control_dependencies and
# a name scope; full node list.
a = tf.Variable(1.0, name='a')
b = tf.get_variable('b', [], initializer=tf.zeros_initializer())
pre = tf.no_op(name='pre')
with tf.control_dependencies([pre]):
    init = tf.global_variables_initializer()
    with tf.name_scope('ns'):
        init_b = tf.variables_initializer([b], name='init_b')
with tf.control_dependencies([init]):
    after = tf.identity(a, name='after')
emit("names", [init, init_b, after])
emit("nodes", graph_nodes())
