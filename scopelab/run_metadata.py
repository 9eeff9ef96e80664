"""What a traced run reports in ``tf.RunMetadata``: step stats, partition graphs, cost graphs.

Mirrors what TF's ``DirectSession`` collects when ``sess.run`` gets a ``run_metadata`` and
``RunOptions`` asking for it, or a ``ConfigProto`` building a cost model
(``session_config.py`` declares the messages):

- ``trace_level`` above ``NO_TRACE``: ``step_stats.dev_stats`` holds one ``DeviceStepStats``
  for the CPU with a ``NodeExecStats`` per node of the run, in the order TF's executor runs
  them: ``_SOURCE``, the nodes with nothing to wait for, an ``_arg_<op>_<index>_<i>`` node
  per fed tensor, the other nodes, a ``_retval_<op>_<index>_<i>`` node per fetched tensor
  (fed and fetched tensors numbered in name order, as TF sorts them). Each has its start time,
  its duration and a ``timeline_label`` ("b = Mul(a, b/y)");
- ``output_partition_graphs``: ``partition_graphs`` holds the graph the run placed on the
  CPU as a GraphDef: the pruned graph, with fed tensors read from ``_Arg`` nodes and fetched
  ones handed to ``_Retval`` nodes, in the order TF's graph constructor numbers them
  (``_placed_order``);
- ``GraphOptions.build_cost_model`` = N: every N-th run of the same fetches, feeds and targets
  (counted by the session, after the first ``build_cost_model_after`` runs) is measured: its
  ``step_stats`` as above and a ``cost_graph`` with a node per node of the placed graph
  (``_SOURCE`` with id 0, ``_SINK`` with id 1, then the partition graph's nodes): its inputs
  (``input_info``: the id and output port they come from) and control inputs, each output's
  dtype, shape, size in bytes and the input it passes on unchanged (``alias_input_port``, -1
  for a new value), the bytes a constant or variable holds (``persistent_memory_size``) and
  its measured time in microseconds (``compute_cost``).

Values the plan knows before it runs (constants) and ops that graph optimization skips take
no time. Left out: memory and output records, one record per iteration of a while loop (its
ops are listed once, without times, and in the cost graph with the shapes they were built
with and no size), the Const nodes TF's constant folding adds, temporary memory.
"""
import copy
import heapq
import math
import threading
import time

import numpy as np

from .core.executor import VariableSlot, execute, pruned_order, run_steps
from .device_placement import CPU
from .graph_def import GraphDef, NodeDef
from .ops.control_flow_runtime import loop_of
from .session_config import CostGraphDef


def measured_run(run_counts, graph_options, tensors, ops, feeds):
    """Whether this run builds the cost model (``GraphOptions.build_cost_model``). As TF, a
    session counts the runs of each set of fetches, targets and feeds in ``run_counts``
    (every run, traced or not); from the ``build_cost_model_after``-th on, every
    ``build_cost_model``-th is measured."""
    key = (frozenset(tensors), frozenset(ops), frozenset(feeds))
    count = run_counts.get(key, 0)
    run_counts[key] = count + 1
    measured = count - graph_options.build_cost_model_after
    return measured >= 0 and (measured + 1) % graph_options.build_cost_model == 0


def traced_execute(plan, feeds, options, run_metadata, cost_model=False):
    """Runs ``plan`` as ``execute`` does, filling ``run_metadata`` as ``options`` ask, and with
    ``cost_model`` its step stats and cost graph."""
    timings = {}
    traced = copy.copy(plan)
    traced.steps = [step._replace(kernel=_timed(step.kernel, timings)) for step in plan.steps]
    if not plan.has_control_flow:
        traced.run = run_steps  # each step timed, none taken from a memo
    start = time.time_ns()
    values = execute(traced, feeds)
    end = time.time_ns()
    nodes = _run_nodes(plan, feeds)
    if options.trace_level or cost_model:
        device = run_metadata.step_stats.dev_stats.add(device=CPU)
        first = (start, start)
        for node in [_RunNode("_SOURCE", "NoOp", [], {})] + nodes:
            begin, finish = timings.get(node.name, (end, end) if node.op == "_Retval" else first)
            took = finish - begin
            device.node_stats.add(
                node_name=node.name, all_start_micros=begin // 1000,
                op_end_rel_micros=took // 1000, all_end_rel_micros=took // 1000,
                timeline_label="%s = %s(%s)" % (node.name, node.op, ", ".join(
                    i for i in node.input if not i.startswith("^"))),
                scheduled_micros=begin // 1000, thread_id=threading.get_native_id() % 2 ** 32,
                all_start_nanos=begin, op_end_rel_nanos=took, all_end_rel_nanos=took,
                scheduled_nanos=begin)
    if options.output_partition_graphs:
        run_metadata.partition_graphs.append(GraphDef.of_nodes(_placed_order(nodes)))
    if cost_model:
        _fill_cost_graph(run_metadata.cost_graph, _placed_order(nodes), values, timings)
    return values


