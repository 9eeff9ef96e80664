"""``tf.tuple`` and ``with_dependencies``: tensors that wait for other ops.

Mirrors the two helpers of ``control_flow_ops.py`` that gradients and Saver build with.
``with_dependencies([op], t)`` is an Identity of ``t`` (named ``control_dependency``) with
``op`` as a control input: reading it guarantees ``op`` ran. ``tuple(ts)`` groups the ops of
all ``ts`` in one NoOp (``tuple/group_deps``) and returns each t through ``with_dependencies``
on it, so no t can be used before every t is computed.
Left out: IndexedSlices, ``control_inputs`` for ``tuple``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a, b = tf.constant(1.0, name="a"), tf.constant(2.0, name="b")
...     ta, tb = tuple([a, b])
>>> gate = ta.op.control_inputs[0]
>>> ta.name, gate.name, [c.name for c in gate.control_inputs]
('tuple/control_dependency:0', 'tuple/group_deps', ['a', 'b'])
"""
from ..default_graph import name_scope
from .array_ops import identity
from .control_flow_ops import group


def with_dependencies(dependencies, output_tensor, name=None):
    """``output_tensor`` again, produced only after every op in ``dependencies`` ran."""
    with name_scope(name, "control_dependency", list(dependencies) + [output_tensor]) as scope:
        g = output_tensor.graph
        with g.colocate_with(output_tensor.op), g.control_dependencies(dependencies):
            return identity(output_tensor, name=scope)


def tuple(tensors, name=None):  # noqa: A001 - TF's name
    """The same tensors (None stays None), each gated on all of them being computed."""
    with name_scope(name, "tuple", [t for t in tensors if t is not None]):
        # Each op once, in creation order, so the NoOp's control inputs read as TF's do.
        gating_ops = sorted({t.op for t in tensors if t is not None}, key=lambda op: op._id)
        if not gating_ops:
            raise ValueError("'tensors' must have at least one Tensor. Received: %s." % (tensors,))
        gate = group(*gating_ops)
        return [None if t is None else with_dependencies([gate], t) for t in tensors]


__all__ = ["with_dependencies", "tuple"]
