"""What ``ConfigProto(log_device_placement=True)`` prints: the device TF's placer gives each op.

Mirrors the logging of ``tensorflow/core/common_runtime/placer.cc`` and ``direct_session.cc``.
scopelab, like TF on a machine without GPUs, has one device, the CPU, so every line reads
``name: (Type): /job:localhost/replica:0/task:0/device:CPU:0``. TF prints these lines on stdout
each time it places a graph, and again on stderr through its C++ log, after
``Device mapping: no known devices.`` (when the session is made). The C++ log lines are hidden
when the environment sets ``TF_CPP_MIN_LOG_LEVEL`` to 1 or more, as in TF.

Which ops, in which order, as TF's placer goes:

- a ``tf.Session`` places its whole graph on the first run, and again (all of it) on the first
  run after ops were added;
- a ``tf.InteractiveSession`` (``place_pruned_graph``) places, for each new set of feeds,
  fetches and targets, only the ops that run needs, with an ``_Arg`` op per fed tensor (which
  replaces the placeholder) and a ``_Retval`` op per fetched tensor, both sorted by name;
- ops are visited in creation order, but *generators* (no inputs, one output that is not a
  reference, e.g. Const and Placeholder) wait for a second pass, so that they can follow their
  consumer's device.

Left out: devices other than the CPU (``tf.device("/gpu:0")`` ops are logged on the CPU, as
with ``allow_soft_placement``), the placement errors TF raises without it.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     c = tf.add(tf.constant(1.0, name="a"), 2.0, name="c")
>>> print("\\n".join(placement_lines(g.get_operations())))
c: (AddV2): /job:localhost/replica:0/task:0/device:CPU:0
a: (Const): /job:localhost/replica:0/task:0/device:CPU:0
c/y: (Const): /job:localhost/replica:0/task:0/device:CPU:0
"""
import os
import sys
import threading
import time

CPU = "/job:localhost/replica:0/task:0/device:CPU:0"


def is_generator(op):
    return not op.inputs and len(op.outputs) == 1 and not op.outputs[0].dtype.is_ref


def placement_lines(ops, fed=(), fetched=()):
    """The placer's lines for ``ops`` (in creation order), plus the ``_Arg``/``_Retval`` ops
    a pruned graph gets for the ``fed`` and ``fetched`` tensors."""
    lines = ["%s: (%s): %s" % (op.name, op.type, CPU) for op in ops if not is_generator(op)]
    lines += ["_arg_%s_%d_%d: (_Arg): %s" % (t.op.name, t.value_index, i, CPU)
              for i, t in enumerate(fed)]
    lines += ["_retval_%s_%d_%d: (_Retval): %s" % (t.op.name, t.value_index, i, CPU)
              for i, t in enumerate(fetched)]
    return lines + ["%s: (%s): %s" % (op.name, op.type, CPU) for op in ops if is_generator(op)]


def pruned_ops(graph, fetches, targets, fed):
    """The ops a run needs, in creation order: a walk back through inputs and control inputs
    from the fetched tensors and target ops, stopped by fed tensors (their ops are left out)."""
    needed, stack = set(), [t.op for t in fetches if t not in fed] + list(targets)
    while stack:
        op = stack.pop()
        if op not in needed:
            needed.add(op)
            stack += [t.op for t in op.inputs if t not in fed] + list(op.control_inputs)
    return [op for op in graph.get_operations() if op in needed]


def cpp_log(message, source):
    """A line of TF's C++ INFO log on stderr (prefix ``I0000 00:00:<seconds> <thread>``), unless
    ``TF_CPP_MIN_LOG_LEVEL`` hides INFO."""
    level = os.environ.get("TF_CPP_MIN_LOG_LEVEL", "0")
    if not level.isdigit() or int(level) < 1:
        sys.stderr.write("I0000 00:00:%.6f %7d %s] %s\n" % (
            time.time(), threading.get_native_id(), source, message))


def log_placement(lines):
    for line in lines:
        print(line)
    sys.stdout.flush()
    for line in lines:
        cpp_log(line, "placer.cc:162")
