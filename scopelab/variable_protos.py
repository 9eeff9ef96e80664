"""A variable as a protocol buffer: ``VariableDef``, ``SaveSliceInfo`` and the name-scope rules
of exporting and importing them.

Mirrors ``RefVariable.to_proto`` / ``_init_from_proto`` and ``Variable.SaveSliceInfo`` of TF's
``variables.py``, with ``strip_name_scope`` / ``prepend_name_scope`` of ``ops.py``. A
``VariableDef`` (what a meta graph stores for each variable) names the variable's ops:
``v:0``, ``v/Assign``, ``v/read:0``, ``v/initial_value:0``. ``export_scope`` strips a leading
scope from those names (a variable outside it is not exported: None); ``import_scope``
prepends one. A slice of a partitioned variable also carries its ``SaveSliceInfo``: the whole
variable's name and shape and where the slice sits in it, which a Saver writes as the
slice's ``spec`` (``"5 2 3,2:0,2"``: the full shape, then ``offset,length`` per axis).
The messages are TensorBoard's copies of TF's (``summary/protos.py``), loaded on first use.

>>> info = SaveSliceInfo("emb", [5, 2], [3, 0], [2, 2])
>>> info.spec, SaveSliceInfo.from_spec(info.spec).var_offset
('5 2 3,2:0,2', [3, 0])
>>> strip_name_scope("outer/v/read:0", "outer"), prepend_name_scope("v/Assign", "inner/")
('v/read:0', 'inner/v/Assign')
"""
import re


def strip_name_scope(name, export_scope):
    """``name`` without a leading ``export_scope/`` (also after ``^`` or ``loc:@``)."""
    if not export_scope:
        return name
    scope = export_scope[:-1] if export_scope.endswith("/") else export_scope
    return re.sub(r"([\^]|loc:@|^)" + scope + r"[\/]+(.*)", r"\1\2", name, count=1)


def prepend_name_scope(name, import_scope):
    """``name`` under ``import_scope/`` (after a leading ``^`` or ``loc:@``)."""
    if not import_scope:
        return name
    scope = import_scope[:-1] if import_scope.endswith("/") else import_scope
    return re.sub(r"([\^]|loc:@|^)(.*)", r"\1" + scope + r"/\2", name)


def _messages():
    from .summary.protos import proto_module  # TensorBoard's messages: loaded when needed
    return proto_module("variable_pb2")


class SaveSliceInfo:
    """Which slice of which whole variable a variable is (``Variable.SaveSliceInfo``)."""

    def __init__(self, full_name=None, full_shape=None, var_offset=None, var_shape=None,
                 save_slice_info_def=None, import_scope=None):
        if save_slice_info_def:
            full_name = prepend_name_scope(save_slice_info_def.full_name, import_scope)
            full_shape = list(save_slice_info_def.full_shape)
            var_offset = list(save_slice_info_def.var_offset)
            var_shape = list(save_slice_info_def.var_shape)
        self.full_name, self.full_shape = full_name, full_shape
        self.var_offset, self.var_shape = var_offset, var_shape

    @property
    def spec(self):
        """How ``SaveV2`` names the slice: the full shape, then ``offset,length`` per axis."""
        return " ".join("%d" % d for d in self.full_shape) + " " + ":".join(
            "%d,%d" % pair for pair in zip(self.var_offset, self.var_shape))

    @classmethod
    def from_spec(cls, spec):
        """The SaveSliceInfo (without a name) that ``spec`` describes; TF's ValueErrors for a
        malformed one."""
        if not spec:
            return cls()
        if " " not in spec:
            raise ValueError("Spec string must contain space-separated full_shape info.")
        full_text, slice_text = spec.rsplit(" ", 1)
        full_shape = [_integer(d, "Spec string full_shape must be a sequence of integers. "
                               "Found '%s', which is not an integer.") for d in full_text.split()]
        var_offset, var_shape = [], []
        for pair in slice_text.split(":"):
            if pair.count(",") != 1:
                raise ValueError("Spec string must contain comma-separated pairs of offsets and "
                                 "shapes.")
            offset, length = pair.split(",")
            var_offset.append(_integer(offset, "Spec string var_offset must be an integer. "
                                       "Found '%s', which is not an integer."))
            var_shape.append(_integer(length, "Spec string var_shape must be an integer. "
                                      "Found '%s', which is not an integer."))
        return cls(full_shape=full_shape, var_offset=var_offset, var_shape=var_shape)

    def to_proto(self, export_scope=None):
        """A ``SaveSliceInfoDef``, or None if the whole variable is outside ``export_scope``."""
        if export_scope is not None and not self.full_name.startswith(export_scope):
            return None
        return _messages().SaveSliceInfoDef(
            full_name=strip_name_scope(self.full_name, export_scope),
            full_shape=self.full_shape, var_offset=self.var_offset, var_shape=self.var_shape)


def _integer(text, message):
    try:
        return int(text)
    except ValueError:
        raise ValueError(message % text) from None


def variable_def(variable, export_scope=None):
    """The ``VariableDef`` of a reference variable, or None outside ``export_scope``."""
    if export_scope is not None and not variable.name.startswith(export_scope):
        return None
    strip = lambda name: strip_name_scope(name, export_scope)  # noqa: E731
    message = _messages().VariableDef(
        variable_name=strip(variable.name), initializer_name=strip(variable.initializer.name),
        snapshot_name=strip(variable.value().name), trainable=variable.trainable,
        synchronization=variable.synchronization.value, aggregation=variable.aggregation.value)
    if variable.initial_value is not None:  # absent when the variable came from an old proto
        message.initial_value_name = strip(variable.initial_value.name)
    info = variable._get_save_slice_info()
    if info is not None:
        message.save_slice_info_def.MergeFrom(info.to_proto(export_scope))
    return message
