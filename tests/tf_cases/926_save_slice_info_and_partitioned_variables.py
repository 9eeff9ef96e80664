# tier: semantics
# Variable.SaveSliceInfo (spec, from_spec and its errors), _set/_get_save_slice_info; the
# PartitionedVariable class (reached as the type get_variable returns) checks its arguments,
# sorts its slices by offset, converts to their concatenation and assigns slice by slice;
# min_max_variable_partitioner and variable_axis_size_partitioner cut as TF's.
info = tf.Variable.SaveSliceInfo(full_name="foo", full_shape=[2, 3, 4], var_offset=[0, 2, 0],
                                 var_shape=[1, 1, 3])
back = tf.Variable.SaveSliceInfo.from_spec(info.spec)
emit("spec", [info.spec, back.spec, back.full_name, back.full_shape, back.var_offset,
              back.var_shape, tf.Variable.SaveSliceInfo.from_spec("").full_shape])
for spec in ["0", "0:0", "a b", "0 0:0", "0 a,0:0:0", "0 0,a:0:0", "1 0,1,2"]:
    expect_error(lambda: tf.Variable.SaveSliceInfo.from_spec(spec), "from_spec_" + spec)
emit("no_slice_info", tf.Variable(1.0, name="plain")._get_save_slice_info())

for key, shape, dtype, kw in [
        ("big_32", [1024, 1024], tf.float32, dict(max_partitions=32)),
        ("big_4", [1024, 1024], tf.float32, dict(max_partitions=4)),
        ("small", [10, 3], tf.float32, dict(max_partitions=8, min_slice_size=16)),
        ("strings", [10], tf.string, dict(max_partitions=8, min_slice_size=16)),
        ("axis_1", [3, 10], tf.float64, dict(max_partitions=8, axis=1, min_slice_size=8))]:
    emit("min_max_" + key, tf.min_max_variable_partitioner(**kw)(tf.TensorShape(shape), dtype))
expect_error(lambda: tf.min_max_variable_partitioner(axis=2)(tf.TensorShape([3, 4]),
                                                             tf.float32), "min_max_axis")
for key, kw in [("100", dict(max_shard_bytes=100)), ("capped", dict(max_shard_bytes=100,
                                                                     max_shards=2)),
                ("axis_1", dict(max_shard_bytes=5, axis=1)),
                ("large", dict(max_shard_bytes=10 ** 6))]:
    emit("axis_size_" + key, tf.variable_axis_size_partitioner(**kw)(tf.TensorShape([10, 7]),
                                                                     tf.float32))
expect_error(lambda: tf.variable_axis_size_partitioner(0), "axis_size_zero")
expect_error(lambda: tf.variable_axis_size_partitioner(10, max_shards=-1), "axis_size_shards")
expect_error(lambda: tf.variable_axis_size_partitioner(10)([10, 3], tf.float32), "not_shape")
expect_error(lambda: tf.variable_axis_size_partitioner(10)(tf.TensorShape([None, 3]),
                                                           tf.float32), "partial_shape")

with tf.variable_scope("s", partitioner=tf.min_max_variable_partitioner(max_partitions=3,
                                                                        min_slice_size=8)):
    w = tf.get_variable("w", [7, 2], initializer=tf.ones_initializer())
emit("w", [[v.name, v.shape, v._get_save_slice_info().spec] for v in w] + [len(w)])
PV = type(w)
v0 = tf.Variable([0.0], name="v0")
v1 = tf.Variable([1.0], name="v1")
v0._set_save_slice_info(tf.Variable.SaveSliceInfo(v0.name, [2], [0], [1]))
v1._set_save_slice_info(tf.Variable.SaveSliceInfo(v0.name, [2], [1], [1]))
pv = PV(name="two_vars", shape=[2], dtype=v0.dtype, variable_list=[v1, v0], partitions=[2])
whole = tf.convert_to_tensor(pv)
emit("pv", [[v.name for v in pv], len(pv), pv.get_shape(), pv.shape, pv.name, pv.dtype,
            whole.name, whole.shape])
for key, kw in [("empty", dict(shape=2, variable_list=[], partitions=[])),
                ("no_info", dict(shape=[1], variable_list=[tf.Variable([0], name="x")],
                                 partitions=[1])),
                ("full_shape", dict(shape=[3], variable_list=[v1, v0], partitions=[2])),
                ("zero", dict(shape=[2], variable_list=[v0], partitions=[0])),
                ("not_list", dict(shape=[2], variable_list=v0, partitions=[1])),
                ("partitions", dict(shape=[2], variable_list=[v0], partitions=2)),
                ("rank", dict(shape=[2, 1], variable_list=[v0], partitions=[2]))]:
    expect_error(lambda: PV(name="fail", dtype=v0.dtype, **kw), "pv_" + key)
add = pv.assign_add(tf.constant([1.0, 2.0]))
put = pv.assign([tf.constant([5.0]), tf.constant([6.0])])
sub = pv.assign_sub(pv)
emit("assign_ops", [[t.name for t in ts] for ts in (add, put, sub)])
sess = tf.Session()
sess.run(tf.global_variables_initializer())
emit("values", [sess.run(add), sess.run(put), sess.run(sub), sess.run(whole),
                sess.run(tf.convert_to_tensor(w))])
