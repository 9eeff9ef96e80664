"""The backward loop of a ``tf.while_loop``: its counters, and how it sees forward values.

Mirrors ``_GradLoopState`` (``control_flow_state.py``) and the gradient parts of TF1's
``WhileContext``. When ``tf.gradients`` meets a while loop it builds, for that forward loop:

- a *forward counter*: a new loop variable of the forward loop counting its iterations
  (``gradients/f_count``, ``gradients/Merge``, ``gradients/Switch``, ``gradients/Add``...);
- a *gradient loop* in a frame of its own (``gradients/while/while_context``) that runs as
  many iterations backwards, counted down by ``gradients/b_count``: it runs while the count is
  >= 1 (``gradients/GreaterEqual``, LoopCond ``gradients/b_count_2``), subtracting 1
  (``gradients/Sub``, the pivot its constants wait on);
- for every forward value a gradient op reads, a *stack*: the forward loop pushes the value
  each iteration (``.../f_acc`` StackV2, ``.../StackPushV2``), the gradient loop pops it, so
  iteration k backwards sees what iteration k computed forwards. A loop constant (the weights
  a loop reads) is not stacked: its outside tensor enters the gradient loop as well.

``GradWhileLoop`` is the gradient loop as ops are added to it; ``seal`` then finds its loop
variables (Enter -> Merge -> Switch -> NextIteration / Exit), so a Session runs it like any
``WhileLoop``. A value computed in a ``tf.cond`` branch is pushed inside that branch and popped behind a
Switch on the stacked predicate. Left out: nested loops.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant(2.0, name="x")
...     _, y = tf.while_loop(lambda i, y: i < 3, lambda i, y: (i + 1, y * y), [0, x])
...     dx, = tf.gradients(y, [x])
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> [op.name for op in g.get_operations() if op.type.startswith("Stack")]
['gradients/while/mul_grad/Mul/f_acc', 'gradients/while/mul_grad/Mul/StackPushV2', \
'gradients/while/mul_grad/Mul/StackPopV2']
>>> float(value)  # y = x ** 8; both factors of each product are the one value popped
1024.0
"""
import contextlib

from .. import dtypes
from ..ops.control_flow_ops import merge, switch
from ..ops.core import constant
from ..ops.math_ops import add, greater_equal, subtract
from ..ops.stack_ops import control_trigger, stack_pop_v2, stack_push_v2, stack_v2
from ..ops.while_loop import WhileLoop, _enter, _single, find_loop_variables, is_enter
from ..core.state import OPS
from ..ops.control_flow_runtime import cond_of, is_switch, loop_of


@contextlib.contextmanager
def in_context(g, context):
    """Ops built inside belong to ``context`` (a loop, or None for outside every loop)."""
    saved, g._control_flow_context = g._control_flow_context, context
    try:
        yield
    finally:
        g._control_flow_context = saved


class GradWhileLoop(WhileLoop):
    """The gradient loop of one forward loop, built op by op while ``tf.gradients`` runs."""

    def __init__(self, graph, name, state):
        super().__init__(graph, name)
        self.state = state
        self.loop_cond = None  # the LoopCond output its Switches test
        self.external = {}     # forward tensor name -> what stands for it here

    def add_op(self, op):
        # The shape of a forward value is taken in the forward loop, then stacked like the
        # value would be: cheaper than stacking the value itself.
        if OPS[op.type].value_from_shapes and op.type != "ShapeN" and \
                loop_of(op.inputs[0].op) is self.state.forward:
            self.state.forward.add_op(op)
            return
        super().add_op(op)

    def _inside(self, t):
        if t.name in self.values:
            return t
        real = self.external.get(t.name)
        if real is None:
            if t.op.type != "Exit" and loop_of(t.op) is self.state.forward:
                real = self.state.real_value(t)
            else:
                real = super()._inside(t)
            self.external[t.name] = real
        return real

    def add_loop_var(self, initial, name, step):
        """A loop variable from ``initial`` that ``step(current)`` advances; its final value
        (an Exit, named ``name`` like the other pieces) is returned."""
        g = self.graph
        with in_context(g, self):
            enter = _enter(initial, self, is_constant=False, name=name)
            merged = merge([enter, enter], name=name)[0]
            stay, go = switch(merged, self.loop_cond)
            merged.op._set_back_edge(_single("NextIteration", step(go)))
            return _single("Exit", stay, name=name)

    def seal(self):
        """Finds the loop variables among the ops added, for the Session to run the loop."""
        find_loop_variables(self, self.loop_cond)


