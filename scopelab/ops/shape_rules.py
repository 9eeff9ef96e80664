"""Shape rules: how the static shape of an op's outputs follows from its attributes and inputs.

An op built by its Python function gets its static shape from that function. An op rebuilt
from a GraphDef that does not record shapes (importer.py) gets it from the rule its family
registered with the kernel (``kernel(op_type, shape=rule)``, the ``shape`` of its record in
the op registry); a rule takes (op type, attributes, input tensors, node name) and returns a
TensorShape. These are the
rules many families share; a family with a shape of its own registers its own function
(MatMul's in math_ops.py).

>>> import scopelab as tf
>>> from scopelab.core.state import OPS
>>> with tf.Graph().as_default():
...     a, b = tf.zeros([2, 1]), tf.zeros([3])
...     OPS["AddV2"].shape("AddV2", {}, [a, b], "add"), OPS["Exp"].shape("Exp", {}, [a], "exp")
(TensorShape([Dimension(2), Dimension(3)]), TensorShape([Dimension(2), Dimension(1)]))
"""
from .core import broadcast_shape


def input_shape(op_type, attrs, inputs, name):
    """The output has the first input's shape (Relu, Exp, Identity, Assign...)."""
    return inputs[0].shape


def broadcast_inputs(op_type, attrs, inputs, name):
    """The output has the broadcast shape of the two inputs (AddV2, Less...)."""
    return broadcast_shape(inputs[0].shape, inputs[1].shape, name, op_type, attrs, inputs)


def shape_attr(op_type, attrs, inputs, name):
    """The output has the shape the ``shape`` attribute gives (Placeholder, VariableV2)."""
    return attrs["shape"]
