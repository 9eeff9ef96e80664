"""``ApplyGradientDescent`` and ``ApplyMomentum``: the ops optimizers build per variable.

Mirrors ``gen_training_ops.apply_gradient_descent``: ``var -= alpha * delta``, written into the
variable's storage in place (like AssignSub), returning the variable's reference. The op takes
the variable's reference (``m/w:0``), so it is colocated with it (``_class: loc:@m/w``).
``apply_momentum`` (``gen_training_ops.apply_momentum``) also updates a second variable, the
accumulator (the optimizer's slot): ``accum = momentum * accum + grad``, then
``var -= lr * accum``, or with ``use_nesterov`` ``var -= lr * (grad + momentum * accum)``.
``apply_adam`` (``gen_training_ops.apply_adam``) updates the two moment slots ``m`` and ``v``
then the variable, all in place, with TF's CPU formula:

    alpha = lr * sqrt(1 - beta2_power) / (1 - beta1_power)
    m += (grad - m) * (1 - beta1)
    v += (grad * grad - v) * (1 - beta2)
    var -= m * alpha / (sqrt(v) + epsilon)     # use_nesterov: (grad * (1 - beta1) + beta1 * m)

Left out: the other optimizers' update ops (Adagrad, RMSProp...), sparse updates, resource
variables.

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
import numpy as np

from ..tensor_shape import incompatibility
from .core import convert_input, convert_to_tensor, kernel, make_op, shape_error


def apply_gradient_descent(var, alpha, delta, use_locking=False, name=None):
    """Subtracts ``alpha * delta`` from variable ``var``; running it returns the new value."""
    ref = convert_to_tensor(var, as_ref=True)
    if not ref.dtype.is_ref:
        raise TypeError("'ApplyGradientDescent' needs a variable (a reference tensor), got %r."
                        % (ref,))
    g = ref.graph
    with g._name_scope(name or "ApplyGradientDescent") as scope:
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


def apply_momentum(var, accum, lr, grad, momentum, use_locking=False, use_nesterov=False,
                   name=None):
    """Updates ``accum`` then ``var`` in place (see the module docstring); returns var's ref."""
    refs = []
    for arg, value in (("var", var), ("accum", accum)):
        ref = convert_to_tensor(value, as_ref=True)
        if not ref.dtype.is_ref:
            raise TypeError("'ApplyMomentum' Op requires that input '%s' be a mutable tensor "
                            "(e.g.: a tf.Variable)" % arg)
        refs.append(ref)
    ref, acc = refs
    g = ref.graph
    with g._name_scope(name or "ApplyMomentum") as scope:
        if acc.dtype.base_dtype is not ref.dtype.base_dtype:
            raise TypeError("Input 'accum' of 'ApplyMomentum' Op has type %s that does not "
                            "match type %s of argument 'var'."
                            % (acc.dtype.base_dtype.name, ref.dtype.base_dtype.name))
        lr = convert_input(lr, ref.dtype, "ApplyMomentum", "lr", "var", g)
        grad = convert_input(grad, ref.dtype, "ApplyMomentum", "grad", "var", g)
        momentum = convert_input(momentum, ref.dtype, "ApplyMomentum", "momentum", "var", g)
        attrs = {"T": ref.dtype.base_dtype, "use_locking": bool(use_locking),
                 "use_nesterov": bool(use_nesterov)}
        inputs = [ref, acc, lr, grad, momentum]

        def shape(node):
            # TF's shape function: merge var with accum, lr scalar, merge grad, momentum scalar.
            merged = ref.shape
            for other, scalar in ((acc, None), (lr, True), (grad, None), (momentum, True)):
                if scalar:
                    if other.shape.ndims:
                        raise shape_error("Shape must be rank 0 but is rank %d"
                                          % other.shape.ndims, node, "ApplyMomentum", attrs,
                                          inputs)
                    continue
                reason = incompatibility(merged, other.shape)
                if reason:
                    raise shape_error(reason, node, "ApplyMomentum", attrs, inputs)
                merged = merged.merge_with(other.shape)
            return merged
        return make_op(g, "ApplyMomentum", inputs, scope, ref.dtype, shape, attrs,
                       ref_inputs=[ref, acc])


