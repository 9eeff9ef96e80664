"""``tf.gradients``: reverse-mode differentiation that *adds the gradient ops to the graph*.

Mirrors ``_GradientsHelper`` in ``tensorflow/python/ops/gradients_util.py``, in four steps:

1. **Between ops.** Walk forward from the xs through float tensors (``reached``), then back
   from the ys through inputs: the ops met on both walks lie *between* ys and xs.
2. **Pending counts.** For each between op, count the input edges that between ops draw from
   it: an op may be differentiated only once every consumer has sent its gradient back.
3. **Seeds.** Each y gets ``grad_ys`` (by default ones shaped like y: ``gradients/Shape``,
   ``gradients/grad_ys_0``).
4. **The queue.** Pop an op whose consumers are all done; sum the gradients its outputs got
   (one ``AddN`` when there are several: a tensor used twice, a variable shared by two towers;
   IndexedSlices are summed as ``sparse_grad.py`` says),
   call its gradient function inside ``gradients/<op name>_grad`` and hand one gradient to
   each input. With ``gate_gradients`` (what optimizers use) the gradients of an op with several
   inputs pass through ``tuple`` (``.../tuple/group_deps``, ``.../tuple/control_dependency``),
   so none is used before all are computed.

The order of that queue fixes the creation order, hence the names, of every gradient op.
An op with several outputs (the cross-entropy ops: loss and backprop) whose gradient function
runs gets ``gradients/zeros_like`` for each float output nothing flowed into; a Switch of a
``tf.cond`` gets zeros guarded by a Switch (see ``control_flow_grad.py``). Through a
``tf.while_loop`` the gradient is a loop of its own (``while_grad.py``): its ops are built in
that loop, and the queue treats the loop's Switches and Exits specially.
Left out: function calls.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant(3.0, name="x")
...     y = x * x
...     dy_dx, = gradients(y, [x])
...     with tf.Session() as sess:
...         value = sess.run(dy_dx)
>>> dy_dx.name, float(value)
('gradients/AddN:0', 6.0)
"""
import collections
import contextlib
import weakref

from ..default_graph import get_default_graph, name_scope
from ..core.registry import get_gradient_function
from ..ops import array_ops, gating_ops, grad_ops
from ..indexed_slices import IndexedSlices
from ..ops.core import convert_to_tensor
from ..tensor import Tensor
from . import control_flow_grad, sparse_grad, while_grad

# Gradients flow only through tensors of these types (TF's backprop_util.IsTrainable).
_TRAINABLE = frozenset(["float16", "bfloat16", "float32", "float64", "complex64", "complex128"])


class AggregationMethod:
    """How several gradients of one tensor are summed: one AddN, or AddN pairwise ("tree")."""
    ADD_N = 0
    DEFAULT = ADD_N
    EXPERIMENTAL_TREE = 1
    EXPERIMENTAL_ACCUMULATE_N = 2


class UnconnectedGradients:
    """What ``tf.gradients`` returns for an x that the ys do not depend on."""
    NONE = "none"
    ZERO = "zero"


def _is_trainable(t):
    return t.dtype.base_dtype.name in _TRAINABLE


# The zeros handed to the unused outputs of multi-output ops (TF tags them ``_is_zeros_tensor``):
# gradient functions may skip work for them.
_ZEROS_FOR_UNUSED_OUTPUTS = weakref.WeakSet()


def is_zeros_for_unused_output(t):
    """Whether ``t`` is the zeros ``tf.gradients`` made for an output no gradient reached."""
    return t in _ZEROS_FOR_UNUSED_OUTPUTS


def _as_list(x):
    return list(x) if isinstance(x, (list, tuple)) else [x]


