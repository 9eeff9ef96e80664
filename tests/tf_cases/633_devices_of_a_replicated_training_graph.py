# tier: graph
# A training graph built under replica_device_setter, node for node with devices: partitioned
# and plain variables round robin on ps tasks, slots and the global step with their variables,
# gradient ops on the worker; tf.group puts its NoOp on the device its inputs share, and makes
# one NoOp per device first when they are spread (Momentum/update/NoOp, NoOp_1), as in TF.
with tf.device(tf.train.replica_device_setter(ps_tasks=2, worker_device='/job:worker/task:0')):
    x = tf.placeholder(tf.float32, [None, 3], name='x')
    with tf.variable_scope('lin', partitioner=tf.fixed_size_partitioner(2)):
        w = tf.get_variable('w', [3, 2])
    b = tf.get_variable('b', [2], initializer=tf.zeros_initializer())
    loss = tf.reduce_mean(tf.square(tf.matmul(x, w) + b))
    step = tf.train.get_or_create_global_step()
    train = tf.train.MomentumOptimizer(0.1, 0.9).minimize(loss, global_step=step)
    ema = tf.train.ExponentialMovingAverage(0.9)
    with tf.control_dependencies([train]):
        averages = ema.apply([b])
a = tf.no_op(name='a')
with tf.device('/cpu:1'):
    c = tf.no_op(name='c')
with tf.device('/gpu:0'):
    d = tf.constant(1.0, name='d')
mixed = tf.group(a, c, d, name='mixed')
same = tf.group(c, name='same')
emit("nodes", graph_nodes())
emit("devices", [[op.name, op.device] for op in tf.get_default_graph().get_operations()])
