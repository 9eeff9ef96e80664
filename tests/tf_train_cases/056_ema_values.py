# tier: semantics
# Moving-average values: the shadow starts at the variable's initialized value (the cond reads
# the variable if it is already initialized), then follows
# shadow -= (shadow - var) * (1 - decay), with num_updates capping the decay early on.
with tf.variable_scope('m'):
    w = tf.get_variable('w', [3], initializer=tf.constant_initializer([1.0, -2.0, 0.5]))
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.25))
x = tf.constant([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]])
y = tf.constant([1.0, -1.0])
loss = tf.reduce_mean(tf.square(tf.reduce_sum(x * w, axis=1) + b - y))
step = tf.train.get_or_create_global_step()
opt = tf.train.GradientDescentOptimizer(0.05)
train = opt.minimize(loss, global_step=step)
ema = tf.train.ExponentialMovingAverage(0.9, num_updates=step)
with tf.control_dependencies([train]):
    train_and_average = ema.apply([w, b])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    out = [sess.run([w, b, ema.average(w), ema.average(b)])]
    for _ in range(4):
        sess.run(train_and_average)
        out.append(sess.run([w, b, ema.average(w), ema.average(b), step]))
    emit("train_and_average", out)
# Initialized value: initializing the shadow after changing the variable copies the new value;
# in a fresh session, initializing both at once copies the variable's initial value (the
# variable is not initialized yet when the cond looks at it).
tf.reset_default_graph()
v = tf.Variable([1.0, 2.0], name='v')
ema = tf.train.ExponentialMovingAverage(0.5)
update = ema.apply([v])
with tf.Session() as sess:
    sess.run(v.initializer)
    sess.run(v.assign([10.0, 20.0]))
    emit("uninitialized", sess.run(tf.report_uninitialized_variables()))
    sess.run(ema.average(v).initializer)
    emit("shadow_from_current", sess.run(ema.average(v)))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("shadow_from_initial", sess.run(ema.average(v)))
    vals = []
    for target in ([3.0, 3.0], [3.0, 3.0], [-1.0, 0.0]):
        sess.run(v.assign(target))
        sess.run(update)
        vals.append(sess.run(ema.average(v)))
    emit("updates", vals)
# A decay given as a tensor (a placeholder) and float64 variables.
tf.reset_default_graph()
dv = tf.Variable([1.0, 4.0], dtype=tf.float64, name='dv')
decay = tf.placeholder(tf.float32, [], name='decay')
ema = tf.train.ExponentialMovingAverage(decay)
update = ema.apply([dv])
emit("nodes_placeholder_decay", [n for n in graph_nodes() if n[0].startswith('Exponential')])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(dv.assign([0.0, 0.0]))
    vals = []
    for dcy in (0.5, 0.25, 0.0):
        sess.run(update, {decay: dcy})
        vals.append(sess.run(ema.average(dv)))
    emit("placeholder_decay", vals)
