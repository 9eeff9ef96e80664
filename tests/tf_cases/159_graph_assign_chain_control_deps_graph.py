# tier: graph
# A chain of assign ops ordered with control_dependencies and grouped into one update op;
# full node list and the value after running it.
v = tf.Variable(1.0, name="v")
a1 = tf.assign_add(v, 1.0, name="inc")
with tf.control_dependencies([a1]):
    a2 = tf.assign(v, v * 3.0, name="triple")
with tf.control_dependencies([a2]):
    a3 = tf.assign_sub(v, 0.5, name="dec")
update = tf.group(a3, name="update")
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(v.initializer)
    sess.run(update)
    emit("v", sess.run(v))
