"""Gradients through ``tf.while_loop``: a second loop that runs the first one backwards.

Mirrors TF1's control flow v1 gradients (``_ControlFlowState`` in ``control_flow_state.py``
and the while-loop cases of ``control_flow_grad.py``). Each loop op has a mirror image:

- ``Exit`` -> ``Enter`` into the gradient loop (``.../Exit_1_grad/b_exit``);
- ``Switch`` -> ``Merge`` (``b_switch``), visited twice: first from the Exit side, making
  the Merge, then from the body side, giving it its ``NextIteration`` back edge;
- ``Merge`` -> ``Switch`` on the gradient loop's LoopCond; ``NextIteration`` -> as is;
- ``Enter`` -> ``Exit`` for a loop variable; for a loop constant (the weights a loop reads)
  an accumulator: a loop variable of the gradient loop summing the constant's gradient over
  all iterations (``.../Enter_grad/b_acc``...), whose Exit is the gradient.

``tf.gradients`` (``gradients_util.py``) asks ``ControlFlowState`` which loop an op's gradient
is built in, holds back a loop's Exits until all of them are reached, lets a loop Switch be
differentiated before all its consumers are (its body side comes later, round the loop), and
in ``post_process`` closes the gradient loops. How the gradient loop is built, and how it
reads forward values (stacks), is in ``while_grad_loop.py``.
A loop constant's IndexedSlices gradient (a ``tf.gather`` inside the loop) is accumulated as
IndexedSlices, and one reaching an Exit goes round the gradient loop part by part;
``tf.cond`` inside a loop is differentiated with its predicate stacked per iteration;
``back_prop=False`` stops the gradients at the Exits. Left out: second-order gradients of
loops, gradients of nested loops (NotImplementedError), a cond in a loop whose branch
inputs have unknown shapes.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     w = tf.constant(1.5, name="w")
...     _, y = tf.while_loop(lambda i, y: i < 3, lambda i, y: (i + 1, y * w), [0, 2.0])
...     dw, = tf.gradients(y, [w])
...     with tf.Session() as sess:
...         value = sess.run(dw)
>>> dw.name, float(value)
('gradients/while/mul/Enter_grad/b_acc_3:0', 13.5)
"""
from ..indexed_slices import IndexedSlices
from ..ops import array_ops
from ..ops.control_flow_ops import _switch_op, merge, switch
from ..ops.core import constant
from ..ops.grad_ops import op_range
from ..ops.indexing_ops import concat
from ..ops.math_ops import add, maximum
from ..ops.while_loop import _enter, _single
from .registry import RegisterGradient
from .while_grad_loop import GradLoopState, in_context
from ..ops import control_flow_runtime
from ..ops.control_flow_runtime import cond_of, is_switch


def loop_of(op):
    """The forward loop ``op`` belongs to (not a gradient loop), or None."""
    loop = control_flow_runtime.loop_of(op)
    return loop if loop is not None and not hasattr(loop, "state") else None


def is_loop_switch(op):
    """A Switch of a loop variable on its loop's LoopCond (not one of a cond in the loop)."""
    return is_switch(op) and loop_of(op) is not None and \
        op.inputs[1].op.type == "LoopCond"


def _check_not_nested(loop):
    """Gradients of a loop inside another loop (TF stacks the inner loop's values per outer
    iteration) are not built here: refuse them rather than build a wrong graph."""
    outer = getattr(loop.outer, "loop", None) if loop is not None else None
    if outer is not None:
        raise NotImplementedError(
            "scopelab has no gradients for a while loop nested in another: '%s' is inside "
            "'%s'" % (loop.name, outer.name))


