# tier: graph
# The classic sharing example with gradient clipping: two towers share model/w and model/b
# (variable_scope reuse), each under its own name scope; compute_gradients gives one summed
# gradient per shared variable, clip_by_global_norm scales both by one factor, and
# apply_gradients updates the shared variables. Full node list, then three steps.
def tower(x, reuse):
    with tf.variable_scope("model", reuse=reuse):
        w = tf.get_variable("w", [3, 2], initializer=tf.constant_initializer(0.5))
        b = tf.get_variable("b", [2], initializer=tf.zeros_initializer())
        h = tf.nn.relu6(tf.nn.xw_plus_b(x, w, b))
    return tf.reduce_sum(tf.square(h - 1.0))


x1 = tf.placeholder(tf.float32, [None, 3], name="x1")
x2 = tf.placeholder(tf.float32, [None, 3], name="x2")
with tf.name_scope("tower_0"):
    l1 = tower(x1, False)
with tf.name_scope("tower_1"):
    l2 = tower(x2, True)
loss = tf.add(l1, l2, name="loss")
opt = tf.train.GradientDescentOptimizer(0.1)
grads_and_vars = opt.compute_gradients(loss)
grads, variables = zip(*grads_and_vars)
clipped, norm = tf.clip_by_global_norm(grads, 1.0)
train = opt.apply_gradients(zip(clipped, variables))
emit("nodes", graph_nodes())
emit("pairs", [grads_and_vars, clipped, norm, train])
feed = {x1: [[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]], x2: [[4.0, 0.0, -1.0]]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(3):
        _, n = sess.run([train, norm], feed)
        emit("step%d" % step, [n] + sess.run(list(variables)))
