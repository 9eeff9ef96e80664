"""What an imported node outputs: how many tensors, of which dtypes and shapes.

A GraphDef names each node's op type and attributes but not its outputs: TF finds them in its
op registry, whose ``OpDef`` of the type lists the output arguments (``op_def_registry.py``),
and runs the type's C++ shape function. scopelab reads the same OpDefs, recorded from TF: an
output argument has a fixed dtype (``value_index: DT_INT32``), the dtype an attribute holds
(``y: T``, ``output: out_type``), that dtype ``N`` times (``output: N * T``), a list of dtypes
(``values: dtypes``), or is a reference to a variable (``output_ref: Ref(T)``). The attributes
a node leaves out get the OpDef's defaults, as TF's importer adds them.

Shapes come from the ``_output_shapes`` attribute when the file has it (meta graphs written
with ``add_shapes``), else from the shape rule the op type's family registered with its kernel
(the ``shape`` of its record in the op registry, core/registry.py: a Const's value, a Placeholder's ``shape``, the
inputs' broadcast shape for elementwise ops, MatMul's rows and columns...), else they are
unknown (TF's shape functions know more: an imported graph may show fewer static shapes).
Left out: functions, resource variables; the OpDef's signature in the message for a missing
attribute.

>>> from scopelab import dtypes
>>> node_outputs("Split", {"T": dtypes.float32, "num_split": 2}, [], "split")[1]
[(tf.float32, TensorShape(None)), (tf.float32, TensorShape(None))]
>>> node_outputs("ArgMax", {"T": dtypes.float32}, [], "am")
({'T': tf.float32, 'Tidx': tf.int32, 'output_type': tf.int64}, [(tf.int64, TensorShape(None))])
"""
from . import op_def_registry
from .core.shapes import TensorShape
from .core.state import OPS
from .errors import NotFoundError
from .graph_io import attr_value
from .summary.protos import proto_module


def node_outputs(op_type, attrs, inputs, name):
    """``(attrs, [(dtype, shape), ...])`` of node ``name`` of ``op_type`` reading ``inputs``:
    its attributes with the OpDef's defaults added and ``_output_shapes`` taken off (TF keeps
    it out of imported nodes too), and what each output holds."""
    op_def = op_def_registry.get(op_type)
    if op_def is None:
        raise NotFoundError(None, None, op_def_registry.not_registered(op_type))
    attrs = dict(attrs)
    shapes = attrs.pop("_output_shapes", None)
    for attr in op_def.attr:
        if attr.name in attrs:
            continue
        if attr.default_value is None:
            raise ValueError("NodeDef missing attr '%s' from Op<name=%s>; NodeDef: {{node %s}}"
                             % (attr.name, op_type, name))
        attrs[attr.name] = _default(attr.default_value)
    kinds = op_def.output_dtypes(attrs)
    if shapes is None or len(shapes) != len(kinds):
        rule = OPS[op_type].shape if op_type in OPS else None
        shapes = [rule(op_type, attrs, inputs, name) if rule else TensorShape(None)] * len(kinds)
    return attrs, list(zip(kinds, shapes))


def _default(text):
    """An attribute's default, written as an ``AttrValue`` in text (``type: DT_INT32``), as
    the value ``op.attrs`` keeps."""
    from google.protobuf import text_format  # protobuf comes with tensorboard
    return attr_value(text_format.Parse(text, proto_module("attr_value_pb2").AttrValue()))