@kernel("ApplyMomentum", takes_refs=True)
def _apply_momentum(op, slot, accum_slot, lr, grad, momentum):
    value = slot.read(op)
    accum = accum_slot.read(op)
    # Both in place, in TF's order: the accumulator first, then the variable from it.
    accum *= momentum
    accum += grad
    if op.attrs["use_nesterov"]:
        value -= grad * lr + accum * momentum * lr
    else:
        value -= accum * lr
    return slot


_ADAM_INPUTS = ("var", "m", "v", "beta1_power", "beta2_power", "lr", "beta1", "beta2",
                "epsilon", "grad")


def apply_adam(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad,
               use_locking=False, use_nesterov=False, name=None):
    """Updates ``m``, ``v`` then ``var`` in place (see the module docstring); returns var's ref."""
    refs = []
    for arg, value in (("var", var), ("m", m), ("v", v)):
        ref = convert_to_tensor(value, as_ref=True)
        if not ref.dtype.is_ref:
            raise TypeError("'ApplyAdam' Op requires that input '%s' be a mutable tensor "
                            "(e.g.: a tf.Variable)" % arg)
        refs.append(ref)
    ref = refs[0]
    g = ref.graph
    with g._name_scope(name or "ApplyAdam") as scope:
        for arg, other in zip(("m", "v"), refs[1:]):
            if other.dtype.base_dtype is not ref.dtype.base_dtype:
                raise TypeError("Input '%s' of 'ApplyAdam' Op has type %s that does not "
                                "match type %s of argument 'var'."
                                % (arg, other.dtype.base_dtype.name,
                                   ref.dtype.base_dtype.name))
        rest = [convert_input(value, ref.dtype, "ApplyAdam", arg, "var", g)
                for arg, value in zip(_ADAM_INPUTS[3:], (beta1_power, beta2_power, lr, beta1,
                                                         beta2, epsilon, grad))]
        attrs = {"T": ref.dtype.base_dtype, "use_locking": bool(use_locking),
                 "use_nesterov": bool(use_nesterov)}
        inputs = refs + rest

        def shape(node):
            # TF's shape function: merge var with m and v, six scalars, then merge grad.
            merged = ref.shape
            for i, other in enumerate(inputs[1:], 1):
                if 3 <= i <= 8:
                    if other.shape.ndims:
                        raise shape_error("Shape must be rank 0 but is rank %d"
                                          % other.shape.ndims, node, "ApplyAdam", attrs, inputs)
                    continue
                reason = incompatibility(merged, other.shape)
                if reason:
                    raise shape_error(reason, node, "ApplyAdam", attrs, inputs)
                merged = merged.merge_with(other.shape)
            return merged
        return make_op(g, "ApplyAdam", inputs, scope, ref.dtype, shape, attrs,
                       ref_inputs=refs)


@kernel("ApplyAdam", takes_refs=True)
def _apply_adam(op, slot, m_slot, v_slot, beta1_power, beta2_power, lr, beta1, beta2, epsilon,
                grad):
    value = slot.read(op)
    m = m_slot.read(op)
    v = v_slot.read(op)
    dtype = value.dtype.type
    one = dtype(1)
    alpha = dtype(lr) * np.sqrt(one - dtype(beta2_power)) / (one - dtype(beta1_power))
    # All in place, in TF's order: m, then v, then the variable from them.
    m += (grad - m) * (one - dtype(beta1))
    v += (grad * grad - v) * (one - dtype(beta2))
    if op.attrs["use_nesterov"]:
        value -= (grad * (one - dtype(beta1)) + dtype(beta1) * m) * alpha / (np.sqrt(v)
                                                                            + dtype(epsilon))
    else:
        value -= m * alpha / (np.sqrt(v) + dtype(epsilon))
    return slot
