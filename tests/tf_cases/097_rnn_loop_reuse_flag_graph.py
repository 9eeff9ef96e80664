# tier: graph
# RNN-style weight sharing in a Python loop: variable_scope('rnn', reuse=(t > 0)) each step,
# h = tanh(matmul(concat([x_t, h], 1), W) + b); full node list.
xs = [tf.placeholder(tf.float32, [2, 3], name="x%d" % t) for t in range(3)]
h = tf.zeros([2, 4], name="h0")
outputs = []
for t, x in enumerate(xs):
    with tf.variable_scope("rnn", reuse=(t > 0)):
        W = tf.get_variable("W", [7, 4], initializer=tf.constant_initializer(0.1))
        b = tf.get_variable("b", [4], initializer=tf.zeros_initializer())
        h = tf.tanh(tf.matmul(tf.concat([x, h], 1), W) + b)
        outputs.append(h)
emit("variables", tf.global_variables())
emit("outputs", outputs)
emit("nodes", graph_nodes())
