# tier: graph
# ExponentialMovingAverage.apply on tensors (a loss, a placeholder): the shadow starts at zeros
# and is not colocated with the tensor; tensors do not join moving_average_variables. With
# zero_debias=True each tensor's shadow gets two more variables, <shadow>/biased and
# <shadow>/local_step, and the update divides the biased average by 1 - decay ** steps.
x = tf.placeholder(tf.float32, [2], name='x')
loss = tf.reduce_sum(x * 2.0, name='loss')
n = len(graph_nodes())
ema = tf.train.ExponentialMovingAverage(0.9)
update = ema.apply([loss, x])
emit("nodes", graph_nodes()[n:])
emit("averages", [ema.average(loss), ema.average(x), ema.average_name(loss)])
emit("collections", [tf.moving_average_variables(), tf.global_variables(),
                     tf.trainable_variables()])
n = len(graph_nodes())
ema_d = tf.train.ExponentialMovingAverage(0.9, zero_debias=True)
update_d = ema_d.apply([loss, x])
emit("nodes_debiased", graph_nodes()[n:])
emit("globals_debiased", tf.global_variables())
emit("to_restore", sorted(ema_d.variables_to_restore().items()))
# zero_debias only concerns tensors: a variable's shadow is never debiased.
w = tf.Variable([1.0, 1.0], name='w')
n = len(graph_nodes())
update_w = ema_d.apply([w])
emit("nodes_variable", [nd for nd in graph_nodes()[n:] if 'cond' not in nd[0]])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    vals = []
    for i in range(3):
        feed = {x: [1.0 * i + 1.0, -2.0]}
        sess.run([update, update_d], feed)
        vals.append(sess.run([ema.average(loss), ema.average(x), ema_d.average(loss),
                              ema_d.average(x)]))
    emit("values", vals)
    emit("debias_state", sess.run([v for v in tf.global_variables()
                                   if 'biased' in v.name or 'local_step' in v.name]))
# A second debiased EMA with the same name on the same tensor: its shadow is made unique, so
# are the biased/local_step variables under it.
n = len(graph_nodes())
ema_d2 = tf.train.ExponentialMovingAverage(0.5, zero_debias=True)
ema_d2.apply([loss])
emit("globals_second", tf.global_variables())
# The same tensor twice in one debiased apply: one shadow, updated twice, and the second update
# makes its own biased_1/local_step_1 under it.
y = tf.reduce_mean(x, name='y')
ema_d3 = tf.train.ExponentialMovingAverage(0.5, zero_debias=True, name='twice')
n = len(graph_nodes())
update_twice = ema_d3.apply([y, y])
emit("nodes_twice", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("twice_values", [sess.run([update_twice, ema_d3.average(y)], {x: [1.0, 3.0]})[1]
                          for _ in range(2)])
