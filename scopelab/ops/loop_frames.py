"""The while loops of an imported GraphDef: the frames TF's executor finds, as loop objects.

A GraphDef keeps a while loop's ops (Enter, Merge, LoopCond, Switch, NextIteration, Exit and
the body's) but not the Python ``WhileContext`` that built them. TF's executor does not need
it: it follows the ops into *frames*, an Enter's output being in the frame its
``frame_name`` names (inside the frame of its input), an Exit's output in the enclosing frame,
and every other op's outputs in the frame of its inputs (control inputs included: a constant
of the body waits on the loop's pivot). scopelab's Session runs a loop as one step
(``WhileLoop``, see while_loop.py), so ``find_loops`` follows the imported ops into frames the
same way and makes one ``WhileLoop`` of each, with its loop variables found as a gradient
loop's are (``find_loop_variables``). The frame name alone does not tell loops apart (a graph
imported twice holds two loops called ``while/while_context``): the ops of one loop are those
joined by edges inside one frame.
Left out: building more ops into an imported loop (gradients through it), as TF's
``import_graph_def`` does not restore loop contexts either.
"""
from .while_loop import WhileLoop, find_loop_variables, is_enter, is_exit


class _Frame:
    """One Enter's frame, until the ops that read it join it to the other Enters' frames."""

    def __init__(self, name, outer):
        self.name, self.outer, self.joined = name, outer, None

    def root(self):
        frame = self
        while frame.joined is not None:
            frame = frame.joined
        return frame


def _join(frames):
    """The frames (None: outside every loop) an op's inputs come from, joined into one. Their
    enclosing frames are one too: an outer loop's constant may be entered only by the inner
    loop's Enter, and is known to be the outer loop's through it."""
    roots = {f.root() for f in frames if f is not None}
    if not roots:
        return None
    first, *others = sorted(roots, key=id)
    for other in others:
        other.joined = first
        if first.outer is not None and other.outer is not None:
            _join([first.outer, other.outer])
    return first


def find_loops(g, ops):
    """Makes a ``WhileLoop`` of each loop frame among ``ops`` (new ops of graph ``g``, each
    after its inputs but for a Merge's back edge) and returns them, outer loops first."""
    inside = {}  # op -> the frame its outputs are in
    owner = {}   # op -> the frame whose loop it belongs to (an Exit: the loop it leaves)
    for op in ops:
        # A Merge's back edge comes from an op not met yet: it counts as outside, harmlessly.
        frame = _join([inside.get(t.op) for t in op.inputs] +
                      [inside.get(c) for c in op.control_inputs])
        if is_enter(op):
            inside[op] = owner[op] = _Frame(op.attrs["frame_name"].decode(), frame)
        elif is_exit(op) and frame is not None:
            owner[op], inside[op] = frame, frame.outer
        else:
            inside[op] = owner[op] = frame
    members = {}
    for op in ops:
        if owner[op] is not None:
            members.setdefault(owner[op].root(), []).append(op)
    loops = {}
    for frame in sorted(members, key=lambda f: _depth(f)):
        conds = [op for op in members[frame] if op.type == "LoopCond"]
        if len(conds) != 1:  # an Enter nobody inside reads: no loop to run
            continue
        loop = loops[frame] = WhileLoop(g, frame.name)
        loop.outer = loops.get(frame.outer.root()) if frame.outer is not None else None
        enters = [op for op in members[frame] if is_enter(op)]
        for op in members[frame]:
            loop.own(op)
            loop.values.update(t.name for t in op.outputs)
        # What the Enters wait on outside, the loop waits on as a whole.
        loop.control_inputs = list(dict.fromkeys(c for op in enters for c in op.control_inputs))
        loop.constants = [op.outputs[0] for op in enters if op.attrs["is_constant"]]
        loop.condition = conds[0].inputs[0]
        find_loop_variables(loop, conds[0].outputs[0])
    return list(loops.values())


def _depth(frame):
    depth = 0
    while frame.outer is not None:
        frame, depth = frame.outer.root(), depth + 1
    return depth
