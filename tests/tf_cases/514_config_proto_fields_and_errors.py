# tier: semantics
# tf.ConfigProto / GPUOptions / GraphOptions / OptimizerOptions / RunOptions / RunMetadata:
# defaults, keyword construction (a nested message as a dict), nested assignment, the
# device_count map, protobuf's text format (str), equality, HasField/ClearField/MergeFrom/
# CopyFrom, and protobuf's errors (unknown field, wrong type, assigning a message or map).
# Sessions take a ConfigProto (anything else is a TypeError), and run() takes RunOptions and
# RunMetadata (TF ignores falsy ones); an InteractiveSession sets
# graph_options.place_pruned_graph on its config. (protobuf's map order is its own: one key.)
c = tf.ConfigProto()
emit("defaults", [c.allow_soft_placement, c.log_device_placement,
                  c.intra_op_parallelism_threads, c.inter_op_parallelism_threads,
                  c.gpu_options.allow_growth, c.gpu_options.per_process_gpu_memory_fraction,
                  c.gpu_options.visible_device_list, dict(c.device_count),
                  c.operation_timeout_in_ms, c.graph_options.optimizer_options.opt_level,
                  str(c), c.HasField("gpu_options")])
config = tf.ConfigProto(allow_soft_placement=True, device_count={"GPU": 0},
                        intra_op_parallelism_threads=2, device_filters=["/job:localhost"],
                        gpu_options=tf.GPUOptions(per_process_gpu_memory_fraction=1 / 3),
                        graph_options={"optimizer_options": {"opt_level": -1}})
config.gpu_options.allow_growth = True
config.gpu_options.visible_device_list = 'a"b\n'
config.graph_options.optimizer_options.global_jit_level = tf.OptimizerOptions.ON_1
config.inter_op_parallelism_threads = 1
config.log_device_placement = 0
emit("text", str(config))
emit("fields", [config.allow_soft_placement, config.gpu_options.per_process_gpu_memory_fraction,
                config.device_count["GPU"], config.device_count["TPU"], dict(config.device_count),
                list(config.device_filters), config.HasField("gpu_options")])
emit("equal", [tf.ConfigProto() == tf.ConfigProto(), config == tf.ConfigProto(),
               tf.ConfigProto() == 3])
g = tf.ConfigProto()
g.gpu_options.allow_growth = False
emit("present_but_default", [g.HasField("gpu_options"), str(g)])
g.ClearField("gpu_options")
emit("cleared", [g.HasField("gpu_options"), str(g)])
m = tf.ConfigProto(allow_soft_placement=True, gpu_options={"allow_growth": True})
m.MergeFrom(tf.ConfigProto(log_device_placement=True, gpu_options={"visible_device_list": "0"}))
emit("merged", str(m))
m.CopyFrom(tf.ConfigProto(intra_op_parallelism_threads=4))
emit("copied", str(m))
emit("enums", [tf.OptimizerOptions.L0, tf.OptimizerOptions.L1, tf.OptimizerOptions.DEFAULT,
               tf.OptimizerOptions.OFF, tf.OptimizerOptions.ON_1, tf.OptimizerOptions.ON_2,
               tf.RunOptions.NO_TRACE, tf.RunOptions.SOFTWARE_TRACE,
               tf.RunOptions.HARDWARE_TRACE, tf.RunOptions.FULL_TRACE])
opts = tf.RunOptions(trace_level=tf.RunOptions.FULL_TRACE, timeout_in_ms=5000)
emit("run_options", [str(opts), str(tf.RunOptions(trace_level="SOFTWARE_TRACE")),
                     str(tf.RunMetadata()), len(tf.RunMetadata().partition_graphs)])


def setting(message, field, value):
    return lambda: setattr(message, field, value)


expect_error(lambda: tf.ConfigProto(allow_soft=True), "unknown_keyword")
expect_error(setting(c, "allow_soft", True), "unknown_attribute")
expect_error(lambda: c.allow_soft, "unknown_read")
expect_error(lambda: tf.ConfigProto(True), "positional")
expect_error(setting(c, "allow_soft_placement", "yes"), "bool_from_str")
expect_error(setting(c, "intra_op_parallelism_threads", 1.5), "int_from_float")
expect_error(setting(c, "intra_op_parallelism_threads", True), "int_from_bool")
expect_error(setting(c, "intra_op_parallelism_threads", 2 ** 40), "int_out_of_range")
expect_error(setting(c.gpu_options, "per_process_gpu_memory_fraction", "half"), "float_from_str")
expect_error(setting(c.gpu_options, "allocator_type", 3), "str_from_int")
expect_error(setting(opts, "trace_level", "ALL"), "unknown_enum_label")
expect_error(setting(c, "gpu_options", tf.GPUOptions()), "assign_message")
expect_error(setting(c, "device_count", {}), "assign_map")
expect_error(setting(c, "device_filters", []), "assign_repeated")
expect_error(lambda: c.device_count.__setitem__("GPU", "one"), "map_value_type")
expect_error(lambda: tf.ConfigProto(gpu_options={"growth": True}), "unknown_nested_keyword")
expect_error(lambda: c.HasField("allow_soft_placement"), "has_field_scalar")
expect_error(lambda: hash(c), "unhashable")
expect_error(lambda: tf.Session(config="allow_soft_placement"), "session_config_str")
expect_error(lambda: tf.Session(config=tf.RunOptions()), "session_config_run_options")
x = tf.placeholder(tf.float32, [2], name="x")
y = tf.multiply(x, 2.0, name="y")
with tf.Session(config=config) as sess:
    metadata = tf.RunMetadata()
    emit("run", sess.run(y, {x: [1.0, 2.0]}, options=opts, run_metadata=metadata))
    expect_error(lambda: sess.run(y, {x: [1.0, 2.0]}, options="FULL_TRACE"), "bad_options")
    expect_error(lambda: sess.run(y, {x: [1.0, 2.0]}, run_metadata=[1]), "bad_run_metadata")
    expect_error(lambda: sess.run(y, {x: [1.0, 2.0]}, options="", run_metadata={}), "falsy")
mine = tf.ConfigProto(allow_soft_placement=True)
interactive = tf.InteractiveSession(config=mine)
emit("interactive_sets_pruned", [mine.graph_options.place_pruned_graph, str(mine)])
emit("interactive_run", y.eval({x: [3.0, 4.0]}))
interactive.close()
