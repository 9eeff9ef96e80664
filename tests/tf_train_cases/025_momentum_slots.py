# tier: semantics
# Slots: names, get_slot for unknown names and variables, variables(), slots of variables
# with the same op name prefix, and slots of a variable made in a name scope.
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2, 3], initializer=tf.constant_initializer(1.0))
    with tf.variable_scope('inner'):
        w2 = tf.get_variable('w', [3])
with tf.name_scope('ns'):
    v = tf.Variable(2.0, name='v')
other = tf.Variable(1.0, name='other')
opt = tf.train.MomentumOptimizer(0.1, 0.9, name='Mom')
emit("names_before", opt.get_slot_names())
emit("slot_before", opt.get_slot(w, 'momentum'))
loss = tf.reduce_sum(w) + tf.reduce_sum(w2) + v * 3.0
train = opt.minimize(loss, var_list=[w, w2, v])
emit("names", opt.get_slot_names())
emit("slots", [opt.get_slot(x, 'momentum') for x in (w, w2, v)])
emit("slot_shapes", [opt.get_slot(x, 'momentum').shape for x in (w, w2, v)])
emit("unknown_name", opt.get_slot(w, 'velocity'))
emit("unknown_var", opt.get_slot(other, 'momentum'))
emit("variables", opt.variables())
emit("global_variables", tf.global_variables())
emit("trainable", tf.trainable_variables())
emit("get_name", opt.get_name())
# A second minimize reuses the slots it made (no new m/w/Mom_1).
n = len(graph_nodes())
train2 = opt.minimize(tf.reduce_sum(w * w), var_list=[w])
emit("second_nodes", graph_nodes()[n:])
emit("global_variables_after", tf.global_variables())
# A variable scope's own variables include the slots made below it.
emit("scope_m_globals", tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope='m'))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("initial_slot", sess.run(opt.get_slot(w, 'momentum')))
    sess.run(train)
    sess.run(train)
    emit("after", sess.run([w, opt.get_slot(w, 'momentum'), v, opt.get_slot(v, 'momentum')]))
