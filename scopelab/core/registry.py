"""The op registry: everything scopelab knows about an op type, registered once.

TF keeps this knowledge in several places: OpDefs and shape functions in C++, kernels in a
kernel registry, gradients in ``ops.RegisterGradient``'s Python registry, and tables inside
Grappler. Here one ``OpType`` record per type holds all of it, in ``state.OPS``, and every
part of scopelab reads it there: the session's executor (``kernel``, ``stateful``,
``takes_refs``, ``known_value``, ``cheap``, ``control_flow``), the graph optimiser
(``foldable``, ``neutral``, ``shape_inputs``, ``shape_arithmetic``, ``value_from_shapes``),
``tf.gradients`` (``gradient``, ``constant_value``), ``tf.import_graph_def`` (``shape``), while
loops (``loop_boundary``).

An op family registers its types as it defines them, with ``@kernel("Relu")`` above the numpy
function that computes one and ``register("Relu", ...)`` for the other facts. A kernel is
called ``kernel(op, *input values)`` and returns the op's one output, or a tuple with one value
per output; a ``stateful`` one (variables, random numbers) gets the session's state first:
``kernel(state, op, *inputs)``. A variable reaches a kernel as its storage slot only as one of
the first ``takes_refs`` inputs, which its OpDef declares ``Ref(T)`` (Assign writes its first,
ApplyAdam its three: the variable and its two slots); elsewhere a kernel gets its value.

>>> from scopelab.core import ops  # registers Const, Identity, NoOp, VariableV2, Assign
>>> OPS["Assign"]  # (and whether a gradient is registered, once tf.gradients is loaded)
OpType('Assign', kernel=assign, takes_refs=1...)
>>> OPS["Identity"].kernel(None, 3.0), OPS["Identity"].cheap, OPS["Assign"].takes_refs
(3.0, True, 1)
"""
from .state import OPS

_UNREGISTERED = object()  # the gradient of an op type nobody registered one for


class OpType:
    """All that is known about the op type ``name``. ``kernel`` is what sessions call:
    ``plain_kernel`` (the readable one), or ``fast_kernel`` while the speed layer is on."""

    __slots__ = ("name", "kernel", "plain_kernel", "fast_kernel", "stateful", "takes_refs",
                 "gradient",
                 "known_value", "foldable", "cheap", "control_flow", "neutral", "shape_inputs",
                 "shape_arithmetic", "value_from_shapes", "shape", "constant_value", "loop_boundary")

    def __init__(self, name):
        self.name = name
        self.kernel = self.plain_kernel = None
        self.fast_kernel = None  # a faster one registered over it (scopelab.fast), if any
        self.stateful = False
        self.takes_refs = 0  # how many leading inputs it takes as variables' slots
        self.gradient = _UNREGISTERED  # None: registered as not differentiable
        # known_value(run_state, op): its value before a run starts (a Const's, a variable's
        # slot), so plans keep it instead of a step; None for the others.
        self.known_value = None
        self.foldable = True  # free of side effects: may be computed once, ahead of a run
        self.cheap = False  # TF's executor runs it inline instead of on its thread pool
        self.control_flow = False  # may make or take the dead value of an untaken branch
        # (operand, on either side): leaves the other unchanged (x * 1, 1 * x, x - 0).
        self.neutral = None
        # Which inputs' values (not only shapes) decide the output's shape, when only the
        # inputs' shapes and these values do (Reshape's target: (1,)); None: the data does.
        self.shape_inputs = None
        self.shape_arithmetic = False  # computes small values from shapes (BroadcastGradArgs)
        # Its value is its inputs' shapes': "shape" (Shape, ShapeN: output i is input i's
        # shape), "size" or "rank"; False for the others.
        self.value_from_shapes = False
        # shape(op_type, attrs, inputs, name): its outputs' static shapes, for an op rebuilt
        # from a GraphDef that does not record them (an op built in Python gets them from
        # its builder); None: unknown.
        self.shape = None
        # constant_value(tensor): its value as tf.gradients' constant folding (TF's
        # tensor_util.constant_value) sees it, or None; None for the types it does not fold.
        self.constant_value = None
        self.loop_boundary = None  # "enter" or "exit": where a while loop's frame starts, ends

    def __repr__(self):
        facts = [f for f in ("stateful", "cheap", "control_flow") if getattr(self, f)]
        if self.takes_refs:
            facts.append("takes_refs=%d" % self.takes_refs)
        if self.gradient is _UNREGISTERED:
            facts.append("no gradient registered")
        elif self.gradient is None:
            facts.append("not differentiable")
        kernel = getattr(self.plain_kernel, "__name__", None)
        return "OpType(%r%s%s)" % (self.name, ", kernel=%s" % kernel.lstrip("_") if kernel
                                   else "", "".join(", " + f for f in facts))


def op_type(name):
    """The record of op type ``name``, made empty the first time it is asked for."""
    found = OPS.get(name)
    if found is None:
        found = OPS[name] = OpType(name)
    return found


def register(name, **facts):
    """Sets ``facts`` (``cheap=True``, ``neutral=1``...) of op type ``name``."""
    record = op_type(name)
    for fact, value in facts.items():
        setattr(record, fact, value)
    return record


def kernel(name, stateful=False, takes_refs=0, **facts):
    """Registers the decorated function as the (plain) kernel of op type ``name``
    (``takes_refs=True`` is one reference input)."""
    def decorate(fn):
        facts.setdefault("foldable", not (stateful or takes_refs))
        register(name, kernel=fn, plain_kernel=fn, stateful=stateful,
                 takes_refs=int(takes_refs), **facts)
        return fn
    return decorate


def has_gradient(name):
    """Whether anybody registered a gradient (or "none") for op type ``name``."""
    return name in OPS and OPS[name].gradient is not _UNREGISTERED


def get_gradient_function(op):
    """The gradient function of ``op`` (None if it is not differentiable); LookupError, with
    TF's message, if nobody registered one. An op built under ``gradient_override_map``
    names its gradient in the attribute ``_gradient_op_type``."""
    override = op.attrs.get("_gradient_op_type")
    record = OPS.get(op.type if override is None else override.decode())
    if record is None or record.gradient is _UNREGISTERED:
        raise LookupError(
            "No gradient defined for operation'%s' (op type: %s). In general every operation "
            "must have an associated `@tf.RegisterGradient` for correct autodiff, which this op "
            "is lacking. If you want to pretend this operation is a constant in your program, "
            "you may insert `tf.stop_gradient`. This can be useful to silence the error in "
            "cases where you know gradients are not needed, e.g. the forward pass of "
            "tf.custom_gradient. Please see more details in "
            "https://www.tensorflow.org/api_docs/python/tf/custom_gradient."
            % (op.name, op.type))
    return record.gradient
