# tier: graph
# minimize() through a cond: the gated gradients (tuple/group_deps) wrap the Merge gradient's
# Switch outputs and each Mul gradient inside the branches; the update reads the final AddN.
p = tf.placeholder(tf.bool, [], name='p')
with tf.variable_scope('m'):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(1.0))
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.5))
y = tf.cond(p, lambda: w * 3.0 + b, lambda: w * b)
loss = tf.square(y - 1.0)
n = len(graph_nodes())
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
emit("nodes", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    steps = []
    for pv in (True, False, True, False):
        sess.run(train, {p: pv})
        steps.append(sess.run([w, b]))
    emit("steps", steps)