class GradLoopState:
    """What ``tf.gradients`` keeps about one forward loop: its counter, its gradient loop, the
    stacked forward values, and which of its Exits still wait for their gradients."""

    def __init__(self, forward):
        g = forward.graph
        self.forward = forward
        self.forward_exits = list(forward.outputs)
        self.pending_exits = len(self.forward_exits)
        self.deferred_exits, self.unused_exits = [], []
        self.history = {}     # forward tensor name -> its value in the gradient loop
        self.switch_map = {}  # forward Switch -> the Merge its gradient built (b_switch)
        self._sync = self._forward_sync = None
        count, self.forward_index = self._add_forward_counter()
        self.grad = GradWhileLoop(g, g.unique_name(forward.name), self)
        self.grad_index = self._add_backward_counter(count)

    def _add_forward_counter(self):
        """A forward loop variable counting iterations: (its Exit, its NextIteration)."""
        f = self.forward
        g = f.graph
        n = constant(0, name="f_count")
        loop_cond = f.identities[0].op.inputs[0].op.inputs[1]
        with in_context(g, f):
            enter = _enter(n, f, is_constant=False, name="f_count")
            merged = merge([enter, enter])[0]
            stay, go = switch(merged, loop_cond)
            index = add(go, 1)
            next_index = _single("NextIteration", index)
            merged.op._set_back_edge(next_index)
            total = _single("Exit", stay, name="f_count")
        f.inputs.insert(len(f.enters), n)
        f.enters.append(enter)
        f.merges.append(merged)
        f.identities.append(go)
        f.next_values.append(index)
        f.outputs.append(total)
        return total, next_index

    def _add_backward_counter(self, count):
        """The gradient loop's own counter, from the forward count down to 0."""
        grad, g = self.grad, self.grad.graph
        one = constant(1, name="b_count")
        with in_context(g, grad):
            enter = _enter(count, grad, is_constant=False, name="b_count")
            merged = merge([enter, enter])[0]
            grad.pivot = merged
            grad.condition = greater_equal(merged, one)
            grad.loop_cond = _single("LoopCond", grad.condition, dtypes.bool, name="b_count")
            stay, go = switch(merged, grad.loop_cond)
            index = subtract(go, one)
            grad.pivot = index  # what the gradient loop's constants wait on
            next_index = _single("NextIteration", index)
            merged.op._set_back_edge(next_index)
            _single("Exit", stay, name="b_count")
        return next_index

    @property
    def grad_sync(self):
        """``b_sync``: a ControlTrigger the counter waits on, itself waiting on every pop."""
        if self._sync is None:
            g = self.grad.graph
            with g.control_dependencies(None), in_context(g, None):
                self._sync = control_trigger(name="b_sync")
            self.grad.ops.add(self._sync)
            self._sync._control_flow_context = self.grad
            self.grad_index.op._add_control_input(self._sync)
        return self._sync

    def add_forward_accumulator(self, value):
        """A stack the forward loop pushes ``value`` onto each iteration."""
        g = value.graph
        cond = cond_of(value.op)
        with g.control_dependencies(None), in_context(g, None):
            with g.colocate_with(value.op):
                acc = stack_v2(constant(-1, dtypes.int32), value.dtype.base_dtype, name="f_acc")
            entered = self.forward._inside(acc)
            # A value of a cond branch is pushed in that branch (its Switch lets the stack
            # through only when the branch runs); the counter then waits on f_sync instead.
            with in_context(g, cond or self.forward):
                push = stack_push_v2(entered, value)
        if cond is None:
            self.forward_index.op._add_control_input(push.op)
        else:
            self.forward_sync._add_control_input(push.op)
        push.op._add_control_input(self.forward_index.op.inputs[0].op)
        return acc

    @property
    def forward_sync(self):
        """``f_sync``: a ControlTrigger the forward counter waits on, itself waiting on the
        pushes made inside conds."""
        if self._forward_sync is None:
            g = self.forward.graph
            with g.control_dependencies(None), in_context(g, None):
                self._forward_sync = control_trigger(name="f_sync")
            self.forward.own(self._forward_sync)
            self.forward_index.op._add_control_input(self._forward_sync)
        return self._forward_sync

    def add_backprop_accumulated_value(self, history, value):
        """The pop, in the gradient loop, of the values stacked from ``value``."""
        g = value.graph
        cond = cond_of(value.op)
        with g.control_dependencies(None), in_context(g, self.grad):
            if cond is not None:  # pushed only when the branch ran: popped only then too
                history = switch(history, self.real_value(cond.pred))[cond.branch]
            pop = stack_pop_v2(history, value.dtype.base_dtype)
            pop.set_shape(value.shape)
        self.grad_sync._add_control_input(pop.op)
        return pop

    def real_value(self, value):
        """What forward tensor ``value`` is inside the gradient loop: a loop constant's
        outside tensor entered again, a copy of a Const, or the pop of a stack of its values."""
        real = self.history.get(value.name)
        if real is None:
            g = value.graph
            enter = _loop_constant_enter(value)
            if enter is not None:
                real = WhileLoop._inside(self.grad, enter.inputs[0])
            elif value.op.type == "Const":
                real = constant(value.op.attrs["value"], dtype=value.dtype.base_dtype)
            else:
                with in_context(g, None):
                    history = self.add_forward_accumulator(value)
                real = self.add_backprop_accumulated_value(history, value)
            self.history[value.name] = real
        return real


def _loop_constant_enter(t):
    """The constant Enter ``t`` comes from, through Identity and Switch ops, if any."""
    op = t.op
    while is_switch(op) or op.type == "Identity" or op.type == "RefIdentity":
        op = op.inputs[0].op
    return op if is_enter(op) and op.attrs["is_constant"] else None
