"""Gradients of the array and nn ops: Identity (and IdentityN, EnsureShape), Reshape, Squeeze,
ExpandDims, Fill, Pack, Transpose, Relu, Relu6, LeakyRelu, BiasAdd, Conv2D.

Mirrors ``array_grad.py`` and ``nn_grad.py`` of TensorFlow. Reading a variable is an
``Identity`` (``W/read``), whose gradient is the incoming gradient itself: that is how a
gradient reaches a variable. ``StopGradient``, ``ZerosLike`` and ``OneHot`` are declared not
differentiable: no gradient flows back through them.
Left out here: slicing and joining (``slice_grad.py``), Tile and the other reshapes
(``shape_grad.py``), gathers, pooling.

>>> import scopelab as tf
>>> from scopelab.gradients_impl import gradients
>>> g = tf.Graph()
>>> with g.as_default():
...     w = tf.Variable([1.0, -2.0], name="w")
...     dw, = gradients(tf.nn.relu(w), [w])
>>> [op.type for op in g.get_operations()][-2:], dw.name
(['Fill', 'ReluGrad'], 'gradients/Relu_grad/ReluGrad:0')
"""
from ..indexed_slices import dense
from ..ops import (activation_ops, array_ops, elementwise_grad_ops, grad_ops, nn_grad_ops,
                   reduction_ops)
from ..ops.indexing_ops import transpose
from ..ops.slice_ops import unstack
from .registry import NotDifferentiable, RegisterGradient

NotDifferentiable("StopGradient")
NotDifferentiable("ZerosLike")
NotDifferentiable("OneHot")


@RegisterGradient("Identity")
@RegisterGradient("EnsureShape")
def _identity_grad(op, grad):
    return grad


@RegisterGradient("IdentityN")
def _identity_n_grad(op, *grads):
    return list(grads)


@RegisterGradient("Reshape")
def _reshape_grad(op, grad):
    """Reshape the gradient back (an IndexedSlices densified first); with one unknown size,
    -1 avoids reading the shape at run time."""
    grad = dense(grad)
    dims = op.inputs[0].shape.dims
    if dims is not None and None in dims:
        unknown = [i for i, d in enumerate(dims) if d is None]
        if len(unknown) == 1 and 0 not in dims:
            target = list(dims)
            target[unknown[0]] = -1
            return [array_ops.reshape(grad, target), None]
    return [array_ops.reshape(grad, array_ops.shape(op.inputs[0])), None]


@RegisterGradient("Fill")
def _fill_grad(op, grad):
    return None, reduction_ops.reduce_sum(grad)


@RegisterGradient("Pack")
def _pack_grad(op, grad):
    """Each stacked tensor gets its own slice of the gradient back."""
    return unstack(grad, num=op.attrs["N"], axis=op.attrs["axis"])


@RegisterGradient("Transpose")
def _transpose_grad(op, grad):
    """Transposed back by the inverse permutation."""
    return [transpose(grad, grad_ops.invert_permutation(op.inputs[1])), None]


@RegisterGradient("Relu")
def _relu_grad(op, grad):
    return elementwise_grad_ops.relu_grad(grad, op.outputs[0])


@RegisterGradient("Relu6")
def _relu6_grad(op, grad):
    return activation_ops.relu6_grad(grad, op.outputs[0])


@RegisterGradient("LeakyRelu")
def _leaky_relu_grad(op, grad):
    return activation_ops.leaky_relu_grad(grad, op.inputs[0], alpha=op.attrs["alpha"])


@RegisterGradient("BiasAdd")
def _bias_add_grad(op, grad):
    return grad, nn_grad_ops.bias_add_grad(grad, data_format=op.attrs.get("data_format"))


_CONV_ATTRS = ("strides", "padding", "explicit_paddings", "use_cudnn_on_gpu", "data_format",
               "dilations")


@RegisterGradient("Conv2D")
def _conv2d_grad(op, grad):
    """Input gradient: the filter run backwards; filter gradient: inputs times dy."""
    attrs = {k: op.attrs[k] for k in _CONV_ATTRS}
    shape_0, shape_1 = grad_ops.shape_n([op.inputs[0], op.inputs[1]])
    return [nn_grad_ops.conv2d_backprop_input(shape_0, op.inputs[1], grad, attrs),
            nn_grad_ops.conv2d_backprop_filter(op.inputs[0], shape_1, grad, attrs)]
