"""``tf.train.exponential_decay``: a learning rate that shrinks as the global step grows.

Mirrors ``tf.compat.v1.train.exponential_decay`` (in TF 2 a wrapper around Keras'
``ExponentialDecay`` schedule, called at once on the step in graph mode). It builds, in the name
scope ``ExponentialDecay`` (or ``name``), the tensor

    learning_rate * decay_rate ** (global_step / decay_steps)

with ``floor`` of the exponent when ``staircase`` (the rate then drops once every
``decay_steps`` steps). The nodes: ``initial_learning_rate`` (the Const), ``Cast/x`` and
``Cast`` (decay_steps made a float), ``Cast_1/x`` (decay_rate, already a float: no Cast),
``Cast_2`` (the step), ``truediv``, ``Floor``, ``Pow``, and the Mul named like the scope.
Nothing in it is a variable: the rate is recomputed from the step each time it is run, so pass
the same ``global_step`` to ``minimize`` to make it advance.
Left out: ``piecewise_constant`` (its ``tf.case`` needs nested conds built exactly as TF builds
them), the other schedules (polynomial, cosine, inverse-time...).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     step = tf.train.get_or_create_global_step()
...     lr = exponential_decay(0.1, step, decay_steps=2, decay_rate=0.5, staircase=True)
...     next_step = tf.assign_add(step, 1)
...     with tf.Session() as sess:
...         sess.run(step.initializer)
...         rates = [round(float(sess.run(lr)), 4) for _ in range(5) if sess.run(next_step)]
>>> lr.op.name, lr.op.type, rates      # at steps 1, 2, 3, 4, 5
('ExponentialDecay', 'Mul', [0.1, 0.05, 0.05, 0.025, 0.025])
"""
from ..default_graph import name_scope
from ..ops import math_ops
from ..ops.core import convert_to_tensor


def exponential_decay(learning_rate, global_step, decay_steps, decay_rate, staircase=False,
                      name=None):
    """``learning_rate * decay_rate ** (global_step / decay_steps)`` as a tensor."""
    with name_scope(name or "ExponentialDecay") as scope:
        initial = convert_to_tensor(learning_rate, name="initial_learning_rate")
        dtype = initial.dtype
        decay_steps = math_ops.cast(decay_steps, dtype)
        decay_rate = math_ops.cast(decay_rate, dtype)
        p = math_ops.cast(global_step, dtype) / decay_steps
        if staircase:
            p = math_ops.floor(p)
        return math_ops.multiply(initial, math_ops.pow(decay_rate, p), name=scope)
