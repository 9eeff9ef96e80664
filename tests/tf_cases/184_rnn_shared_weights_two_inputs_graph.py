# tier: graph
# Siamese towers with AUTO_REUSE dense layers (matmul + bias + sigmoid) and a distance
# between them; full node list.
def tower(x):
    with tf.variable_scope("tower", reuse=tf.AUTO_REUSE):
        W = tf.get_variable("W", [3, 2], initializer=tf.ones_initializer())
        b = tf.get_variable("b", [2], initializer=tf.zeros_initializer())
        return tf.sigmoid(tf.matmul(x, W) + b)


left = tf.placeholder(tf.float32, [None, 3], name="left")
right = tf.placeholder(tf.float32, [None, 3], name="right")
d = tf.reduce_sum(tf.square(tower(left) - tower(right)), axis=1, name="dist")
emit("nodes", graph_nodes())
