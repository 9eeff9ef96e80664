"""``tf.while_loop``: TF1's loop made of Enter, Merge, LoopCond, Switch, NextIteration, Exit.

Mirrors ``WhileContext`` in ``control_flow_ops.py``. Each loop variable enters the loop frame
(``Enter``), meets its next-iteration value in a ``Merge``, is tested by the condition
(``LoopCond``), and is ``Switch``-ed either out (``Exit``) or into the body (``Identity``); the
body's result goes back to the Merge through ``NextIteration``. Outside tensors a loop uses get
an ``Enter`` of their own (``is_constant``), made when the op using them is made; a variable's
reference (the body assigns to the variable) gets a ``RefEnter``.

TF runs such a frame with a dataflow executor that follows the cycle. A Session here runs the
whole loop as one step (``WhileLoop`` is its node in a run's plan): condition, body, condition...
until false, each part a small plan of its own. A ``tf.TensorArray`` loop variable travels as its
flow. ``maximum_iterations`` puts a counter in front of the loop variables
(``while/iteration_counter``) and ANDs its test into the condition. Gradients:
``gradients_impl/while_grad.py``. A loop may hold a ``tf.cond`` or another loop: contexts
hand each other outside values (``add_value``: an inner loop's Enter takes the outer's) and
their ops' values (``add_inner_op``). Left out: shape invariants.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     i, x = tf.while_loop(lambda i, x: i < 3, lambda i, x: (i + 1, x * 2.0), [0, 1.0])
...     with tf.Session() as sess:
...         out = sess.run([i, x])
>>> i.name, [int(out[0]), float(out[1])]
('while/Exit:0', [3, 8.0])
"""
import collections

from .. import dtypes, nest
from ..core.registry import register
from ..core.state import OPS
from ..default_graph import get_default_graph
from ..graph_keys import GraphKeys
from .array_ops import identity
from .control_flow_ops import merge, switch
from .core import constant, convert_to_tensor
from .logical_ops import logical_and
from .tensor_array_ops import from_flow, to_flow


# Where a loop's frame starts and ends: an Enter takes a tensor into it (a RefEnter a
# variable's reference), an Exit hands one out.
for _op_type in ("Enter", "RefEnter"):
    register(_op_type, loop_boundary="enter")
for _op_type in ("Exit", "RefExit"):
    register(_op_type, loop_boundary="exit")


def is_enter(op):
    record = OPS.get(op.type)
    return record is not None and record.loop_boundary == "enter"


def is_exit(op):
    record = OPS.get(op.type)
    return record is not None and record.loop_boundary == "exit"


