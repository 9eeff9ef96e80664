"""The update ops optimizers build per variable: ApplyGradientDescent, ApplyMomentum,
ApplyAdam, ApplyAdagrad, ApplyRMSProp and ApplyCenteredRMSProp.

Mirrors ``gen_training_ops``. Each op takes the variable's reference (``m/w:0``) and the
references of the optimizer's slots (accumulators), updates them all in place, in TF's order,
and returns the variable's reference; taking a reference colocates the op with the variable
(``_class: loc:@m/w``). The other inputs are the hyperparameters (scalars) and the gradient,
all of the variable's dtype; Python numbers become Consts named after the argument
(``ApplyAdagrad/lr``). The shape check merges the variable with the slots and the gradient
and wants every hyperparameter of rank 0. The formulas are TF's CPU kernels:

    GradientDescent  var -= alpha * delta
    Momentum         accum = momentum * accum + grad
                     var -= lr * accum                  (nesterov: lr * (grad + momentum * accum))
    Adam             alpha = lr * sqrt(1 - beta2_power) / (1 - beta1_power)
                     m += (grad - m) * (1 - beta1);  v += (grad * grad - v) * (1 - beta2)
                     var -= m * alpha / (sqrt(v) + epsilon)
                                     (nesterov: (grad * (1 - beta1) + beta1 * m) * alpha / ...)
    Adagrad          accum += grad * grad               (only with update_slots)
                     var -= grad * lr / sqrt(accum)
    RMSProp          ms += (grad * grad - ms) * (1 - rho)
                     mom = mom * momentum + grad * lr / sqrt(ms + epsilon);  var -= mom
    CenteredRMSProp  as RMSProp, with mg += (grad - mg) * (1 - rho) after ms, and
                     ms - mg * mg in place of ms under the square root

The other optimizers' ops have modules of their own (``adadelta_training_ops``,
``ftrl_training_ops``, ``proximal_training_ops``, ``adagrad_da_training_ops``); the sparse
updates are in ``sparse_training_ops``. Left out: resource variables.

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

from .. import dtypes
from ..core.shapes import incompatibility
from .core import convert_input, convert_to_tensor, kernel, make_op, shape_error
from .shape_rules import input_shape


def ref_inputs(op_type, refs):
    """The variable references of ``refs`` ((name, variable) pairs): an op that updates a
    variable in place needs its reference, not a snapshot of its value."""
    ref_tensors = []
    for arg, value in refs:
        ref = convert_to_tensor(value, as_ref=True)
        if not ref.dtype.is_ref:
            raise TypeError("'%s' Op requires that input '%s' be a mutable tensor (e.g.: a "
                            "tf.Variable)" % (op_type, arg))
        ref_tensors.append(ref)
    return ref_tensors


def _arg_dtype(arg, var):
    """An input's dtype: the variable's, but for AdagradDA's step count, always int64."""
    return dtypes.int64 if arg == "global_step" else var.dtype


def _apply_op(op_type, refs, args, scalars, name, **attrs):
    """Builds ``op_type`` on the variable references ``refs`` then ``args`` ((name, value)
    pairs, in the op's input order); the args named in ``scalars`` must be of rank 0."""
    ref_tensors = ref_inputs(op_type, refs)
    var = ref_tensors[0]
    g = var.graph
    with g.name_scope(name or op_type) as scope:
        for (arg, _), ref in zip(refs[1:], ref_tensors[1:]):
            if ref.dtype.base_dtype is not var.dtype.base_dtype:
                raise TypeError("Input '%s' of '%s' Op has type %s that does not match type %s "
                                "of argument 'var'." % (arg, op_type, ref.dtype.name,
                                                        var.dtype.base_dtype.name))
        inputs = ref_tensors + [convert_input(value, _arg_dtype(arg, var), op_type, arg, "var", g)
                                for arg, value in args]
        names = [arg for arg, _ in refs + args]
        attrs = dict(attrs, T=var.dtype.base_dtype)

        def shape(node):
            merged = var.shape
            for arg, other in zip(names[1:], inputs[1:]):
                if arg in scalars:
                    if other.shape.ndims:
                        raise shape_error("Shape must be rank 0 but is rank %d"
                                          % other.shape.ndims, node, op_type, attrs, inputs)
                    continue
                reason = incompatibility(merged, other.shape)
                if reason:
                    raise shape_error(reason, node, op_type, attrs, inputs)
                merged = merged.merge_with(other.shape)
            return merged
        return make_op(g, op_type, inputs, scope, var.dtype, shape, attrs,
                       ref_inputs=ref_tensors)


def apply_gradient_descent(var, alpha, delta, use_locking=False, name=None):
    """Subtracts ``alpha * delta`` from variable ``var``; running it returns the new value."""
    return _apply_op("ApplyGradientDescent", [("var", var)], [("alpha", alpha), ("delta", delta)],
                     {"alpha"}, name, use_locking=bool(use_locking))


def apply_momentum(var, accum, lr, grad, momentum, use_locking=False, use_nesterov=False,
                   name=None):
    """Updates ``accum`` then ``var`` in place (see the module docstring); returns var's ref."""
    return _apply_op("ApplyMomentum", [("var", var), ("accum", accum)],
                     [("lr", lr), ("grad", grad), ("momentum", momentum)], {"lr", "momentum"},
                     name, use_locking=bool(use_locking), use_nesterov=bool(use_nesterov))