def _timed(kernel, timings):
    """``kernel``, recording when each call of it started and ended (by op name)."""
    def run(op, *args):
        begin = time.time_ns()
        try:
            return kernel(op, *args)
        finally:
            timings[op.name] = (begin, time.time_ns())
    return run


def _run_nodes(plan, feeds):
    """The NodeDefs of the graph a run of ``plan`` places, in TF's execution order."""
    fed = sorted(feeds, key=lambda t: t.name)
    args = {t: "_arg_%s_%d_%d" % (t.op.name, t.value_index, i) for i, t in enumerate(fed)}
    ops = []
    for op in pruned_order(plan.fetches, plan.targets, plan.fed):
        ops += _loop_ops(op) if op.type == "While" else [op]
    waiting = [op for op in ops if op.inputs or op.control_inputs]
    nodes = [_graph_node(op, args) for op in ops if not (op.inputs or op.control_inputs)]
    nodes += [_RunNode(name, "_Arg", [], {"index": i, "T": t.dtype.base_dtype}, [t])
              for i, (t, name) in enumerate(args.items())]
    nodes += [_graph_node(op, args) for op in waiting]
    fetched = sorted(plan.fetches, key=lambda t: t.name)
    nodes += [_RunNode("_retval_%s_%d_%d" % (t.op.name, t.value_index, i), "_Retval",
                       [_input_name(t, args)], {"index": i, "T": t.dtype.base_dtype})
              for i, t in enumerate(fetched)]
    return nodes


def _loop_ops(loop):
    """The ops a while loop stands for, in the order they were built: its own, and those of
    the loops nested in it (each op knows its innermost loop)."""
    def within(inner):
        while inner is not None and inner is not loop:
            inner = getattr(inner.outer, "loop", None)  # the loop around it, past any cond
        return inner is loop
    return [op for op in loop.graph.get_operations() if within(loop_of(op))]


def _placed_order(nodes):
    """The nodes as TF numbers them in the graph it places: the graph's ops in the order they
    were built, then the ``_Arg`` and ``_Retval`` nodes, each taken as soon as its inputs are
    (TF's graph constructor takes, each time, the first node in that order whose inputs are
    all in; a Merge does not wait for its loop's NextIteration)."""
    built = sorted(nodes, key=lambda node: node.built)
    index = {node.name: i for i, node in enumerate(built)}
    consumers = [[] for _ in built]
    waiting = []
    for i, node in enumerate(built):
        sources = [index[name.lstrip("^").partition(":")[0]] for name in node.input]
        if node.op == "Merge":
            sources = [j for j in sources if built[j].op != "NextIteration"]
        for j in sources:
            consumers[j].append(i)
        waiting.append(len(sources))
    ready = [i for i, n in enumerate(waiting) if n == 0]
    placed = []
    while ready:
        i = heapq.heappop(ready)
        placed.append(built[i])
        for j in consumers[i]:
            waiting[j] -= 1
            if waiting[j] == 0:
                heapq.heappush(ready, j)
    return placed


def _input_name(tensor, args):
    return args.get(tensor) or (tensor.op.name if tensor.value_index == 0 else tensor.name)


def _graph_node(op, args):
    """``op``'s NodeDef as placed: on the CPU, reading fed tensors from their ``_Arg``s."""
    node = NodeDef(op)
    node.input = [_input_name(t, args) for t in op.inputs] + [
        "^" + c.name for c in op.control_inputs
        if not (c.type == "Placeholder" and c.outputs[0] in args)]
    node.device = CPU
    node.attr = dict(node.attr, _XlaHasReferenceVars=False)
    node.sources, node.outputs = op.inputs, op.outputs  # the cost graph reads their values
    node.built = op._id
    return node


