"""The elementwise ``*Grad`` ops that ``tf.gradients`` builds: TanhGrad, SigmoidGrad, SqrtGrad,
ReluGrad, and ``elementwise_grad_op``, the one constructor every such op uses.

Mirrors the ``*Grad`` ops of ``gen_math_ops`` / ``gen_nn_ops``. Each takes two tensors of one
shape and dtype and computes the derivative from the forward op's output (``y``) or input
(``features``), which is cheaper than recomputing the forward op. TF gives the two kinds
different static shapes: the math ones (``TanhGrad(y, dy)``) keep ``y``'s shape, the nn ones
(``ReluGrad(gradients, features)``) merge both inputs' shapes and reject a mismatch. The
activation families keep their own ``*Grad`` ops next to them (``activation_ops.py``,
``smooth_activation_ops.py``; ``RsqrtGrad`` in ``unary_math_ops.py``), built with the same
constructor.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     dx = tanh_grad([0.5], [2.0])
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> dx.op.name, [t.name for t in dx.op.inputs], value.tolist()
('TanhGrad', ['TanhGrad/y:0', 'TanhGrad/dy:0'], [1.5])
"""
from ..default_graph import graph_from_inputs
from ..core.shapes import incompatibility
from .core import check_same_dtype, convert_to_tensor, kernel, make_op, shape_error
from .shape_rules import input_shape


def elementwise_grad_op(op_type, a, b, argnames, name, attrs=None, merge_shapes=True):
    """An op ``op_type`` on ``a`` and ``b`` (inputs named ``argnames``) of one dtype.

    Its static shape is both inputs' shapes merged (a mismatch is TF's ValueError), or with
    ``merge_shapes=False`` simply ``a``'s, as TF's math ``*Grad`` ops have it.
    """
    g = graph_from_inputs((a, b))
    with g.name_scope(name or op_type) as scope:
        a = convert_to_tensor(a, name=argnames[0], graph=g)
        b = convert_to_tensor(b, name=argnames[1], graph=g)
        dtype = check_same_dtype(op_type, argnames, (a, b))
        attrs = dict(attrs or {}, T=dtype)
        shape = a.shape
        if merge_shapes:
            reason = incompatibility(a.shape, b.shape)
            if reason:
                raise shape_error(reason, g._op_name(scope), op_type, attrs, [a, b])
            shape = a.shape.merge_with(b.shape)
        return make_op(g, op_type, [a, b], scope, dtype, shape, attrs)


def tanh_grad(y, dy, name=None):
    """``dy * (1 - y * y)`` for ``y = tanh(x)``."""
    return elementwise_grad_op("TanhGrad", y, dy, ("y", "dy"), name, merge_shapes=False)


def sigmoid_grad(y, dy, name=None):
    """``dy * y * (1 - y)`` for ``y = sigmoid(x)``."""
    return elementwise_grad_op("SigmoidGrad", y, dy, ("y", "dy"), name, merge_shapes=False)


def sqrt_grad(y, dy, name=None):
    """``dy * 0.5 / y`` for ``y = sqrt(x)``."""
    return elementwise_grad_op("SqrtGrad", y, dy, ("y", "dy"), name, merge_shapes=False)


def relu_grad(gradients, features, name=None):
    """``gradients`` where the Relu's output ``features`` is positive, else 0."""
    return elementwise_grad_op("ReluGrad", gradients, features, ("gradients", "features"), name)


kernel("TanhGrad", shape=input_shape, shape_inputs=())(lambda op, y, dy: dy * (1 - y * y))
kernel("SigmoidGrad", shape=input_shape, shape_inputs=())(lambda op, y, dy: dy * (y * (1 - y)))
kernel("SqrtGrad")(lambda op, y, dy: dy * 0.5 / y)
# A product with the mask, as TF's kernel computes it: a nan gradient stays nan where y <= 0.
kernel("ReluGrad", shape=input_shape, shape_inputs=())(lambda op, dy, y: dy * (y > 0))
