"""``tf.Graph``: the container of ops, plus its name stack, collections and default stack.

Mirrors graph mode in ``tensorflow/python/framework/ops.py``. The state a learner should see is
plain attributes: ``_name_stack`` (the current op name scope, a string, one per thread) and
``_names_in_use`` (how many times each lower-cased name was handed out), both explained in
``graph_names.py``; ``_control_dependencies_stack``, ``_colocation_stack``, ``_device_stack``
(the ``tf.device`` blocks in force) and ``_collections``. ``Graph.as_default()`` pushes the
graph on a thread-local stack (``global_state.default_graph_stack``); ``default_graph.py``
reads it.
Left out: functions (tf.function), import of GraphDefs, device placement.

>>> g = Graph()
>>> g.unique_name("foo"), g.unique_name("foo"), g.unique_name("Foo")
('foo', 'foo_1', 'Foo_2')
>>> with g.name_scope("outer") as scope:
...     scope, g.unique_name("op")
('outer/', 'outer/op')
"""
import re

from .control_dependencies import _ControlDependencies
from .device import merge_device
from .graph_blocks import _Colocation, _DefaultGraph, _Setting
from .graph_names import _GraphNames
from .graph_keys import GraphKeys  # noqa: F401 - also importable from here, as from TF's ops
from .operation import Operation
from .tensor import Tensor


