"""Control flow: NoOp, ``group``, and TF1's ``cond`` built from Switch and Merge.

Mirrors ``control_flow_ops.py`` / ``cond.py`` (v1). ``cond(pred, f, g)`` sends every outside
tensor a branch uses through a ``Switch`` on ``pred``: the untaken side of a Switch produces a
*dead* value, ops fed a dead value are skipped, and ``Merge`` forwards whichever input is alive.
That is how ``Variable.initialized_value()`` reads a variable only once it is initialised.
Each op of a branch has the branch as its ``_control_flow_context`` (TF's): its gradient
needs the branch's predicate (``gradients_impl/control_flow_grad.py``). While loops are in
``while_loop.py``; how a session runs both is ``control_flow_runtime.py``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant(2.0, name="x")
...     y = tf.cond(tf.constant(True), lambda: x * 3.0, lambda: tf.identity(x))
...     with tf.Session() as sess:
...         out = sess.run(y)
>>> y.op.name, float(out)
('cond/Merge', 6.0)
"""
from .. import dtypes, nest
from ..default_graph import get_default_graph
from ..core.tensor import Operation
from ..core.state import hooks
from . import control_flow_runtime
from .control_flow_runtime import DEAD, cond_of
from ..core.shapes import TensorShape
from .array_ops import identity
from ..core.ops import no_op  # noqa: F401 - tf.no_op is the core's
from .core import convert_to_tensor, kernel, shape_error


def group(*inputs, name=None):
    """A NoOp that runs only after all ``inputs`` (tensors or ops, lists of them) have run.

    As in TF, the NoOp goes on the device its inputs share; inputs on several devices get one
    NoOp per device first (``<name>/NoOp``, ``NoOp_1``... in device order), which it waits for.
    """
    g = get_default_graph()
    by_device = {}
    for dep in nest.flatten(inputs):  # any nesting: group(d.values()) too
        if not hasattr(dep, "device"):
            raise TypeError("'inputs' should be zero or more (nested) Tensors. Received '%s' "
                            "with type '%s'." % (dep, type(dep)))
        by_device.setdefault(dep.device, []).append(dep)
    with g.name_scope("group_deps" if name is None else name) as scope:
        if len(by_device) == 1:
            (device, deps), = by_device.items()
            return _group_on(g, device, deps, scope)
        per_device = [_group_on(g, device, by_device[device], None) for device in sorted(by_device)]
        with g.control_dependencies(per_device):
            return no_op(name=scope)


def _group_on(g, device, deps, name):
    with g.control_dependencies(deps):
        if not device:
            return no_op(name=name)
        with g.device(device):
            return no_op(name=name)


# ---------------------------------------------------------------------- Switch and Merge
def switch(data, pred, name=None):
    """(output_false, output_true): ``data`` comes out on the side ``pred`` selects.

    A variable's reference is read: what comes out is its value.
    """
    return _switch_op("Switch", data, pred, name)


def _switch_op(op_type, data, pred, name=None):
    g = data.graph
    with g.name_scope(name or "Switch") as scope:
        if pred.dtype.base_dtype != dtypes.bool:
            raise TypeError("Input 'pred' of '%s' Op has type %s that does not match expected "
                            "type of bool." % (op_type, pred.dtype.base_dtype.name))
        node, attrs = g._op_name(scope), {"T": data.dtype.base_dtype}
        if pred.shape.ndims:
            raise shape_error("Shape must be rank 0 but is rank %d" % pred.shape.ndims, node,
                              op_type, attrs, [data, pred])
        spec = (data.dtype if op_type == "RefSwitch" else data.dtype.base_dtype, data.shape)
        op = g._create_op(op_type, [data, pred], [spec, spec], node, attrs)
        return op.outputs[0], op.outputs[1]


def _switch_ref_or_tensor(data, pred):
    """A cond's Switch: a reference stays a reference (RefSwitch), so a branch can assign."""
    # A Switch sits with the value it forwards, whatever colocation was in force around it.
    with data.graph.colocate_with(data.op, ignore_existing=True):
        return _switch_op("RefSwitch" if data.dtype.is_ref else "Switch", data, pred)


