# tier: semantics
# ExponentialMovingAverage and variable sharing. A variable shared by two towers gets ONE shadow,
# even when apply is called in each tower; apply([w, w]) gives it two updates per run (which
# read the shadow in the same run, in an order TF leaves open). The shadow is
# a get_variable, so apply under an inherited reuse=True fails unless the shadow exists, and a
# second EMA built there silently shares the first one's shadow.
ema = tf.train.ExponentialMovingAverage(0.5)
x = tf.constant([[1.0, 2.0]])
outs, updates = [], []
for i in range(2):
    with tf.variable_scope('model', reuse=i > 0):
        w = tf.get_variable('w', [2, 1], initializer=tf.constant_initializer(0.5))
        outs.append(tf.matmul(x, w))
        n = len(graph_nodes())
        updates.append(ema.apply([w]))
        emit("tower%d_nodes" % i, [nd for nd in graph_nodes()[n:] if 'cond' not in nd[0]])
emit("updates", updates)
emit("globals", tf.global_variables())
emit("moving_average_variables", tf.moving_average_variables())
emit("to_restore", sorted(ema.variables_to_restore().items()))
# apply over all trainable variables (the default) after both towers: still one shadow.
update_all = ema.apply()
emit("update_all", [update_all, [c.name for c in update_all.control_inputs]])
update_twice = ema.apply([w, w])
emit("update_twice", [update_twice, [c.name for c in update_twice.control_inputs]])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(w.assign([[1.5], [-0.5]]))
    sess.run(updates[1])
    emit("after_one", sess.run(ema.average(w)))
# A second EMA built inside the reusing scope shares the first one's shadow.
with tf.variable_scope('model', reuse=True):
    ema2 = tf.train.ExponentialMovingAverage(0.5)
    res = expect_error(lambda: ema2.apply([w]), "second_ema_reuse_true")
emit("second_ema_shadow", [ema2.average(w), ema2.average(w) is ema.average(w),
                           tf.global_variables()])
# A fresh graph: apply under reuse=True, without a shadow yet, fails; nothing is created but the
# initialized-value cond.
tf.reset_default_graph()
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
n = len(graph_nodes())
def apply_under_reuse():
    with tf.variable_scope('m', reuse=True):
        return tf.train.ExponentialMovingAverage(0.9).apply([w])
expect_error(apply_under_reuse, "reuse_true")
emit("nodes_after_error", [nd[0] for nd in graph_nodes()[n:]])
emit("after_error", [tf.global_variables(), tf.moving_average_variables()])
def apply_after_reuse_variables():
    tf.get_variable_scope().reuse_variables()
    return tf.train.ExponentialMovingAverage(0.9).apply([w])
tf.reset_default_graph()
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
expect_error(apply_after_reuse_variables, "reuse_variables")
# AUTO_REUSE creates the shadow; a second EMA in a re-entered AUTO_REUSE scope gets its own
# (the default name is made unique only within one entry of the scope).
tf.reset_default_graph()
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
with tf.variable_scope('m', reuse=tf.AUTO_REUSE):
    e1 = tf.train.ExponentialMovingAverage(0.9)
    u1 = e1.apply([w])
    e2 = tf.train.ExponentialMovingAverage(0.9)
    u2 = e2.apply([w])
with tf.variable_scope('m', reuse=tf.AUTO_REUSE):
    e3 = tf.train.ExponentialMovingAverage(0.9)
    u3 = e3.apply([w])
emit("auto_reuse", [u1, e1.average(w), u2, e2.average(w), u3, e3.average(w),
                    e3.average(w) is e1.average(w)])
# Re-entering without reuse: the shadow's default name is free again, the variable exists.
def apply_again():
    with tf.variable_scope('m'):
        return tf.train.ExponentialMovingAverage(0.9).apply([w])
expect_error(apply_again, "reenter_without_reuse")
