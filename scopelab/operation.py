"""``tf.Operation``: one node of the graph.

Mirrors the graph-mode ``Operation`` of ``tensorflow/python/framework/ops.py``. A node has a
unique name, an op type ("MatMul", "VariableV2", ...), input tensors, control inputs (ops that
must run first, with no data passed), attributes, and output tensors. What an op *computes*
is its kernel, looked up by type in ``global_state.KERNELS`` when a Session runs it.
Left out: placement (devices are recorded, not used), NodeDef protobufs (``graph_def.py``
prints the text form instead).
"""
from .global_state import session_for_eval
from .tensor import SymbolicTensor


class Operation:
    """A node: ``name``, ``type``, ``inputs``, ``control_inputs``, ``outputs``, ``attrs``."""

    __slots__ = ("graph", "name", "type", "inputs", "_control_inputs", "outputs", "attrs",
                 "_id", "defined_at", "device", "__weakref__")

    def __init__(self, graph, name, op_type, inputs, output_specs, attrs, control_inputs, op_id):
        self.graph = graph
        self.name = name
        self.type = op_type
        # Tuples: a graph holds many ops, and the garbage collector skips empty tuples.
        self.inputs = tuple(inputs)
        self._control_inputs = tuple(control_inputs)
        self.attrs = attrs
        self._id = op_id
        # The user calls that built this op (default_graph.user_traceback), for error messages.
        self.defined_at = None
        # Where the op asked to run ("/device:CPU:0"); set from tf.device blocks.
        self.device = ""
        # A loop rather than a list comprehension, which costs a function call of its own
        # (before Python 3.12), and most ops have just one output.
        self.outputs = outputs = []
        for dtype, shape in output_specs:
            outputs.append(SymbolicTensor(self, len(outputs), dtype, shape))

    @property
    def control_inputs(self):
        return list(self._control_inputs)

    def values(self):
        return tuple(self.outputs)

    def get_attr(self, name):
        try:
            value = self.attrs[name]
        except KeyError:
            raise ValueError("Operation '%s' has no attr named '%s'." % (self.name, name)) from None
        # List attributes are stored as tuples (the garbage collector then skips them).
        return list(value) if isinstance(value, tuple) else value

    def colocation_groups(self):
        """The ``loc:@name`` groups this op must be placed with (itself if none were set)."""
        groups = [g for g in self.attrs.get("_class", ()) if g.startswith(b"loc:@")]
        return groups or [("loc:@" + self.name).encode()]

    @property
    def node_def(self):
        from .graph_def import NodeDef
        return NodeDef(self)

    def _update_input(self, index, tensor):
        """Rewires one input; control-flow construction needs it (see ``ops/control_flow_ops``)."""
        self.inputs = self.inputs[:index] + (tensor,) + self.inputs[index + 1:]

    def _add_control_input(self, op):
        if op not in self._control_inputs:
            self._control_inputs += (op,)

    def run(self, feed_dict=None, session=None):
        """Runs this op in ``session`` or in the default session."""
        session_for_eval(self, session, "operation").run(self, feed_dict)

    def __repr__(self):
        return "<tf.Operation '%s' type=%s>" % (self.name, self.type)

    def __str__(self):
        return str(self.node_def)
