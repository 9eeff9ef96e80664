"""TF's op definitions (``OpDef``): what each op type takes, gives and is configured by.

Mirrors ``tensorflow/python/framework/op_def_registry.py``. An OpDef lists an op type's input
and output arguments and its attributes. Each argument has a name and a type, written as TF's
``REGISTER_OP`` writes it: a fixed dtype (``pred: DT_BOOL``), the type an attribute holds
(``x: T``), N tensors of one type (``values: N * T``), a list of types (``output:
Toutput_types``), or a reference to a variable (``ref: Ref(dtype)``). TF fills its registry
from C++; scopelab reads ``data/op_defs.txt``, recorded from TF 2.21 for the op types scopelab
builds (tests/record_op_defs.py), one line per op type:
``name | inputs | outputs | attributes | flags``. ``op.op_def`` and ``from_node_def`` read it.
Left out: the documentation.

>>> op_def = get("ConcatV2")
>>> [(a.name, a.number_attr, a.type_attr) for a in op_def.input_arg]
[('values', 'N', 'T'), ('axis', '', 'Tidx')]
>>> [(a.name, a.type, a.minimum) for a in op_def.attr]
[('N', 'int', 2), ('T', 'type', 0), ('Tidx', 'type', 0)]
"""
import functools
import os
import socket

from . import dtypes

OP_DEFS_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "op_defs.txt")


class ArgDef:
    """One input or output argument: its ``name`` and what says its type (``type``, a DataType
    number, or the attribute in ``type_attr`` / ``type_list_attr``, ``number_attr`` times)."""

    def __init__(self, text, attr_types):
        self.name, kind = text.split(": ")
        self.is_ref = kind.startswith("Ref(")
        kind = kind[4:-1] if self.is_ref else kind
        self.number_attr, _, kind = kind.rpartition(" * ")
        # "DT_FLOAT" is the DataType named "float" ("DT_INT32": "int32"...).
        self.type = dtypes.as_dtype(kind[3:].lower()).as_datatype_enum \
            if kind.startswith("DT_") else 0
        self.type_attr = kind if attr_types.get(kind) == "type" else ""
        self.type_list_attr = kind if attr_types.get(kind) == "list(type)" else ""

    def dtypes(self, attrs):
        """The dtypes of this argument's tensors, given the op's attributes."""
        if self.type_list_attr:
            return list(attrs[self.type_list_attr])
        kind = dtypes.as_dtype(self.type) if self.type else attrs[self.type_attr]
        if self.is_ref:
            kind = dtypes.as_dtype(kind.base_dtype.name + "_ref")
        return [kind] * (attrs[self.number_attr] if self.number_attr else 1)

    def lines(self):
        out = ['name: "%s"' % self.name]
        if self.type:
            out.append("type: %s" % dtypes.as_dtype(self.type).enum_name())
        out += ['%s: "%s"' % (field, getattr(self, field))
                for field in ("type_attr", "number_attr", "type_list_attr") if getattr(self, field)]
        return out + (["is_ref: true"] if self.is_ref else [])


class AttrDef:
    """One attribute: its ``name``, ``type`` ("type", "int", "list(type)", "shape"...), the
    ``minimum`` an int or list attribute must reach, its ``default_value`` and its
    ``allowed_values`` (both as text, ``list { type: DT_FLOAT type: DT_HALF }``)."""

    def __init__(self, text):
        text, _, self.default_value = text.partition(" = ")
        text, _, self.allowed_values = text.partition(" in ")
        self.name, kind = text.split(": ")
        self.type, _, minimum = kind.partition(" >= ")
        self.has_minimum, self.minimum = bool(minimum), int(minimum or 0)
        self.default_value = self.default_value or None
        self.allowed_values = self.allowed_values or None

    def allowed_dtypes(self):
        """The names of the dtypes a type attribute allows ("float16"...), None for any."""
        if self.allowed_values is None:
            return None
        kinds = self.allowed_values.split()[3::2]  # list { type: DT_A type: DT_B }
        return [_DTYPE_NAMES.get(kind, kind[3:].lower()) for kind in kinds]

    def lines(self):
        out = ['name: "%s"' % self.name, 'type: "%s"' % self.type]
        if self.default_value is not None:
            out += ["default_value {", "  " + self.default_value, "}"]
        if self.has_minimum:
            out.append("has_minimum: true")
        out += ["minimum: %d" % self.minimum] if self.minimum else []
        if self.allowed_values is not None:
            values = self.allowed_values.split()[2:-1]  # between "list {" and "}"
            out += ["allowed_values {", "  list {"] + [
                "    %s %s" % pair for pair in zip(values[::2], values[1::2])] + ["  }", "}"]
        return out


