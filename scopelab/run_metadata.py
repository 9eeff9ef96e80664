"""What a traced run reports in ``tf.RunMetadata``: step stats and partition graphs.

Mirrors what TF's ``DirectSession`` collects when ``sess.run`` gets a ``run_metadata`` and
``RunOptions`` asking for it (``session_config.py`` declares the messages):

- ``trace_level`` above ``NO_TRACE``: ``step_stats.dev_stats`` holds one ``DeviceStepStats``
  for the CPU with a ``NodeExecStats`` per node of the run, in the order TF's executor runs
  them: ``_SOURCE``, the nodes with nothing to wait for, an ``_arg_<op>_<index>_<i>`` node
  per fed tensor, the other nodes, a ``_retval_<op>_<index>_<i>`` node per fetched tensor
  (fed and fetched tensors numbered in name order, as TF sorts them). Each has its start time,
  its duration and a ``timeline_label`` ("b = Mul(a, b/y)");
- ``output_partition_graphs``: ``partition_graphs`` holds the graph the run placed on the
  CPU as a GraphDef: the pruned graph, with fed tensors read from ``_Arg`` nodes and fetched
  ones handed to ``_Retval`` nodes.

Values the plan knows before it runs (constants) and ops that graph optimization skips take
no time. Left out: memory and output records, one record per iteration of a while loop (its
ops are listed once, without times), the Const nodes TF's constant folding adds.
"""
import copy
import threading
import time

from .device_placement import CPU
from .core.executor import execute, pruned_order, run_steps
from .graph_def import GraphDef, NodeDef


def traced_execute(plan, feeds, options, run_metadata):
    """Runs ``plan`` as ``execute`` does, filling ``run_metadata`` as ``options`` ask."""
    timings = {}
    traced = copy.copy(plan)
    traced.steps = [step._replace(kernel=_timed(step.kernel, timings)) for step in plan.steps]
    if not plan.has_control_flow:
        traced.run = run_steps  # each step timed, none taken from a memo
    start = time.time_ns()
    values = execute(traced, feeds)
    end = time.time_ns()
    nodes = _run_nodes(plan, feeds)
    if options.trace_level:
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
        run_metadata.partition_graphs.append(GraphDef.of_nodes(nodes))
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
        if op.type == "While":  # a loop stands for its ops
            ops += sorted(op.ops, key=lambda o: o._id)
        else:
            ops.append(op)
    waiting = [op for op in ops if op.inputs or op.control_inputs]
    nodes = [_graph_node(op, args) for op in ops if not (op.inputs or op.control_inputs)]
    nodes += [_RunNode(name, "_Arg", [], {"index": i, "T": t.dtype.base_dtype})
              for i, (t, name) in enumerate(args.items())]
    nodes += [_graph_node(op, args) for op in waiting]
    fetched = sorted(plan.fetches, key=lambda t: t.name)
    nodes += [_RunNode("_retval_%s_%d_%d" % (t.op.name, t.value_index, i), "_Retval",
                       [_input_name(t, args)], {"index": i, "T": t.dtype.base_dtype})
              for i, t in enumerate(fetched)]
    return nodes


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
    return node


class _RunNode(NodeDef):
    """A node the runtime adds to the graph it runs: ``_SOURCE``, ``_Arg``, ``_Retval``."""

    def __init__(self, name, op_type, inputs, attrs):
        self.name, self.op, self.input = name, op_type, inputs
        self.device, self.experimental_type = CPU, None
        self.attr = dict(attrs, _XlaHasReferenceVars=False)
