"""``tf.ConfigProto``, ``tf.GPUOptions``, ``tf.RunOptions``...: the settings a session takes.

Mirrors the protocol buffers of ``tensorflow/core/protobuf/config.proto`` as plain Python
objects: TF's field names and defaults, nested messages (``config.gpu_options.allow_growth``),
the ``device_count`` map, keyword construction (a nested message may be given as a dict), and
protobuf's errors for unknown fields, wrong types and assignment to a message field. ``str()``
prints protobuf's text format, listing only the fields that were set.

scopelab runs every op on the CPU and in one thread, so most fields change nothing; a session
honours ``log_device_placement`` (see ``session.py``). Left out: binary serialization, fields
of cluster and RPC setups, ``experimental`` sub-messages, filling ``RunMetadata`` (step stats).

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
import numbers
import operator

_INT_RANGES = {"int32": (-2 ** 31, 2 ** 31 - 1), "int64": (-2 ** 63, 2 ** 63 - 1)}
_ZERO = {"bool": False, "int32": 0, "int64": 0, "double": 0.0, "string": ""}


def _check_int(field, value, bits):
    if isinstance(value, bool):
        raise TypeError("Field %s: Expected an int, got a boolean." % field)
    value = operator.index(value)  # "'str' object cannot be interpreted as an integer"
    low, high = _INT_RANGES[bits]
    if not low <= value <= high:
        raise ValueError("Value out of range: %d" % value)
    return value


def _checked(message, name, kind, value):
    """``value`` as field ``name`` of ``kind`` stores it, or protobuf's error."""
    field = "%s.%s" % (message.full_name, name)
    if isinstance(kind, dict):  # an enum: a label or any int32 (proto3 enums are open)
        if isinstance(value, str):
            if value not in kind:
                raise ValueError('unknown enum label "%s"' % value)
            return kind[value]
        return _check_int(field, value, "int32")
    if kind == "bool":
        return bool(operator.index(value))
    if kind in _INT_RANGES:
        return _check_int(field, value, kind)
    if kind == "double":
        if not isinstance(value, numbers.Real):
            raise TypeError("must be real number, not %s" % type(value).__name__)
        return float(value)
    if not isinstance(value, (str, bytes)):
        raise TypeError("bad argument type for built-in operation")
    return value.decode("utf-8") if isinstance(value, bytes) else value


class DeviceCount(dict):
    """The ``device_count`` map (device type -> count); a missing key reads as 0 and is then
    present, as in protobuf."""

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError("bad argument type for built-in operation")
        super().__setitem__(key, _check_int("device_count", value, "int32"))

    def __missing__(self, key):
        self[key] = 0
        return 0


def _text_value(kind, value):
    if kind == "bool":
        return "true" if value else "false"
    if kind == "double":
        short = "%.15g" % value
        return short if float(short) == value else "%.17g" % value
    if kind == "string":  # C escapes for quotes and control characters; UTF-8 as it is
        escapes = {"\n": "\\n", "\r": "\\r", "\t": "\\t", '"': '\\"', "'": "\\'",
                   "\\": "\\\\"}
        return '"%s"' % "".join(
            escapes.get(c) or ("\\%03o" % ord(c) if ord(c) < 32 or c == "\x7f" else c)
            for c in value)
    if isinstance(kind, dict):
        return next((label for label, number in kind.items() if number == value), str(value))
    return str(value)


