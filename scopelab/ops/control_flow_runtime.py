"""How a session runs control flow: dead values past an untaken branch, and while loops.

The core's executor (``core/executor.py``) runs a plan's steps one after another; control flow
plugs in there by one hook, ``state.hooks.control_flow``, which is this module:

- ``run(steps, values)`` runs the steps of a plan that holds a ``Switch`` or ``Merge``: the
  untaken side of a Switch gives the *dead* value ``DEAD``, and an op with a dead input (or a
  dead control input) is skipped, its outputs dead too, except ``Merge``, which forwards
  whichever input is alive (and is dead itself when none is: a cond inside an untaken
  branch). This is TF's executor's dead-tensor rule;
- ``node(op, inside)``: an op built inside a while loop stands for its whole loop in a plan,
  unless the plan is of that loop's condition or body (``inside``);
- ``step(state, loop, outputs)``: the step that runs a loop: its condition, then its body,
  while the condition holds, each a small plan of its own. Unless the plain path was asked for
  (``SCOPELAB_REFERENCE=1``), those plans run as Python functions written for them
  (``CompiledPlan``): a loop runs the same few dozen small ops again and again.

TF runs a loop's frame with a dataflow executor that follows the cycle; here a loop is one
step. Which loop or cond branch an op was built in is its ``_control_flow_context``
(``loop_of``, ``cond_of``).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     i = tf.while_loop(lambda i: i < 3, lambda i: i + 1, [0])
>>> loop = loop_of(i.op)  # the Exit op, built in the loop as in TF
>>> loop.name, node(i.op, None) is loop, node(i.op, loop) is i.op
('while/while_context', True, True)
"""
import functools
import time

from .. import errors
from ..core.executor import Plan, Step, run_steps
from ..core.state import switches


class _Dead:
    """The value on the untaken side of a Switch."""

    def __repr__(self):
        return "<dead>"


DEAD = _Dead()


def loop_of(op):
    """The innermost while loop ``op`` was built in (or belongs to), else None."""
    context = op._control_flow_context
    return None if context is None else context.loop


def cond_of(op):
    """The cond branch ``op`` was built in, else None."""
    context = op._control_flow_context
    return context if context is not None and context.loop is not context else None


def is_switch(op):
    """Whether ``op`` is a Switch (of a tensor, or of a variable's reference)."""
    return op.type == "Switch" or op.type == "RefSwitch"


def node(op, inside):
    """What ``op`` stands for in a plan made ``inside`` a loop (or None): its loop, unless it
    is that loop's."""
    loop = loop_of(op)
    return op if loop is None or loop is inside else loop


def run(steps, values):
    """``run_steps`` with TF's dead-value rule (see the module's docstring)."""
    dead_ops = set()
    for kernel, op, inputs, single, outputs in steps:
        args = [values[t] for t in inputs]
        if op.type != "Merge" and (any(a is DEAD for a in args) or
                                   any(c in dead_ops for c in op.control_inputs)):
            dead_ops.add(op)
            result = [DEAD] * len(op.outputs)
        else:
            try:
                result = kernel(op, *args)
            except errors.OpError:
                raise
            except (ValueError, TypeError, IndexError, ArithmeticError) as e:
                raise errors.graph_execution_error(errors.InvalidArgumentError, op,
                                                   str(e)) from None
            if single is not None:
                result = [result]
            if op.type == "Merge" and result[0] is DEAD:
                dead_ops.add(op)  # all its inputs dead: the ops waiting on it are skipped too
        for i, t in outputs:
            values[t] = result[i]
    return values


def step(state, loop, outputs):
    """The step of a plan that runs ``loop``: its kernel is ``_run_loop``."""
    return Step(functools.partial(_run_loop, state), loop, tuple(loop.inputs), None, outputs)


