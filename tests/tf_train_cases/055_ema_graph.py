# tier: graph
# ExponentialMovingAverage.apply on variables: per variable a shadow <var>/ExponentialMovingAverage
# (a slot made by get_variable, initialized from cond(IsVariableInitialized(var), var, var's
# initial value), so the graph gets cond blocks and their guarded copies), the variable joins
# moving_average_variables, and the update op groups one AssignMovingAvg (AssignSub) per variable.
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(2.0))
n = len(graph_nodes())
ema = tf.train.ExponentialMovingAverage(0.9)
emit("name", ema.name)
emit("average_name_before", [ema.average_name(w), ema.average(w)])
update = ema.apply([w, b])
emit("nodes", graph_nodes()[n:])
emit("update", [update, update.type, [c.name for c in update.control_inputs]])
emit("averages", [ema.average(w), ema.average(b), ema.average_name(w), ema.average_name(b)])
avg = ema.average(w)
emit("shadow", [avg.trainable if hasattr(avg, 'trainable') else None, avg.shape, avg.dtype,
                avg.op.colocation_groups(), avg.initializer.colocation_groups()])
emit("collections", [tf.moving_average_variables(), tf.global_variables(),
                     tf.trainable_variables(),
                     tf.get_collection(tf.GraphKeys.MOVING_AVERAGE_VARIABLES)])
emit("to_restore", sorted(ema.variables_to_restore().items()))
# num_updates (the global step): decay = min(decay, (1 + n) / (10 + n)); apply again on w alone
# makes no new shadow but a new update op ExponentialMovingAverage_1.
step = tf.train.get_or_create_global_step()
n = len(graph_nodes())
ema2 = tf.train.ExponentialMovingAverage(0.99, num_updates=step, name='avg')
update2 = ema2.apply([w])
emit("nodes_num_updates", graph_nodes()[n:])
n = len(graph_nodes())
update3 = ema.apply([w])
emit("nodes_apply_again", graph_nodes()[n:])
emit("update3", update3)
emit("moving_average_variables", tf.moving_average_variables())
emit("to_restore2", [sorted(ema.variables_to_restore().items()),
                     sorted(ema2.variables_to_restore().items()),
                     sorted(ema.variables_to_restore([b]).items())])
emit("average_names", [ema2.average_name(w), ema2.average_name(b), ema.average_name(step)])
# Under a variable scope and a name scope, and inside control dependencies (the usual
# "train, then average" pattern): the shadow's ops stay free of the control dependency.
with tf.variable_scope('v64'):
    d = tf.get_variable('d', [], dtype=tf.float64, initializer=tf.constant_initializer(3.0))
train = tf.no_op(name='train')
n = len(graph_nodes())
with tf.variable_scope('tower'), tf.name_scope('ns'):
    with tf.control_dependencies([train]):
        ema3 = tf.train.ExponentialMovingAverage(0.5)
        update4 = ema3.apply([d])
emit("nodes_scoped", graph_nodes()[n:])
emit("scoped", [ema3.average(d), ema3.average_name(d), update4])
# Only floating types.
i = tf.get_variable('i', [], dtype=tf.int32, initializer=tf.zeros_initializer())
expect_error(lambda: ema.apply([i]), "int_variable")
expect_error(lambda: ema.apply([tf.constant(1)]), "int_tensor")
emit("nodes_after_errors", [nd[0] for nd in graph_nodes()[-3:]])
