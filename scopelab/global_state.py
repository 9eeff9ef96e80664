"""The engine's global state, all declared here: two thread-local stacks, one list of listeners
and two registries, each with the small functions that read it.

TF keeps such state at module level in several files (``framework/ops.py`` holds the default
graph stack and the gradient registry, ``client/session.py``'s ``ops.default_session`` the
default session stack, the C++ runtime the kernel registry). Gathering it in one module, as
Haiku's ``base.py`` gathers its frame and creator stacks, lets a reader see at a glance
everything that outlives a call:

- ``default_graph_stack``: per thread, the graphs made default by ``Graph.as_default()``
  (innermost last) and the thread's global graph (``default_graph.get_default_graph``);
- ``default_session_stack``: per thread, the sessions made default by ``with sess:`` or
  ``sess.as_default()``; ``Tensor.eval`` and ``Operation.run`` read it through
  ``session_for_eval``, so neither needs the session module;
- ``scope_observers``: who listens to the scope machinery (``scope_events.py``);
- ``KERNELS``: op type -> the numpy function a session calls (``ops/core.kernel`` fills it);
- ``SHAPES``: op type -> how its outputs' static shape follows from its attributes and
  inputs, for ops rebuilt from a GraphDef (``ops/core.kernel`` fills it too);
- ``SESSION_RUN_CONVERSIONS``: types ``Session.run`` fetches and feeds as other values;
- ``CONVERSIONS``: the user's functions that turn their own types into tensors;
- ``GRADIENTS``: op type -> the function that builds its gradient
  (``gradients_impl/registry.RegisterGradient`` fills it).

Nothing here imports the rest of scopelab, so every engine module may import this one.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default(), tf.Session() as sess:
...     default_graph_stack.graphs[-1] is g, get_default_session() is sess
(True, True)
>>> default_graph_stack.graphs, default_session_stack.sessions
([], [])
>>> fn, stateful, takes_refs = KERNELS["AddV2"]
>>> fn(None, 1.0, 2.0), stateful, takes_refs
(3.0, False, False)
"""
import threading


# ---------------------------------------------------------------------- default graphs
class _DefaultGraphStack(threading.local):
    """Each thread sees its own ``graphs`` (pushed by ``Graph.as_default()``, innermost last)
    and its own ``global_graph``, the default when no graph was pushed (made on first use by
    ``default_graph.get_default_graph``, replaced by ``reset_default_graph``)."""

    def __init__(self):
        self.graphs = []
        self.global_graph = None


default_graph_stack = _DefaultGraphStack()


# ---------------------------------------------------------------------- default sessions
class _DefaultSessionStack(threading.local):
    """Each thread sees its own ``sessions``, made default by ``with sess:``, innermost last."""

    def __init__(self):
        self.sessions = []


default_session_stack = _DefaultSessionStack()


def get_default_session():
    """``tf.get_default_session``: the innermost default session of this thread, or None."""
    sessions = default_session_stack.sessions
    return sessions[-1] if sessions else None


def session_for_eval(obj, session, kind):
    """The session ``obj.eval()`` (``kind`` "tensor") or ``obj.run()`` (``kind`` "operation")
    should use: ``session`` if given, else the default one, with TF's errors when there is
    none or when it runs another graph."""
    verb, what = ("execute", "operation") if kind == "operation" else ("evaluate", "tensor")
    if session is None:
        session = get_default_session()
        if session is None:
            if kind == "operation":
                raise ValueError("Cannot execute operation using `run()`: No default session is "
                                 "registered. Use `with sess.as_default():` or pass an explicit "
                                 "session to `run(session=sess)`")
            raise ValueError("Cannot evaluate tensor using `eval()`: No default session is "
                             "registered. Use `with sess.as_default()` or pass an explicit "
                             "session to `eval(session=sess)`")
        if obj.graph is not session.graph:
            way_out = "run(session=sess)" if kind == "operation" else "`eval(session=sess)`"
            raise ValueError("Cannot use the default session to %s %s: the %s's graph is "
                             "different from the session's graph. Pass an explicit session to "
                             "%s." % (verb, what, what, way_out))
    elif obj.graph is not session.graph:
        raise ValueError("Cannot use the given session to %s %s: the %s's graph is different "
                         "from the session's graph." % (verb, what, what))
    return session


# ---------------------------------------------------------------------- scope observers
# The callables that receive each scope event, outermost listener first. The core's hooks test
# it with ``if scope_observers:``, so building graphs costs nothing extra while nobody listens;
# it is only ever changed in place, so modules may import the name.
scope_observers = []


# ---------------------------------------------------------------------- kernels
# op type -> (numpy function, stateful, takes_refs). A stateless kernel is called as
# fn(op, *inputs); a stateful one (variables, random numbers) also gets the session's state:
# fn(state, op, *inputs). A reference input (a variable's own output) reaches a kernel as the
# variable's storage slot only if ``takes_refs`` (Assign writes it); all others get its value.
KERNELS = {}
# How often KERNELS was switched at run time (scopelab.fast's switch between its kernels and the
# plain ones): a session's plans bind kernels and keep what they computed from constants, so
# after a switch they are made again (Session.run).
KERNEL_SWITCHES = [0]
# op type -> rule(op_type, attrs, inputs, name): the static shape of its outputs, which an op
# built by its Python function gets from that function; ``op_outputs.py`` asks the rule when
# it rebuilds an op from a GraphDef that does not record shapes. Types without a rule get an
# unknown shape.
SHAPES = {}

# Types a Session fetches and feeds as other values (register_session_run_conversion_functions
# in session_fetches.py), newest first: (type, fetch function, feed function, partial-run feed
# function), as TF's client/session.py keeps them.
SESSION_RUN_CONVERSIONS = []


# ---------------------------------------------------------------------- tensor conversions
# (priority, base type, function) for ``tf.register_tensor_conversion_function``: how
# ``convert_to_tensor`` turns objects of the user's own types into tensors, lowest priority
# first (see ``tensor_conversion.py``). Empty unless a program registers one.
CONVERSIONS = []


# ---------------------------------------------------------------------- gradients
# op type -> gradient function, or None for ops that are known to have no gradient.
GRADIENTS = {}


def get_gradient_function(op):
    """The registered gradient function of ``op`` (None if not differentiable).

    An op built under ``Graph.gradient_override_map`` names its gradient in the attr
    ``_gradient_op_type``. Raises LookupError, with TF's message, if nobody registered it.
    """
    override = op.attrs.get("_gradient_op_type")
    try:
        return GRADIENTS[op.type if override is None else override.decode()]
    except KeyError:
        raise LookupError(
            "No gradient defined for operation'%s' (op type: %s). In general every operation "
            "must have an associated `@tf.RegisterGradient` for correct autodiff, which this op "
            "is lacking. If you want to pretend this operation is a constant in your program, "
            "you may insert `tf.stop_gradient`. This can be useful to silence the error in "
            "cases where you know gradients are not needed, e.g. the forward pass of "
            "tf.custom_gradient. Please see more details in "
            "https://www.tensorflow.org/api_docs/python/tf/custom_gradient."
            % (op.name, op.type)) from None