class Message:
    """A protocol-buffer-like message. Subclasses list ``FIELDS``, ``(name, kind)`` in field
    number order; a kind is a scalar type name, an enum dict, a Message subclass, "map" or
    "repeated"."""
    FIELDS = ()

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("No positional arguments allowed")
        kinds = dict(self.FIELDS)
        object.__setattr__(self, "_values", {})
        object.__setattr__(self, "_present", False)
        object.__setattr__(self, "_parent", None)
        for name, value in kwargs.items():
            kind = kinds.get(name)
            if kind is None:
                raise ValueError('Protocol message %s has no "%s" field.'
                                 % (type(self).__name__, name))
            if isinstance(kind, type):
                if isinstance(value, dict):
                    value = kind(**value)
                elif not isinstance(value, kind):
                    raise TypeError("Parameter to initialize message field must be dict or "
                                    "instance of same class: expected %s got %s."
                                    % (kind, type(value)))
                getattr(self, name).MergeFrom(value)
                getattr(self, name)._mark_present()
            elif kind == "map":
                for key, count in dict(value).items():
                    self.device_count[key] = count
            elif kind == "repeated":
                getattr(self, name).extend(value)
            else:
                setattr(self, name, value)

    full_name = property(lambda self: "tensorflow." + type(self).__name__)

    def __getattr__(self, name):
        kind = dict(self.FIELDS).get(name)
        if kind is None:
            raise AttributeError(name)
        values = self._values
        if name not in values:
            if isinstance(kind, type):
                values[name] = kind()
                object.__setattr__(values[name], "_parent", self)
            elif kind in ("map", "repeated"):
                values[name] = DeviceCount() if kind == "map" else []
            else:
                return 0 if isinstance(kind, dict) else _ZERO[kind]
        return values[name]

    def __setattr__(self, name, value):
        kind = dict(self.FIELDS).get(name)
        if kind is None:
            raise AttributeError('Protocol message %s has no "%s" field.'
                                 % (type(self).__name__, name))
        if isinstance(kind, type):
            raise AttributeError('Assignment not allowed to message field "%s" in protocol '
                                 "message object." % name)
        if kind in ("map", "repeated"):
            raise AttributeError('Assignment not allowed to map, or repeated field "%s" in '
                                 "protocol message object." % name)
        self._values[name] = _checked(self, name, kind, value)
        self._mark_present()

    def _mark_present(self):
        message = self
        while message is not None:
            object.__setattr__(message, "_present", True)
            message = message._parent

    def _set_fields(self):
        """(name, kind, value) of the fields the text format shows, in field number order."""
        for name, kind in self.FIELDS:
            value = self._values.get(name)
            if value is None:
                continue
            if isinstance(kind, type):
                shown = value._present
            elif kind in ("map", "repeated"):
                shown = len(value) > 0
            else:
                shown = value != (0 if isinstance(kind, dict) else _ZERO[kind])
            if shown:
                yield name, kind, value

    def _text(self, indent):
        lines = []
        for name, kind, value in self._set_fields():
            if isinstance(kind, type):
                lines += ["%s%s {" % (indent, name)] + value._text(indent + "  ") + \
                    [indent + "}"]
            elif kind == "map":
                for key, count in value.items():
                    lines += ["%s%s {" % (indent, name), '%s  key: %s' % (
                        indent, _text_value("string", key)), "%s  value: %d" % (indent, count),
                        indent + "}"]
            elif kind == "repeated":
                lines += ["%s%s: %s" % (indent, name, _text_value("string", item))
                          for item in value]
            else:
                lines.append("%s%s: %s" % (indent, name, _text_value(kind, value)))
        return lines

    def __str__(self):
        return "".join(line + "\n" for line in self._text(""))

    __repr__ = __str__

    def __eq__(self, other):
        return type(other) is type(self) and str(other) == str(self)

    __hash__ = None  # mutable, as protobuf messages: "unhashable type: 'ConfigProto'"

    def HasField(self, name):  # noqa: N802 - protobuf's method names
        kind = dict(self.FIELDS).get(name)
        if kind is None:
            raise ValueError('Protocol message %s has no "%s" field.'
                             % (type(self).__name__, name))
        if not isinstance(kind, type):
            raise ValueError("Field %s.%s does not have presence." % (self.full_name, name))
        return name in self._values and self._values[name]._present

    def ClearField(self, name):  # noqa: N802
        self._values.pop(name, None)

    def MergeFrom(self, other):  # noqa: N802
        """Copies the fields set in ``other`` (merging nested messages and maps)."""
        if type(other) is not type(self):
            raise TypeError("Parameter to MergeFrom() must be instance of same class: expected "
                            "%s got %s." % (type(self), type(other)))
        for name, kind, value in other._set_fields():
            if isinstance(kind, type):
                getattr(self, name).MergeFrom(value)
            elif kind == "map":
                getattr(self, name).update(value)
            elif kind == "repeated":
                getattr(self, name).extend(value)
            else:
                setattr(self, name, value)
        if other._present:
            self._mark_present()

    def CopyFrom(self, other):  # noqa: N802
        if type(other) is not type(self):
            raise TypeError("Parameter to CopyFrom() must be instance of same class: expected "
                            "%s got %s." % (type(self), type(other)))
        self._values.clear()
        self.MergeFrom(other)


