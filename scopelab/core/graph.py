"""``tf.Graph`` and the default graph: ops, their names, name scopes, control dependencies and
collections.

Mirrors graph mode in ``tensorflow/python/framework/ops.py``. A Graph holds its ops in creation
order and by name. Two pieces of state decide a new op's name:

- ``_name_stack``, the name scope in effect ("outer/inner", "" at the root). Each thread has
  its own, as in TF: a thread starts at the root while another is inside a scope;
- ``_names_in_use``, shared by all threads: how many times each lower-cased name was handed
  out, so the second "layer" scope is "layer_1".

A name ending in "/" is taken as it is (a captured scope re-entered); any other is made
unique. ``name_scope(name, default_name)`` opens a scope: ``default_name`` only replaces None,
and "" goes back to the root. The graph made default by ``as_default()`` (per thread, see
``state.py``) is where ops go when no graph is named. Left out here, added by the engine's
``Graph`` subclass: devices, attribute scopes, containers, GraphDef export.

>>> g = Graph()
>>> g.unique_name("foo"), g.unique_name("foo"), g.unique_name("Foo")
('foo', 'foo_1', 'Foo_2')
>>> with g.name_scope("outer") as scope:
...     scope, g.unique_name("op")
('outer/', 'outer/op')
"""
import contextlib
import re
import sys
import threading

from .state import default_graph_stack, hooks, scope_observers
from .tensor import Operation, Tensor

# Names TF accepts for ops and root name scopes, and (looser) for nested scopes.
_VALID_OP_NAME = re.compile(r"^[A-Za-z0-9.][A-Za-z0-9_.\\/>-]*$")
_VALID_SCOPE_NAME = re.compile(r"^[A-Za-z0-9_.\\/>-]*$")


def check_node_name(name):
    """TF's ValueError for a name no node may have ("", "_x", "x:0"...)."""
    if not _VALID_OP_NAME.match(name):
        raise ValueError("`%s` is not a valid node name. Accepted names conform to Regex /%r/"
                         % (name, _VALID_OP_NAME))


class _PerThread(threading.local):
    """A graph's state that each thread has a copy of, starting empty."""

    def __init__(self):
        self.name_stack = ""
        self.variable_creators = []  # tf.variable_creator_scope's, outermost first


class _Stacks:
    """The open ``with`` blocks that shape each new op: ``control_dependencies`` (blocks),
    ``colocation`` (ops) and ``device``, innermost last. As in TF all threads share them."""

    __slots__ = ("control_dependencies", "colocation", "device")

    def __init__(self):
        self.control_dependencies, self.colocation, self.device = [], [], []


