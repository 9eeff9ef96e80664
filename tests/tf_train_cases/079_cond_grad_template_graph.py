# tier: graph
# Graph of the template-in-cond pattern: the variables are made once (outside the cond, in
# the true branch's call) and read by both branches through their own Switches; the gradient
# of each read sums the two branch Merges. A non-float cond output (int32) gets no zeros and
# passes no gradient.
def model(x):
    w = tf.get_variable('w', [2, 2], initializer=tf.constant_initializer(0.5))
    return tf.matmul(x, w)


net = tf.make_template('net', model)
p = tf.placeholder(tf.bool, [], name='p')
a = tf.constant([[1.0, 2.0]], name='a')
c = tf.constant([[3.0, -1.0]], name='c')
n = len(graph_nodes())
out, k = tf.cond(p, lambda: (net(a), tf.constant(1)), lambda: (net(c), tf.constant(2)))
emit("forward_nodes", graph_nodes()[n:])
loss = tf.reduce_sum(out * tf.cast(k, tf.float32))
n = len(graph_nodes())
g = tf.gradients(loss, net.trainable_variables)
emit("grads", g)
emit("nodes", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", [sess.run(g, {p: pv}) for pv in (False, True)])