class _RunNode(NodeDef):
    """A node the runtime adds to the graph it runs: ``_SOURCE``, ``_Arg``, ``_Retval``;
    ``outputs`` are the tensors whose values it gives (an ``_Arg``'s fed tensor)."""
    sources = ()  # the tensors whose values it reads: none the cost graph compares
    built = math.inf  # added after the graph's own ops

    def __init__(self, name, op_type, inputs, attrs, outputs=()):
        self.name, self.op, self.input = name, op_type, inputs
        self.device, self.experimental_type = CPU, None
        self.attr = dict(attrs, _XlaHasReferenceVars=False)
        self.outputs = outputs


# ---------------------------------------------------------------------- the cost graph
def _fill_cost_graph(cost_graph, nodes, values, timings):
    """One cost-graph node per placed node, numbered as TF's graph numbers them."""
    ids = {node.name: i for i, node in enumerate(nodes, start=2)}
    consumed = {i.lstrip("^").partition(":")[0] for node in nodes for i in node.input}
    # The runtime's start node comes before every node without inputs; its end node waits for
    # every node nothing else waits for (TF lists the start node twice among those).
    cost_graph.node.add(name="_SOURCE")
    cost_graph.node.add(name="_SINK", id=1, control_input=[0, 0] + [
        ids[node.name] for node in nodes if node.name not in consumed])
    for node in nodes:
        begin, end = timings.get(node.name, (0, 0))
        entry = cost_graph.node.add(name=node.name, device=node.device, id=ids[node.name],
                                    compute_cost=(end - begin) // 1000)
        for name in node.input:
            if name[0] != "^":
                op_name, _, port = name.partition(":")
                entry.input_info.add(preceding_node=ids[op_name], preceding_port=int(port or 0))
        entry.control_input.extend(
            sorted(ids[name[1:]] for name in node.input if name[0] == "^") if node.input else [0])
        sources = [values.get(t) for t in node.sources]
        for tensor in node.outputs:
            value = values.get(tensor)
            info = _output_info(node, tensor, value, sources)
            entry.output_info.append(info)
            if info.alias_input_port < 0 and (node.op == "Const" or
                                              isinstance(value, VariableSlot)):
                entry.persistent_memory_size = info.size  # a constant's or variable's buffer


def _output_info(node, tensor, value, sources):
    """What the cost graph says of one output: its dtype and shape as it ran, its bytes (none
    for an ``_Arg``, whose buffer the caller owns) and which input it passes on, if any."""
    array = value.value if isinstance(value, VariableSlot) else value
    dtype = tensor.dtype.base_dtype if node.op == "_Arg" else tensor.dtype
    if not isinstance(array, (np.ndarray, np.generic)):  # not computed here (inside a loop)
        dims = tensor.shape.as_list() if tensor.shape.dims is not None else None
        shape = {"unknown_rank": True} if dims is None else \
            {"dim": [{"size": -1 if d is None else d} for d in dims]}
        return CostGraphDef.Node.OutputInfo(alias_input_port=-1, shape=shape,
                                            dtype=dtype.as_datatype_enum)
    # TF's strings are 24-byte records, numpy's object arrays hold 8-byte pointers.
    size = 0 if node.op == "_Arg" else \
        np.size(array) * (24 if dtype.base_dtype.name == "string" else np.asarray(array).itemsize)
    alias = next((i for i, source in enumerate(sources) if source is value or _same_buffer(
        source.value if isinstance(source, VariableSlot) else source, array)), -1)
    return CostGraphDef.Node.OutputInfo(
        size=size, alias_input_port=alias,
        shape={"dim": [{"size": d} for d in np.shape(array)]}, dtype=dtype.as_datatype_enum)


def _same_buffer(source, array):
    """True when ``array`` is ``source`` or a view of its memory (an Identity, a Reshape)."""
    return source is array or (isinstance(source, np.ndarray) and isinstance(array, np.ndarray)
                                and np.may_share_memory(source, array))
