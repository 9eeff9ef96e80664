# tier: semantics
# Adagrad values after a few steps: the accumulators and the variables, with the default and a
# custom initial accumulator, a float64 variable and a callable learning rate.
def run(steps=3, **kw):
    tf.reset_default_graph()
    with tf.variable_scope('m'):
        w = tf.get_variable('w', [3], initializer=tf.constant_initializer([1.0, -2.0, 0.5]))
        b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.25))
    x = tf.constant([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]])
    y = tf.constant([1.0, -1.0])
    loss = tf.reduce_mean(tf.square(tf.reduce_sum(x * w, axis=1) + b - y))
    opt = tf.train.AdagradOptimizer(**kw)
    step = tf.train.get_or_create_global_step()
    train = opt.minimize(loss, global_step=step)
    out = []
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        out.append(sess.run([opt.get_slot(w, 'accumulator'), opt.get_slot(b, 'accumulator')]))
        for _ in range(steps):
            out.append(sess.run(loss))
            sess.run(train)
        out.append(sess.run([w, b, opt.get_slot(w, 'accumulator'),
                             opt.get_slot(b, 'accumulator'), step, loss]))
    return out
emit("defaults", run(learning_rate=0.1))
emit("custom", run(steps=4, learning_rate=0.5, initial_accumulator_value=2.0))
emit("callable_lr", run(steps=2, learning_rate=lambda: 0.3))
# float64 variable (the float32 learning rate is cast).
tf.reset_default_graph()
v = tf.Variable([1.0, -2.0], dtype=tf.float64, name='v')
opt = tf.train.AdagradOptimizer(0.2)
train = opt.minimize(tf.reduce_sum(tf.square(v)))
emit("nodes64", [n for n in graph_nodes() if n[0].startswith('Adagrad') or '/Adagrad' in n[0]])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(4):
        sess.run(train)
    emit("v64", sess.run([v, opt.get_slot(v, 'accumulator')]))
# apply_gradients with a constant gradient: the update follows grad / sqrt(accum) exactly.
tf.reset_default_graph()
v = tf.Variable([1.0, 2.0, 3.0], name='v')
opt = tf.train.AdagradOptimizer(1.0, initial_accumulator_value=1.0)
train = opt.apply_gradients([(tf.constant([1.0, 2.0, -3.0]), v)])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("const_grad", [sess.run([train, v, opt.get_slot(v, 'accumulator')])[1:]
                        for _ in range(3)])
