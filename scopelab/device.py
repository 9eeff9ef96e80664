"""Device names: ``tf.DeviceSpec``, and what ``tf.device("/gpu:1")`` records on the ops inside.

Mirrors ``tensorflow/python/framework/device_spec.py`` and ``device.py``. scopelab runs every op
on the CPU; it keeps the requested device so that graphs, GraphDefs and multi-tower code read as
in TF. A device name has up to five fields, job, replica, task, device type and index, written
in TF's canonical form "/job:ps/replica:0/task:0/device:CPU:0" (only the fields that are set;
an index of "*" is no index, so "/device:GPU:*" names a type only).

``DeviceSpecV2`` is the immutable spec; ``DeviceSpecV1`` (``tf.DeviceSpec`` in TF1) adds setters
and ``merge_from``. ``merge_device(spec)`` is the device function a ``tf.device`` block of a
name stands for: it fills in the fields the op's device leaves unset, so an inner block wins
field by field. How blocks and device functions combine is in ``Graph._apply_devices``.
Left out: placement (see ``device_placement.py``), pluggable device types.

>>> spec = DeviceSpec.from_string("/job:ps/gpu:1")
>>> spec.to_string(), spec.device_type, spec.device_index
('/job:ps/device:GPU:1', 'GPU', 1)
>>> DeviceSpec.from_string("/job:worker").make_merged_spec(spec).to_string()
'/job:ps/device:GPU:1'
"""
import functools

# The device types a bare "gpu:0" piece may name (TF adds the pluggable ones it finds).
_VALID_DEVICE_TYPES = frozenset({"CPU", "GPU", "TPU", "CUSTOM", "EPU"})


def _as_str_or_none(value):
    return None if value is None else str(value)


def _as_int_or_none(value):
    return None if value is None else int(value)


def _as_device_type_or_none(device_type):
    # Only the two common lower-case spellings are upper-cased, as TF does.
    return device_type.upper() if device_type in ("cpu", "gpu") else _as_str_or_none(device_type)


@functools.lru_cache(maxsize=None)
def _string_to_components(spec):
    """(job, replica, task, device type, index) of a device name; None for unset fields."""
    job = replica = task = device_type = device_index = None
    for piece in (spec or "").split("/"):
        fields = piece.split(":")
        if fields[0] == "":
            continue
        if len(fields) == 2 and fields[0] == "job":
            job = fields[1]
        elif len(fields) == 2 and fields[0] == "replica":
            replica = fields[1]
        elif len(fields) == 2 and fields[0] == "task":
            task = fields[1]
        elif len(fields) in (1, 2) and fields[0].upper() in _VALID_DEVICE_TYPES or \
                len(fields) == 3 and fields[0] == "device":
            if device_type is not None:
                raise ValueError("Multiple device types are not allowed while parsing the "
                                 "device spec: %s." % spec)
            # "/gpu:0" names its type in the first field, "/device:GPU:0" in the second.
            device_type = fields[0].upper() if len(fields) < 3 else fields[1]
            if len(fields) > 1 and fields[-1] != "*":
                device_index = int(fields[-1])
        else:
            raise ValueError("Unknown attribute '%s' is encountered while parsing the device "
                             "spec: '%s'." % (fields[0], spec))
    return job, replica, task, device_type, device_index


class DeviceSpecV2:
    """A device: ``job``, ``replica``, ``task``, ``device_type``, ``device_index`` (None if
    unset), read-only; ``to_string()`` is its canonical name."""

    __slots__ = ("_job", "_replica", "_task", "_device_type", "_device_index", "_as_string",
                 "_hash")

    def __init__(self, job=None, replica=None, task=None, device_type=None, device_index=None):
        self._job = _as_str_or_none(job)
        self._replica = _as_int_or_none(replica)
        self._task = _as_int_or_none(task)
        self._device_type = _as_device_type_or_none(device_type)
        self._device_index = _as_int_or_none(device_index)
        self._as_string = self._name()
        self._hash = hash(self._as_string)

    def _name(self):
        out = "".join("/%s:%s" % (field, value) for field, value in (
            ("job", self._job), ("replica", self._replica), ("task", self._task))
            if value is not None)
        if self._device_type is not None:
            index = "*" if self._device_index is None else self._device_index
            out += "/device:%s:%s" % (self._device_type, index)
        return out

    def to_string(self):
        return self._as_string

    @classmethod
    def from_string(cls, spec):
        return cls(*_string_to_components(spec))

    def parse_from_string(self, spec):
        return self.from_string(spec)

    def _combined(self, dev):
        """The fields of ``dev``, and this spec's where ``dev`` leaves them unset."""
        return tuple(theirs if theirs is not None else mine for theirs, mine in zip(
            (dev.job, dev.replica, dev.task, dev.device_type, dev.device_index),
            (self.job, self.replica, self.task, self.device_type, self.device_index)))

    def make_merged_spec(self, dev):
        """A new spec: ``dev``'s fields over this one's."""
        return self.__class__(*self._combined(dev))

    def replace(self, **kwargs):
        fields = dict(job=self.job, replica=self.replica, task=self.task,
                      device_type=self.device_type, device_index=self.device_index)
        fields.update(kwargs)
        return self.__class__(**fields)

    job = property(lambda self: self._job)
    replica = property(lambda self: self._replica)
    task = property(lambda self: self._task)
    device_type = property(lambda self: self._device_type)
    device_index = property(lambda self: self._device_index)

    def __eq__(self, other):
        return isinstance(other, self.__class__) and self.to_string() == other.to_string()

    def __hash__(self):
        return self._hash

    def __repr__(self):
        return ("<DeviceSpec(job=%s, replica=%s, task=%s, device_type=%s, device_index=%s)>"
                % (self.job, self.replica, self.task, self.device_type, self.device_index))


