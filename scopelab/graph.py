"""``tf.Graph``: the container of ops, plus its name stack, collections and default stack.

Mirrors graph mode in ``tensorflow/python/framework/ops.py``. The state a learner should see is
plain attributes: ``_name_stack`` (the current op name scope, a string, one per thread) and
``_names_in_use`` (how many times each lower-cased name was handed out), both explained in
``graph_names.py``; ``_stacks``, the open control-dependency, colocation and ``tf.device``
blocks (shared by all threads until ``switch_to_thread_local()``, see ``graph_blocks.py``);
``_container`` (``tf.container``) and ``_collections`` (``graph_collections.py``); finding an
op or tensor by name is ``graph_lookup.py``'s. ``Graph.as_default()`` pushes the graph on a
thread-local stack (``global_state.default_graph_stack``); ``default_graph.py`` reads it.
Left out: functions (tf.function), device placement.

>>> g = Graph()
>>> g.unique_name("foo"), g.unique_name("foo"), g.unique_name("Foo")
('foo', 'foo_1', 'Foo_2')
>>> with g.name_scope("outer") as scope:
...     scope, g.unique_name("op")
('outer/', 'outer/op')
"""
import contextlib

from . import op_def_registry
from .control_dependencies import _ControlDependencies
from .device import DeviceSpecV2, MergeDevice
from .graph_blocks import (_Colocation, _DefaultGraph, _DeviceBlock, _GraphStacks, _Setting,
                           _ThreadStacks, attr_scope_values, attr_value, is_attr_value)
from .graph_collections import _GraphCollections
from .graph_lookup import _GraphLookup
from .graph_names import _GraphNames
from .graph_keys import GraphKeys  # noqa: F401 - also importable from here, as from TF's ops
from .operation import Operation
from .tensor import Tensor


