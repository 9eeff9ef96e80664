# tier: semantics
# The ConfigProto, RunOptions and RunMetadata fields programs and TF's own session tests set,
# in protobuf's text format: session_inter_op_thread_pool (a repeated message, add()),
# experimental.*, graph_options.rewrite_options (Grappler's switches), rpc_options,
# pluggable_device_options, RunOptions.experimental and debug_options; RunMetadata's
# step_stats presence. Sessions take such configs and run.
import sys

c = tf.ConfigProto(isolate_session_state=True, operation_timeout_in_ms=10000,
                   inter_op_parallelism_threads=2, intra_op_parallelism_threads=3,
                   use_per_session_threads=True, allow_soft_placement=True,
                   device_count={"CPU": 1})
pool = c.session_inter_op_thread_pool.add()
pool.num_threads = 1
c.session_inter_op_thread_pool.add(global_name="t1")
c.experimental.collective_group_leader = "/job:w"
c.experimental.disable_thread_spinning = True
c.experimental.session_metadata.name = "model"
c.experimental.session_metadata.version = 3
c.graph_options.rewrite_options.arithmetic_optimization = 2
c.graph_options.rewrite_options.constant_folding = "OFF"
c.graph_options.rewrite_options.optimizers.append("pruning")
c.rpc_options.compression_level = 2
c.pluggable_device_options.allow_growth = True
emit("config_text", str(c))
emit("pool", [len(c.session_inter_op_thread_pool), c.session_inter_op_thread_pool[1].global_name,
              c.HasField("experimental"), c.HasField("rpc_options")])
emit("enums", [tf.RunOptions.FULL_TRACE, c.graph_options.rewrite_options.constant_folding])
expect_error(lambda: c.session_inter_op_thread_pool.append(3), "append_wrong_type")
expect_error(lambda: setattr(c.experimental, "use_tfrt", "yes"), "bool_from_str")
expect_error(lambda: c.experimental.no_such_field, "unknown_field")
options = tf.RunOptions(trace_level="SOFTWARE_TRACE", timeout_in_ms=5000, inter_op_thread_pool=1)
options.experimental.collective_graph_key = 7
options.experimental.run_handler_pool_options.priority = 2
watch = options.debug_options.debug_tensor_watch_opts.add(node_name="x", output_slot=0)
watch.debug_ops.append("DebugIdentity")
emit("options_text", str(options))
metadata = tf.RunMetadata()
emit("metadata_empty", [metadata.HasField("step_stats"), len(metadata.step_stats.dev_stats),
                        metadata.HasField("step_stats"), str(metadata)])
metadata.step_stats.dev_stats.add(device="/cpu:0")
emit("metadata_added", [metadata.HasField("step_stats"), str(metadata)])
x = tf.constant(10.0, name="x")
with tf.Session(config=c) as sess:
    emit("run", sess.run([x], options=options))
with tf.Session(config=tf.ConfigProto(device_count={"CPU": 2, "GPU": 0})) as sess:
    emit("devices", [[d.name, d.device_type] for d in sess.list_devices()])
    emit("device_repr", [repr(d).rsplit(",", 1)[0] for d in sess.list_devices()])
# TF's session module's device record canonicalizes the name it is given.
session_module = sys.modules[type(tf.Session()).__module__]
for name in ["/job:worker/replica:0/task:3/device:CPU:2", "/job:worker/replica:0/task:3/cpu:1"]:
    attrs = session_module._DeviceAttributes(name, "TYPE", 1337, 1000000)
    emit("device_attributes", [attrs.name, attrs.device_type, attrs.memory_limit_bytes,
                               attrs.incarnation, "%s" % attrs])
