"""Cycles in a graph: the check TF makes before it runs one, and its error.

Ops made the ordinary way only read older ops, so a graph cannot loop by itself; a cycle
needs an op rewired afterwards (``op._add_control_input``, ``op._update_input``). An executor
given a cycle would wait forever for an op that waits for itself, so TF checks every graph
a session takes in (``graph/validate.cc``, ``ValidateGraphHasNoCycle``) and refuses it with
``InvalidArgumentError``, however unrelated the fetches are.

The check is Kahn's topological sort: ops with nothing to wait for are done, then each op all
of whose inputs and control inputs are done. What is left over is in a cycle or after one.
A while loop's ``NextIteration -> Merge`` edge is the one legal way back, so it does not count.
The message reports how many ops were left and names (up to) the first three whose count of
inputs not done is not zero, in creation order, as TF's does; a loop's Merge may be among them
(its back edge is counted off twice, as in TF).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a = tf.constant(1.0, name="a")
...     b = tf.identity(a, name="b")
...     c = tf.identity(b, name="c")
>>> cycle_error(g.get_operations()) is None
True
>>> b.op._add_control_input(c.op)
>>> print(cycle_error(g.get_operations()))
Graph is invalid, contains a cycle with 2 nodes, including: b, c
"""


def cycle_error(ops):
    """TF's message for the cycle among ``ops`` (a whole graph, in creation order), or None."""
    pending, consumers, ready = {}, {op: [] for op in ops}, []
    for op in ops:
        waits = len(op.inputs) + len(op.control_inputs)
        if op.type == "Merge":
            waits -= sum(1 for t in op.inputs if t.op.type == "NextIteration")
        pending[op] = waits
        for t in op.inputs:
            consumers[t.op].append(op)
        for c in op.control_inputs:
            consumers[c].append(op)
        if not waits:
            ready.append(op)
    done = 0
    while ready:
        op = ready.pop()
        done += 1
        for consumer in consumers[op]:
            pending[consumer] -= 1
            if not pending[consumer]:
                ready.append(consumer)
    if done == len(ops):
        return None
    names = [op.name for op in ops if pending[op]][:3]
    return "Graph is invalid, contains a cycle with %d nodes, including: %s" % (
        len(ops) - done, ", ".join(names))
