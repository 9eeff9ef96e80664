"""``tf.tuple`` and ``with_dependencies``: tensors that wait for other ops.

Mirrors the two helpers of ``control_flow_ops.py`` that gradients, Saver and user code build
with. ``with_dependencies([op], t)`` is an Identity of ``t`` (named ``control_dependency``) with
``op`` as a control input: reading it guarantees ``op`` ran. ``tuple(ts)`` groups the ops of
all ``ts`` (and any ``control_inputs``) in one NoOp (``tuple/group_deps``) and returns each t
through ``with_dependencies`` on it, so no t can be used before every t is computed. An
IndexedSlices is gated by its values.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a, b = tf.constant(1.0, name="a"), tf.constant(2.0, name="b")
...     ta, tb = tf.tuple([a, b])
>>> gate = ta.op.control_inputs[0]
>>> ta.name, gate.name, [c.name for c in gate.control_inputs]
('tuple/control_dependency:0', 'tuple/group_deps', ['a', 'b'])
"""
from ..default_graph import name_scope
from ..indexed_slices import IndexedSlices
from ..core.tensor import Operation
from ..tensor import Tensor
from .array_ops import identity
from .control_flow_ops import group
from .core import convert_to_tensor


def with_dependencies(dependencies, output_tensor, name=None):
    """``output_tensor`` again, produced only after every op in ``dependencies`` ran."""
    with name_scope(name, "control_dependency", list(dependencies) + [output_tensor]) as scope:
        if not isinstance(output_tensor, IndexedSlices):
            output_tensor = convert_to_tensor(output_tensor)
        g = output_tensor.graph
        with g.colocate_with(output_tensor.op), g.control_dependencies(dependencies):
            if isinstance(output_tensor, IndexedSlices):  # its values wait
                return IndexedSlices(identity(output_tensor.values, name=scope),
                                     output_tensor.indices, output_tensor.dense_shape)
            return identity(output_tensor, name=scope)


def tuple(tensors, name=None, control_inputs=None):  # noqa: A001 - TF's name
    """The same tensors (None stays None), each gated on all of them being computed.

    An Operation in ``tensors`` comes back as a NoOp that runs after the gate; a Python value
    becomes a Const first. ``control_inputs`` (ops or tensors) join the gate.
    """
    with name_scope(name, "tuple", tensors):  # a lone tensor fails as a bool there, as in TF
        tensors = [t if t is None or isinstance(t, Operation) or hasattr(t, "graph")
                   else convert_to_tensor(t) for t in tensors]
        gating_ops = [t if isinstance(t, Operation) else t.op for t in tensors if t is not None]
        for c in control_inputs or ():
            if isinstance(c, Tensor):
                c = c.op
            elif not isinstance(c, Operation):
                raise TypeError("'control_inputs' must only contain Operation or Tensor. "
                                "Received: %s" % type(c))
            gating_ops.append(c)
        # Each op once, in creation order, so the NoOp's control inputs read as TF's do.
        gating_ops = sorted(set(gating_ops), key=lambda op: op._id)
        if not gating_ops:
            raise ValueError("'tensors' must have at least one Tensor. Received: %s." % (tensors,))
        gate = group(*gating_ops)
        gated = []
        for t in tensors:
            if isinstance(t, Operation):
                with t.graph.control_dependencies([gate]):
                    gated.append(group(t))
            else:
                gated.append(None if t is None else with_dependencies([gate], t))
        return gated


__all__ = ["with_dependencies", "tuple"]
