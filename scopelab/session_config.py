"""``tf.ConfigProto``, ``tf.GPUOptions``, ``tf.RunOptions``, ``tf.RunMetadata``...: the settings a
session takes and what a traced run reports.

Mirrors the messages of ``tensorflow/core/protobuf/config.proto`` (and ``rewriter_config``,
``step_stats``): TF's field names, numbers (the text format's order) and defaults, as plain
Python objects (``proto_message.py``). What a session reads of them:

- ``device_count["CPU"]``: how many CPU devices it lists and places ops on (one by default);
- ``allow_soft_placement``, ``log_device_placement``, ``graph_options.place_pruned_graph``:
  placement (``device_placement.py``);
- ``operation_timeout_in_ms`` and ``RunOptions.timeout_in_ms``: how long a ``while_loop`` may
  run before ``DeadlineExceededError``;
- ``graph_options.infer_shapes``: ``Session.graph_def`` lists output shapes;
- ``graph_options.rewrite_options.disable_meta_optimizer``: no graph optimisation
  (``grappler.py``);
- ``RunOptions.trace_level`` and ``output_partition_graphs``, ``graph_options.build_cost_model``
  and ``build_cost_model_after``: what ``RunMetadata`` gets back (``run_metadata.py``: step
  stats, partition graphs, a ``CostGraphDef``).

The rest (threads, GPU memory, RPC) is accepted and kept: scopelab runs in one thread on the CPU.
Left out: cluster definitions, a node's memory and output records, GPU virtual devices,
``RunMetadata.function_graphs`` (the graphs of ``tf.function``s, which scopelab does not have).

>>> config = ConfigProto(allow_soft_placement=True, gpu_options={"allow_growth": True})
>>> config.gpu_options.per_process_gpu_memory_fraction = 0.5
>>> print(config)
gpu_options {
  per_process_gpu_memory_fraction: 0.5
  allow_growth: true
}
allow_soft_placement: true
<BLANKLINE>
"""
from . import dtypes
from .graph_def import GraphDef
from .proto_message import Map, Message, Repeated


class GPUOptions(Message):
    """How a session uses GPU memory (nothing to do here: scopelab runs on the CPU)."""

    class Experimental(Message):
        FIELDS = (("use_unified_memory", "bool"), ("num_dev_to_dev_copy_streams", "int32"),
                  ("collective_ring_order", "string"), ("timestamped_allocator", "bool"),
                  ("kernel_tracker_max_interval", "int32"),
                  ("kernel_tracker_max_bytes", "int32"), ("kernel_tracker_max_pending", "int32"),
                  ("internal_fragmentation_fraction", "double"),
                  ("use_cuda_malloc_async", "bool"),
                  ("disallow_retry_on_allocation_failure", "bool"),
                  ("gpu_host_mem_disallow_growth", "bool"),
                  ("num_virtual_devices_per_gpu", "int32"),
                  ("gpu_system_memory_size_in_mb", "int32"),
                  ("populate_pjrt_gpu_client_creation_info", "bool"), ("node_id", "int32"))

    FIELDS = (("per_process_gpu_memory_fraction", "double"), ("allocator_type", "string"),
              ("deferred_deletion_bytes", "int64"), ("allow_growth", "bool"),
              ("visible_device_list", "string"), ("polling_active_delay_usecs", "int32"),
              ("polling_inactive_delay_msecs", "int32"), ("force_gpu_compatible", "bool"),
              ("experimental", Experimental))


class OptimizerOptions(Message):
    """Graph optimizations TF's runtime applies (``opt_level``, JIT)."""
    L1, L0 = 0, -1
    DEFAULT, OFF, ON_1, ON_2 = 0, -1, 1, 2
    FIELDS = (("do_common_subexpression_elimination", "bool"), ("do_constant_folding", "bool"),
              ("opt_level", {"L1": L1, "L0": L0}), ("do_function_inlining", "bool"),
              ("global_jit_level", {"DEFAULT": DEFAULT, "OFF": OFF, "ON_1": ON_1,
                                    "ON_2": ON_2}),
              ("max_folded_constant_in_bytes", "int64"), ("cpu_global_jit", "bool"))


_TOGGLE = {"DEFAULT": 0, "ON": 1, "OFF": 2, "AGGRESSIVE": 3, "EXPERIMENTAL_MLIR": 4,
           "EXPERIMENTAL_BOTH": 5}


