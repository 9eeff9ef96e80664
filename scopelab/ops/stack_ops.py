"""Stacks: how the gradient of a while loop gets back the values each iteration computed.

Mirrors TF's ``StackV2``, ``StackPushV2`` and ``StackPopV2`` ops (``gen_data_flow_ops``) and
``ControlTrigger``. ``tf.gradients`` through a loop needs, say, ``x`` of iteration 3 when it
runs backwards through iteration 3; so it adds a push of ``x`` to the forward loop and a pop to
the gradient loop, which runs its iterations in reverse order. A stack is made afresh each run
(its handle's value is a Python list); a push returns the value it pushed.
``ControlTrigger`` does nothing: the gradient loop hangs ordering edges on it (``b_sync``).
Left out: ``max_size`` limits and ``swap_memory`` (kept as attributes only).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     acc = stack_v2(tf.constant(-1), tf.float32, name="f_acc")
...     push = stack_push_v2(acc, tf.constant(2.0))
...     with tf.control_dependencies([push]):
...         pop = stack_pop_v2(acc, tf.float32)
...     with tf.Session() as sess:
...         value = sess.run(pop)
>>> acc.dtype.name, float(value)
('resource', 2.0)
"""
from .. import dtypes
from ..default_graph import get_default_graph
from .core import kernel


def stack_v2(max_size, elem_type, name="StackV2"):
    g = max_size.graph
    with g.name_scope(name) as scope:
        # TF's shape function gives a stack handle the shape of the old two-string handles.
        op = g._create_op("StackV2", [max_size], [(dtypes.resource, [2])], g._op_name(scope),
                          {"elem_type": elem_type, "stack_name": b""})
    return op.outputs[0]


def stack_push_v2(handle, elem, swap_memory=False, name="StackPushV2"):
    g = handle.graph
    with g.name_scope(name) as scope:
        op = g._create_op("StackPushV2", [handle, elem], [(elem.dtype.base_dtype, elem.shape)],
                          g._op_name(scope), {"T": elem.dtype.base_dtype,
                                              "swap_memory": swap_memory})
    return op.outputs[0]


def stack_pop_v2(handle, elem_type, name="StackPopV2"):
    g = handle.graph
    with g.name_scope(name) as scope:
        op = g._create_op("StackPopV2", [handle], [(elem_type, None)], g._op_name(scope),
                          {"elem_type": elem_type})
    return op.outputs[0]


def control_trigger(name="ControlTrigger"):
    g = get_default_graph()
    return g._create_op("ControlTrigger", [], [], g._op_name(name))


class _Stack(list):
    """One run's stack (a list that is also a handle value)."""


@kernel("StackV2", stateful=True)
def _stack(state, op, max_size):
    return _Stack()


@kernel("StackPushV2", stateful=True)
def _push(state, op, stack, value):
    stack.append(value)
    return value


@kernel("StackPopV2", stateful=True)
def _pop(state, op, stack):
    if not stack:
        raise ValueError("Stack is empty.")
    return stack.pop()


kernel("ControlTrigger")(lambda op: None)
