# tier: graph
# get_variable whose initializer is a tensor reading another variable (W.initialized_value()
# and a plain read); full node list.
with tf.variable_scope("base"):
    w = tf.get_variable("w", [2], initializer=tf.ones_initializer())
with tf.variable_scope("copy"):
    c1 = tf.get_variable("c1", initializer=w.initialized_value() * 2.0)
    c2 = tf.get_variable("c2", initializer=w + 1.0)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("vals", sess.run([c1, c2]))