class Graph:
    """A dataflow graph: ops in creation order, found again by unique name."""

    _operation_class = Operation  # what its ops are (the engine's adds TF's full API)
    outer_graph = None  # the graph a function's graph takes tensors in from (tf.data)
    building_function = False

    def __init__(self):
        self._ops = []
        self._nodes_by_name = {}
        self._names_in_use = {}
        self._per_thread = _PerThread()
        self._stacks = _Stacks()
        self._attr_scope_map = {}  # attributes every new op gets (_attr_values_scope)
        self._control_flow_context = None  # the cond branch or loop being built (TF's)
        self._collections = {}
        self._unfetchable = set()  # ops in cond branches and loops: they may never run
        self._unfeedable = set()  # tensors a session may not be fed (prevent_feeding)
        self.seed = None
        self._finalized = False

    def as_default(self):
        """Makes this graph the default one inside the ``with`` block (this thread only)."""
        return DefaultBlock(default_graph_stack, "graphs", self)

    # ------------------------------------------------------------------ names
    _name_stack = property(lambda self: self._per_thread.name_stack,
                           lambda self, stack: setattr(self._per_thread, "name_stack", stack))

    def unique_name(self, name, mark_as_used=True):
        """``name`` under the current name scope, suffixed ``_1``, ``_2``... if taken.

        Names are compared lower-cased, because node names become file names on
        case-insensitive file systems; a suffixed name that is itself taken is skipped.
        """
        stack = self._per_thread.name_stack
        if stack:
            name = stack + "/" + name
        key = name.lower()
        i = self._names_in_use.get(key, 0)
        if mark_as_used:
            self._names_in_use[key] = i + 1
        if i > 0:
            base = key
            while key in self._names_in_use:
                key = "%s_%d" % (base, i)
                i += 1
            if mark_as_used:
                self._names_in_use[key] = 1
            name = "%s_%d" % (name, i - 1)
        return name

    def get_name_scope(self):
        return self._per_thread.name_stack

    def _check_scope_name(self, name):
        if self._per_thread.name_stack:
            if not _VALID_SCOPE_NAME.match(name):
                raise ValueError("'%s' is not a valid scope name. A scope name has to match the "
                                 "following pattern: %s" % (name, _VALID_SCOPE_NAME.pattern))
        elif not _VALID_OP_NAME.match(name):
            raise ValueError("'%s' is not a valid root scope name. A root scope name has to match "
                             "the following pattern: %s" % (name, _VALID_OP_NAME.pattern))

    @contextlib.contextmanager
    def name_scope(self, name, default_name=None):
        """Opens name scope ``name`` (``default_name`` if it is None; "" is the root); ``with``
        gives its full name with a trailing "/", or "" at the root.

        A generator made into a context manager, as in TF: the code before ``yield`` runs on
        entering the ``with`` block, the ``finally`` part on leaving it, even by an exception.
        """
        here = self._per_thread
        old = here.name_stack
        name = default_name if name is None else name
        if isinstance(name, bytes):  # TF takes UTF-8 bytes for names too
            name = name.decode("utf-8")
        if not name:
            scope = here.name_stack = ""
        elif name[-1] == "/":
            self._check_scope_name(name)
            here.name_stack, scope = name[:-1], name
        else:
            self._check_scope_name(name)
            here.name_stack = self.unique_name(name)
            scope = here.name_stack + "/"
        try:
            yield scope
        finally:
            here.name_stack = old

    def _op_name(self, name, check_scope=True):
        """The name of a new op asked to be called ``name``: a scope string ("a/b/") as it is,
        else made unique. Most ops open a scope of their own, so ``name`` must be a valid
        scope name; ``Const`` does not, and only its full node name is checked."""
        if check_scope and isinstance(name, bytes):
            name = name.decode("utf-8")  # the op's own name scope decodes it, as any scope
        if name[-1:] == "/":
            return name[:-1]
        if check_scope:
            self._check_scope_name(name)  # a valid scope under a valid stack is a valid name
            return self.unique_name(name)
        # As in TF, bytes are made unique as they are and decoded only then: b"c" works at the
        # root, once; a second b"c" becomes "b'c'_1", an invalid name; inside a name scope
        # "scope/" + b"c" is a TypeError.
        name = self.unique_name(name)
        if isinstance(name, bytes):
            name = name.decode("utf-8")
        check_node_name(name)
        return name

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

    def init_scope(self):
        """Steps out of control dependencies and cond branches, keeping the name scope.
        Variables build their initializers in it: initialising must not wait for, or be
        switched off by, whatever block the variable happens to be created in."""
        return _ControlDependencies(self, None)

    def colocate_with(self, op, ignore_existing=False):
        """Ops built inside are placed with ``op`` (attribute ``_class: loc:@<op>``)."""
        if op is None and not ignore_existing:
            raise ValueError("Trying to reset colocation (op is None) but ignore_existing is "
                             "not True")
        if hasattr(op, "_as_graph_element"):
            op = op._as_graph_element()
        op = op.op if isinstance(op, Tensor) else op
        return _Colocation(self, [] if op is None else [op], ignore_existing)

    @contextlib.contextmanager
    def _attr_values_scope(self, values):
        """Ops built inside get the attributes ``values`` (a variable's initializer is
        colocated with the variable before the variable exists)."""
        saved, self._attr_scope_map = self._attr_scope_map, dict(self._attr_scope_map, **values)
        try:
            yield
        finally:
            self._attr_scope_map = saved

    @contextlib.contextmanager
    def device(self, device_name_or_function):
        """Ops built inside record a device: a name ("/cpu:0"), a function of the op giving
        one, or None, which hides the blocks outside. All runs on the CPU, but graphs keep
        the devices, as TF's (the engine's Graph merges names field by field, as TF does)."""
        self._stacks.device.append(device_name_or_function)
        try:
            yield
        finally:
            self._stacks.device.pop()

    # ------------------------------------------------------------------ building ops
    def _create_op(self, op_type, inputs, output_specs, name, attrs=None, ref_inputs=(),
                   control_inputs=None):
        """Adds a node called exactly ``name`` (already unique) and returns it.

        ``ref_inputs`` are the variables an op writes or inspects; like TF, such an op is
        colocated with them. An op made from a NodeDef brings its own ``control_inputs`` and
        takes nothing from the blocks in force.
        """
        if self._finalized:
            raise RuntimeError("Graph is finalized and cannot be modified.")
        if name in self._nodes_by_name:
            raise ValueError("Duplicate node name in graph: '%s'" % name)
        for t in inputs:
            if t.graph is not self:
                raise ValueError("%s must be from the same graph as %s (graphs are %r and %r)."
                                 % (t, inputs[0], t.graph, self))
        blocks = self._stacks.control_dependencies if control_inputs is None else ()
        controls = control_inputs or []
        for block in blocks:
            # An input built inside the same block already waits for the block's ops.
            if not any(t.op in block.ops_built for t in inputs):
                controls.extend(c for c in block.control_inputs
                                if all(c is not t.op for t in inputs))
        op = self._operation_class(self, name, op_type, inputs, output_specs,
                                   {} if attrs is None else attrs, controls, len(self._ops))
        if control_inputs is None:
            self._place(op, ref_inputs)
        for block in blocks:
            block.ops_built.add(op)
        self._ops.append(op)
        self._nodes_by_name[name] = op
        context = self._control_flow_context
        if context is not None:
            # Inside a cond branch or loop: the context may switch the op's outside inputs;
            # TF does it inside the op's own name scope, so helpers are "<op>/Switch".
            op._control_flow_context = context
            saved, self._name_stack = self._name_stack, name
            try:
                context.add_op(op)
            finally:
                self._name_stack = saved
        return op

    def _place(self, op, ref_inputs):
        """What the blocks in force add to a new op: scope attributes, device and colocation
        (the engine's Graph adds containers and gradient overrides)."""
        for key, value in self._attr_scope_map.items():
            op.attrs.setdefault(key, value)
        if not ref_inputs:
            for device in reversed(self._stacks.device):  # the innermost block decides
                if device is not None:
                    op.device = device if isinstance(device, str) else device(op)
                break
        self._colocate(op, ref_inputs)

    def _colocate(self, op, ref_inputs):
        """Places ``op`` with the colocation blocks' ops, else with the variables it uses."""
        colocate = self._stacks.colocation or [t.op for t in ref_inputs]
        if colocate:
            op.attrs["_class"] = tuple(sorted({g for c in colocate
                                               for g in c.colocation_groups()}))
            for c in reversed(colocate):  # it runs where the innermost one with a device does
                if c.device:
                    op.device = c.device
                    break

    def get_operations(self):
        return list(self._ops)

    def num_operations(self):
        return len(self._ops)

    version = property(lambda self: len(self._ops), doc="grows with every op added")
    finalized = property(lambda self: self._finalized)

    def finalize(self):
        """Makes the graph read-only: adding an op now raises RuntimeError."""
        self._finalized = True

    def prevent_feeding(self, tensor):
        self._unfeedable.add(tensor)

    def is_feedable(self, tensor):
        return tensor not in self._unfeedable

    def prevent_fetching(self, op):
        self._unfetchable.add(op)

    def is_fetchable(self, tensor_or_op):
        op = tensor_or_op.op if isinstance(tensor_or_op, Tensor) else tensor_or_op
        return op not in self._unfetchable

    # ------------------------------------------------------------------ lookup
    def as_graph_element(self, obj, allow_tensor=True, allow_operation=True):
        """The Tensor or Operation ``obj`` names ("w", "w:0") or is, checked to belong to this
        graph; an object may say which element it stands for (``_as_graph_element``)."""
        kinds = " or ".join(k for k, ok in (("Tensor", allow_tensor),
                                            ("Operation", allow_operation)) if ok)
        if hasattr(obj, "_as_graph_element"):
            obj = obj._as_graph_element()
        if isinstance(obj, bytes):  # a name as UTF-8 bytes too (session.run(b"c:0"))
            obj = obj.decode("utf-8")
        if isinstance(obj, str):
            return self._element_by_name(obj, allow_tensor, allow_operation, kinds)
        for kind, allowed in ((Tensor, allow_tensor), (Operation, allow_operation)):
            if isinstance(obj, kind) and allowed:
                if obj.graph is not self:
                    raise ValueError("%s %s is not an element of this graph."
                                     % (kind.__name__, obj))
                return obj
        raise TypeError("Can not convert a %s into a %s." % (type(obj).__name__, kinds))

    def _element_by_name(self, name, allow_tensor, allow_operation, kinds):
        """A name with a colon names a tensor ("op:index"), without one an operation (the
        engine's Graph says in TF's words what is wrong with a name that finds nothing)."""
        op_name, colon, index = name.partition(":")
        if colon and allow_tensor:
            return self._nodes_by_name[op_name].outputs[int(index)]
        if not colon and allow_operation:
            return self._nodes_by_name[name]
        raise ValueError("The name %r does not name a %s." % (name, kinds))

    # ------------------------------------------------------------------ collections
    def add_to_collection(self, name, value):
        self._collections.setdefault(name, []).append(value)

    def add_to_collections(self, names, value):
        for name in (names,) if isinstance(names, str) else set(names):
            self.add_to_collection(name, value)

    def get_collection_ref(self, name):
        return self._collections.setdefault(name, [])

    def get_all_collection_keys(self):
        return [k for k in self._collections if isinstance(k, str)]

    def get_collection(self, name, scope=None):
        """A copy of a collection; with ``scope``, only items whose name matches it: a regular
        expression matched at the start, so "foo" also finds "foo_1/..." (end it with "/")."""
        items = self._collections.get(name, [])
        if scope is None:
            return list(items)
        match = re.compile(scope).match
        return [i for i in items if isinstance(getattr(i, "name", None), str) and match(i.name)]

    def __repr__(self):
        return "<scopelab.Graph with %d ops>" % len(self._ops)


