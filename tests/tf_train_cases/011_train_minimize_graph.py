# tier: graph
# minimize = gated gradients (tuple/group_deps/control_dependency) + ApplyGradientDescent + NoOp.
with tf.variable_scope('m'):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(1.0))
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.0))
loss = tf.square(w * 2.0 + b - 1.0)
n = len(graph_nodes())
opt = tf.train.GradientDescentOptimizer(0.1)
train = opt.minimize(loss)
emit("nodes", graph_nodes()[n:])
emit("train", [train, train.type])
emit("train_op_collection", tf.get_collection(tf.GraphKeys.TRAIN_OP))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(3):
        sess.run(train)
    emit("after_3_steps", sess.run([w, b, loss]))
