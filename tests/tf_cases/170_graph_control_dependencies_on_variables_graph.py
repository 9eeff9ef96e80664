# tier: graph
# control_dependencies given variables, tensors and assign ops; reads created inside take
# the control edge, the cached snapshot does not; full node list.
v = tf.Variable(1.0, name="v")
w = tf.Variable(2.0, name="w")
upd = tf.assign_add(v, 1.0, name="upd")
with tf.control_dependencies([upd]):
    r1 = v + 0.0
    r2 = v.read_value()
    r3 = tf.identity(v, name="id")
with tf.control_dependencies([w]):
    r4 = tf.constant(0.0, name="after_w")
with tf.control_dependencies([upd.op, w.value()]):
    r5 = tf.no_op(name="both")
emit("nodes", graph_nodes())
