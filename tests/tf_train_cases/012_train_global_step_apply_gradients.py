# tier: graph
# compute_gradients / apply_gradients with a learning-rate tensor, a name and a global step.
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
loss = tf.reduce_sum(tf.square(w - [3.0, -1.0]))
n = len(graph_nodes())
gs = tf.train.get_or_create_global_step()
emit("global_step", [gs, gs.dtype, tf.train.get_global_step()])
emit("global_step_collections", [tf.get_collection(tf.GraphKeys.GLOBAL_STEP),
                                 tf.trainable_variables()])
opt = tf.train.GradientDescentOptimizer(tf.constant(0.25), name="sgd")
grads_and_vars = opt.compute_gradients(loss)
emit("grads_and_vars", grads_and_vars)
train = opt.apply_gradients(grads_and_vars, global_step=gs)
emit("train", [train, train.type])
emit("nodes", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(2):
        sess.run(train)
    emit("after", sess.run([w, gs]))
    emit("global_step_value", tf.train.global_step(sess, gs))
emit("create_again", expect_error(lambda: tf.train.create_global_step()))