class ControlFlowState:
    """The gradient loop state of every forward loop one ``tf.gradients`` call goes through."""

    def __init__(self):
        self.states = {}
        self._saved = []

    @classmethod
    def for_ops(cls, between_list, between):
        """A state if ``between`` ops include a loop's Exit (all its Exits become between
        ops), else None."""
        found = None
        for op in list(between_list):
            _check_not_nested(loop_of(op))
            if op.type == "Exit" and loop_of(op) is not None:
                found = found or cls()
                loop = loop_of(op)
                if loop not in found.states:
                    state = found.states[loop] = GradLoopState(loop)
                    for t in state.forward_exits:
                        if t.op not in between:
                            between.add(t.op)
                            between_list.append(t.op)
        return found

    def grad_state(self, op, before):
        """The gradient loop state ``op``'s gradient is built in (an Exit's gradients are
        summed outside its loop)."""
        if before and op.type == "Exit":
            return None
        loop = loop_of(op)
        return self.states.get(loop) if loop is not None else None

    def enter(self, op, before):
        """Builds what follows in the gradient loop ``op``'s gradient belongs to (until
        ``leave``)."""
        state = self.grad_state(op, before)
        g = op.graph
        self._saved.append((g, g._control_flow_context))
        if state is not None:
            g._control_flow_context = state.grad

    def leave(self):
        g, context = self._saved.pop()
        g._control_flow_context = context

    def process_unused_exits(self, pending, to_ops):
        """Exits no y depends on: once all a loop's other Exits are reached they get zeros."""
        exits = []
        for state in self.states.values():
            for y in state.forward_exits:
                if pending[y.op] == 0:
                    state.pending_exits -= 1
                    if y.op not in to_ops:
                        state.unused_exits.append(y)
                    if state.pending_exits == 0:
                        exits.extend(state.unused_exits)
            for e in state.forward.enters:
                if pending[e.op] == 0:
                    pending[e.op] = 1
        return exits

    def exit_reached(self, t, grads, queue, has_grads, zeros, is_trainable):
        """Holds back Exit ``t`` until every Exit of its loop is reached, then queues them."""
        state = self.states[loop_of(t.op)]
        state.deferred_exits.append(t)
        state.pending_exits -= 1
        if state.pending_exits:
            return
        any_grads = False
        for y in state.deferred_exits:
            if has_grads(y.op):
                any_grads = True
                queue.append(y.op)
            else:
                state.unused_exits.append(y)
        for y in state.unused_exits:
            if any_grads and is_trainable(y):
                zeros(y, self.zeros_for_exit(y))
            queue.append(y.op)

    @staticmethod
    def zeros_for_exit(t):
        if t.shape.is_fully_defined():
            return array_ops.zeros(t.shape.dims, t.dtype.base_dtype)
        return array_ops.zeros_like(t, optimize=False)

    def zeros_in_loop(self, op, index):
        """Zeros for output ``index`` of ``op`` that got no gradient (None for a loop Switch,
        whose body side gets its gradient later)."""
        if is_loop_switch(op):
            return None
        state = self.states.get(loop_of(op))
        out = op.outputs[index]
        if state is None:
            return None
        cond = cond_of(op) if is_switch(op) else None
        if out.shape.is_fully_defined():
            zeros = constant(0, shape=out.shape.dims, dtype=out.dtype.base_dtype)
            if cond is None:
                return zeros
            # A cond's Switch inside the loop: the zeros exist only in the iterations where the
            # other branch ran, as the stacked predicate says.
            return switch(zeros, state.real_value(cond.pred))[1 - cond.branch]
        if cond is not None:
            raise NotImplementedError(
                "scopelab differentiates a tf.cond inside a while loop only where the branch "
                "inputs have fully defined shapes (node %s)" % op.name)
        return array_ops.zeros_like(out, optimize=False)  # the forward value gets stacked

    def post_process(self):
        """Gives every b_switch still without a back edge zeros as its next value, and hands
        each gradient loop to the Session."""
        for state in self.states.values():
            grad = state.grad
            g = grad.graph
            for b_merge in [m for merged in state.switch_map.values() for m in _parts(merged)]:
                if b_merge.op.inputs[0] is not b_merge.op.inputs[1]:
                    continue
                first = b_merge.op.inputs[0]
                if first.shape.is_fully_defined():
                    with in_context(g, grad):
                        zero = constant(0, dtype=first.dtype.base_dtype, shape=first.shape.dims)
                        next_value = _single("NextIteration", zero)
                else:
                    zero = array_ops.zeros(array_ops.shape(first.op.inputs[0], optimize=False))
                    with in_context(g, grad):
                        next_value = _single("NextIteration", zero)
                b_merge.op._set_back_edge(next_value)
            grad.seal()


