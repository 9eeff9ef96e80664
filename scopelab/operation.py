"""``tf.Operation`` as graphs make it: the core's Operation with the rest of TF's API.

Mirrors ``Operation`` of ``tensorflow/python/framework/ops.py``. The node itself (name, type,
inputs, control inputs, attributes, outputs) is the core's (``core/tensor.py``); this subclass
adds what TF's class also offers: its type's ``op_def`` (``op_def_registry.py``), its
``node_def`` (``graph_def.py``), making an op from a NodeDef message
(``Operation.from_node_def``), and rewiring inputs with TF's checks. Its outputs are
``SymbolicTensor``s.
"""
from . import op_def_registry
from .core.graph import Graph as CoreGraph, check_node_name
from .core.shapes import shape_text
from .core.tensor import Operation as CoreOperation
from .errors import InvalidArgumentError, OutOfRangeError
from .graph_def import NodeDef
from .graph_blocks import attr_value
from .tensor import SymbolicTensor, Tensor


class Operation(CoreOperation):
    """A node of a graph (see ``core/tensor.py``), with TF's full API."""

    __slots__ = ()
    _tensor_class = SymbolicTensor

    @classmethod
    def from_node_def(cls, node_def, g, inputs=None, output_types=None, control_inputs=None,
                      input_types=None, original_op=None, op_def=None):
        """A new op of graph ``g`` with ``node_def``'s name, type, device and attributes, its
        data inputs ``inputs`` and control inputs ``control_inputs``, as TF builds one.

        As in TF 2.x, the outputs follow the op type's OpDef and ``output_types`` counts only
        for a type the registry does not know; the graph's ``with`` blocks do not apply.
        ``original_op`` (TF's link from a copy to its original, for error messages) and
        ``op_def`` (the registry's) are accepted and not needed.
        """
        del original_op, op_def
        if not isinstance(g, CoreGraph):
            raise TypeError("Argument g must be a Graph. Received an instance of type %s"
                            % type(g))
        if isinstance(node_def, NodeDef):  # an op's own node_def: its attrs are values already
            attrs = dict(node_def.attr)
        elif getattr(getattr(node_def, "DESCRIPTOR", None), "name", None) == "NodeDef":
            attrs = {key: attr_value(value) for key, value in node_def.attr.items()}
        else:
            raise TypeError("Argument node_def must be a NodeDef. Received an instance of "
                            "type: %s." % type(node_def))
        check_node_name(node_def.name)
        if inputs is None:
            inputs = []
        elif not isinstance(inputs, list):
            raise TypeError("Argument inputs shall be a list of Tensors. Received an instance of "
                            "type %s" % type(inputs))
        for t in inputs:
            if not isinstance(t, Tensor):
                raise TypeError("Items of argument inputs shall be Tensor. Received an instance "
                                "of type %s." % type(t))
        if input_types is not None and not all(
                x.is_compatible_with(t.dtype) for t, x in zip(inputs, input_types)):
            raise TypeError("In op '%s', input types (%s) are not compatible with expected types "
                            "(%s)" % (node_def.name, [t.dtype for t in inputs], input_types))
        controls = []
        for c in control_inputs or ():
            if not isinstance(c, Operation) and not isinstance(getattr(c, "op", None), Operation):
                raise TypeError("Control input must be an Operation, a Tensor, or IndexedSlices. "
                                "Received an instance of type %s." % type(c))
            controls.append(c if isinstance(c, Operation) else c.op)
        known = op_def_registry.get(node_def.op)
        if known is not None:
            attrs = known.infer_attrs(attrs, inputs)
        kinds = known.output_dtypes(attrs) if known else list(output_types or ())
        op = g._create_op(node_def.op, inputs, [(kind, None) for kind in kinds], node_def.name,
                          attrs, control_inputs=controls)
        op.device = node_def.device
        return op

    @property
    def op_def(self):
        """What this op's type takes, gives and is configured by (TF's ``OpDef``)."""
        return self.graph.op_def_for_type(self.type)

    def _set_attr(self, name, value):
        """Sets attribute ``name`` from an ``AttrValue`` message (TF's ops set attrs so)."""
        self.attrs[name] = attr_value(value)

    @property
    def node_def(self):
        return NodeDef(self)

    def _update_input(self, index, tensor):
        """Rewires input ``index`` to ``tensor`` (control-flow construction needs it, see
        ``ops/control_flow_ops``), with TF's checks: a tensor of this graph, an input the op
        has, and a shape that fits the one it replaces. The dtype is checked only when the op
        runs, as in TF."""
        if not isinstance(tensor, Tensor):
            raise TypeError("tensor must be a Tensor: %s" % (tensor,))
        if tensor.graph is not self.graph:
            raise ValueError("%s must be from the same graph as %s (graphs are %s and %s)."
                             % (tensor, self, tensor.graph, self.graph))
        if index >= len(self.inputs):
            raise OutOfRangeError(None, self, "Cannot update edge. Input index [%d] is greater "
                                  "than the number of total inputs [%d]."
                                  % (index, len(self.inputs)))
        old = self.inputs[index]
        if not tensor.shape.is_compatible_with(old.shape):
            raise InvalidArgumentError(None, self, "Cannot update edge, incompatible shapes: %s "
                                       "and %s." % (shape_text(tensor.shape),
                                                    shape_text(old.shape)))
        self.inputs = self.inputs[:index] + (tensor,) + self.inputs[index + 1:]

    def _set_back_edge(self, tensor):
        """Makes ``tensor`` (a NextIteration) this Merge's second input, the back edge of a
        while loop, unchecked: scopelab's Enters keep their input's shape where TF's take the
        loop's shape invariants, so a loop variable that grows would fail ``_update_input``."""
        self.inputs = (self.inputs[0], tensor) + self.inputs[2:]

    def _add_control_inputs(self, ops):
        for op in ops:
            self._add_control_input(op)

    def __str__(self):
        return str(self.node_def)