class _ControlDependencies:
    """One ``control_dependencies`` block: its ops, and the ops built inside it. A block of
    None starts an empty stack and leaves any cond branch: nothing it builds waits on them."""

    def __init__(self, graph, control_ops):
        self.graph = graph
        self.control_inputs = control_ops or []
        self.new_stack = control_ops is None
        self.ops_built = set()

    def __enter__(self):
        g = self.graph
        if self.new_stack:
            self._saved = g._stacks.control_dependencies, g._control_flow_context
            g._stacks.control_dependencies, g._control_flow_context = [], None
        else:
            g._stacks.control_dependencies.append(self)

    def __exit__(self, *exc):
        g = self.graph
        if self.new_stack:
            g._stacks.control_dependencies, g._control_flow_context = self._saved
        else:
            g._stacks.control_dependencies.pop()


class _Colocation:
    """``with graph.colocate_with(op)``: ops built inside are placed with ``op``; as in TF,
    the device blocks outside are set aside meanwhile."""

    def __init__(self, graph, ops, ignore_existing):
        self.graph, self.ops, self.ignore_existing = graph, ops, ignore_existing

    def __enter__(self):
        stacks = self.graph._stacks
        self.saved = stacks.colocation, stacks.device
        stacks.colocation = ([] if self.ignore_existing else stacks.colocation) + self.ops
        stacks.device = []

    def __exit__(self, *exc):
        stacks = self.graph._stacks
        stacks.colocation, stacks.device = self.saved


