# tier: semantics
# Momentum values after a few steps: accum = momentum * accum + grad;
# var -= lr * accum (or lr * (grad + momentum * accum) with use_nesterov).
def run(use_nesterov, steps=3):
    tf.reset_default_graph()
    with tf.variable_scope('m'):
        w = tf.get_variable('w', [3], initializer=tf.constant_initializer([1.0, -2.0, 0.5]))
        b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.25))
    x = tf.constant([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]])
    y = tf.constant([1.0, -1.0])
    loss = tf.reduce_mean(tf.square(tf.reduce_sum(x * w, axis=1) + b - y))
    opt = tf.train.MomentumOptimizer(0.05, 0.9, use_nesterov=use_nesterov)
    step = tf.train.get_or_create_global_step()
    train = opt.minimize(loss, global_step=step)
    out = []
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for _ in range(steps):
            out.append(sess.run(loss))
            sess.run(train)
        out.append(sess.run([w, b, opt.get_slot(w, 'momentum'), opt.get_slot(b, 'momentum'),
                             step, loss]))
    return out
emit("plain", run(False))
emit("nesterov", run(True))
# A callable learning rate and a tensor momentum; float64 variables get cast rates.
tf.reset_default_graph()
v = tf.Variable([1.0, 2.0], dtype=tf.float64, name='v')
mom = tf.constant(0.5, name='mom')
opt = tf.train.MomentumOptimizer(lambda: 0.1, mom)
train = opt.minimize(tf.reduce_sum(tf.square(v)))
emit("nodes64", [n for n in graph_nodes() if n[0].startswith('Momentum')])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(4):
        sess.run(train)
    emit("v64", sess.run([v, opt.get_slot(v, 'momentum')]))
