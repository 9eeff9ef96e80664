# tier: semantics
# The multi-tower training recipe (cifar10_multi_gpu_train): towers share variables through
# reuse, each tower's gradients are computed separately, averaged, and applied ONCE by an
# optimizer built outside the towers (so its slots are made once, with no reuse pitfall), with a
# decayed learning rate and a moving average of all trainable variables, grouped in one train op.
def tower(x, y):
    w = tf.get_variable('w', [2, 1], initializer=tf.constant_initializer([[0.5], [-0.5]]))
    b = tf.get_variable('b', [1], initializer=tf.zeros_initializer())
    return tf.reduce_mean(tf.square(tf.matmul(x, w) + b - y))

data = [(tf.constant([[1.0, 2.0], [2.0, 1.0]]), tf.constant([[1.0], [0.0]])),
        (tf.constant([[0.0, 1.0], [1.0, -1.0]]), tf.constant([[0.5], [2.0]]))]
step = tf.train.get_or_create_global_step()
lr = tf.train.exponential_decay(0.1, step, 2, 0.5, staircase=True)
opt = tf.train.RMSPropOptimizer(lr, decay=0.9, momentum=0.5)
tower_grads = []
with tf.variable_scope(tf.get_variable_scope()):
    for i, (x, y) in enumerate(data):
        with tf.name_scope('tower_%d' % i):
            loss = tower(x, y)
            tf.get_variable_scope().reuse_variables()
            tower_grads.append(opt.compute_gradients(loss))
emit("tower_grads", [[(g.name, v.name) for g, v in gv] for gv in tower_grads])
averaged = []
for pairs in zip(*tower_grads):
    grads = [tf.expand_dims(g, 0) for g, _ in pairs]
    averaged.append((tf.reduce_mean(tf.concat(grads, 0), 0), pairs[0][1]))
apply_op = opt.apply_gradients(averaged, global_step=step)
ema = tf.train.ExponentialMovingAverage(0.9, step)
# The recipe groups the two ops with no order between them, so whether the averages see the
# old or the new variables is up to the scheduler; ordering them makes the values repeatable.
with tf.control_dependencies([apply_op]):
    averages_op = ema.apply(tf.trainable_variables())
train_op = tf.group(apply_op, averages_op)
emit("train_op", [train_op, [c.name for c in train_op.control_inputs]])
emit("globals", tf.global_variables())
emit("slots", [[opt.get_slot(v, s) for s in opt.get_slot_names()]
               for v in tf.trainable_variables()])
emit("shadows", [ema.average(v) for v in tf.trainable_variables()])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    out = []
    for _ in range(4):
        sess.run(train_op)
        out.append(sess.run([lr, step] + tf.trainable_variables()
                            + [ema.average(v) for v in tf.trainable_variables()]))
    emit("values", out)