class DefaultBlock:
    """``with x.as_default()``: pushes ``x`` (a graph or a session) on this thread's stack of
    defaults, ``getattr(stacks, name)`` (``state.py``). Leaving pops it once only, as TF's
    generator-made blocks do, with TF's AssertionError if one made default later is on top."""

    __slots__ = ("stacks", "name", "item", "pushed")

    def __init__(self, stacks, name, item):
        self.stacks, self.name, self.item, self.pushed = stacks, name, item, False

    def __enter__(self):
        getattr(self.stacks, self.name).append(self.item)
        self.pushed = True
        return self.item

    def __exit__(self, *exc):
        items = getattr(self.stacks, self.name)
        if self.pushed and items:
            self.pushed = False
            if items[-1] is not self.item:
                raise AssertionError("Nesting violated for default stack of %s objects"
                                     % type(self.item))
            items.pop()


# ---------------------------------------------------------------------- the default graph
def get_default_graph():
    """The innermost ``as_default()`` graph of this thread, else its global graph."""
    graphs = default_graph_stack.graphs
    return graphs[-1] if graphs else global_graph()


def global_graph():
    """This thread's graph when none was made default, made on first use: as in TF, each
    thread has its own (of ``hooks.graph_class``, the engine's full Graph, when loaded)."""
    if default_graph_stack.global_graph is None:
        default_graph_stack.global_graph = (hooks.graph_class or Graph)()
    return default_graph_stack.global_graph