class RewriterConfig(Message):
    """Which Grappler optimizers run (``tensorflow/core/protobuf/rewriter_config.proto``)."""
    DEFAULT, ON, OFF, AGGRESSIVE, EXPERIMENTAL_MLIR, EXPERIMENTAL_BOTH = range(6)
    DEFAULT_MEM_OPT, NO_MEM_OPT, MANUAL, HEURISTICS = 0, 1, 2, 3
    SWAPPING_HEURISTICS, RECOMPUTATION_HEURISTICS, SCHEDULING_HEURISTICS = 4, 5, 6
    DEFAULT_NUM_ITERS, ONE, TWO = 0, 1, 2
    NO_CONVERSION_ON_CPU, NCHW_TO_NHWC, NHWC_TO_NCHW = 0, 1, 2
    FIELDS = (("layout_optimizer", _TOGGLE), ("disable_model_pruning", "bool"),
              ("constant_folding", _TOGGLE),
              ("memory_optimization", {"DEFAULT_MEM_OPT": 0, "NO_MEM_OPT": 1, "MANUAL": 2,
                                       "HEURISTICS": 3, "SWAPPING_HEURISTICS": 4,
                                       "RECOMPUTATION_HEURISTICS": 5,
                                       "SCHEDULING_HEURISTICS": 6}),
              ("memory_optimizer_target_node_name_scope", "string"),
              ("arithmetic_optimization", _TOGGLE), ("dependency_optimization", _TOGGLE),
              ("loop_optimization", _TOGGLE), ("function_optimization", _TOGGLE),
              ("debug_stripper", _TOGGLE),
              ("meta_optimizer_iterations", {"DEFAULT_NUM_ITERS": 0, "ONE": 1, "TWO": 2}),
              ("shape_optimization", _TOGGLE), ("remapping", _TOGGLE),
              ("scoped_allocator_optimization", _TOGGLE), ("min_graph_nodes", "int32"),
              ("pin_to_host_optimization", _TOGGLE), ("disable_meta_optimizer", "bool"),
              ("meta_optimizer_timeout_ms", "int64"), ("fail_on_optimizer_errors", "bool"),
              ("implementation_selector", _TOGGLE), ("auto_mixed_precision", _TOGGLE),
              ("common_subgraph_elimination", _TOGGLE), ("auto_mixed_precision_mkl", _TOGGLE),
              ("experimental_disable_compressed_tensor_optimization", "bool"),
              ("experimental_disable_folding_quantization_emulation", "bool"),
              ("use_plugin_optimizers", _TOGGLE), ("auto_mixed_precision_cpu", _TOGGLE),
              ("experimental_conditional_code_motion", _TOGGLE),
              ("auto_mixed_precision_onednn_bfloat16", _TOGGLE),
              ("disable_tfg_optimizer", "bool"),
              ("cpu_layout_conversion", {"NO_CONVERSION_ON_CPU": 0, "NCHW_TO_NHWC": 1,
                                         "NHWC_TO_NCHW": 2}),
              ("optimizers", Repeated("string")))


class GraphOptions(Message):
    FIELDS = (("enable_recv_scheduling", "bool"), ("optimizer_options", OptimizerOptions),
              ("build_cost_model", "int64"), ("infer_shapes", "bool"),
              ("place_pruned_graph", "bool"), ("enable_bfloat16_sendrecv", "bool"),
              ("timeline_step", "int32"), ("build_cost_model_after", "int64"),
              ("rewrite_options", RewriterConfig))


class ThreadPoolOptionProto(Message):
    """One inter-op thread pool a session may run in (``RunOptions.inter_op_thread_pool``)."""
    FIELDS = (("num_threads", "int32"), ("global_name", "string"))


class RPCOptions(Message):
    FIELDS = (("use_rpc_for_inprocess_master", "bool"), ("compression_algorithm", "string"),
              ("compression_level", "int32"), ("cache_rpc_response", "bool"),
              ("disable_session_connection_sharing", "bool"),
              ("num_channels_per_target", "int32"))


class SessionMetadata(Message):
    """A name and version for a session, for the logs of a serving system."""
    FIELDS = (("name", "string"), ("version", "int64"))


