# tier: semantics
# Variable.to_proto gives the VariableDef (the names of the variable's ops; trainable,
# synchronization, aggregation; a slice's SaveSliceInfoDef), export_scope strips a scope (None
# outside it); Variable(variable_def=...) / Variable.from_proto(..., import_scope) wrap the ops
# again, without initial_value when the proto has none.
def fields(d):
    return None if d is None else [d.variable_name, d.initial_value_name, d.initializer_name,
                                   d.snapshot_name, d.trainable, d.synchronization,
                                   d.aggregation, d.HasField("save_slice_info_def"),
                                   list(d.save_slice_info_def.full_shape),
                                   d.save_slice_info_def.full_name]


with tf.name_scope("outer"):
    v = tf.Variable(3.0, name="v")
    n = tf.Variable(10.0, trainable=False, name="n",
                    synchronization=tf.VariableSynchronization.ON_READ,
                    aggregation=tf.VariableAggregation.MEAN)
    f = tf.Variable(lambda: tf.zeros([2]), name="f")
part = tf.Variable([1.0], name="part")
part._set_save_slice_info(tf.Variable.SaveSliceInfo("outer/whole", [3], [1], [1]))
emit("plain", fields(v.to_proto()))
emit("ontrain", fields(n.to_proto()))
emit("fn", fields(f.to_proto()))
emit("export", fields(v.to_proto(export_scope="outer")))
emit("export_slash", fields(v.to_proto(export_scope="outer/")))
emit("outside", fields(part.to_proto(export_scope="outer")))
emit("part", fields(part.to_proto()))
back = tf.Variable(variable_def=v.to_proto())
emit("back", [back.name, back.initializer.name, back.value().name, back.initial_value.name,
              back.trainable, back is v, back.op is v.op, back in tf.global_variables()])
emit("back_n", [tf.Variable.from_proto(n.to_proto()).trainable,
                str(tf.Variable.from_proto(n.to_proto()).synchronization),
                str(tf.Variable.from_proto(n.to_proto()).aggregation)])
with tf.name_scope("inner"):
    inner = tf.Variable(5.0, name="x")
emit("imported", [tf.Variable.from_proto(inner.to_proto("inner"), import_scope="inner").name,
                  tf.Variable(variable_def=inner.to_proto("inner"), import_scope="inner/").name])
got = tf.Variable.from_proto(part.to_proto())._get_save_slice_info()
emit("slice_back", [got.full_name, got.full_shape, got.var_offset, got.var_shape, got.spec])
legacy = v.to_proto()
legacy.ClearField("initial_value_name")
old = tf.Variable(variable_def=legacy)
emit("legacy", [old.initial_value is None, old.to_proto() == legacy])
expect_error(lambda: old.initialized_value(), "legacy_initialized_value")
sess = tf.Session()
sess.run(tf.global_variables_initializer())
emit("run", sess.run(back.initialized_value()))
