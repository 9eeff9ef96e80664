"""``tf.Graph`` as programs use it: the core's Graph with the rest of TF's API.

Mirrors ``Graph`` of ``tensorflow/python/framework/ops.py``. What a graph *is* (ops by name,
name scopes and unique names, control dependencies, colocation, collections, the default graph)
is the core's (``core/graph.py``). This subclass adds the rest of TF's class:

- devices as TF places them: a device name fills in the fields still unset, field by field
  (``/job:worker`` outside, ``/device:GPU:0`` inside), a ``DeviceSpec`` too (``device.py``);
- ``_attr_scope`` (attributes given as ``AttrValue`` messages or functions of the NodeDef),
  ``gradient_override_map``, ``container``;
- ``switch_to_thread_local()``: from then on each thread has its own control-dependency,
  colocation and device stacks (``graph_blocks.py``);
- ``create_op``, lookups by name with TF's messages, ``prevent_feeding``, ``op_def_for_type``,
  GraphDef export (``graph_def.py``).

Its ops are the engine's ``Operation``s (``operation.py``).

>>> g = Graph()
>>> with g.as_default(), g.device("/job:worker"), g.device("/device:GPU:0"):
...     op = g.create_op("NoOp", [], name="n")
>>> op.device
'/job:worker/device:GPU:0'
"""
import contextlib

from . import op_def_registry
from .core.graph import Graph as CoreGraph
from .core.state import hooks
from .device import DeviceSpecV2, MergeDevice
from .graph_blocks import _DeviceBlock, _ThreadStacks, attr_scope_values, attr_value, \
    is_attr_value
from .graph_keys import GraphKeys  # noqa: F401 - also importable from here, as from TF's ops
from .operation import Operation


class Graph(CoreGraph):
    """A dataflow graph (see ``core/graph.py``), with TF's full API."""

    _operation_class = Operation
    _building_function = False  # True for a function's graph: tf.init_scope steps out of it
    building_function = property(lambda self: self._building_function)

    def __init__(self):
        super().__init__()
        self._gradient_override_map = {}  # op type -> the gradient registered under this name
        self._container = ""  # the tf.container stateful ops are put in

    # The creators of tf.variable_creator_scope in force in this thread (TF's name for them).
    _variable_creator_stack = property(
        lambda self: self._per_thread.variable_creators,
        lambda self, creators: setattr(self._per_thread, "variable_creators", creators))

    # ------------------------------------------------------------------ what shapes new ops
    def device(self, device_name_or_function):
        """Ops built inside record a device: a name ("/gpu:1") or DeviceSpec, merged field by
        field with the blocks outside; a device function (called with each new op, giving its
        device); or None, which hides the blocks outside. All runs on the CPU, but graphs
        keep the devices, as TF's."""
        return _DeviceBlock(self, device_name_or_function)

    def _place(self, op, ref_inputs):
        """What the blocks in force add to a new op, in TF's order: scope attributes, gradient
        override, device, colocation, container."""
        if self._attr_scope_map:
            self._apply_attr_scope(op)
        if op.type in self._gradient_override_map:
            op.attrs["_gradient_op_type"] = self._gradient_override_map[op.type].encode()
        stacks = self._stacks
        if stacks.device and not ref_inputs:
            self._apply_devices(op, stacks.device)
        self._colocate(op, ref_inputs)
        if self._container and op.attrs.get("container") == b"":
            op.attrs["container"] = self._container.encode()

    @staticmethod
    def _apply_devices(op, blocks):
        """Sets ``op.device`` from the device blocks in force, innermost first, as TF does: a
        device name fills in the fields still unset (an index "*" is unset), a device function
        sees the op as placed so far and its answer, kept as written ("/cpu:0"), replaces
        the device; an empty name changes nothing; None stops."""
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

    @contextlib.contextmanager
    def _attr_values_scope(self, values):
        """``_attr_scope`` with the values as ``op.attrs`` keeps them."""
        scope = dict(self._attr_scope_map)
        for name, value in values.items():
            if value is None:
                del scope[name]  # as in TF, a name not set is a KeyError
            else:
                scope[name] = value
        saved, self._attr_scope_map = self._attr_scope_map, scope
        try:
            yield
        finally:
            self._attr_scope_map = saved

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

    @contextlib.contextmanager
    def gradient_override_map(self, op_type_map):
        """Ops of a mapped type built inside take the gradient registered under the new name
        (kept in the op's ``_gradient_op_type`` attr, as TF keeps it). Like TF's, the block
        checks the map only on entering."""
        if not isinstance(op_type_map, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in op_type_map.items()):
            raise TypeError("op_type_map must be a dictionary mapping strings to strings")
        saved = self._gradient_override_map
        self._gradient_override_map = dict(saved, **op_type_map)
        try:
            yield
        finally:
            self._gradient_override_map = saved

    def switch_to_thread_local(self):
        """From now on each thread has its own control-dependency, colocation and device
        stacks, starting from the shared ones as they are now (see ``graph_blocks.py``)."""
        if not isinstance(self._stacks, _ThreadStacks):
            self._stacks = _ThreadStacks(self._stacks)

    # ------------------------------------------------------------------ more of TF's API
    def create_op(self, op_type, inputs, dtypes=None, input_types=None, name=None, attrs=None):
        """``tf.Graph.create_op``: ``attrs`` maps names to ``AttrValue`` messages, as TF's;
        output shapes are unknown. A finalized graph refuses before taking the name."""
        if self._finalized:
            raise RuntimeError("Graph is finalized and cannot be modified.")
        name = self._op_name(name or op_type, check_scope=False)
        values = {key: attr_value(value) for key, value in (attrs or {}).items()}
        return self._create_op(op_type, list(inputs), [(d, None) for d in (dtypes or [])],
                               name, values)

    def _unsafe_unfinalize(self):
        """Makes a finalized graph writable again (TF's escape hatch, as its name warns)."""
        self._finalized = False

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

    def _element_by_name(self, name, allow_tensor, allow_operation, kinds):
        """A name with a colon is a tensor ("op:index"), without one an operation; each wrong
        question is TF's own error (KeyError: not in the graph; ValueError: wrong kind)."""
        nodes = self._nodes_by_name
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
            if op_name not in nodes:
                raise KeyError("The name %r refers to a Tensor which does not exist. The "
                               "operation, %r, does not exist in the graph." % (name, op_name))
            if index >= len(nodes[op_name].outputs):
                raise KeyError("The name %r refers to a Tensor which does not exist. The "
                               "operation, %r, exists but only has %d outputs."
                               % (name, op_name, len(nodes[op_name].outputs)))
            return nodes[op_name].outputs[index]
        if not allow_operation:
            raise ValueError('The name %r %s, not a %s. Tensor names must be of the form '
                             '"<op_name>:<output_index>".' % (
                                 name, "refers to an Operation" if name in nodes else
                                 "looks like an (invalid) Operation name", kinds))
        if name not in nodes:
            raise KeyError("The name %r refers to an Operation not in the graph." % name)
        return nodes[name]

    @property
    def collections(self):
        return list(self._collections)

    def clear_collection(self, name):
        self._collections.pop(name, None)

    def as_graph_def(self, from_version=None, add_shapes=False):
        """The graph as a GraphDef-like object whose ``str`` is TF's text format."""
        from .graph_def import GraphDef
        return GraphDef(self, add_shapes=add_shapes, from_version=from_version)

    def _repr_html_(self):
        from .rich_display import graph_html  # Jupyter's table; loaded only when shown
        return graph_html(self)


hooks.graph_class = Graph  # the default graph the core makes is one of these