# ---------------------------------------------------------------------- the public function
def gradients(ys, xs, grad_ys=None, name="gradients", colocate_gradients_with_ops=False,
              gate_gradients=False, aggregation_method=None, stop_gradients=None,
              unconnected_gradients=UnconnectedGradients.NONE):
    """The symbolic derivatives of ``sum(ys)`` with respect to each x in ``xs``.

    Returns one Tensor per x, or None where no y depends on x (with
    ``unconnected_gradients="zero"``, zeros instead). A variable in ``xs`` is differentiated
    through its reference, so a variable read in several places gets one summed gradient.
    """
    ys, xs = _as_list(ys), _as_list(xs)
    stop_gradients = [] if stop_gradients is None else _as_list(stop_gradients)
    grad_ys = [None] * len(ys) if grad_ys is None else _as_list(grad_ys)
    if aggregation_method is None:
        aggregation_method = AggregationMethod.DEFAULT
    if aggregation_method not in (0, 1, 2):
        raise ValueError("Invalid `aggregation_method` specified %s. Accepted values are [0, 1, "
                         "2]." % (aggregation_method,))
    mode = getattr(unconnected_gradients, "value", unconnected_gradients)
    if mode not in (UnconnectedGradients.NONE, UnconnectedGradients.ZERO):
        raise ValueError("Unknown value for unconnected_gradients: '%s'" % (mode,))
    with name_scope(name, "gradients", ys + xs + stop_gradients + grad_ys):
        g = get_default_graph()
        # TF reserves a per-call id name here; taking it keeps later unique names in step.
        g.unique_name("uid")
        ys = [convert_to_tensor(y, name="y_%d" % i) for i, y in enumerate(ys)]
        xs = [convert_to_tensor(x, name="x_%d" % i, as_ref=True) for i, x in enumerate(xs)]
        grad_ys = _default_grad_ys(g, grad_ys, ys, colocate_gradients_with_ops)
        grads = _backprop(g, ys, xs, grad_ys, [t.op for t in stop_gradients],
                          gate_gradients, colocate_gradients_with_ops, aggregation_method)
    return [_get_grad(grads, x, mode) for x in xs]


def _default_grad_ys(g, grad_ys, ys, colocate):
    """One gradient per y: ones shaped like y, or the given one renamed ``grad_ys_<i>``."""
    if len(grad_ys) != len(ys):
        raise ValueError("Length mismatch. Passed %d grad_ys for %d ys" % (len(grad_ys), len(ys)))
    # Python values given as grad_ys all become Consts first (``gradients/grad_y_0``...).
    grad_ys = [None if gy is None else convert_to_tensor(gy, name="grad_y_%d" % i)
               for i, gy in enumerate(grad_ys)]
    seeds = []
    for i, (y, grad_y) in enumerate(zip(ys, grad_ys)):
        with g.colocate_with(y.op) if colocate else contextlib.nullcontext():
            seeds.append(_grad_y(i, y, grad_y))
    return seeds


def _grad_y(i, y, grad_y):
    """The seed of the i-th y: ``grad_ys_<i>``, a Fill of ones or an Identity of grad_y."""
    if grad_y is None:
        if y.dtype.base_dtype.name.startswith("complex"):
            raise TypeError("Gradients of complex tensors (%s) must set grad_ys (y.dtype = %s)"
                            % (y, y.dtype.base_dtype.name))
        return array_ops.ones(array_ops.shape(y), dtype=y.dtype.base_dtype, name="grad_ys_%d" % i)
    if not (y.dtype.is_floating or y.dtype.is_integer):
        raise TypeError("Tensor %s with type %s must be numeric to obtain a default gradient"
                        % (y, y.dtype.base_dtype.name))
    if not (grad_y.dtype.is_floating or grad_y.dtype.is_integer):
        raise TypeError("Gradient type %s generated for real or integer-valued tensor %s with "
                        "type %s must be real or integer"
                        % (grad_y.dtype.base_dtype.name, y, y.dtype.base_dtype.name))
    return array_ops.identity(grad_y, name="grad_ys_%d" % i)


# ---------------------------------------------------------------------- steps 1 and 2
def _consumers_map(g):
    """tensor -> the ops that read it, built once per call (Tensor.consumers() scans the graph)."""
    consumers = collections.defaultdict(list)
    for op in g.get_operations():
        for t in op.inputs:
            consumers[t].append(op)
    return consumers


