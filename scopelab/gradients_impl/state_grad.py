"""Variable updates pass no gradient back: Assign, AssignAdd, AssignSub, ScatterAdd, ScatterSub.

Mirrors ``state_grad.py`` of TensorFlow. An update's output is the variable's new value, but
the update is an action, not a function of its inputs to differentiate: backprop stops there
silently (``NotDifferentiable``) instead of failing for want of a gradient.
Left out: the other scatter updates (scopelab has only ScatterAdd, ScatterSub and
ScatterUpdate; like TF it declares nothing for ScatterUpdate, which so stays an error).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     w = tf.Variable(1.0, name="w")
...     tf.gradients(tf.assign_add(w, 2.0), [w])
[None]
"""
from .registry import NotDifferentiable

for _op_type in ("Assign", "AssignAdd", "AssignSub", "ScatterAdd", "ScatterSub"):
    NotDifferentiable(_op_type)
