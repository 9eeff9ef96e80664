"""Gradients through ``tf.cond``: Merge sends the gradient back through a Switch, Switch
gathers it back with a Merge.

Mirrors the CondContext cases of ``control_flow_grad.py`` and ``ZerosLike`` of
``control_flow_state.py``. Forward, a cond ``Switch``-es each outside value into a branch and
``Merge``-s the branches' results; only the taken branch runs, the other one is *dead*.
Backward, the roles swap:

- the gradient of a ``Merge`` is a Switch of its gradient on the cond's predicate
  (``cond/Merge_grad/cond_grad``): it reaches only the branch that ran;
- the gradient of a branch's ``Switch`` is a Merge of the gradients of its two outputs
  (``.../Switch_grad/cond_grad``): whichever is alive comes out. The side of the other branch
  received nothing, so ``tf.gradients`` asks ``zeros_for_output`` for zeros there, built under a
  Switch of their own (``gradients/Switch``, ``gradients/Identity``, ``gradients/zeros``) so
  that they are alive exactly when that other branch runs.

Which cond an op belongs to is its ``_control_flow_context``, set when the cond is built (TF's
``op._get_control_flow_context()``).
An IndexedSlices gradient is switched and merged part by part (values, indices, dense_shape).
The Switch and Merge of a ``tf.while_loop`` are differentiated in ``while_grad.py``.
Left out: a Merge made by hand outside ``tf.cond``, resource variables.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     p = tf.placeholder(tf.bool, [], name="p")
...     w = tf.Variable(3.0, name="w")
...     y = tf.cond(p, lambda: w * w, lambda: w * 2.0)
...     dw, = tf.gradients(y, [w])
...     with tf.Session() as sess:
...         sess.run(w.initializer)
...         values = [float(sess.run(dw, {p: v})) for v in (True, False)]
>>> dw.op.name, dw.op.type, values
('gradients/AddN_1', 'AddN', [6.0, 2.0])
"""
from ..indexed_slices import IndexedSlices
from ..ops import array_ops
from ..ops.control_flow_ops import merge, switch
from . import sparse_grad, while_grad
from .registry import NotDifferentiable, RegisterGradient
from ..ops.control_flow_runtime import cond_of, is_switch


def zeros_for_output(op, index):
    """Zeros for output ``index`` of ``op``, which received no gradient.

    Those of a Switch in a cond are built behind a Switch on the same predicate, taking the
    side ``op`` did not send this output to: they exist only when that output carries a value.
    """
    out = op.outputs[index]
    context = cond_of(op) if is_switch(op) else None
    if context is None:
        return array_ops.zeros_like(out, optimize=False)
    alive = switch(op.inputs[0], context.pred)[1 - context.branch]
    # An Identity to depend on: control edges wait for a whole op, not for one of its outputs.
    pivot = array_ops.identity(alive)
    shape = array_ops.shape(alive, optimize=False)
    with op.graph.control_dependencies([pivot]):
        return array_ops.zeros(shape, dtype=out.dtype.base_dtype)


def _switch_on(grad, pred, name):
    g = grad.graph
    with g.colocate_with(grad.op, ignore_existing=True):
        if not isinstance(grad, IndexedSlices):
            return switch(grad, pred, name=name)
        # An IndexedSlices is switched part by part (cond_grad/Switch, Switch_1, Switch_2).
        with g.name_scope(name):
            sides = [switch(t, pred) for t in _parts(grad)]
        return tuple(IndexedSlices(*[side[i] for side in sides]) for i in (0, 1))


def _parts(slices):
    return [t for t in (slices.values, slices.indices, slices.dense_shape) if t is not None]


def _merge_grads(grads):
    """The alive one of a Switch's two output gradients. If one is an IndexedSlices, both
    become IndexedSlices (a dense one as all its rows) and merge part by part."""
    if not any(isinstance(grad, IndexedSlices) for grad in grads):
        return merge(list(grads), name="cond_grad")[0]
    with grads[0].graph.name_scope("cond_grad"):
        slices = sparse_grad.as_indexed_slices_list(grads, optimize=False)
        return IndexedSlices(*[merge(list(parts))[0] for parts in zip(*map(_parts, slices))])


@RegisterGradient("Merge")
def _merge_grad(op, grad, _):
    """Each Merge input gets the gradient only if its branch ran."""
    context = cond_of(op.inputs[0].op)
    if context is None and while_grad.loop_of(op) is not None:
        return while_grad.loop_merge_grad(op, grad)
    if context is None:
        raise NotImplementedError("scopelab differentiates a Merge only when tf.cond built it")
    return _switch_on(grad, while_grad.cond_pred(op, context), "cond_grad")


@RegisterGradient("Switch")
def _switch_grad(op, *grads):
    """One gradient from two: a Merge picks the output that was alive."""
    if while_grad.is_loop_switch(op):
        return while_grad.loop_switch_grad(op, *grads)
    context = cond_of(op)
    if context is not None:
        if grads[1 - context.branch] is None:
            return None, None  # the other side's zeros were not made: not a float output
        return _merge_grads(grads), None
    # A Switch of no cond: each side's gradient is guarded by the predicate again.
    false_grad = switch(grads[0], op.inputs[1])[0]
    true_grad = switch(grads[1], op.inputs[1])[1]
    return merge([false_grad, true_grad])[0], None


RegisterGradient("RefSwitch")(_switch_grad)

# An Assert passes nothing back (TF registers it so in resource_variable_ops.py).
NotDifferentiable("Assert")
