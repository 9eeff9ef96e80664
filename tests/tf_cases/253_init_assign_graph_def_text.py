# tier: semantics
# GraphDef text of a counter with tf.assign(v, v + 1) and an assign_add with use_locking.
v = tf.Variable(0, name='count')
inc = tf.assign(v, v + 1)
add = tf.assign_add(v, 2, use_locking=True, name='add2')
emit("graph_def", str(tf.get_default_graph().as_graph_def()).split('\n'))