class Graph(_GraphNames):
    """A dataflow graph: ops in creation order, looked up by unique name (see ``_GraphNames``
    for how names are chosen)."""

    def __init__(self):
        self._ops = []
        self._nodes_by_name = {}
        _GraphNames.__init__(self)
        self._control_dependencies_stack = []
        self._colocation_stack = []
        self._attr_scope_map = {}
        self._gradient_override_map = {}  # op type -> the gradient registered under this name
        self._device_stack = []  # the tf.device specs in force, innermost last
        self._unfetchable = set()  # ops inside cond branches and loops: they may never run
        self._loop_of = {}  # op of a while loop -> its WhileLoop (see ops/while_loop.py)
        # The cond branch being built, if any (see ops/control_flow_ops.CondContext).
        self._control_flow_context = None
        self._cond_of = {}  # op built in a cond branch -> that CondContext (its gradient asks)
        self._collections = {}
        self.seed = None
        self._finalized = False

    # ------------------------------------------------------------------ default graph
    def as_default(self):
        """Makes this graph the default one inside the ``with`` block (per thread)."""
        return _DefaultGraph(self)

    @property
    def _variable_creator_stack(self):
        """The ``tf.variable_creator_scope`` creators in force in this thread, outermost first."""
        return self._per_thread.variable_creators

    @_variable_creator_stack.setter
    def _variable_creator_stack(self, creators):
        self._per_thread.variable_creators = creators

    # ------------------------------------------------------------------ dependencies, placement
    def control_dependencies(self, control_inputs):
        """Ops built inside run only after ``control_inputs``; None clears the outer blocks."""
        if control_inputs is None:
            return _ControlDependencies(self, None)
        current = {op for c in self._control_dependencies_stack for op in c.control_inputs}
        ops = []
        for c in control_inputs:
            if hasattr(c, "_dense_tensor"):  # an IndexedSlices waits for its values' op
                c = c.op
            c = self.as_graph_element(c)
            if isinstance(c, Tensor):
                c = c.op
            elif not isinstance(c, Operation):
                raise TypeError("Control input must be Operation or Tensor: %s" % (c,))
            if c not in current:
                ops.append(c)
                current.add(c)
                c.attrs["_has_manual_control_dependencies"] = True
        return _ControlDependencies(self, ops)

    def _control_inputs_for(self, input_ops):
        controls = []
        for block in self._control_dependencies_stack:
            # An input built inside the same block already waits for its control inputs.
            if not any(op in block.ops_built for op in input_ops):
                controls.extend(c for c in block.control_inputs if c not in input_ops)
        return controls

    def colocate_with(self, op, ignore_existing=False):
        """Ops built inside are placed with ``op`` (attr ``_class: loc:@<op>``)."""
        def stack(saved):
            if op is None and not ignore_existing:
                raise ValueError("Trying to reset colocation (op is None) but ignore_existing is "
                                 "not True")
            return ([] if ignore_existing else list(saved)) + ([] if op is None else [_as_op(op)])
        return _Colocation(self, stack)

    def device(self, spec):
        """Ops built inside record the device ``spec``: a name ("/gpu:1"), a device function
        (called with each new op, returning its device name), or None, which hides the blocks
        outside. See ``_apply_devices``; scopelab runs everything on the CPU, but keeps the
        devices so that graphs read like TF's.
        """
        if isinstance(spec, str):
            spec = merge_device("", spec)
        return _Setting(self, "_device_stack", lambda saved: saved + [spec])

    def _apply_devices(self, op):
        """Sets ``op.device`` from the tf.device blocks in force, innermost first, as TF does: a
        device name fills in the fields still unset (the inner block wins), a device function
        sees the op as placed so far and its answer, kept as written ("/cpu:0"), replaces the
        device; None stops."""
        for spec in reversed(self._device_stack):
            if spec is None:
                break
            if isinstance(spec, str):
                op.device = merge_device(spec, op.device)
                continue
            device = spec(op)
            if not isinstance(device, str):
                raise TypeError("Expected binary or unicode string, got %r" % (device,))
            op.device = device

    def _attr_scope(self, attrs):
        """Ops built inside get ``attrs``; variables use it to colocate their initializers."""
        return _Setting(self, "_attr_scope_map", lambda saved: dict(saved, **attrs))

    def gradient_override_map(self, op_type_map):
        """Ops of a mapped type built inside take the gradient registered under the new name
        (it is kept in the op's ``_gradient_op_type`` attr, as TF keeps it). Like TF's, the
        block checks the map only on entering."""
        def new(saved):
            if not isinstance(op_type_map, dict) or not all(
                    isinstance(k, str) and isinstance(v, str) for k, v in op_type_map.items()):
                raise TypeError("op_type_map must be a dictionary mapping strings to strings")
            return dict(saved, **op_type_map)
        return _Setting(self, "_gradient_override_map", new)

    def init_scope(self):
        """Steps out of control dependencies and cond branches, keeping the name scope.

        Variables build their initializers in it: initialising must not wait for, or be
        switched off by, whatever block the variable happens to be created in.
        """
        return _ControlDependencies(self, None)

    # ------------------------------------------------------------------ building ops
    def _create_op(self, op_type, inputs, output_specs, name, attrs=None, ref_inputs=()):
        """Adds a node called exactly ``name`` (already unique) and returns it.

        ``ref_inputs`` are the variables an op writes or inspects; like TF, such an op is
        colocated with them.
        """
        if self._finalized:
            raise RuntimeError("Graph is finalized and cannot be modified.")
        self._check_unused(name)
        for t in inputs:
            if t.graph is not self:
                raise ValueError("%s must be from the same graph as %s (graphs are %r and %r)."
                                 % (t, inputs[0], t.graph, self))
        controls = ()
        if self._control_dependencies_stack:
            controls = self._control_inputs_for([t.op for t in inputs])
        op = Operation(self, name, op_type, inputs, output_specs,
                       attrs if attrs is not None else {}, controls, len(self._ops))
        if self._attr_scope_map:
            op.attrs.update(self._attr_scope_map)
        if op_type in self._gradient_override_map:
            op.attrs["_gradient_op_type"] = self._gradient_override_map[op_type].encode()
        devices = self._device_stack
        if devices and devices[-1] is not None and not ref_inputs:
            self._apply_devices(op)
        if self._colocation_stack or ref_inputs:
            colocate = self._colocation_stack or [t.op for t in ref_inputs]
            op.attrs["_class"] = tuple(sorted({g for c in colocate for g in c.colocation_groups()}))
            for c in reversed(colocate):  # it runs where the innermost op with a device does
                if c.device:
                    op.device = c.device
                    break
        for block in self._control_dependencies_stack:
            block.ops_built.add(op)
        self._ops.append(op)
        self._nodes_by_name[name] = op
        if self._control_flow_context is not None:
            # Inside a cond branch: let the branch switch this op's outside inputs. TF does it
            # while the op's own name scope is open, so helpers land in "<op>/Switch".
            saved, self._name_stack = self._name_stack, name
            try:
                self._control_flow_context.add_op(op)
            finally:
                self._name_stack = saved
        return op

    def _check_unused(self, name):
        """A name ending in "/" is used as it is, so it may already be a node's."""
        if name in self._nodes_by_name:
            raise ValueError("Duplicate node name in graph: '%s'" % name)

    def create_op(self, op_type, inputs, dtypes=None, input_types=None, name=None, attrs=None):
        """Public form of op creation (as ``tf.Graph.create_op``); output shapes are unknown."""
        name = self._op_name(name or op_type, check_scope=False)
        return self._create_op(op_type, list(inputs), [(d, None) for d in (dtypes or [])],
                               name, attrs)

    # ------------------------------------------------------------------ lookup
    def get_operations(self):
        return list(self._ops)

    def num_operations(self):
        return len(self._ops)

    @property
    def version(self):
        """Grows with every op added: a cheap way to tell that the graph changed."""
        return len(self._ops)

    def finalize(self):
        """Makes the graph read-only: adding an op now raises RuntimeError."""
        self._finalized = True

    finalized = property(lambda self: self._finalized)
    building_function = False

    def is_feedable(self, tensor):
        return True

    def prevent_fetching(self, op):
        self._unfetchable.add(op)

    def is_fetchable(self, tensor_or_op):
        op = tensor_or_op.op if isinstance(tensor_or_op, Tensor) else tensor_or_op
        return op not in self._unfetchable

    def get_operation_by_name(self, name):
        if not isinstance(name, str):
            raise TypeError("Operation names are strings (or similar), not %s."
                            % type(name).__name__)
        return self.as_graph_element(name, allow_tensor=False, allow_operation=True)

    def get_tensor_by_name(self, name):
        if not isinstance(name, str):
            raise TypeError("Tensor names are strings (or similar), not %s."
                            % type(name).__name__)
        return self.as_graph_element(name, allow_tensor=True, allow_operation=False)

    def as_graph_element(self, obj, allow_tensor=True, allow_operation=True):
        """The Tensor or Operation ``obj`` names or is, checked to belong to this graph."""
        kinds = " or ".join(k for k, ok in (("Tensor", allow_tensor),
                                            ("Operation", allow_operation)) if ok)
        if hasattr(obj, "_as_graph_element"):
            obj = obj._as_graph_element()
        if isinstance(obj, str):
            return self._element_by_name(obj, allow_tensor, allow_operation, kinds)
        if isinstance(obj, Tensor) and allow_tensor:
            if obj.graph is not self:
                raise ValueError("Tensor %s is not an element of this graph." % (obj,))
            return obj
        if isinstance(obj, Operation) and allow_operation:
            if obj.graph is not self:
                raise ValueError("Operation %s is not an element of this graph." % (obj,))
            return obj
        raise TypeError("Can not convert a %s into a %s." % (type(obj).__name__, kinds))

    def _element_by_name(self, name, allow_tensor, allow_operation, kinds):
        """A name with a colon is a tensor ("op:index"), without one an operation."""
        if ":" in name:
            if not allow_tensor:
                raise ValueError("Name %r appears to refer to a Tensor, not a %s." % (name, kinds))
            try:
                op_name, index = name.split(":")
                index = int(index)
            except ValueError:
                raise ValueError("The name %r looks a like a Tensor name, but is not a valid one. "
                                 'Tensor names must be of the form "<op_name>:<output_index>".'
                                 % name) from None
            if op_name not in self._nodes_by_name:
                raise KeyError("The name %r refers to a Tensor which does not exist. The "
                               "operation, %r, does not exist in the graph." % (name, op_name))
            op = self._nodes_by_name[op_name]
            try:
                return op.outputs[index]
            except IndexError:
                raise KeyError("The name %r refers to a Tensor which does not exist. The "
                               "operation, %r, exists but only has %d outputs."
                               % (name, op_name, len(op.outputs))) from None
        if not allow_operation:
            what = "refers to an Operation" if name in self._nodes_by_name else \
                "looks like an (invalid) Operation name"
            raise ValueError('The name %r %s, not a %s. Tensor names must be of the form '
                             '"<op_name>:<output_index>".' % (name, what, kinds))
        if name not in self._nodes_by_name:
            raise KeyError("The name %r refers to an Operation not in the graph." % name)
        return self._nodes_by_name[name]

    # ------------------------------------------------------------------ collections
    def add_to_collection(self, name, value):
        self._collections.setdefault(name, []).append(value)

    def add_to_collections(self, names, value):
        names = (names,) if isinstance(names, str) else set(names)
        for name in names:
            self.add_to_collection(name, value)

    def get_collection_ref(self, name):
        return self._collections.setdefault(name, [])

    def get_collection(self, name, scope=None):
        """A copy of a collection; with ``scope``, only items whose name matches it.

        ``scope`` is a regular expression matched at the start of each name, so scope
        "foo" also returns the items of "foo_1/..." (end it with "/" to avoid that).
        """
        items = self._collections.get(name, [])
        if scope is None:
            return list(items)
        match = re.compile(scope).match
        return [i for i in items if isinstance(getattr(i, "name", None), str) and match(i.name)]

    @property
    def collections(self):
        return list(self._collections)

    def get_all_collection_keys(self):
        return [k for k in self._collections if isinstance(k, str)]

    def clear_collection(self, name):
        self._collections.pop(name, None)

    # ------------------------------------------------------------------ export
    def as_graph_def(self, from_version=None, add_shapes=False):
        """The graph as a GraphDef-like object whose ``str`` is TF's text format."""
        from .graph_def import GraphDef
        return GraphDef(self, add_shapes=add_shapes, from_version=from_version)

    def __repr__(self):
        return "<scopelab.Graph with %d ops>" % len(self._ops)

    def _repr_html_(self):
        from .rich_display import graph_html  # Jupyter's table; loaded only when shown
        return graph_html(self)


def _as_op(obj):
    if hasattr(obj, "_as_graph_element"):
        obj = obj._as_graph_element()
    return obj.op if isinstance(obj, Tensor) else obj
