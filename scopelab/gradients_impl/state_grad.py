"""Variable updates pass no gradient back: Assign, AssignAdd, AssignSub, ScatterAdd,
ScatterSub, ScatterMul, ScatterDiv, ScatterNdUpdate, ScatterNdAdd, ScatterNdSub.

Mirrors ``state_grad.py`` of TensorFlow. An update's output is the variable's new value, but
the update is an action, not a function of its inputs to differentiate: backprop stops there
silently (``NotDifferentiable``) instead of failing for want of a gradient. Like TF, nothing
is declared for ScatterUpdate, ScatterMin / ScatterMax, ScatterNdMin / ScatterNdMax and
StridedSliceAssign (``v[0].assign(x)``): differentiating through them stays an error.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     w = tf.Variable(1.0, name="w")
...     tf.gradients(tf.assign_add(w, 2.0), [w])
[None]
"""
from .registry import NotDifferentiable

for _op_type in ("Assign", "AssignAdd", "AssignSub", "ScatterAdd", "ScatterSub", "ScatterMul",
                 "ScatterDiv", "ScatterNdUpdate", "ScatterNdAdd", "ScatterNdSub"):
    NotDifferentiable(_op_type)