class ConfigProto(Message):
    """A session's configuration: ``tf.Session(config=tf.ConfigProto(...))``."""

    class Experimental(Message):
        MLIR_BRIDGE_ROLLOUT_UNSPECIFIED, MLIR_BRIDGE_ROLLOUT_ENABLED = 0, 1
        MLIR_BRIDGE_ROLLOUT_DISABLED = 2
        FIELDS = (("collective_group_leader", "string"), ("executor_type", "string"),
                  ("recv_buf_max_chunk", "int32"), ("use_numa_affinity", "bool"),
                  ("collective_deterministic_sequential_execution", "bool"),
                  ("collective_nccl", "bool"),
                  ("share_session_state_in_clusterspec_propagation", "bool"),
                  ("disable_thread_spinning", "bool"),
                  ("share_cluster_devices_in_session", "bool"),
                  ("session_metadata", SessionMetadata), ("optimize_for_static_graph", "bool"),
                  ("enable_mlir_bridge", "bool"), ("disable_output_partition_graphs", "bool"),
                  ("xla_fusion_autotuner_thresh", "int64"),
                  ("enable_mlir_graph_optimization", "bool"),
                  ("mlir_bridge_rollout", {"MLIR_BRIDGE_ROLLOUT_UNSPECIFIED": 0,
                                           "MLIR_BRIDGE_ROLLOUT_ENABLED": 1,
                                           "MLIR_BRIDGE_ROLLOUT_DISABLED": 2}),
                  ("use_tfrt", "bool"), ("disable_functional_ops_lowering", "bool"),
                  ("xla_prefer_single_graph_cluster", "bool"),
                  ("disable_optimize_for_static_graph", "bool"),
                  ("disable_eager_executor_streaming_enqueue", "bool"),
                  ("enable_multi_host", "bool"), ("backend_server_port", "int32"),
                  ("target_tpu", "bool"), ("target_gpu", "bool"),
                  ("stream_merge_threshold", "int32"), ("tfrt_use_ifrt", "bool"),
                  ("finalize_function_library_runtime", "bool"),
                  ("finalize_resource_manager", "bool"), ("tf2xla_dump_dir", "string"),
                  ("online_cost_analysis", "bool"))

    FIELDS = (("device_count", Map("string", "int32")), ("intra_op_parallelism_threads", "int32"),
              ("placement_period", "int32"), ("device_filters", Repeated("string")),
              ("inter_op_parallelism_threads", "int32"), ("gpu_options", GPUOptions),
              ("allow_soft_placement", "bool"), ("log_device_placement", "bool"),
              ("use_per_session_threads", "bool"), ("graph_options", GraphOptions),
              ("operation_timeout_in_ms", "int64"),
              ("session_inter_op_thread_pool", Repeated(ThreadPoolOptionProto)),
              ("rpc_options", RPCOptions), ("isolate_session_state", "bool"),
              ("experimental", Experimental), ("share_cluster_devices_in_session", "bool"),
              ("pluggable_device_options", GPUOptions))


class DebugTensorWatch(Message):
    FIELDS = (("node_name", "string"), ("output_slot", "int32"),
              ("debug_ops", Repeated("string")), ("debug_urls", Repeated("string")),
              ("tolerate_debug_op_creation_failures", "bool"))


class DebugOptions(Message):
    """What tfdbg watches during a run (scopelab's runs watch nothing)."""
    FIELDS = (("debug_tensor_watch_opts", Repeated(DebugTensorWatch)), ("global_step", "int64"),
              ("reset_disk_byte_usage", "bool"))


class RunOptions(Message):
    """Options of one ``sess.run(..., options=...)`` call: tracing, a timeout."""
    NO_TRACE, SOFTWARE_TRACE, HARDWARE_TRACE, FULL_TRACE = 0, 1, 2, 3

    class Experimental(Message):

        class RunHandlerPoolOptions(Message):
            FIELDS = (("priority", "int64"),)

        FIELDS = (("collective_graph_key", "int64"), ("use_run_handler_pool", "bool"),
                  ("run_handler_pool_options", RunHandlerPoolOptions))

    FIELDS = (("trace_level", {"NO_TRACE": 0, "SOFTWARE_TRACE": 1, "HARDWARE_TRACE": 2,
                               "FULL_TRACE": 3}),
              ("timeout_in_ms", "int64"), ("inter_op_thread_pool", "int32"),
              ("output_partition_graphs", "bool"), ("debug_options", DebugOptions),
              ("report_tensor_allocations_upon_oom", "bool"), ("experimental", Experimental))