class GPUOptions(Message):
    """How a session uses GPU memory (nothing to do here: scopelab runs on the CPU)."""
    FIELDS = (("per_process_gpu_memory_fraction", "double"), ("allocator_type", "string"),
              ("deferred_deletion_bytes", "int64"), ("allow_growth", "bool"),
              ("visible_device_list", "string"), ("polling_active_delay_usecs", "int32"),
              ("polling_inactive_delay_msecs", "int32"), ("force_gpu_compatible", "bool"))


class OptimizerOptions(Message):
    """Graph optimizations TF's runtime applies (``opt_level``, JIT)."""
    L1, L0 = 0, -1
    DEFAULT, OFF, ON_1, ON_2 = 0, -1, 1, 2
    FIELDS = (("do_common_subexpression_elimination", "bool"), ("do_constant_folding", "bool"),
              ("opt_level", {"L1": L1, "L0": L0}), ("do_function_inlining", "bool"),
              ("global_jit_level", {"DEFAULT": DEFAULT, "OFF": OFF, "ON_1": ON_1,
                                    "ON_2": ON_2}),
              ("max_folded_constant_in_bytes", "int64"), ("cpu_global_jit", "bool"))


class GraphOptions(Message):
    FIELDS = (("enable_recv_scheduling", "bool"), ("optimizer_options", OptimizerOptions),
              ("build_cost_model", "int64"), ("infer_shapes", "bool"),
              ("place_pruned_graph", "bool"), ("enable_bfloat16_sendrecv", "bool"),
              ("timeline_step", "int32"), ("build_cost_model_after", "int64"))


class ConfigProto(Message):
    """A session's configuration: ``tf.Session(config=tf.ConfigProto(...))``."""
    FIELDS = (("device_count", "map"), ("intra_op_parallelism_threads", "int32"),
              ("placement_period", "int32"), ("device_filters", "repeated"),
              ("inter_op_parallelism_threads", "int32"), ("gpu_options", GPUOptions),
              ("allow_soft_placement", "bool"), ("log_device_placement", "bool"),
              ("use_per_session_threads", "bool"), ("graph_options", GraphOptions),
              ("operation_timeout_in_ms", "int64"), ("isolate_session_state", "bool"),
              ("share_cluster_devices_in_session", "bool"))


class RunOptions(Message):
    """Options of one ``sess.run(..., options=...)`` call: tracing, a timeout."""
    NO_TRACE, SOFTWARE_TRACE, HARDWARE_TRACE, FULL_TRACE = 0, 1, 2, 3
    FIELDS = (("trace_level", {"NO_TRACE": 0, "SOFTWARE_TRACE": 1, "HARDWARE_TRACE": 2,
                               "FULL_TRACE": 3}),
              ("timeout_in_ms", "int64"), ("inter_op_thread_pool", "int32"),
              ("output_partition_graphs", "bool"),
              ("report_tensor_allocations_upon_oom", "bool"))


class StepStats(Message):
    """Per-device timings of a traced run (``dev_stats``), left empty by scopelab."""
    FIELDS = (("dev_stats", "repeated"),)


class RunMetadata(Message):
    """What a traced ``sess.run(..., run_metadata=...)`` reports back."""
    FIELDS = (("step_stats", StepStats), ("partition_graphs", "repeated"))
