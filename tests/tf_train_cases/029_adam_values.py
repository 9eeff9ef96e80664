# tier: semantics
# Adam values after a few steps: m, v, the bias-correction powers and the variables.
def run(steps=3, **kw):
    tf.reset_default_graph()
    with tf.variable_scope('m'):
        w = tf.get_variable('w', [3], initializer=tf.constant_initializer([1.0, -2.0, 0.5]))
        b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.25))
    x = tf.constant([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]])
    y = tf.constant([1.0, -1.0])
    loss = tf.reduce_mean(tf.square(tf.reduce_sum(x * w, axis=1) + b - y))
    opt = tf.train.AdamOptimizer(**kw)
    step = tf.train.get_or_create_global_step()
    train = opt.minimize(loss, global_step=step)
    b1, b2 = opt._get_beta_accumulators()
    out = []
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        out.append(sess.run([b1, b2]))
        for _ in range(steps):
            out.append(sess.run(loss))
            sess.run(train)
        out.append(sess.run([w, b, opt.get_slot(w, 'm'), opt.get_slot(w, 'v'),
                             opt.get_slot(b, 'm'), opt.get_slot(b, 'v'), b1, b2, step, loss]))
    return out
emit("defaults", run())
emit("custom", run(steps=4, learning_rate=0.1, beta1=0.5, beta2=0.9, epsilon=1e-3))
# Callable hyperparameters and float64 variables (casts of the float32 beta powers).
tf.reset_default_graph()
v = tf.Variable([1.0, 2.0], dtype=tf.float64, name='v')
opt = tf.train.AdamOptimizer(lambda: 0.1, beta1=lambda: 0.8)
train = opt.minimize(tf.reduce_sum(tf.square(v)))
emit("nodes64", [n for n in graph_nodes() if n[0].startswith('Adam') or 'power' in n[0]])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(4):
        sess.run(train)
    b1, b2 = opt._get_beta_accumulators()
    emit("v64", sess.run([v, opt.get_slot(v, 'm'), opt.get_slot(v, 'v'), b1, b2]))
