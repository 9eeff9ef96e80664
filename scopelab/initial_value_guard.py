"""Safe initial values: a variable initialised from another variable waits for it.

Mirrors ``_try_guard_against_uninitialized_dependencies`` in TF's ``variables.py``. When a
variable's initial value reads another variable (``tf.Variable(w * 2)``), running both
initializers in one ``init`` op could read ``w`` before it is set. So, like TF, the initial
value is copied with every read of a variable replaced by that variable's
``initialized_value()`` (a cond that runs its initializer if needed); the copies are named
``<op>_<name>`` (``mul_v`` for variable ``v``). A value reading no variable is used as it is.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     w = tf.Variable(1.0, name="w")
...     v = tf.Variable(w * 2.0, name="v")
>>> v.initializer.inputs[1].op.name
'mul_v'
"""
from .graph_keys import GraphKeys

def guard_against_uninitialized(name, initial_value):
    """``initial_value`` with every read of another variable replaced by its initialized_value.

    Copies of the rewritten ops are named ``<op>_<name>`` (``W/read_V`` for variable V).
    """
    return _safe_tensor(name, initial_value, {})


def _safe_tensor(name, tensor, cache):
    op = cache.get(tensor.op.name)
    if op is None:
        op = cache[tensor.op.name] = _safe_op(name, tensor.op, cache)
    return op.outputs[tensor.value_index]


def _safe_op(name, op, cache):
    if op.type == "IsVariableInitialized":
        return op
    if op.type == "VariableV2":
        for var in op.graph.get_collection(GraphKeys.GLOBAL_VARIABLES) + \
                op.graph.get_collection(GraphKeys.LOCAL_VARIABLES):
            if var.op is op:
                return var.initialized_value().op
        return op
    if not op.inputs:
        return op  # a Const or another source: nothing it reads can be uninitialised
    inputs = [_safe_tensor(name, t, cache) for t in op.inputs]
    if all(a is b for a, b in zip(inputs, op.inputs)):
        return op
    op_type = "Switch" if op.type == "RefSwitch" else op.type
    specs = [(t.dtype.base_dtype if op_type != op.type else t.dtype, t.shape) for t in op.outputs]
    g = op.graph
    return g._create_op(op_type, inputs, specs, (op.name + "_" + name).replace(":", "_"),
                        dict(op.attrs))