class Graph(_GraphNames, _GraphCollections, _GraphLookup):
    """A dataflow graph: ops in creation order, looked up by unique name (see ``_GraphNames``
    for how names are chosen)."""

    def __init__(self):
        self._ops = []
        self._nodes_by_name = {}
        _GraphNames.__init__(self)
        _GraphCollections.__init__(self)
        self._stacks = _GraphStacks()
        self._attr_scope_map = {}
        self._gradient_override_map = {}  # op type -> the gradient registered under this name
        self._container = ""  # the tf.container stateful ops are put in
        self._unfetchable = set()  # ops inside cond branches and loops: they may never run
        self._unfeedable = set()  # tensors prevent_feeding marked: a feed of one is an error
        self._loop_of = {}  # op of a while loop -> its WhileLoop (see ops/while_loop.py)
        # The cond branch being built, if any (see ops/control_flow_ops.CondContext).
        self._control_flow_context = None
        self._cond_of = {}  # op built in a cond branch -> that CondContext (its gradient asks)
        self.seed = None
        self._finalized = False
        # True for the graph of a function being traced: tf.init_scope steps out of it.
        self._building_function = False

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
        current = {op for c in self._stacks.control_dependencies for op in c.control_inputs}
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

    @staticmethod
    def _control_inputs_for(blocks, input_ops):
        controls = []
        for block in blocks:
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

    def device(self, device_name_or_function):
        """Ops built inside record a device: a name ("/gpu:1") or DeviceSpec, merged field by
        field with the blocks outside; a device function (called with each new op, returning
        its device name); or None, which hides the blocks outside. See ``_apply_devices``;
        scopelab runs everything on the CPU, but keeps the devices so that graphs read like
        TF's."""
        return _DeviceBlock(self, device_name_or_function)

    @staticmethod
    def _apply_devices(op, blocks):
        """Sets ``op.device`` from the tf.device blocks in force, innermost first, as TF does: a
        device name fills in the fields still unset (the inner block wins, and an index "*"
        is unset), a device function sees the op as placed so far and its answer, kept as
        written ("/cpu:0"), replaces the device; an empty name changes nothing; None stops."""
        for block in reversed(blocks):
            function = block.function
            if function is None:
                break
            if block.is_null_merge:
                continue
            if isinstance(function, MergeDevice):
                op.device = function.merged_name(op.device)
                continue
            device = function(op)
            if isinstance(device, DeviceSpecV2):
                device = device.to_string()
            if not isinstance(device, str):
                raise TypeError("Expected binary or unicode string, got %r" % (device,))
            op.device = device

    @contextlib.contextmanager
    def container(self, container_name):
        """Stateful ops built inside (variables) keep their state in resource container
        ``container_name`` (their ``container`` attr), which ``with`` gives; "" is the
        default container."""
        saved, self._container = self._container, container_name
        try:
            yield container_name
        finally:
            self._container = saved

    def _attr_scope(self, attr_map):
        """Ops built inside get the attributes of ``attr_map`` (name -> ``AttrValue`` message,
        a callable making one from the op's NodeDef, or None to stop adding that name); an op
        keeps the attributes it has."""
        return self._attr_values_scope(attr_scope_values(attr_map))

    def _attr_values_scope(self, values):
        """``_attr_scope`` with the values as ``op.attrs`` keeps them (variables use it to
        colocate their initializers with themselves before they exist)."""
        def new(saved):
            scope = dict(saved)
            for name, value in values.items():
                if value is None:
                    del scope[name]  # as in TF, a name not set is a KeyError
                else:
                    scope[name] = value
            return scope
        return _Setting(self, "_attr_scope_map", new)

    def _apply_attr_scope(self, op):
        for name, value in self._attr_scope_map.items():
            if name in op.attrs:
                continue
            if callable(value):
                value = value(op.node_def)
                if not (value is None or is_attr_value(value)):
                    raise TypeError("Callable for scope map key '%s' must return either None "
                                    "or an AttrValue protocol buffer; but it returned: %s"
                                    % (name, value))
                value = None if value is None else attr_value(value)
            if value is not None:
                op.attrs[name] = value

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
        """Steps out of control dependencies and cond branches, keeping the name scope: the
        part of ``tf.init_scope`` done inside one graph (``default_graph.init_scope``).

        Variables build their initializers in it: initialising must not wait for, or be
        switched off by, whatever block the variable happens to be created in.
        """
        return _ControlDependencies(self, None)

    def switch_to_thread_local(self):
        """From now on each thread has its own control-dependency, colocation and device
        stacks, starting from the shared ones as they are now (see ``graph_blocks.py``)."""
        if isinstance(self._stacks, _GraphStacks):
            self._stacks = _ThreadStacks(self._stacks)

    # ------------------------------------------------------------------ building ops
    def _create_op(self, op_type, inputs, output_specs, name, attrs=None, ref_inputs=(),
                   control_inputs=None):
        """Adds a node called exactly ``name`` (already unique) and returns it.

        ``ref_inputs`` are the variables an op writes or inspects; like TF, such an op is
        colocated with them. An op made from a NodeDef comes with its ``control_inputs`` and
        takes nothing from the blocks in force (``Operation.from_node_def``).
        """
        if self._finalized:
            raise RuntimeError("Graph is finalized and cannot be modified.")
        self._check_unused(name)
        for t in inputs:
            if t.graph is not self:
                raise ValueError("%s must be from the same graph as %s (graphs are %r and %r)."
                                 % (t, inputs[0], t.graph, self))
        stacks = self._stacks
        placed = control_inputs is None
        blocks = stacks.control_dependencies if placed else ()
        if blocks:
            control_inputs = self._control_inputs_for(blocks, [t.op for t in inputs])
        op = Operation(self, name, op_type, inputs, output_specs,
                       attrs if attrs is not None else {}, control_inputs or (), len(self._ops))
        if placed:
            # What the blocks in force add to it, in TF's order: scope attributes, gradient
            # override, device, colocation, container.
            if self._attr_scope_map:
                self._apply_attr_scope(op)
            if op_type in self._gradient_override_map:
                op.attrs["_gradient_op_type"] = self._gradient_override_map[op_type].encode()
            if stacks.device and not ref_inputs:
                self._apply_devices(op, stacks.device)
            if stacks.colocation or ref_inputs:
                self._colocate(op, stacks.colocation or [t.op for t in ref_inputs])
            if self._container and op.attrs.get("container") == b"":
                op.attrs["container"] = self._container.encode()
        for block in blocks:
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

    @staticmethod
    def _colocate(op, colocate):
        """Puts ``op`` in the colocation groups of the ops ``colocate``, on the device of the
        innermost one that has a device."""
        op.attrs["_class"] = tuple(sorted({g for c in colocate for g in c.colocation_groups()}))
        for c in reversed(colocate):
            if c.device:
                op.device = c.device
                break

    def _check_unused(self, name):
        """A name ending in "/" is used as it is, so it may already be a node's."""
        if name in self._nodes_by_name:
            raise ValueError("Duplicate node name in graph: '%s'" % name)

    def create_op(self, op_type, inputs, dtypes=None, input_types=None, name=None, attrs=None):
        """Public form of op creation (as ``tf.Graph.create_op``): ``attrs`` maps names to
        ``AttrValue`` messages, as TF's; output shapes are unknown. A finalized graph refuses
        before taking the name."""
        if self._finalized:
            raise RuntimeError("Graph is finalized and cannot be modified.")
        name = self._op_name(name or op_type, check_scope=False)
        values = {key: attr_value(value) for key, value in (attrs or {}).items()}
        return self._create_op(op_type, list(inputs), [(d, None) for d in (dtypes or [])],
                               name, values)

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

    def _unsafe_unfinalize(self):
        """Makes a finalized graph writable again (TF's escape hatch, as its name warns)."""
        self._finalized = False

    finalized = property(lambda self: self._finalized)
    building_function = property(lambda self: self._building_function)

    @property
    def graph_def_versions(self):
        """The versions its GraphDef records: TF 2.21's producer version."""
        from .graph_def import VersionDef
        return VersionDef()

    def op_def_for_type(self, type):  # noqa: A002 - TF's argument name
        """The OpDef of op type ``type`` (see ``op_def_registry.py``)."""
        found = op_def_registry.get(type)
        if found is None:
            raise RuntimeError(op_def_registry.not_registered(type))
        return found

    def prevent_feeding(self, tensor):
        self._unfeedable.add(tensor)

    def is_feedable(self, tensor):
        return tensor not in self._unfeedable

    def prevent_fetching(self, op):
        self._unfetchable.add(op)

    def is_fetchable(self, tensor_or_op):
        op = tensor_or_op.op if isinstance(tensor_or_op, Tensor) else tensor_or_op
        return op not in self._unfetchable

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
