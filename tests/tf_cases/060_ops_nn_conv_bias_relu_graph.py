# tier: graph
# Full node list: conv2d + bias_add + relu with get_variable, VALID padding and strides 2.
image = tf.placeholder(tf.float32, [2, 5, 5, 3], name='image')
with tf.variable_scope('conv'):
    k = tf.get_variable('k', [3, 3, 3, 4], initializer=tf.ones_initializer())
    b = tf.get_variable('b', [4], initializer=tf.constant_initializer(-1.0))
    conv = tf.nn.conv2d(image, k, strides=[1, 2, 2, 1], padding='VALID')
    out = tf.nn.relu(tf.nn.bias_add(conv, b), name='act')
emit("nodes", graph_nodes())
emit("shapes", [conv.shape, out.shape])