# DataTypes whose Python names are not their enum names lowercased.
_DTYPE_NAMES = {"DT_HALF": "float16", "DT_FLOAT": "float32", "DT_DOUBLE": "float64"}


class OpDef:
    """An op type's definition: ``name``, ``input_arg``, ``output_arg``, ``attr`` and the flags
    ``is_stateful``, ``is_commutative``, ``is_aggregate``, ``allows_uninitialized_input``."""

    def __init__(self, line):
        self.name, inputs, outputs, attrs, flags = [f.strip() for f in line.split("|")]
        self.attr = [AttrDef(a) for a in attrs.split("; ") if a]
        attr_types = {a.name: a.type for a in self.attr}
        self.input_arg = [ArgDef(a, attr_types) for a in inputs.split(", ") if a]
        self.output_arg = [ArgDef(a, attr_types) for a in outputs.split(", ") if a]
        for flag in ("is_stateful", "is_commutative", "is_aggregate",
                     "allows_uninitialized_input"):
            setattr(self, flag, flag in flags.split())

    def infer_attrs(self, attrs, inputs):
        """``attrs`` with the type attributes they leave out read off the ``inputs``, as TF
        infers ``T`` for a NodeDef that does not give it."""
        attrs = dict(attrs)
        position = 0
        for arg in self.input_arg:
            count = attrs.get(arg.number_attr, 1) if arg.number_attr else 1
            given = inputs[position:position + count]
            if arg.type_attr and arg.type_attr not in attrs and given:
                attrs[arg.type_attr] = given[0].dtype.base_dtype
            position += count
        return attrs

    def check_input_type(self, arg_name, dtype):
        """TF's TypeError when input ``arg_name`` gets a dtype its type attribute refuses."""
        arg = next(a for a in self.input_arg if a.name == arg_name)
        self.check_type_attr(arg.type_attr, dtype, arg_name)

    def check_type_attr(self, attr_name, dtype, arg_name=None):
        """TF's TypeError when type attribute ``attr_name`` (given for parameter ``arg_name``,
        by default the attribute itself) gets a dtype its OpDef does not allow."""
        arg_name = arg_name or attr_name
        attr = next((a for a in self.attr if a.name == attr_name), None)
        allowed = attr.allowed_dtypes() if attr is not None else None
        if allowed is not None and dtype.base_dtype.name not in allowed:
            raise TypeError("Value passed to parameter '%s' has DataType %s not in list of "
                            "allowed values: %s" % (arg_name, dtype.base_dtype.name,
                                                    ", ".join(allowed)))

    def output_dtypes(self, attrs):
        """The dtypes of an op's outputs, given its attributes."""
        return [kind for arg in self.output_arg for kind in arg.dtypes(attrs)]

    def __str__(self):
        out = ['name: "%s"' % self.name]
        for field in ("input_arg", "output_arg", "attr"):
            for item in getattr(self, field):
                out += ["%s {" % field] + ["  " + line for line in item.lines()] + ["}"]
        out += ["%s: true" % flag for flag in ("is_aggregate", "is_stateful", "is_commutative",
                                                "allows_uninitialized_input")
                if getattr(self, flag)]
        return "\n".join(out) + "\n"

    def __repr__(self):
        return "<OpDef %s>" % self.name


@functools.lru_cache(maxsize=None)
def _registry():
    with open(OP_DEFS_PATH) as f:
        return {line.split(" | ", 1)[0]: line for line in f}


@functools.lru_cache(maxsize=None)
def get(name):
    """The OpDef of op type ``name``, or None if scopelab's registry has no such type."""
    line = _registry().get(name)
    return None if line is None else OpDef(line)


def check_input_type(op_type, arg_name, dtype):
    """TF's TypeError when input ``arg_name`` of an ``op_type`` op gets a dtype the OpDef
    refuses (``tf.multiply`` of bools); nothing for a type the registry does not have."""
    op_def = get(op_type)
    if op_def is not None:
        op_def.check_input_type(arg_name, dtype)


def not_registered(name):
    """TF's message for an op type its registry does not have."""
    return ("Op type not registered '%s' in binary running on %s. Make sure the Op and Kernel "
            "are registered in the binary running in this process. Note that if you are loading "
            "a saved graph which used ops from tf.contrib (e.g. `tf.contrib.resampler`), "
            "accessing should be done before importing the graph, as contrib ops are lazily "
            "registered when the module is first accessed." % (name, socket.gethostname()))
