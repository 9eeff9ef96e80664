# tier: semantics
# RMSProp values after a few steps: rms, momentum and mg slots and the variables, plain,
# with momentum, and centered.
def run(steps=3, **kw):
    tf.reset_default_graph()
    with tf.variable_scope('m'):
        w = tf.get_variable('w', [3], initializer=tf.constant_initializer([1.0, -2.0, 0.5]))
        b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.25))
    x = tf.constant([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]])
    y = tf.constant([1.0, -1.0])
    loss = tf.reduce_mean(tf.square(tf.reduce_sum(x * w, axis=1) + b - y))
    opt = tf.train.RMSPropOptimizer(**kw)
    train = opt.minimize(loss)
    names = opt.get_slot_names()
    out = [names]
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        out.append(sess.run([opt.get_slot(w, s) for s in names]))
        for _ in range(steps):
            out.append(sess.run(loss))
            sess.run(train)
        out.append(sess.run([w, b] + [opt.get_slot(v, s) for v in (w, b) for s in names]
                            + [loss]))
    return out
emit("plain", run(learning_rate=0.01))
emit("momentum", run(steps=4, learning_rate=0.05, decay=0.5, momentum=0.9, epsilon=1e-3))
emit("centered", run(steps=4, learning_rate=0.05, decay=0.7, centered=True))
emit("centered_momentum", run(steps=3, learning_rate=lambda: 0.02, decay=0.9,
                              momentum=lambda: 0.5, centered=True, epsilon=1e-4))
# float64 variable, constant gradients through apply_gradients.
tf.reset_default_graph()
v = tf.Variable([1.0, -2.0, 0.0], dtype=tf.float64, name='v')
opt = tf.train.RMSPropOptimizer(0.1, decay=0.5, momentum=0.25, centered=True)
train = opt.apply_gradients([(tf.constant([1.0, -3.0, 0.0], dtype=tf.float64), v)])
emit("nodes64", [n for n in graph_nodes() if n[0].startswith('RMSProp')])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("v64", [sess.run([train, v, opt.get_slot(v, 'rms'), opt.get_slot(v, 'mg'),
                           opt.get_slot(v, 'momentum')])[1:] for _ in range(3)])
