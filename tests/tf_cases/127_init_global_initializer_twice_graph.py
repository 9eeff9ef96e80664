# tier: graph
# global_variables_initializer called twice, before and after more variables exist, plus
# local_variables_initializer; full node list and re-running the first init.
a = tf.Variable(1.0, name="a")
init1 = tf.global_variables_initializer()
b = tf.get_variable("b", [], initializer=tf.zeros_initializer())
init2 = tf.global_variables_initializer()
linit = tf.local_variables_initializer()
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(init1)
    emit("uninit_after_init1", sess.run(tf.report_uninitialized_variables()))
    sess.run(init2)
    emit("b", sess.run(b))