def _grad_context(op):
    context = op.graph._control_flow_context
    return context if context is not None and hasattr(context, "state") else None


def cond_pred(op, cond):
    """The predicate of ``cond`` as ``op``'s gradient sees it: inside a gradient loop, a cond of
    the forward loop is decided by the predicate stacked in the matching forward iteration."""
    grad_loop = _grad_context(op)
    if grad_loop is not None and cond.loop is grad_loop.state.forward:
        return grad_loop.state.real_value(cond.pred)
    return cond.pred


def loop_switch_grad(op, *grads):
    """A loop Switch: on the first visit a Merge of the gradient from the Exit; on the second
    its back edge, the gradient from the body."""
    state = _grad_context(op).state
    merged = state.switch_map.get(op)
    if merged is not None:
        if grads[1] is not None:
            _add_back_edge(merged, grads[1])
        return None, None
    if isinstance(grads[0], IndexedSlices):  # from an Exit: merged part by part
        with op.graph.name_scope("b_switch"):
            merged = IndexedSlices(*[merge([t, t])[0] for t in _parts(grads[0])])
        state.switch_map[op] = merged
        return merged, None
    if grads[0] is not None:
        merged = state.switch_map[op] = merge([grads[0], grads[0]], name="b_switch")[0]
        return merged, None
    return None, None


def _parts(grad):
    """The tensors an IndexedSlices gradient travels as (one Enter, Merge... each)."""
    if not isinstance(grad, IndexedSlices):
        return [grad]
    return [t for t in (grad.values, grad.indices, grad.dense_shape) if t is not None]


def _add_back_edge(merged, grad):
    """``grad`` (the body's gradient) as the second input of the b_switch Merge(s)."""
    if isinstance(merged, IndexedSlices) and not isinstance(grad, IndexedSlices):
        shape = array_ops.shape(grad, optimize=False)  # a dense gradient: all its rows
        grad = IndexedSlices(grad, op_range(0, shape[0]), shape)
    for m, t in zip(_parts(merged), [_single("NextIteration", t) for t in _parts(grad)]):
        if isinstance(merged, IndexedSlices):
            # Checked as TF checks the edge: the rows reaching the Exit and the body's must
            # agree. A dense gradient is not: its shape is the loop variable's, which a
            # loop here keeps more exactly than TF's shape invariants do.
            m.op._update_input(1, t)
        else:
            m.op._set_back_edge(t)


def loop_merge_grad(op, grad):
    """A loop Merge: the gradient goes to the Exit side or round the gradient loop."""
    loop_cond = _grad_context(op).loop_cond
    g = op.graph
    if isinstance(grad, IndexedSlices):
        with g.colocate_with(grad.values.op, ignore_existing=True), g.name_scope("Switch"):
            sides = [_switch_op("Switch", t, loop_cond) for t in _parts(grad)]
        return tuple(IndexedSlices(*[side[i] for side in sides]) for i in (0, 1))
    with g.colocate_with(grad.op, ignore_existing=True):
        return _switch_op("RefSwitch" if grad.dtype.is_ref else "Switch", grad, loop_cond)


