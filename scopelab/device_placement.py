"""Placement: the devices a session has, which op may run where, and what
``ConfigProto(log_device_placement=True)`` prints.

Mirrors ``tensorflow/core/common_runtime/placer.cc`` and ``direct_session.cc``. A session has
``device_count["CPU"]`` CPU devices (one by default), ``/job:localhost/replica:0/task:0/
device:CPU:<i>``, and no GPU; ``Session.list_devices()`` lists them as TF's
``_DeviceAttributes``. An op built under ``tf.device(...)`` must name one of them: another job,
replica or task, another device type or a CPU index past the count fails with TF's
``InvalidArgumentError`` "Cannot assign a device for operation ...". With
``allow_soft_placement`` a wrong device type or index is forgiven (the op runs on the CPU), a
wrong job, replica or task is not. scopelab runs every op on the CPU either way.

When TF's placer runs:

- a ``tf.Session`` places its whole graph on the first run, and again (all of it) on the first
  run after ops were added: an op on a missing device fails every run, whatever is fetched;
- a ``tf.InteractiveSession`` (``place_pruned_graph``) places, for each new set of feeds,
  fetches and targets, only the ops that run needs, with an ``_Arg`` op per fed tensor (which
  replaces the placeholder) and a ``_Retval`` op per fetched tensor, both sorted by name;
- ops are visited in creation order, but *generators* (no inputs, one output that is not a
  reference, e.g. Const and Placeholder) wait for a second pass, so that they can follow their
  consumer's device.

With ``log_device_placement`` TF prints a line per placed op on stdout, and again on stderr
through its C++ log, after ``Device mapping: no known devices.`` (when the session is made).
The C++ log lines are hidden when the environment sets ``TF_CPP_MIN_LOG_LEVEL`` to 1 or more,
as in TF. Left out: colocation constraints and their errors.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     c = tf.add(tf.constant(1.0, name="a"), 2.0, name="c")
...     with tf.device("/gpu:0"):
...         d = tf.identity(c, name="d")
>>> print("\\n".join(placement_lines(g.get_operations())))
c: (AddV2): /job:localhost/replica:0/task:0/device:CPU:0
d: (Identity): /job:localhost/replica:0/task:0/device:CPU:0
a: (Const): /job:localhost/replica:0/task:0/device:CPU:0
c/y: (Const): /job:localhost/replica:0/task:0/device:CPU:0
>>> print(placement_error(g.get_operations(), 1, soft=False).splitlines()[0][:60])
Cannot assign a device for operation d: {{node d}} was expli
"""
import os
import random
import sys
import threading
import time

from .device import DeviceSpecV2, canonical_name

CPU = "/job:localhost/replica:0/task:0/device:CPU:0"
_CPU_PREFIX = CPU[:-1]
MEMORY_LIMIT = 268435456  # what TF reports for a CPU device: 256 MiB


class _DeviceAttributes:
    """TF's record of one device (``Session.list_devices()``): its canonical name, type, memory
    limit in bytes and incarnation (a random number that changes when the device restarts)."""

    def __init__(self, name, device_type, memory_limit_bytes, incarnation):
        self._name = canonical_name(name)
        self._device_type = device_type
        self._memory_limit_bytes = memory_limit_bytes
        self._incarnation = incarnation

    name = property(lambda self: self._name)
    device_type = property(lambda self: self._device_type)
    memory_limit_bytes = property(lambda self: self._memory_limit_bytes)
    incarnation = property(lambda self: self._incarnation)

    def __repr__(self):
        return "_DeviceAttributes(%s, %s, %d, %d)" % (
            self.name, self.device_type, self.memory_limit_bytes, self.incarnation)


def session_devices(cpu_count):
    """The devices of a new session: ``cpu_count`` CPUs, each with its incarnation."""
    return [_DeviceAttributes(_CPU_PREFIX + str(i), "CPU", MEMORY_LIMIT,
                              random.getrandbits(64) - 2 ** 63) for i in range(cpu_count)]


def placement_error(ops, cpu_count, soft):
    """TF's message for the first of ``ops`` (in placement order) whose device the session
    does not have, or None."""
    requested = [op for op in ops if op.device]  # most graphs: none
    for op in sorted(requested, key=is_generator):  # stable: creation order in each pass
        spec = DeviceSpecV2.from_string(op.device)
        if not _has_device(spec, cpu_count, soft):
            available = ", ".join(_CPU_PREFIX + str(i) for i in range(cpu_count))
            gpu = " The requested device appears to be a GPU, but CUDA is not enabled." \
                if spec.device_type == "GPU" else ""
            return ("Cannot assign a device for operation %s: {{node %s}} was explicitly "
                    "assigned to %s but available devices are [ %s ]. Make sure the device "
                    "specification refers to a valid device.%s\n\t [[%s]]"
                    % (op.name, op.name, op.device, available, gpu, op.name))
    return None


def _has_device(spec, cpu_count, soft):
    """Whether the session has a device matching ``spec`` (a DeviceSpec; unset fields match
    any); ``soft`` forgives the type and the index."""
    if spec.job not in (None, "localhost") or spec.replica not in (None, 0) or \
            spec.task not in (None, 0):
        return False
    if soft:
        return True
    index = spec.device_index
    return spec.device_type in (None, "CPU") and (index is None or index < cpu_count)


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
