"""Device names: what ``tf.device("/gpu:1")`` records on the ops built inside it.

Mirrors ``tensorflow/python/framework/device_spec.py`` in small. scopelab runs every op on the
CPU; it keeps the requested device so that graphs, GraphDefs and multi-tower code read as in
TF. A device name has up to five fields, job, replica, task, device type and index, written in
TF's canonical form "/job:ps/replica:0/task:0/device:CPU:0" (only the fields that are set).
How ``tf.device`` blocks and device functions combine is in ``Graph._apply_devices``.
Left out: placement (see ``device_placement.py``).

>>> merge_device("/job:ps", "/gpu:1")
'/job:ps/device:GPU:1'
"""


def merge_device(outer, spec):
    """``spec`` ("/gpu:1", "/job:ps/cpu:0", "/device:CPU:0") over ``outer``, in TF's canonical
    form (the fields ``spec`` sets win)."""
    parts = device_parts(outer)
    parts.update(device_parts(spec))
    return device_string(parts)


def device_string(parts):
    """The canonical name of the fields in ``parts`` (see ``device_parts``)."""
    out = "".join("/%s:%s" % (key, parts[key]) for key in ("job", "replica", "task")
                  if key in parts)
    if "type" in parts:
        out += "/device:%s:%s" % (parts["type"], parts.get("index", "*"))
    return out


def device_parts(spec):
    """The fields a device name sets: job, replica, task, type (upper case) and index."""
    parts = {}
    for piece in filter(None, spec.split("/")):
        fields = piece.split(":")
        if fields[0] in ("job", "replica", "task"):
            parts[fields[0]] = fields[1]
        else:
            if fields[0] == "device":
                fields = fields[1:]
            parts["type"] = fields[0].upper()
            if len(fields) > 1:
                parts["index"] = fields[1]
    return parts
