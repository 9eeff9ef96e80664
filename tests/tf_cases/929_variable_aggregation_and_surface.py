# tier: semantics
# tf.VariableAggregation (TF 1's, with the alias ONLY_FIRST_TOWER) against TF 2's
# VariableAggregationV2 (what a number or a VariableDef gives): equal and hashed alike;
# invalid modes are TF's ValueError. tf.compat.v1 has no *_ref dtype names (they are reached
# through the DType); tf.count_up_to and the partitioners are on the surface.
V1 = tf.VariableAggregation
emit("members", [[m.name, m.value] for m in V1] + [V1.ONLY_FIRST_TOWER is V1.ONLY_FIRST_REPLICA])
v = tf.Variable(1.0, aggregation=2, name="v")
V2 = type(v.aggregation)
emit("v2", [V2.__name__, [[m.name, m.value] for m in V2], str(v.aggregation),
            v.aggregation == V1.MEAN, V1.MEAN == v.aggregation, hash(V1.SUM) == hash(V2.SUM),
            V2.SUM == 1, V2.SUM != V1.SUM, V1.SUM == V2.MEAN])
emit("defaults", [str(tf.Variable(1.0, name="d").aggregation),
                  str(tf.Variable(1.0, name="s", synchronization=2).synchronization),
                  str(tf.Variable(1.0, aggregation=V1.ONLY_FIRST_TOWER, name="t").aggregation)])
expect_error(lambda: tf.Variable(1.0, aggregation=7, name="bad"), "bad_aggregation")
expect_error(lambda: tf.Variable(1.0, synchronization="x", name="bad2"), "bad_sync")
emit("surface", [hasattr(tf, n) for n in ("float32_ref", "int32_ref", "count_up_to",
                                          "min_max_variable_partitioner",
                                          "variable_axis_size_partitioner",
                                          "fixed_size_partitioner", "VariableAggregation",
                                          "PartitionedVariable", "bitwise")])
emit("ref_dtypes", [tf.float32._as_ref, tf.as_dtype("int32_ref"),
                    tf.as_dtype("float32_ref").base_dtype, tf.float32._as_ref.name])
