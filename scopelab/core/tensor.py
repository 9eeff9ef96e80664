"""``tf.Operation`` and ``tf.Tensor``: the nodes of a graph and the values between them.

Mirrors the graph-mode classes of ``tensorflow/python/framework/ops.py``. An Operation is one
node: a unique name, an op type ("MatMul", "VariableV2"), input tensors, control inputs (ops
that must run first, passing no data), attributes (a plain dict) and its outputs. A Tensor is
one output, named ``"<op name>:<index>"``: it holds no data, only a dtype and a static shape;
a Session computes its value with the kernel registered for the op's type (``registry.py``).
Left out here, added by the engine's subclasses (``scopelab/tensor.py``, ``operation.py``): a
tensor's Python operators (installed by the op families, as TF's ``math_ops`` installs them),
``ref()``, numpy's messages, NodeDefs and OpDefs, rewiring inputs.

>>> from scopelab.core.graph import Graph
>>> from scopelab.core import dtypes
>>> g = Graph()
>>> op = g._create_op("NoOp", [], [], "init")  # op builders (ops.py) call this
>>> t = g._create_op("Placeholder", [], [(dtypes.float32, None)], "x").outputs[0]
>>> op, t, t.op.outputs[0] is t
(<tf.Operation 'init' type=NoOp>, <tf.Tensor 'x:0' shape=<unknown> dtype=float32>, True)
"""
from . import errors
from .shapes import TensorShape, as_shape, incompatibility
from .state import default_session_stack


class Tensor:
    """Output ``value_index`` of ``op``."""

    __slots__ = ("op", "value_index", "dtype", "_shape", "name", "graph", "__weakref__")
    __array_priority__ = 100  # ``numpy_array - tensor`` builds an op, as in TF

    def __init__(self, op, value_index, dtype, shape):
        self.op = op
        self.value_index = value_index
        self.dtype = dtype
        self._shape = shape if isinstance(shape, TensorShape) else TensorShape(shape)
        # Kept, not computed: names and graphs are read in tight loops (building, running).
        self.name = "%s:%d" % (op.name, value_index)
        self.graph = op.graph

    shape = property(lambda self: self._shape)
    device = property(lambda self: self.op.device)
    ndim = property(lambda self: self._shape.ndims)

    def get_shape(self):
        return self._shape

    def set_shape(self, shape):
        """Refines the static shape; ValueError if ``shape`` contradicts it."""
        shape = as_shape(shape)
        reason = incompatibility(self._shape, shape)
        if reason:
            raise ValueError(reason)
        self._shape = self._shape.merge_with(shape)

    def consumers(self):
        """The operations that take this tensor as an input, in creation order."""
        return [op for op in self.graph.get_operations() for t in op.inputs if t is self]

    def eval(self, feed_dict=None, session=None):
        """Computes this tensor in ``session`` or in the default session."""
        return session_for(self, session).run(self, feed_dict)

    # A graph tensor has no value until a session computes it: use tf.cond to branch on it.
    def __bool__(self):
        raise errors.not_allowed_in_graph("Using a symbolic `tf.Tensor` as a Python `bool`")

    def __iter__(self):
        raise errors.not_allowed_in_graph("Iterating over a symbolic `tf.Tensor`")

    # Graph tensors compare and hash by identity, so they can be dict keys (feed_dict).
    __hash__ = object.__hash__

    def __eq__(self, other):
        return self is other

    def __ne__(self, other):
        return self is not other

    def __repr__(self):
        return "<tf.Tensor '%s' shape=%s dtype=%s>" % (self.name, self._shape, self.dtype.name)

    def __str__(self):
        shape = "" if self._shape.dims is None else "shape=%s, " % (self._shape,)
        return 'Tensor("%s", %sdtype=%s)' % (self.name, shape, self.dtype.name)


class Operation:
    """A node: ``name``, ``type``, ``inputs``, ``control_inputs``, ``outputs``, ``attrs``."""

    __slots__ = ("graph", "name", "type", "inputs", "_control_inputs", "outputs", "attrs",
                 "_id", "device", "defined_at", "_control_flow_context", "__weakref__")
    _tensor_class = Tensor  # what its outputs are (the engine's SymbolicTensor, see above)

    def __init__(self, graph, name, op_type, inputs, output_specs, attrs, control_inputs, op_id):
        self.graph = graph
        self.name = name
        self.type = op_type
        # Tuples: a graph holds many ops, and the garbage collector skips empty tuples.
        self.inputs = tuple(inputs)
        self._control_inputs = tuple(control_inputs)
        self.attrs = attrs
        self._id = op_id
        self.device = ""  # where the op asked to run: recorded, all runs on the CPU
        self.defined_at = None  # the user's calls that made it, for "Originally defined at"
        # The cond branch or while loop the op was built in (TF's AddOp), or None.
        self._control_flow_context = None
        # A loop, not a comprehension, which costs a call of its own (before Python 3.12).
        self.outputs = outputs = []
        for dtype, shape in output_specs:
            outputs.append(self._tensor_class(self, len(outputs), dtype, shape))

    control_inputs = property(lambda self: list(self._control_inputs))

    def values(self):
        return tuple(self.outputs)

    def get_attr(self, name):
        try:
            value = self.attrs[name]
        except KeyError:
            raise ValueError("Operation '%s' has no attr named '%s'." % (self.name, name)) from None
        return list(value) if isinstance(value, tuple) else value  # lists are kept as tuples

    def colocation_groups(self):
        """The ``loc:@name`` groups this op must be placed with (itself if none were set)."""
        groups = [g for g in self.attrs.get("_class", ()) if g.startswith(b"loc:@")]
        return groups or [("loc:@" + self.name).encode()]

    def _add_control_input(self, op):
        if op not in self._control_inputs:
            self._control_inputs += (op,)

    def run(self, feed_dict=None, session=None):
        """Runs this op in ``session`` or in the default session."""
        session_for(self, session).run(self, feed_dict)

    def __repr__(self):
        return "<tf.Operation '%s' type=%s>" % (self.name, self.type)


def session_for(element, session):
    """The session ``element.eval()`` / ``.run()`` uses: ``session``, else the default one,
    with TF's errors when there is none or when it runs another graph."""
    verb, what = ("execute", "operation") if isinstance(element, Operation) else \
        ("evaluate", "tensor")
    if session is None:
        sessions = default_session_stack.sessions
        if not sessions:
            raise ValueError(
                "Cannot %s %s using `%s()`: No default session is registered. Use `with "
                "sess.as_default()%s` or pass an explicit session to `%s(session=sess)`"
                % (verb, what, "run" if what == "operation" else "eval",
                   ":" if what == "operation" else "", "run" if what == "operation" else "eval"))
        session = sessions[-1]
        if element.graph is not session.graph:
            raise ValueError(
                "Cannot use the default session to %s %s: the %s's graph is different from the "
                "session's graph. Pass an explicit session to %s." % (
                    verb, what, what, "run(session=sess)" if what == "operation"
                    else "`eval(session=sess)`"))
    elif element.graph is not session.graph:
        raise ValueError("Cannot use the given session to %s %s: the %s's graph is different "
                         "from the session's graph." % (verb, what, what))
    return session