def reset_default_graph():
    """Replaces this thread's global default graph with a new, empty one."""
    if default_graph_stack.graphs:
        raise AssertionError("Do not use tf.reset_default_graph() to clear nested graphs. If you "
                             "need a cleared graph, exit the nesting and create a new graph.")
    default_graph_stack.global_graph = (hooks.graph_class or Graph)()


def graph_from_inputs(values):
    """The graph ``values`` (tensors, variables, ops) live in, else the default graph. Two
    graphs may not meet in one op, unless one is a function's graph and the other its
    ``outer_graph``, whose tensors the function takes in."""
    first = first_value = None
    for v in values:
        g = getattr(v, "graph", None)
        if g is None or g is first:
            continue
        if first is None or g.outer_graph is first:
            first, first_value = g, v
        elif first.outer_graph is not g:
            raise ValueError("%s must be from the same graph as %s (graphs are %r and %r)."
                             % (_element(v), _element(first_value), g, first))
    return first if first is not None else get_default_graph()


def _element(value):
    return value._as_graph_element() if hasattr(value, "_as_graph_element") else value


class name_scope_v1:  # noqa: N801 - TF's name
    """``tf.name_scope`` (TF 2 names the v1 class after its version): a scope for op names only; ``with`` gives e.g. ``"outer/inner/"``.

    With ``values``, it enters their graph. ``name`` None falls back to ``default_name``; ""
    goes back to the root. Entering the same object again opens a fresh scope ("ns_1/").
    """

    def __init__(self, name, default_name=None, values=None):
        if default_name is not None and not isinstance(default_name, str):
            raise TypeError("`default_name` type (%s) is not a string type. You likely meant to "
                            "pass this into the `values` kwarg." % type(default_name))
        self._name = default_name if name is None else name
        self._values = values
        self._entered = []  # (graph block, name scope) per active entry

    def __enter__(self):
        if self._name is None and self._values is not None:
            raise ValueError("At least one of name (%s) and default_name (%s) must be provided."
                             % (self._name, None))
        g = graph_from_inputs(self._values) if self._values else get_default_graph()
        graph_block, scope = g.as_default(), g.name_scope(self._name)
        graph_block.__enter__()
        try:
            entered = scope.__enter__()
        except BaseException:
            graph_block.__exit__(None, None, None)
            raise
        self._entered.append((graph_block, scope))
        for observer in scope_observers:  # the book's views listen (scope_events.py)
            observer("name_scope_entered", g, self._name)
        return entered

    def __exit__(self, *exc):
        if not self._entered:
            return  # left once more than entered: as in TF, nothing is left twice
        graph_block, scope = self._entered.pop()
        for observer in scope_observers:
            observer("name_scope_exited", graph_block.item)
        scope.__exit__(*exc)
        graph_block.__exit__(*exc)


name_scope = name_scope_v1


def graph_singleton(key, factory):
    """The one object kept under collection ``key`` of the default graph, made on first use
    (how a graph keeps its variable store and scope store, as TF does)."""
    g = get_default_graph()
    found = g._collections.get(key)
    if not found:
        found = g._collections[key] = [factory()]
    return found[0]


def user_traceback():
    """(file, line, function) of the user's calls that led here, innermost first, at most
    five: scopelab's frames left out, nothing beyond the code IPython runs for a cell. A
    plain tuple, which the garbage collector stops tracking (a graph keeps one per variable).
    """
    entries, frame = [], sys._getframe(1)
    while frame is not None and len(entries) < 5:
        package = frame.f_globals.get("__name__", "").partition(".")[0]
        if package in ("IPython", "ipykernel"):
            break
        if package != "scopelab":
            entries.append((frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name))
        frame = frame.f_back
    return tuple(entries)


def format_traceback(entries):
    """Entries as TF quotes an op's stack in "already exists" errors: one line each."""
    return "".join('  File "%s", line %d, in %s\n' % entry for entry in entries)
