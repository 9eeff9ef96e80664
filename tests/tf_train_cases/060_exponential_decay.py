# tier: graph
# tf.train.exponential_decay: lr * decay_rate ** (step / decay_steps), floored with staircase,
# built in name scope ExponentialDecay (or the given name); it is recomputed from the global
# step at every run, so minimize(..., global_step=step) makes it decay.
step = tf.train.get_or_create_global_step()
n = len(graph_nodes())
lr = tf.train.exponential_decay(0.1, step, 100, 0.96, staircase=True)
emit("nodes_staircase", graph_nodes()[n:])
emit("lr", [lr, lr.dtype, lr.shape])
n = len(graph_nodes())
lr2 = tf.train.exponential_decay(0.1, step, 100, 0.96, name='lr')
lr3 = tf.train.exponential_decay(0.5, step, 10, 0.5)
emit("nodes_smooth", graph_nodes()[n:])
emit("lr23", [lr2, lr3])
# float64 rate and tensor arguments; an int32 step placeholder.
s32 = tf.placeholder(tf.int32, [], name='s32')
steps_t = tf.constant(4, name='steps')
n = len(graph_nodes())
lr64 = tf.train.exponential_decay(tf.constant(1.0, tf.float64), s32, steps_t, 0.5,
                                  staircase=True)
emit("nodes64", graph_nodes()[n:])
emit("lr64", [lr64, lr64.dtype])
with tf.Session() as sess:
    sess.run(step.initializer)
    emit("at_zero", sess.run([lr, lr2, lr3]))
    emit("lr64_values", [sess.run(lr64, {s32: i}) for i in (0, 3, 4, 9, 100)])
    vals = []
    for target in (50, 99, 100, 150, 250, 1000):
        sess.run(step.assign(target))
        vals.append(sess.run([lr, lr2, lr3]))
    emit("values", vals)
# In an optimizer: the decayed rate feeds GradientDescent/Momentum as a tensor (no
# <opt>/learning_rate Const is made), and the global step advances it.
tf.reset_default_graph()
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer([1.0, -1.0]))
loss = tf.reduce_sum(tf.square(w - 3.0))
step = tf.train.get_or_create_global_step()
lr = tf.train.exponential_decay(0.2, step, 2, 0.5, staircase=True)
n = len(graph_nodes())
train = tf.train.MomentumOptimizer(lr, 0.5).minimize(loss, global_step=step)
emit("nodes_optimizer", [nd for nd in graph_nodes()[n:] if not nd[0].startswith('gradients')])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    vals = []
    for _ in range(5):
        vals.append(sess.run([lr, step]))
        sess.run(train)
        vals.append(sess.run(w))
    emit("training", vals)