class NodeExecStats(Message):
    """When one node of a traced run was scheduled, started and ended."""
    FIELDS = (("node_name", "string"), ("all_start_micros", "int64"),
              ("op_start_rel_micros", "int64"), ("op_end_rel_micros", "int64"),
              ("all_end_rel_micros", "int64"), ("timeline_label", "string"),
              ("scheduled_micros", "int64"), ("thread_id", "uint32"),
              ("all_start_nanos", "int64"), ("op_start_rel_nanos", "int64"),
              ("op_end_rel_nanos", "int64"), ("all_end_rel_nanos", "int64"),
              ("scheduled_nanos", "int64"))


class DeviceStepStats(Message):
    FIELDS = (("device", "string"), ("node_stats", Repeated(NodeExecStats)))


class StepStats(Message):
    """Per-device timings of a traced run (``dev_stats``)."""
    FIELDS = (("dev_stats", Repeated(DeviceStepStats)),)


class TensorShapeProto(Message):
    """A shape: one ``dim`` per dimension (size -1 if unknown), or ``unknown_rank``."""

    class Dim(Message):
        FIELDS = (("size", "int64"), ("name", "string"))

    FIELDS = (("dim", Repeated(Dim)), ("unknown_rank", "bool"))


# TF's DataType enum (types.proto), as its text format names the values: DT_FLOAT is 1, a
# reference type is its base plus 100 (DT_FLOAT_REF is 101).
DATA_TYPES = dict([("DT_INVALID", 0)] + sorted(
    (d.enum_name(), d.as_datatype_enum) for plain in vars(dtypes).values()
    if isinstance(plain, dtypes.DType) for d in (plain, plain._as_ref)))


class CostGraphDef(Message):
    """The cost model of a run (``tensorflow/core/framework/cost_graph.proto``): one ``node``
    per node of the graph that ran, with its inputs, outputs and measured compute time."""

    class Node(Message):

        class InputInfo(Message):
            FIELDS = (("preceding_node", "int32"), ("preceding_port", "int32"))

        class OutputInfo(Message):
            FIELDS = (("size", "int64"), ("alias_input_port", "int64"),
                      ("shape", TensorShapeProto), ("dtype", DATA_TYPES))

        # Field number order (the text format's), which is not the order of the .proto file.
        FIELDS = (("name", "string"), ("device", "string"), ("id", "int32"),
                  ("input_info", Repeated(InputInfo)), ("output_info", Repeated(OutputInfo)),
                  ("temporary_memory_size", "int64"), ("is_final", "bool"),
                  ("control_input", Repeated("int32")), ("compute_cost", "int64"),
                  ("host_temp_memory_size", "int64"), ("device_temp_memory_size", "int64"),
                  ("persistent_memory_size", "int64"), ("compute_time", "int64"),
                  ("memory_time", "int64"), ("device_persistent_memory_size", "int64"),
                  ("inaccurate", "bool"))

    class AggregatedCost(Message):
        FIELDS = (("cost", "float"), ("dimension", "string"))

    FIELDS = (("node", Repeated(Node)), ("cost", Repeated(AggregatedCost)))


class RunMetadata(Message):
    """What a traced ``sess.run(..., run_metadata=...)`` reports back."""
    FIELDS = (("step_stats", StepStats), ("cost_graph", CostGraphDef),
              ("partition_graphs", Repeated(GraphDef)), ("session_metadata", SessionMetadata))


class TensorConnection(Message):
    FIELDS = (("from_tensor", "string"), ("to_tensor", "string"))


class CallableOptions(Message):
    """What ``Session._make_callable_from_options`` runs: tensors fed, fetched, ops run."""
    FIELDS = (("feed", Repeated("string")), ("fetch", Repeated("string")),
              ("target", Repeated("string")), ("run_options", RunOptions),
              ("tensor_connection", Repeated(TensorConnection)),
              ("feed_devices", Map("string", "string")),
              ("fetch_devices", Map("string", "string")), ("fetch_skip_sync", "bool"))
