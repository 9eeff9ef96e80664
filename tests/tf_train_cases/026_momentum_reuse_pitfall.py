# tier: semantics
# The classic pitfall (tensorflow/tensorflow#6220): building a slot optimizer inside a reusing
# variable scope. The slots are made with get_variable in a scope that inherits reuse=True,
# and they do not exist yet.
def model():
    with tf.variable_scope('m'):
        w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
    return tf.reduce_sum(tf.square(w - 3.0))

loss = model()
def build_under_reuse():
    with tf.variable_scope('m', reuse=True):
        return tf.train.MomentumOptimizer(0.1, 0.9).minimize(loss)
expect_error(build_under_reuse, "reuse_true")
emit("nodes_after_error", [n[0] for n in graph_nodes()])
emit("globals_after_error", tf.global_variables())
# reuse_variables() on the root scope: the same failure.
tf.reset_default_graph()
loss = model()
def build_after_reuse_variables():
    tf.get_variable_scope().reuse_variables()
    return tf.train.MomentumOptimizer(0.1, 0.9).minimize(loss)
expect_error(build_after_reuse_variables, "reuse_variables")
# GradientDescent has no slots, so it does not care.
tf.reset_default_graph()
loss = model()
with tf.variable_scope('m', reuse=True):
    gd = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
emit("gradient_descent_ok", gd)
# AUTO_REUSE creates the missing slots instead.
tf.reset_default_graph()
loss = model()
def build_auto_reuse():
    with tf.variable_scope('m', reuse=tf.AUTO_REUSE):
        opt = tf.train.MomentumOptimizer(0.1, 0.9)
        return opt, opt.minimize(loss)
res = expect_error(build_auto_reuse, "auto_reuse")
if res["error"] is None:
    opt, train = build_auto_reuse()
    emit("auto_reuse_train", train)
    emit("auto_reuse_globals", tf.global_variables())
    emit("auto_reuse_slot", opt.get_slot(tf.global_variables()[0], 'momentum'))
    emit("auto_reuse_slot_nodes", [n for n in graph_nodes() if '/Momentum' in n[0]
                                   and not n[0].startswith('m/Momentum')])
# The fix: build the optimizer outside the reusing scope.
tf.reset_default_graph()
loss = model()
with tf.variable_scope('m', reuse=True):
    w = tf.get_variable('w')
opt = tf.train.MomentumOptimizer(0.1, 0.9)
train = opt.minimize(loss)
emit("fixed_slot", opt.get_slot(w, 'momentum'))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(2):
        sess.run(train)
    emit("fixed_values", sess.run([w, opt.get_slot(w, 'momentum')]))
