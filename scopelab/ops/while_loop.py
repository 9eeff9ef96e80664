"""``tf.while_loop``: TF1's loop made of Enter, Merge, LoopCond, Switch, NextIteration, Exit.

Mirrors ``WhileContext`` in ``control_flow_ops.py``. Each loop variable enters the loop frame
(``Enter``), meets its next-iteration value in a ``Merge``, is tested by the condition
(``LoopCond``), and is ``Switch``-ed either out (``Exit``) or into the body (``Identity``); the
body's result goes back to the Merge through ``NextIteration``. Outside tensors a loop uses get
an ``Enter`` of their own (``is_constant``), made when the op using them is made.

TF runs such a frame with a dataflow executor that follows the cycle. A Session here runs the
whole loop as one step (``WhileLoop`` is its node in a run's plan): condition, body, condition...
until false, each part a small plan of its own. Left out: nested loops, maximum_iterations,
shape invariants, gradients of loops.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     i, x = tf.while_loop(lambda i, x: i < 3, lambda i, x: (i + 1, x * 2.0), [0, 1.0])
...     with tf.Session() as sess:
...         out = sess.run([i, x])
>>> i.name, [int(out[0]), float(out[1])]
('while/Exit:0', [3, 8.0])
"""
from .. import dtypes
from ..default_graph import get_default_graph
from ..graph_keys import GraphKeys
from .array_ops import identity
from .control_flow_ops import (_flatten_structure, _pack_like, _shape_of_structure, merge,
                               switch)
from .core import convert_to_tensor


class WhileLoop:
    """One loop frame: its boundary ops and, for the Session, its inputs and outputs."""

    type = "While"

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

    # A loop is built like a cond branch: the graph hands it each new op (see Graph._create_op).
    def add_op(self, op):
        self.ops.add(op)
        if op.type == "Enter":
            return
        if not op.inputs:
            op._add_control_input(self.pivot.op)
        for i, t in enumerate(op.inputs):
            real = self._inside(t)
            if real is not t:
                op._update_input(i, real)
        self.values.update(t.name for t in op.outputs)
        if op.type != "Exit":  # only what leaves the loop can be fetched
            op.graph.prevent_fetching(op)

    def _inside(self, t):
        """``t`` as seen inside the loop: outside tensors go through a constant Enter."""
        if t.name in self.values:
            return t
        for enter in self.constants:
            if enter.op.inputs[0] is t:
                return enter
        enter = _enter(t, self.name, is_constant=True)
        self.ops.add(enter.op)
        self.constants.append(enter)
        self.inputs.append(t)
        self.values.add(enter.name)
        return enter


def _enter(t, frame_name, is_constant):
    g = t.graph
    with g.control_dependencies(None):
        op = g._create_op("Enter", [t], [(t.dtype, t.shape)], g._op_name("Enter"),
                          {"T": t.dtype.base_dtype, "frame_name": frame_name.encode(),
                           "is_constant": is_constant, "parallel_iterations": 10})
    return op.outputs[0]


def _single(op_type, t, dtype=None):
    g = t.graph
    op = g._create_op(op_type, [t], [(dtype or t.dtype, t.shape)], g._op_name(op_type),
                      {"T": t.dtype.base_dtype} if op_type != "LoopCond" else {})
    return op.outputs[0]


def while_loop(cond, body, loop_vars, shape_invariants=None, parallel_iterations=10,
               back_prop=True, swap_memory=False, name=None, maximum_iterations=None,
               return_same_structure=False):
    """Repeats ``loop_vars = body(*loop_vars)`` while ``cond(*loop_vars)`` is true."""
    if not callable(cond):
        raise TypeError("'cond' must be callable.")
    if not callable(body):
        raise TypeError("'body' must be callable.")
    g = get_default_graph()
    with g.name_scope(name or "while"):
        flat = [convert_to_tensor(v) for v in _flatten_structure(loop_vars)]
        loop = WhileLoop(g, g.unique_name("while_context"))
        g.add_to_collection(GraphKeys.WHILE_CONTEXT, loop)
        loop.inputs = list(flat)
        saved, g._control_flow_context = g._control_flow_context, loop
        try:
            loop.enters = [_enter(v, loop.name, is_constant=False) for v in flat]
            loop.values.update(e.name for e in loop.enters)
            loop.merges = [merge([e, e])[0] for e in loop.enters]
            loop.pivot = loop.merges[0]
            loop.condition = convert_to_tensor(cond(*_pack_like(loop_vars, list(loop.merges))))
            pivot = _single("LoopCond", loop.condition, dtypes.bool)
            switches = []
            for m in loop.merges:
                with g.colocate_with(m.op, ignore_existing=True):
                    switches.append(switch(m, pivot))
            loop.identities = [identity(s[1]) for s in switches]
            loop.pivot = loop.identities[0]
            result = body(*_pack_like(loop_vars, list(loop.identities)))
            if not isinstance(result, (list, tuple)):
                result = [result]
            if _shape_of_structure(list(_pack_like(loop_vars, list(flat)))) != \
                    _shape_of_structure(list(result)):
                raise ValueError("The two structures don't have the same nested structure.")
            loop.next_values = [convert_to_tensor(v) for v in _flatten_structure(result)]
            for m, v in zip(loop.merges, loop.next_values):
                m.op._update_input(1, _single("NextIteration", v))
            loop.outputs = [_single("Exit", s[0]) for s in switches]
        finally:
            g._control_flow_context = saved
        for op in loop.ops | {t.op for t in loop.outputs}:
            g._loop_of[op] = loop
    exits = _pack_like(result, list(loop.outputs))
    if not return_same_structure and isinstance(exits, (list, tuple)) and len(exits) == 1:
        return exits[0]
    return exits