def _field_setter(field, convert):
    def set_field(self, value):
        setattr(self, field, convert(value))
        self._as_string = self._hash = None  # the name is made again when asked for
    return set_field


class DeviceSpecV1(DeviceSpecV2):
    """TF1's ``tf.DeviceSpec``: a DeviceSpecV2 whose fields can be set, and that can
    ``parse_from_string`` and ``merge_from`` in place."""

    __slots__ = ()

    job = DeviceSpecV2.job.setter(_field_setter("_job", _as_str_or_none))
    replica = DeviceSpecV2.replica.setter(_field_setter("_replica", _as_int_or_none))
    task = DeviceSpecV2.task.setter(_field_setter("_task", _as_int_or_none))
    device_type = DeviceSpecV2.device_type.setter(
        _field_setter("_device_type", _as_device_type_or_none))
    device_index = DeviceSpecV2.device_index.setter(
        _field_setter("_device_index", _as_int_or_none))

    def to_string(self):
        if self._as_string is None:
            self._as_string = self._name()
        return self._as_string

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(self.to_string())
        return self._hash

    def parse_from_string(self, spec):
        (self.job, self.replica, self.task, self.device_type,
         self.device_index) = _string_to_components(spec)
        return self

    def merge_from(self, dev):
        """Sets the fields ``dev`` sets (the others keep their value)."""
        (self.job, self.replica, self.task, self.device_type,
         self.device_index) = self._combined(dev)


DeviceSpec = DeviceSpecV1  # scopelab is TF1: tf.DeviceSpec is the mutable spec


def check_valid(spec):
    """Raises TF's ValueError if ``spec`` is not a device name."""
    DeviceSpecV2.from_string(spec)


def canonical_name(device):
    """The canonical name of a DeviceSpec or device name ("" for None)."""
    if device is None:
        return ""
    if isinstance(device, DeviceSpecV2):
        return device.to_string()
    return DeviceSpecV2.from_string(device).to_string()


class MergeDevice:
    """A device function that merges a spec under each op's device: the fields the op
    already has win. ``tf.device(name)`` blocks hold one of these."""

    __slots__ = ("_spec", "_merged")

    def __init__(self, spec):
        if isinstance(spec, DeviceSpecV1):
            spec = DeviceSpecV2.from_string(spec.to_string())  # a copy that cannot change
        self._spec = spec if isinstance(spec, DeviceSpecV2) else DeviceSpecV2.from_string(spec)
        # Many ops share few devices: the merged names are kept, as TF's string-merge cache.
        self._merged = {}

    def __call__(self, op):
        return self._spec.make_merged_spec(DeviceSpecV2.from_string(op.device or ""))

    def merged_name(self, device):
        """The canonical name of this spec merged under ``device`` (a name)."""
        name = self._merged.get(device)
        if name is None:
            name = self._merged[device] = self._spec.make_merged_spec(
                DeviceSpecV2.from_string(device)).to_string()
        return name

    @property
    def is_null_merge(self):
        """True for an empty spec, whose merge changes nothing."""
        return not self._spec.to_string()

    def __repr__(self):
        return "<MergeDevice (spec: %s)>" % self._spec.to_string()


_mergers = {}


def merge_device(spec):
    """The device function that merges ``spec`` (a DeviceSpec or a name) into each op's
    device; the innermost block's fields win::

        with tf.device(merge_device("/job:worker")):
            with tf.device(merge_device("/device:GPU:0")):  # ops: /job:worker/device:GPU:0
    """
    if isinstance(spec, MergeDevice):
        return spec
    merger = _mergers.get(spec)
    if merger is None:
        merger = _mergers[spec] = MergeDevice(spec)
    return merger