def _pending_count(g, to_ops, from_ops):
    """(to_ops reachable from the xs, op -> number of between-op edges drawing on it, the
    while-loop gradient state or None)."""
    consumers = _consumers_map(g)
    reached, queue = set(), collections.deque(from_ops)
    while queue:
        op = queue.popleft()
        if op not in reached:
            reached.add(op)
            for out in op.outputs:
                if _is_trainable(out):
                    queue.extend(consumers.get(out, ()))
    reachable_to_ops = {op for op in to_ops if op in reached}

    between, between_list, queue = set(), [], collections.deque(to_ops)
    while queue:
        op = queue.popleft()
        if op in reached:
            between.add(op)
            between_list.append(op)
            reached.remove(op)  # so its inputs are queued only once
            queue.extend(t.op for t in op.inputs)

    # A while loop met here gets its counters and gradient loop now (see while_grad.py).
    loop_state = while_grad.ControlFlowState.for_ops(between_list, between)
    pending = collections.defaultdict(int)
    for op in between_list:
        for t in op.inputs:
            if t.op in between:
                pending[t.op] += 1
    return reachable_to_ops, pending, loop_state


def _stop_ops(from_ops, stop_gradient_ops, pending):
    """Ops never differentiated: the xs that no other x feeds, and ``stop_gradients``."""
    stop = {op for op in from_ops if all(pending[t.op] <= 0 for t in op.inputs)}
    stop.update(stop_gradient_ops)
    return stop


# ---------------------------------------------------------------------- steps 3 and 4
def _set_grad(grads, t, grad):
    """Records one more gradient received by tensor ``t``."""
    op_grads = grads.get(t.op)
    if op_grads is None:
        op_grads = grads[t.op] = [[] for _ in t.op.outputs]
    if isinstance(op_grads[t.value_index], list):
        op_grads[t.value_index].append(grad)
    else:  # a loop Switch's output already summed on its first visit
        op_grads[t.value_index] = grad


def _backprop(g, ys, xs, grad_ys, stop_gradient_ops, gate_gradients, colocate, aggregation):
    """Builds the gradient ops; returns op -> one (summed) gradient per output."""
    to_ops, from_ops = [t.op for t in ys], [t.op for t in xs]
    reachable_to_ops, pending, loops = _pending_count(g, to_ops, from_ops)
    grads = {}
    for y, grad_y in zip(ys, grad_ys):
        _set_grad(grads, y, grad_y)

    queue, queued = collections.deque(), set()
    for op in to_ops:
        # An op listed twice, or fed by another y, is queued once, when it is ready.
        if pending[op] == 0 and op not in queued and op in reachable_to_ops:
            queued.add(op)
            queue.append(op)
    if loops:
        for y in loops.process_unused_exits(pending, queued):
            if _is_trainable(y):
                _set_grad(grads, y, loops.zeros_for_exit(y))
            queue.append(y.op)
    stop_ops = _stop_ops(from_ops, stop_gradient_ops, pending)

    while queue:
        op = queue.popleft()
        with g.colocate_with(op) if colocate else contextlib.nullcontext():
            with _in_grad_loop(loops, op, True):
                out_grads = _aggregated_grads(g, grads, op, aggregation)
            with _in_grad_loop(loops, op, False):
                in_grads = _op_gradients(g, op, out_grads, op not in stop_ops, gate_gradients,
                                         loops)
                for i, (t_in, in_grad) in enumerate(zip(op.inputs, in_grads)):
                    if isinstance(in_grad, Tensor):
                        _set_static_shape(op, i, t_in, in_grad)
                    if in_grad is not None:
                        _set_grad(grads, t_in, in_grad)
        _update_pending(grads, op, queue, pending, loops)
    if loops:
        loops.post_process()
    return grads


@contextlib.contextmanager
def _in_grad_loop(loops, op, before):
    """Builds inside the gradient loop of ``op``'s while loop, if it has one."""
    if loops is None:
        yield
        return
    loops.enter(op, before)
    try:
        yield
    finally:
        loops.leave()


