# tier: semantics
# The slot pitfall (tensorflow/tensorflow#6220) with Adagrad and RMSProp: their slots are made
# with get_variable, so minimize inside an inherited reuse=True scope asks for slots that do
# not exist yet. RMSProp fails on its first slot, rms.
def model():
    with tf.variable_scope('m'):
        w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
    return tf.reduce_sum(tf.square(w - 3.0))

for make in (lambda: tf.train.AdagradOptimizer(0.1),
             lambda: tf.train.RMSPropOptimizer(0.1),
             lambda: tf.train.RMSPropOptimizer(0.1, centered=True)):
    tf.reset_default_graph()
    loss = model()
    def build_under_reuse():
        with tf.variable_scope('m', reuse=True):
            return make().minimize(loss)
    expect_error(build_under_reuse, "reuse_true")
    emit("nodes_after_error", [n[0] for n in graph_nodes() if not n[0].startswith('m_1/grad')])
    emit("globals_after_error", tf.global_variables())
    tf.reset_default_graph()
    loss = model()
    def build_after_reuse_variables():
        tf.get_variable_scope().reuse_variables()
        return make().minimize(loss)
    expect_error(build_after_reuse_variables, "reuse_variables")
    # AUTO_REUSE creates the missing slots instead, under the scope's name.
    tf.reset_default_graph()
    loss = model()
    def build_auto_reuse():
        with tf.variable_scope('m', reuse=tf.AUTO_REUSE):
            opt = make()
            return opt, opt.minimize(loss)
    res = expect_error(build_auto_reuse, "auto_reuse")
    if res["error"] is None:
        opt, train = build_auto_reuse()
        emit("auto_reuse_train", train)
        emit("auto_reuse_globals", tf.global_variables())
        emit("auto_reuse_variables", opt.variables())

# Two optimizers built in the same variable scope, the second one reusing: the slot scope names
# of the first are free again once the scope is re-entered, so the second optimizer silently
# SHARES the first one's slots (one accumulator updated by both).
tf.reset_default_graph()
loss = model()
w = tf.global_variables()[0]
with tf.variable_scope('train'):
    opt1 = tf.train.AdagradOptimizer(0.1)
    train1 = opt1.minimize(loss)
with tf.variable_scope('train', reuse=True):
    opt2 = tf.train.AdagradOptimizer(0.1)
    train2 = opt2.minimize(loss)
emit("shared_slots", [opt1.get_slot(w, 'accumulator'), opt2.get_slot(w, 'accumulator'),
                      opt1.get_slot(w, 'accumulator') is opt2.get_slot(w, 'accumulator')])
emit("shared_globals", tf.global_variables())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train1)
    sess.run(train2)
    emit("shared_values", sess.run([w, opt1.get_slot(w, 'accumulator')]))
# Re-entering the scope WITHOUT reuse fails instead: the slot's default scope name is free
# again (not made unique), and the variable already exists.
def build_again():
    with tf.variable_scope('train'):
        tf.train.AdagradOptimizer(0.1).minimize(loss)
expect_error(build_again, "reenter_without_reuse")
# A fresh scope name (or none) gives a new, unique slot.
opt3 = tf.train.AdagradOptimizer(0.1)
opt3.minimize(loss)
emit("unique_slot", opt3.get_slot(w, 'accumulator'))
# The fix: build the optimizer outside the reusing scope.
tf.reset_default_graph()
loss = model()
with tf.variable_scope('m', reuse=True):
    w = tf.get_variable('w')
opt = tf.train.RMSPropOptimizer(0.1, momentum=0.5)
train = opt.minimize(loss)
emit("fixed_slots", [opt.get_slot(w, 'rms'), opt.get_slot(w, 'momentum')])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(2):
        sess.run(train)
    emit("fixed_values", sess.run([w, opt.get_slot(w, 'rms'), opt.get_slot(w, 'momentum')]))