# Switch and Merge make and take dead values: a plan that has one runs through the control-flow
# hook (control_flow_runtime.py), and the graph optimiser leaves it alone.
@kernel("Switch", cheap=True, control_flow=True, foldable=False)
def _switch(op, data, pred):
    return (DEAD, data) if pred else (data, DEAD)


kernel("RefSwitch", takes_refs=True, cheap=True, control_flow=True)(_switch)
hooks.control_flow = control_flow_runtime


def merge(inputs, name=None):
    """(value, index) of the one input that is alive."""
    g = inputs[0].graph
    dtype = inputs[0].dtype.base_dtype
    op = g._create_op("Merge", list(inputs), [(dtype, _merged_shape(inputs)), (dtypes.int32, [])],
                      g._op_name(name or "Merge"), {"T": dtype, "N": len(inputs)})
    return op.outputs[0], op.outputs[1]


def _merged_shape(inputs):
    """What every input's shape agrees on, as TF infers it: sizes that differ become unknown,
    ranks that differ leave the rank unknown (a cond squeezing one branch only)."""
    dims = inputs[0].shape.dims
    for t in inputs[1:]:
        other = t.shape.dims
        if dims is None or other is None or len(other) != len(dims):
            return TensorShape(None)
        dims = [d if d == o else None for d, o in zip(dims, other)]
    return TensorShape(dims)


@kernel("Merge", cheap=True, control_flow=True, foldable=False)
def _merge(op, *inputs):
    for i, value in enumerate(inputs):
        if value is not DEAD:
            return value, i
    return DEAD, DEAD


# ---------------------------------------------------------------------- cond
class CondContext:
    """One branch under construction: ops built in it get their outside inputs switched.

    A cond built inside another cond's branch has that branch as its ``outer`` context: an
    outside value reaches the inner branch through the outer branch's Switch first.
    """

    def __init__(self, pred, pivot, branch):
        self.pred, self.pivot, self.branch = pred, pivot, branch
        self.outer = pred.graph._control_flow_context
        self.loop = getattr(self.outer, "loop", None)  # the while loop the cond is in, if any
        self.values = {pred.name, pivot.name}   # tensors already usable inside the branch
        self.external = {}                       # outside tensor name -> its switched version
        pivot.op._control_flow_context = self

    def add_value(self, t):
        if t.name in self.values:
            return self.external.get(t.name, t)
        self.values.add(t.name)
        outer_value = self._from_outer(t)
        # Free of the control dependencies around the cond, as in TF. (A returned outside
        # tensor's Switch, in _output, is built under them: then the Merge, its input, counts as
        # built under them too and gets none of them, as in TF.)
        with t.graph.control_dependencies(None):
            switched = _switch_ref_or_tensor(outer_value, self.pred)[self.branch]
        switched.graph.prevent_fetching(switched.op)
        # Built outside the branch (nothing in it may wait on the Switch), yet it belongs here.
        switched.op._control_flow_context = self
        self._tell_outer(switched.op)
        context = self
        while context is not None:  # usable here and in every enclosing branch
            context.values.add(switched.name)
            context = context.outer
        self.external[t.name] = switched
        return switched

    def _from_outer(self, t):
        """``t`` as the enclosing branch sees it (switched into it), if there is one."""
        if self.outer is None:
            return t
        real = self.outer.add_value(t)
        self.values.add(real.name)
        self.external[real.name] = real
        return real

    def _tell_outer(self, op):
        """An op of this branch belongs to the loop around the cond, if any, and its values
        are usable in the enclosing contexts."""
        if self.loop is not None:
            self.loop.own(op)
        if self.outer is not None:
            self.outer.add_inner_op(op)

    def add_inner_op(self, op):
        self.values.update(t.name for t in op.outputs)
        if self.outer is not None:
            self.outer.add_inner_op(op)

    def add_op(self, op):
        op._control_flow_context = self
        self._tell_outer(op)
        if not op.inputs and not any(self._contains(c) for c in op.control_inputs):
            # An op without inputs (a Const) would run regardless; tie it to the branch, unless
            # it already waits on an op of the branch.
            op._add_control_input(self.pivot.op)
        for i, t in enumerate(op.inputs):
            real = self.add_value(t)
            if real is not t:
                op._update_input(i, real)
        self.values.update(t.name for t in op.outputs)
        # A branch op may never run, so it cannot be fetched; the Merge after the cond can.
        op.graph.prevent_fetching(op)

    def _contains(self, op):
        """Whether ``op`` was built in this branch or in a cond nested in it."""
        context = cond_of(op)
        while context is not None and context is not self:
            context = context.outer
        return context is self

    def build(self, fn, what):
        """``fn()``'s results (any nesting of lists, tuples, dicts) with each tensor made
        available inside this branch, and to the enclosing branch (where the Merge goes);
        ``what`` names ``fn`` in TF's error when it returns nothing."""
        g = self.pred.graph
        saved, g._control_flow_context = g._control_flow_context, self
        try:
            results = fn()
            if results is None:
                raise ValueError("'%s' must have a return value." % what)
            results = nest.map_structure(self._tensor_of, results)
            results = nest.map_structure(self._output, results)
        finally:
            g._control_flow_context = saved
        if self.outer is not None:
            self.outer.values.update(t.name for t in nest.flatten(results))
        return results

    def _tensor_of(self, result):
        # A branch that returns an op (tf.Assert's guard) yields its pivot gated on the op, as
        # TF's with_dependencies builds it (gating_ops.py imports this module, hence no call).
        if not isinstance(result, Operation):
            return convert_to_tensor(result)
        g = result.graph
        with g.name_scope(None, "control_dependency") as scope:
            with g.colocate_with(self.pivot.op), g.control_dependencies([result]):
                return identity(self.pivot, name=scope)

    def _output(self, t):
        # A branch that returns an outside tensor as is ("lambda: x") still needs its Switch.
        if t.name not in self.values:
            self.values.add(t.name)
            switched = _switch_ref_or_tensor(self._from_outer(t), self.pred)[self.branch]
            self.add_op(switched.op)  # built in this branch, unlike add_value's Switches
            self.external[t.name] = switched
            return switched
        return self.external.get(t.name, t)


