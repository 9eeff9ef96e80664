# tier: graph
# Variant of 116: an int64 counter in scope 'cnt' with assign_add, assign_sub and the method forms.
with tf.variable_scope('cnt'):
    counter = tf.Variable(tf.constant(0, dtype=tf.int64), name='counter', trainable=False)
inc = tf.assign_add(counter, 2)
dec = tf.assign_sub(counter, 1, name='dec')
m = counter.assign_add(5)
reset = counter.assign(0)
emit("nodes", graph_nodes())
