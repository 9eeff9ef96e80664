# tier: semantics
# Partitioned variables as TF makes them: reuse checks the shape, dtype and (when a partitioner
# is given) the partitioning; partitioners are validated; as_tensor() concatenates along the cut
# axis outside control dependencies; an initializer taking partition_info gets the full shape
# and the slice's offset, so glorot / variance-scaling / unit-scaling slices are scaled by the
# whole variable (same values as TF, seeded); tensor and value initializers are sliced.
import numpy as np


def cut(n, axis=0):
    def partitioner(shape=None, **unused):
        parts = [1] * len(shape)
        parts[axis] = n
        return parts
    return partitioner


errors = []


def record(fn):
    try:
        fn()
    except ValueError as e:
        errors.append(str(e).split('\n')[0])


with tf.variable_scope('s', partitioner=cut(2)) as s:
    v = tf.get_variable('v', [3, 1, 1])
    with tf.control_dependencies([tf.no_op(name='gate')]):
        whole = v.as_tensor()
    s.reuse_variables()
    again = tf.get_variable('v', [3, 1, 1])
emit("names", [v.name, whole.name, whole.op.control_inputs, [p.name for p in v], again is v])
for n in (3, 1):
    with tf.variable_scope('s', partitioner=cut(n), reuse=True):
        record(lambda: tf.get_variable('v', [3, 1, 1]))
with tf.variable_scope('s', reuse=True):
    emit("reuse_without_partitioner", tf.get_variable('v') is v)
    record(lambda: tf.get_variable('v', [3, 1, 1], dtype=tf.float64))
    record(lambda: tf.get_variable('v', [4, 1, 1]))
with tf.variable_scope('t'):
    for bad in ([2, 2], [1], [0, 1], 7):
        record(lambda bad=bad: tf.get_variable('x', [4, 4], partitioner=lambda **k: bad))
    record(lambda: tf.get_variable('u', [None, 2], partitioner=cut(2)))
    record(lambda: tf.get_variable('p', [2, 2], partitioner=3))
    scalar = tf.get_variable('scalar', [], partitioner=cut(2))
    axis1 = tf.get_variable('axis1', [2, 5, 2], partitioner=cut(2, axis=1))
emit("scalar_and_axis", [isinstance(scalar, tf.Variable), scalar.name, [p.shape for p in axis1],
                         axis1.as_tensor().shape])
infos = []


def spy(shape, dtype=None, partition_info=None):
    infos.append([list(shape), partition_info.full_shape, partition_info.var_offset,
                  partition_info.single_slice_dim(list(shape)),
                  partition_info.single_offset(list(shape))])
    for bad in (None, [1, 2, 3], [9, 2], [1, 1]):
        try:
            partition_info.single_slice_dim(bad)
        except (TypeError, ValueError) as e:
            infos.append(type(e).__name__ + ': ' + str(e))
    return tf.zeros(shape, dtype)


tf.set_random_seed(5)
with tf.variable_scope('init', partitioner=cut(3)):
    spied = tf.get_variable('spied', [7, 2], initializer=spy)
    glorot = tf.get_variable('glorot', [7, 5])
    unit = tf.get_variable('unit', [6, 4], initializer=tf.uniform_unit_scaling_initializer())
    scaled = tf.get_variable('scaled', [6, 4],
                             initializer=tf.variance_scaling_initializer(mode='fan_avg',
                                                                         distribution='uniform'))
    from_tensor = tf.get_variable('from_tensor', initializer=tf.constant(
        np.arange(12.0, dtype=np.float32).reshape(4, 3)))
    from_value = tf.get_variable('from_value', [6], initializer=np.arange(6.0, dtype=np.float32))
    record(lambda: tf.get_variable('no_shape', initializer=np.arange(6.0, dtype=np.float32)))
    ints = tf.get_variable('ints', [5], dtype=tf.int32)
emit("partition_info", infos)
emit("errors", errors)
emit("slice_ops", [op.name for op in tf.get_default_graph().get_operations()
                   if op.name.startswith('init/from_') and 'part_1' in op.name])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([x.as_tensor() for x in (glorot, unit, scaled, from_tensor,
                                                       from_value, ints)]))
    emit("parts", sess.run(list(from_value)))