def apply_adam(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad,
               use_locking=False, use_nesterov=False, name=None):
    """Updates ``m``, ``v`` then ``var`` in place (see the module docstring); returns var's ref."""
    scalars = [("beta1_power", beta1_power), ("beta2_power", beta2_power), ("lr", lr),
               ("beta1", beta1), ("beta2", beta2), ("epsilon", epsilon)]
    return _apply_op("ApplyAdam", [("var", var), ("m", m), ("v", v)],
                     scalars + [("grad", grad)], {arg for arg, _ in scalars}, name,
                     use_locking=bool(use_locking), use_nesterov=bool(use_nesterov))


def apply_adagrad(var, accum, lr, grad, use_locking=False, update_slots=True, name=None):
    """Adds ``grad**2`` to ``accum``, then steps ``var`` (see the module docstring)."""
    return _apply_op("ApplyAdagrad", [("var", var), ("accum", accum)],
                     [("lr", lr), ("grad", grad)], {"lr"}, name,
                     use_locking=bool(use_locking), update_slots=bool(update_slots))


_RMSPROP_SCALARS = ("lr", "rho", "momentum", "epsilon")


def apply_rms_prop(var, ms, mom, lr, rho, momentum, epsilon, grad, use_locking=False,
                   name=None):
    """Updates ``ms`` and ``mom``, then ``var`` (see the module docstring)."""
    args = list(zip(_RMSPROP_SCALARS, (lr, rho, momentum, epsilon))) + [("grad", grad)]
    return _apply_op("ApplyRMSProp", [("var", var), ("ms", ms), ("mom", mom)], args,
                     set(_RMSPROP_SCALARS), name, use_locking=bool(use_locking))


def apply_centered_rms_prop(var, mg, ms, mom, lr, rho, momentum, epsilon, grad,
                            use_locking=False, name=None):
    """Updates ``ms``, ``mg`` and ``mom``, then ``var`` (see the module docstring)."""
    args = list(zip(_RMSPROP_SCALARS, (lr, rho, momentum, epsilon))) + [("grad", grad)]
    return _apply_op("ApplyCenteredRMSProp",
                     [("var", var), ("mg", mg), ("ms", ms), ("mom", mom)], args,
                     set(_RMSPROP_SCALARS), name, use_locking=bool(use_locking))


# ---------------------------------------------------------------------- kernels
# Each reads its variables' storage and changes it in place, like TF: ops of the same run that
# read a variable later see the new value.
@kernel("ApplyGradientDescent", takes_refs=True, shape=input_shape)
def _apply_gradient_descent(op, slot, alpha, delta):
    value = slot.read(op)
    value -= alpha * delta
    return slot


@kernel("ApplyMomentum", shape=input_shape, takes_refs=2)
def _apply_momentum(op, slot, accum_slot, lr, grad, momentum):
    value = slot.read(op)
    accum = accum_slot.read(op)
    accum *= momentum
    accum += grad
    if op.attrs["use_nesterov"]:
        value -= grad * lr + accum * momentum * lr
    else:
        value -= accum * lr
    return slot


@kernel("ApplyAdam", shape=input_shape, takes_refs=3)
def _apply_adam(op, slot, m_slot, v_slot, beta1_power, beta2_power, lr, beta1, beta2, epsilon,
                grad):
    value = slot.read(op)
    m = m_slot.read(op)
    v = v_slot.read(op)
    dtype = value.dtype.type
    one = dtype(1)
    alpha = dtype(lr) * np.sqrt(one - dtype(beta2_power)) / (one - dtype(beta1_power))
    m += (grad - m) * (one - dtype(beta1))
    v += (grad * grad - v) * (one - dtype(beta2))
    if op.attrs["use_nesterov"]:
        value -= (grad * (one - dtype(beta1)) + dtype(beta1) * m) * alpha / (np.sqrt(v)
                                                                            + dtype(epsilon))
    else:
        value -= m * alpha / (np.sqrt(v) + dtype(epsilon))
    return slot


@kernel("ApplyAdagrad", shape=input_shape, takes_refs=2)
def _apply_adagrad(op, slot, accum_slot, lr, grad):
    value = slot.read(op)
    accum = accum_slot.read(op)
    if op.attrs["update_slots"]:
        accum += grad * grad
    value -= grad * lr / np.sqrt(accum)
    return slot


def _rms_prop_step(value, mom, ms_for_denominator, lr, momentum, epsilon, grad):
    mom *= momentum
    mom += grad * lr / np.sqrt(ms_for_denominator + epsilon)
    value -= mom


@kernel("ApplyRMSProp", shape=input_shape, takes_refs=3)
def _apply_rms_prop(op, slot, ms_slot, mom_slot, lr, rho, momentum, epsilon, grad):
    value, ms, mom = slot.read(op), ms_slot.read(op), mom_slot.read(op)
    ms += (grad * grad - ms) * (1 - rho)
    _rms_prop_step(value, mom, ms, lr, momentum, epsilon, grad)
    return slot


@kernel("ApplyCenteredRMSProp", takes_refs=4)
def _apply_centered_rms_prop(op, slot, mg_slot, ms_slot, mom_slot, lr, rho, momentum, epsilon,
                             grad):
    value, mg, ms, mom = slot.read(op), mg_slot.read(op), ms_slot.read(op), mom_slot.read(op)
    ms += (grad * grad - ms) * (1 - rho)
    mg += (grad - mg) * (1 - rho)
    _rms_prop_step(value, mom, ms - mg * mg, lr, momentum, epsilon, grad)
    return slot
