"""``ApplyGradientDescent``: the op a GradientDescentOptimizer builds per variable.

Mirrors ``gen_training_ops.apply_gradient_descent``: ``var -= alpha * delta``, written into the
variable's storage in place (like AssignSub), returning the variable's reference. The op takes
the variable's reference (``m/w:0``), so it is colocated with it (``_class: loc:@m/w``).
Left out: the other optimizers' update ops (Momentum, Adam...), resource variables.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     v = tf.Variable([1.0, 2.0], name="v")
...     step = apply_gradient_descent(v, 0.5, [2.0, 2.0])
...     with tf.Session() as sess:
...         sess.run(v.initializer)
...         out = sess.run(step)
>>> [t.name for t in step.op.inputs], out.tolist()
(['v:0', 'ApplyGradientDescent/alpha:0', 'ApplyGradientDescent/delta:0'], [0.0, 1.0])
"""
from ..tensor_shape import incompatibility
from .core import convert_input, convert_to_tensor, kernel, make_op, shape_error


def apply_gradient_descent(var, alpha, delta, use_locking=False, name=None):
    """Subtracts ``alpha * delta`` from variable ``var``; running it returns the new value."""
    ref = convert_to_tensor(var, as_ref=True)
    if not ref.dtype.is_ref:
        raise TypeError("'ApplyGradientDescent' needs a variable (a reference tensor), got %r."
                        % (ref,))
    g = ref.graph
    with g.name_scope(name or "ApplyGradientDescent") as scope:
        alpha = convert_input(alpha, ref.dtype, "ApplyGradientDescent", "alpha", "var", g)
        delta = convert_input(delta, ref.dtype, "ApplyGradientDescent", "delta", "var", g)
        attrs = {"T": ref.dtype.base_dtype, "use_locking": bool(use_locking)}

        def shape(node):
            reason = incompatibility(ref.shape, delta.shape)
            if reason:
                raise shape_error(reason, node, "ApplyGradientDescent", attrs, [ref, alpha, delta])
            return ref.shape.merge_with(delta.shape)
        return make_op(g, "ApplyGradientDescent", [ref, alpha, delta], scope, ref.dtype, shape,
                       attrs, ref_inputs=[ref])


@kernel("ApplyGradientDescent", takes_refs=True)
def _apply_gradient_descent(op, slot, alpha, delta):
    value = slot.read(op)
    # In place, like TF: ops of this run that read the variable later see the new value.
    value -= alpha * delta
    return slot