class WhileLoop:
    """One loop frame: its boundary ops and, for the Session, its inputs and outputs."""

    type = "While"
    # In a plan a loop is one node, made in its enclosing loop or cond branch, if any.
    _control_flow_context = property(lambda self: self.outer)

    def __init__(self, graph, name):
        self.graph = graph
        self.name = name                  # the frame name, e.g. "while/while_context"
        self.enters, self.merges = [], []  # one per loop variable
        self.constants = []               # Enters of outside tensors the loop uses
        self.identities, self.next_values = [], []
        self.condition = None             # the tensor LoopCond tests
        self.outputs = []                 # the Exit tensors
        self.inputs = []                  # outside tensors: initial values, then entered constants
        self.control_inputs = []
        self.ops = set()                  # every op of the frame
        self.pivot = None                 # what input-less ops inside wait on
        self.values = set()
        self.back_prop = True             # False: tf.gradients stops at the Exits
        self.outer = graph._control_flow_context  # an enclosing loop or cond branch, if any
        self.loop = self                  # the loop ops built here belong to (see CondContext)

    # A loop is built like a cond branch: the graph hands it each new op (see Graph._create_op).
    def add_op(self, op):
        self.own(op)
        if is_enter(op):
            return
        for i, t in enumerate(op.inputs):
            real = self._inside(t)
            if real is not t:
                op._update_input(i, real)
        # An op that reads nothing the iteration computes would run once, not every iteration:
        # tie it to the pivot (as TF does for ops whose inputs are all loop constants).
        if not op.control_inputs and all(is_enter(t.op) and t.op.attrs["is_constant"]
                                         for t in op.inputs):
            op._add_control_input(self.pivot.op)
        self.values.update(t.name for t in op.outputs)
        if op.type != "Exit" or self.outer is not None:  # only what leaves every loop
            op.graph.prevent_fetching(op)
        if self.outer is not None:
            self.outer.add_inner_op(op)

    def own(self, op):
        """Records ``op`` as one of this loop's (one built in a cond inside it keeps that cond
        as its context: the cond's ``loop`` is this one)."""
        self.ops.add(op)
        context = op._control_flow_context
        if context is None or context.loop is not self:
            op._control_flow_context = self

    def add_inner_op(self, op):
        """An op of a cond or loop nested in this one: its values are usable here."""
        self.values.update(t.name for t in op.outputs)
        if self.outer is not None:
            self.outer.add_inner_op(op)

    def add_value(self, t):
        """``t`` as an op built in a cond or loop nested in this one sees it."""
        return self._inside(t)

    def body_targets(self):
        """Ops each iteration must run that no loop variable needs: what the NextIteration ops
        wait on (the pushes ``tf.gradients`` adds to save values for the backward loop)."""
        return sorted({c for op in self.ops if op.type == "NextIteration"
                       for c in op.control_inputs}, key=lambda op: op._id)

    def _inside(self, t):
        """``t`` as seen inside the loop: outside tensors go through a constant Enter."""
        if t.name in self.values:
            return t
        if self.outer is not None:  # an outside value reaches an inner loop through the outer
            t = self.outer.add_value(t)
        for enter in self.constants:
            if enter.op.inputs[0] is t:
                return enter
        enter = _enter(t, self, is_constant=True)
        self.constants.append(enter)
        self.inputs.append(t)
        return enter


def find_loop_variables(loop, loop_cond):
    """Fills ``loop``'s boundary lists from its ``ops``, for a loop not built by ``while_loop``
    (a gradient loop, an imported one): each loop variable is an Enter feeding a Merge whose
    back edge is a NextIteration, Switched by ``loop_cond`` into the body (``identities``)
    or out through an Exit (``outputs``; the Switch's exit side if it has no Exit)."""
    ordered = sorted(loop.ops, key=lambda op: op._id)
    consumers = collections.defaultdict(list)
    for op in ordered:
        for t in op.inputs:
            consumers[t].append(op)
    loop.enters, loop.merges, loop.identities, loop.next_values, loop.outputs = [], [], [], [], []
    for op in ordered:
        if op.type != "Merge" or not is_enter(op.inputs[0].op) or \
                op.inputs[0].op.attrs["is_constant"] or op.inputs[1].op.type != "NextIteration":
            continue
        switches = [c for c in consumers[op.outputs[0]]
                    if c.type == "Switch" and c.inputs[1] is loop_cond]
        if not switches:
            continue
        exit_ = _exit_after(switches[0].outputs[0], consumers)
        loop.enters.append(op.inputs[0])
        loop.merges.append(op.outputs[0])
        loop.identities.append(switches[0].outputs[1])
        loop.next_values.append(op.inputs[1].op.inputs[0])
        loop.outputs.append(exit_.outputs[0] if exit_ else switches[0].outputs[0])
    loop.inputs = [e.op.inputs[0] for e in loop.enters] + [c.op.inputs[0] for c in loop.constants]


def _exit_after(stay, consumers):
    """The Exit that ``stay`` (a Switch's exit side) reaches, perhaps through Identities: with
    ``gate_gradients`` (an optimizer's ``minimize``) the Merge's gradient is gated by
    ``tuple``, so ``.../Merge_grad/tuple/control_dependency`` stands between Switch and Exit.
    An Identity passes the last value on unchanged, so the Exit is still the loop's output."""
    for c in consumers[stay]:
        if c.type == "Exit":
            return c
        if c.type == "Identity":
            found = _exit_after(c.outputs[0], consumers)
            if found is not None:
                return found
    return None


