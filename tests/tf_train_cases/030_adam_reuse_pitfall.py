# tier: semantics
# The classic pitfall with Adam: minimize inside an inherited reuse=True scope. beta1_power and
# beta2_power are tf.Variables (reuse does not apply), so they are made first; then the first
# slot, a get_variable, does not exist and fails.
def model():
    with tf.variable_scope('m'):
        w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
    return tf.reduce_sum(tf.square(w - 3.0))

loss = model()
def build_under_reuse():
    with tf.variable_scope('m', reuse=True):
        return tf.train.AdamOptimizer(0.1).minimize(loss)
expect_error(build_under_reuse, "reuse_true")
emit("nodes_after_error", [n[0] for n in graph_nodes()])
emit("globals_after_error", tf.global_variables())
# reuse_variables() on the root scope: the same failure.
tf.reset_default_graph()
loss = model()
def build_after_reuse_variables():
    tf.get_variable_scope().reuse_variables()
    return tf.train.AdamOptimizer(0.1).minimize(loss)
expect_error(build_after_reuse_variables, "reuse_variables")
emit("globals_after_error2", tf.global_variables())
# AUTO_REUSE creates the missing slots instead.
tf.reset_default_graph()
loss = model()
def build_auto_reuse():
    with tf.variable_scope('m', reuse=tf.AUTO_REUSE):
        opt = tf.train.AdamOptimizer(0.1)
        return opt, opt.minimize(loss)
res = expect_error(build_auto_reuse, "auto_reuse")
if res["error"] is None:
    opt, train = build_auto_reuse()
    emit("auto_reuse_train", train)
    emit("auto_reuse_globals", tf.global_variables())
    emit("auto_reuse_variables", opt.variables())
# The fix: build the optimizer outside the reusing scope.
tf.reset_default_graph()
loss = model()
with tf.variable_scope('m', reuse=True):
    w = tf.get_variable('w')
opt = tf.train.AdamOptimizer(0.1)
train = opt.minimize(loss)
emit("fixed_slots", [opt.get_slot(w, 'm'), opt.get_slot(w, 'v')])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(2):
        sess.run(train)
    emit("fixed_values", sess.run([w, opt.get_slot(w, 'm'), opt.get_slot(w, 'v')]))
