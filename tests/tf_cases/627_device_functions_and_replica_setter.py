# tier: semantics
# tf.device blocks apply innermost first: a device name fills the fields still unset, a device
# function sees the op as placed so far and returns its device (kept as written, e.g. '/cpu:0');
# tf.device(None) hides the blocks outside; inside colocate_with the outer blocks are hidden and
# the op takes the device of the op it sits with (as Assign and read do with their variable,
# which no device function sees). A function returning None fails. replica_device_setter puts
# variable ops round robin on ps tasks (fields set inside win; merge_devices=False keeps a set
# device; a cluster dict gives the task count) and the rest on the worker.
seen = []


def placer(op):
    seen.append([op.name, op.type, op.device, op.get_attr('dtype').name if op.type in (
        'VariableV2', 'Const') else None])
    return '' if op.type == 'Const' else '/gpu:1'


with tf.device('/job:w/task:3'):
    with tf.device(placer):
        a = tf.constant(1.0, name='a')
        v = tf.Variable(2.0, name='v')
        s = tf.add(a, v, name='s')
        with tf.device('/cpu:0'):
            c = tf.identity(s, name='c')
        with tf.colocate_with(c):
            d = tf.identity(c, name='d')
            with tf.device('/device:GPU:3'):
                e = tf.identity(c, name='e')
        with tf.device(None):
            n = tf.identity(c, name='n')
        up = tf.assign(v, 3.0, name='up')
        w = tf.get_variable('w', [2])
emit("seen", seen)
emit("devices", [[op.name, op.device] for op in tf.get_default_graph().get_operations()])
with tf.device(lambda op: None):
    expect_error(lambda: tf.constant(1.0, name='none_device'), "function_returning_none")
with tf.device(lambda op: '/job:raw/cpu:0'):
    emit("raw_string_kept", tf.constant(0.0, name='raw').device)
with tf.device(tf.train.replica_device_setter(ps_tasks=3)):
    p = [tf.Variable(1.0, name='p1'), tf.get_variable('p2', [2]), tf.Variable(1.0, name='p3')]
    total = p[0] + p[2]
    with tf.device('/job:foo'):
        p.append(tf.Variable(1.0, name='p4'))
    with tf.device('/job:ps/task:7'):
        p.append(tf.Variable(1.0, name='p5'))
    p.append(tf.Variable(1.0, name='p6'))
emit("round_robin", [[x.device, x.initial_value.device, x.initializer.device] for x in p])
emit("worker_op", total.device)
with tf.device(tf.train.replica_device_setter(ps_tasks=2, ps_device='/job:ps/device:CPU:0',
                                              worker_device='/job:worker/task:1',
                                              merge_devices=False)):
    with tf.device('/gpu:0'):
        q1 = tf.Variable(1.0, name='q1')
    q2 = tf.Variable(1.0, name='q2')
emit("no_merge", [q1.device, q2.device, q2.initial_value.device])
cluster = {'ps': ['a:1', 'b:2'], 'worker': ['c:3']}
with tf.device(tf.train.replica_device_setter(cluster=cluster)):
    r = [tf.Variable(1.0, name='r%d' % k) for k in range(3)]
emit("cluster", [x.device for x in r])
emit("no_ps", [tf.train.replica_device_setter(ps_tasks=0),
               tf.train.replica_device_setter(cluster={'worker': ['c:3']})])
expect_error(lambda: tf.train.replica_device_setter(ps_tasks=1, ps_strategy=3), "bad_strategy")