def _enter(t, loop, is_constant, name="Enter"):
    """``t`` entering ``loop``'s frame: built outside any control block, owned by the loop.
    A variable's reference (an op in the loop writes or reads the variable itself) enters
    through a ``RefEnter``, as in TF, and stays a reference inside."""
    g = t.graph
    op_type = "RefEnter" if t.dtype.is_ref else "Enter"
    with g.control_dependencies(None):
        op = g._create_op(op_type, [t], [(t.dtype, t.shape)],
                          g._op_name(op_type if name == "Enter" else name),
                          {"T": t.dtype.base_dtype, "frame_name": loop.name.encode(),
                           "is_constant": is_constant, "parallel_iterations": 10})
    loop.own(op)
    loop.values.add(op.outputs[0].name)
    if loop.outer is not None:
        loop.outer.add_inner_op(op)
    return op.outputs[0]


def _single(op_type, t, dtype=None, name=None):
    g = t.graph
    op = g._create_op(op_type, [t], [(dtype or t.dtype, t.shape)], g._op_name(name or op_type),
                      {"T": t.dtype.base_dtype} if op_type != "LoopCond" else {})
    return op.outputs[0]


def _as_given(structure, originals, tensors):
    """``tensors`` in the nesting of ``structure``, TensorArrays where ``originals`` had them."""
    return nest.pack_sequence_as(structure, [from_flow(o, t) for o, t in zip(originals, tensors)])


def while_loop(cond, body, loop_vars, shape_invariants=None, parallel_iterations=10,
               back_prop=True, swap_memory=False, name=None, maximum_iterations=None,
               return_same_structure=False):
    """Repeats ``loop_vars = body(*loop_vars)`` while ``cond(*loop_vars)`` is true."""
    if not callable(cond):
        raise TypeError("'cond' must be callable.")
    if not callable(body):
        raise TypeError("'body' must be callable.")
    g = get_default_graph()
    with g.name_scope(name, "while"):
        if maximum_iterations is not None:
            cond, body, loop_vars = _counted(cond, body, loop_vars, maximum_iterations)
        originals = nest.flatten(loop_vars)  # TensorArrays travel as their flows
        flat = [convert_to_tensor(to_flow(v)) for v in originals]
        loop = WhileLoop(g, g.unique_name("while_context"))
        loop.back_prop = back_prop
        g.add_to_collection(GraphKeys.WHILE_CONTEXT, loop)
        loop.inputs = list(flat)
        saved, g._control_flow_context = g._control_flow_context, loop
        try:
            loop.enters = [_enter(v, loop, is_constant=False) for v in flat]
            loop.merges = [merge([e, e])[0] for e in loop.enters]
            loop.pivot = loop.merges[0]
            loop.condition = convert_to_tensor(cond(*_as_given(loop_vars, originals,
                                                               loop.merges)))
            pivot = _single("LoopCond", loop.condition, dtypes.bool)
            switches = []
            for m in loop.merges:
                with g.colocate_with(m.op, ignore_existing=True):
                    switches.append(switch(m, pivot))
            loop.identities = [identity(s[1]) for s in switches]
            loop.pivot = loop.identities[0]
            result = body(*_as_given(loop_vars, originals, loop.identities))
            if not isinstance(result, (list, tuple)):
                result = [result]
            nest.assert_same_structure(list(nest.pack_sequence_as(loop_vars, flat)), list(result))
            loop.next_values = [convert_to_tensor(to_flow(v)) for v in nest.flatten(result)]
            for m, v in zip(loop.merges, loop.next_values):
                m.op._set_back_edge(_single("NextIteration", v))
            loop.outputs = [_single("Exit", s[0]) for s in switches]
        finally:
            g._control_flow_context = saved
    exits = _as_given(result, nest.flatten(result), loop.outputs)
    if maximum_iterations is not None:
        return exits[1]  # the counter stays inside
    if not return_same_structure and isinstance(exits, (list, tuple)) and len(exits) == 1:
        return exits[0]
    return exits


def _counted(cond, body, loop_vars, maximum_iterations):
    """The loop with a counter in front: it stops after ``maximum_iterations`` as well."""
    limit = convert_to_tensor(maximum_iterations, name="maximum_iterations")
    if limit.shape.ndims != 0:
        raise ValueError("Invalid maximum_iterations: expected a scalar tensor, got shape %s."
                         % limit.shape)
    counter = constant(0, dtype=limit.dtype, name="iteration_counter")
    return (lambda i, lv: logical_and(i < limit, cond(*lv)),
            lambda i, lv: (i + 1, body(*lv)), (counter, loop_vars))