def cond(pred, true_fn=None, false_fn=None, strict=False, name=None):
    """``true_fn()`` if ``pred`` else ``false_fn()``: both built, only one run.

    Each branch may return a tensor or a nested structure of them; one Merge is built per
    tensor. A one-element list comes back unpacked unless ``strict``.
    """
    if not callable(true_fn):
        raise TypeError("'true_fn' must be callable.")
    if not callable(false_fn):
        raise TypeError("'false_fn' must be callable.")
    g = get_default_graph() if isinstance(pred, bool) else convert_to_tensor(pred).graph
    with g.name_scope(name, "cond"):
        if isinstance(pred, bool):
            raise TypeError("'pred' must not be a Python bool.")
        pred = convert_to_tensor(pred)
        p_false, p_true = switch(pred, pred)
        pivot_t = identity(p_true, name="switch_t")
        pivot_f = identity(p_false, name="switch_f")
        pred = identity(pred, name="pred_id")
        for t in (p_false, p_true, pivot_t, pivot_f, pred):
            g.prevent_fetching(t.op)
        res_t = CondContext(pred, pivot_t, 1).build(true_fn, "true_fn")
        res_f = CondContext(pred, pivot_f, 0).build(false_fn, "false_fn")
        nest.assert_same_structure(res_t, res_f)
        flat_t, flat_f = nest.flatten(res_t), nest.flatten(res_f)
        for t, f in zip(flat_t, flat_f):
            if t.dtype.base_dtype != f.dtype.base_dtype:
                raise ValueError("Outputs of 'true_fn' and 'false_fn' must have the same type(s). "
                                 "Received %s from 'true_fn' and %s from 'false_fn'."
                                 % (t.dtype.base_dtype.name, f.dtype.base_dtype.name))
        merged = nest.pack_sequence_as(res_t, [merge([f, t])[0] for f, t in zip(flat_f, flat_t)])
        if not strict and isinstance(merged, (list, tuple)) and len(merged) == 1:
            return merged[0]
        return merged