def _update_pending(grads, op, queue, pending, loops):
    """Counts ``op`` done for its inputs' ops and queues those now ready. A loop Switch is
    ready from its first consumer on; a loop's Exits wait for each other (while_grad.py)."""
    for t in op.inputs:
        pending[t.op] -= 1
        ready = pending[t.op] == 0
        if loops and not ready:
            ready = pending[t.op] > 0 and while_grad.is_loop_switch(t.op)
        if not ready:
            continue
        if loops and t.op.type == "Exit" and while_grad.loop_of(t.op) is not None:
            loops.exit_reached(t, grads, queue, lambda o: _has_grads(grads, o),
                               lambda y, z: _set_grad(grads, y, z), _is_trainable)
        else:
            queue.append(t.op)


def _has_grads(grads, op):
    out_grads = grads.get(op)
    return bool(out_grads) and any(not isinstance(gr, list) or any(x is not None for x in gr)
                                   for gr in out_grads)


def _aggregated_grads(g, grads, op, aggregation):
    """The gradient of each output of ``op``: None, the one received, or AddN of several."""
    out_grads = grads.get(op)
    if out_grads is None:
        return [None] * len(op.outputs)
    for i, received in enumerate(out_grads):
        if not isinstance(received, list):
            continue  # a loop Switch's, summed on its first visit
        if not received:
            out_grads[i] = None
        elif len(received) == 1:
            out_grads[i] = received[0]
        elif any(isinstance(grad, IndexedSlices) for grad in received):
            out_grads[i] = sparse_grad.aggregate_indexed_slices(received)
        elif aggregation == AggregationMethod.ADD_N:
            # Named in the gradients scope itself (``gradients/AddN``), placed with the first.
            with g.colocate_with(received[0].op, ignore_existing=True):
                out_grads[i] = grad_ops.add_n(received)
        else:
            # Pairwise sums free each gradient sooner: less memory, more ops.
            with g.name_scope(op.name + "_gradient_sum"):
                total = received[0]
                for grad in received[1:]:
                    total = grad_ops.add_n([total, grad])
                out_grads[i] = total
    return out_grads


def _op_gradients(g, op, out_grads, differentiate, gate_gradients, loops=None):
    """The gradients for ``op``'s inputs, built in ``<op name>_grad``; Nones if none flow."""
    has_out_grads = any(gr is not None for gr in out_grads)
    grad_fn = get_gradient_function(op) if has_out_grads and differentiate else None
    if grad_fn is None:
        return [None] * len(op.inputs)
    for i, out in enumerate(op.outputs):
        if out_grads[i] is None and _is_trainable(out):
            if loops and while_grad.loop_of(op) is not None:
                out_grads[i] = loops.zeros_in_loop(op, i)
            else:
                out_grads[i] = control_flow_grad.zeros_for_output(op, i)
            if out_grads[i] is not None:
                _ZEROS_FOR_UNUSED_OUTPUTS.add(out_grads[i])
    with g.name_scope(op.name + "_grad"):
        in_grads = _as_list(grad_fn(op, *out_grads))
        if len(in_grads) != len(op.inputs):
            raise ValueError("Num gradients %d generated for op %s do not match num inputs %d"
                             % (len(in_grads), op.node_def, len(op.inputs)))
        if gate_gradients and sum(gr is not None for gr in in_grads) > 1:
            with g.device(None), _outside_colocation(g):
                in_grads = gating_ops.tuple(in_grads)
    return in_grads


@contextlib.contextmanager
def _outside_colocation(g):
    """Leaves any colocation in force (TF builds its gradient tuples so, and on no device)."""
    saved, g._stacks.colocation = g._stacks.colocation, []
    try:
        yield
    finally:
        g._stacks.colocation = saved


def _set_static_shape(op, index, t_in, in_grad):
    """A gradient has the shape of the input it belongs to; tell its tensor so."""
    try:
        in_grad.set_shape(t_in.shape)
    except ValueError:
        raise ValueError("Incompatible shapes between op input and calculated input gradient. "
                         "Forward operation: %s. Input index: %d. Original input shape: %s. "
                         "Calculated input gradient shape: %s"
                         % (op.name, index, t_in.shape, in_grad.shape)) from None


def _get_grad(grads, x, mode):
    op_grads = grads.get(x.op)
    grad = op_grads[x.value_index] if op_grads else None
    if grad is None and mode == UnconnectedGradients.ZERO:
        return array_ops.zeros_like(x, dtype=x.dtype.base_dtype)
    return grad