def _run_loop(state, loop, *inputs):
    """Runs a while loop: its condition, then its body, while the condition holds.

    Returns the loop variables' final values (the Exit outputs). Both plans run in one dict
    of values for the whole loop: each iteration's steps overwrite the last one's values
    before they are read, so only the loop variables change hands between iterations.
    """
    key = (loop, len(loop.ops))  # tf.gradients may add ops to a loop that ran: plan again
    check, body = state.plans.get(key) or state.plans.setdefault(key, _loop_plans(state, loop))
    outside = dict(zip(loop.inputs, inputs))
    values = {**check.constants, **body.constants}
    values.update((enter, outside[enter.op.inputs[0]]) for enter in loop.constants)
    current = [outside[t] for t in loop.inputs[:len(loop.enters)]]
    condition = check.source(loop.condition)
    next_values = [body.source(t) for t in loop.next_values]
    deadline = state.deadline
    while True:
        if deadline is not None and time.monotonic() > deadline:
            # A loop that never ends waits like any op: TF gives up at the run's timeout.
            raise errors.DeadlineExceededError(
                None, None, "Graph execution error:\n\nTimed out waiting for notification")
        values.update(zip(loop.merges, current))
        check.run(check.steps, values)
        if not values[condition]:
            return tuple(current)
        values.update(zip(loop.identities, current))
        body.run(body.steps, values)
        current = [values[t] for t in next_values]


def _loop_plans(state, loop):
    """The plans of a loop's condition and body, which start from its Merges and Identities."""
    boundary = set(loop.constants) | set(loop.merges) | set(loop.identities)
    stop = {t.op for t in boundary}
    plans = (Plan(state, (loop.condition,), (), boundary, stop, loop),
             Plan(state, tuple(loop.next_values), tuple(loop.body_targets()), boundary, stop,
                  loop))
    for plan in plans:
        if plan.run is run_steps and not switches.reference:
            plan.run = CompiledPlan(plan).run
    return plans


class CompiledPlan:
    """A loop plan's steps as one Python function, written once, run every iteration.

    ``run_steps`` unpacks each step, looks each input up in the run's dict of values, builds
    the arguments and stores each output back: through an LSTM's or GRU's loops (a hundred
    small steps an iteration) that bookkeeping took 6-10% of a training step. The function (its
    ``source``) keeps each value in a local variable instead, one line per step
    (``v12 = kernel3(op3, v4, v7)``); it reads the dict for the values the loop hands in (its
    Merges or Identities, the entered constants) and writes it only for those the loop reads
    back (the condition, the next values). Same kernels, same order, so the same values; a
    kernel's numpy error is TF's ``InvalidArgumentError`` naming its op, as in ``run_steps``.
    """

    def __init__(self, plan):
        self.steps = plan.steps
        namespace = {"errors": errors, "ops": [step.op for step in self.steps]}
        local = {}  # tensor -> its variable in the function
        head, body = [], []

        def variable(t):
            local[t] = "v%d" % len(local)
            namespace["key_" + local[t]] = t
            return local[t]

        def read(t):  # a value the loop hands in: read from the dict once, at the start
            if t not in local:
                head.append("    %s = values[key_%s]" % (variable(t), local[t]))
            return local[t]

        for i, step in enumerate(self.steps):
            namespace["kernel%d" % i], namespace["op%d" % i] = step.kernel, step.op
            call = "kernel%d(op%d%s)" % (i, i, "".join(", " + read(t) for t in step.inputs))
            made = [variable(t) for _, t in step.outputs]
            body.append("        at = %d" % i)
            if step.single is not None:
                body.append("        %s = %s" % (made[0], call))
            else:
                body.append("        result = " + call)
                body += ["        %s = result[%d]" % (name, j)
                         for name, (j, _) in zip(made, step.outputs)]
        made = {t for step in self.steps for _, t in step.outputs}
        handed_back = [t for t in dict.fromkeys(map(plan.source, plan.fetches)) if t in made]
        self.source = "\n".join(
            ["def run(steps, values):"] + head + ["    try:"] + (body or ["        pass"]) +
            ["    except errors.OpError:",
             "        raise",
             "    except (ValueError, TypeError, IndexError, ArithmeticError) as e:",
             "        raise errors.graph_execution_error(errors.InvalidArgumentError, ops[at],",
             "                                           str(e)) from None"] +
            ["    values[key_%s] = %s" % (local[t], local[t]) for t in handed_back] +
            ["    return values"])
        exec(compile(self.source, "<plan of %s>" % plan.loop.name, "exec"), namespace)
        self._run = namespace["run"]

    def run(self, steps, values):
        """Runs the plan on ``values``; other ``steps`` (a traced run's) as ``run_steps``."""
        if steps is not self.steps:
            return run_steps(steps, values)
        return self._run(steps, values)
