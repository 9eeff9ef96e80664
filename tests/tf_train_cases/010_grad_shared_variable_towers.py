# tier: graph
# A variable read by two towers: its `read` Identity gets two gradients, summed by one AddN.
def tower(x):
    with tf.variable_scope('shared', reuse=tf.AUTO_REUSE):
        w = tf.get_variable('w', [3], initializer=tf.constant_initializer(0.5))
    return tf.reduce_sum(x * w)


x1 = tf.constant([1.0, 2.0, 3.0], name='x1')
x2 = tf.constant([4.0, 5.0, 6.0], name='x2')
loss = tower(x1) + tower(x2)
n = len(graph_nodes())
grads = tf.gradients(loss, tf.trainable_variables())
emit("grads", grads)
emit("nodes", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(grads))