@RegisterGradient("Exit")
def _exit_grad(op, grad):
    grad_loop = _grad_context(op)
    if not grad_loop.state.forward.back_prop:
        return None  # while_loop(back_prop=False): the counters are built, nothing flows
    if isinstance(grad, IndexedSlices):  # enters part by part, as TF's composite Enter
        return IndexedSlices(*[_enter(t, grad_loop, is_constant=False) for t in _parts(grad)])
    return _enter(grad, grad_loop, is_constant=False, name="b_exit")


@RegisterGradient("NextIteration")
def _next_iteration_grad(op, grad):
    return grad


@RegisterGradient("LoopCond")
def _loop_cond_grad(op, grad):
    return None


@RegisterGradient("RefEnter")
@RegisterGradient("Enter")
def _enter_grad(op, grad):
    grad_loop = _grad_context(op)
    if grad_loop is None:
        return grad
    if not op.attrs["is_constant"]:
        if isinstance(grad, IndexedSlices):
            return IndexedSlices(*[_single("Exit", t) for t in _parts(grad)])
        return _single("Exit", grad)
    if isinstance(grad, IndexedSlices):
        return _accumulate_slices(op, grad, grad_loop)
    return _accumulate(op, grad, grad_loop)


def _accumulate(op, grad, grad_loop):
    """A gradient-loop variable summing ``grad`` over the iterations, from zeros."""
    g = op.graph
    with in_context(g, None):
        if grad.shape.is_fully_defined():
            start = constant(0, dtype=grad.dtype.base_dtype, shape=grad.shape.dims,
                             name="b_acc")
        else:
            start = array_ops.zeros(array_ops.shape(op.inputs[0], optimize=False),
                                    grad.dtype.base_dtype)
    return grad_loop.add_loop_var(start, "b_acc", lambda total: add(total, grad))


def _accumulate_slices(op, grad, grad_loop):
    """IndexedSlices summed over the iterations as TF does, by concatenation: the loop
    appends each iteration's indices and values (starting from one zero row at index 0) and
    keeps the largest dense_shape, so an embedding read in a loop gets sparse updates."""
    g = op.graph
    values, indices, dense_shape = grad.values, grad.indices, grad.dense_shape
    with in_context(g, None):
        if values.shape.is_fully_defined():
            values_acc = constant(0, dtype=values.dtype.base_dtype,
                                  shape=[1] + list(values.shape.dims[1:]), name="b_acc")
        else:
            first = concat([[1], array_ops.shape(op.inputs[0], optimize=False)[1:]], 0)
            values_acc = array_ops.zeros(first, values.dtype.base_dtype)
        start = [constant([0], dtype=indices.dtype.base_dtype), values_acc]
        if dense_shape is not None:
            if dense_shape.shape.is_fully_defined():
                start.append(constant(0, dtype=dense_shape.dtype.base_dtype,
                                      shape=dense_shape.shape.dims))
            else:
                start.append(array_ops.zeros_like(array_ops.shape(
                    op.inputs[0], optimize=False, out_type=dense_shape.dtype), optimize=False))
    # TF builds the pieces side by side (Enters, then Merges, Switches...), which sets the
    # numbering of their b_acc names.
    with in_context(g, grad_loop):
        enters = [_enter(x, grad_loop, is_constant=False, name="b_acc") for x in start]
        enters[0].set_shape([None])
        if values_acc.shape.dims is not None:
            enters[1].set_shape([None] + list(values_acc.shape.dims[1:]))
        merged = [merge([e, e], name="b_acc")[0] for e in enters]
        switched = [switch(m, grad_loop.loop_cond) for m in merged]
        grown = [concat([sw[1], piece], 0)
                 for sw, piece in zip(switched[:2], [indices, values])]
        if dense_shape is not None:
            grown.append(maximum(dense_shape, switched[2][1]))
        for m, value in zip(merged, [_single("NextIteration", v) for v in grown]):
            m.op._set_back_edge(value)
        exits = [_single("Exit", sw[0], name="b_acc") for sw in switched]
    return IndexedSlices(exits[1], exits[0], exits[2] if dense_shape is not None else None)
