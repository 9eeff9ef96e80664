"""The function ``Dataset.map`` applies: traced once into a small graph of its own.

Mirrors ``tensorflow/python/data/ops/structured_function.py``: TF calls the user's Python
function once, on placeholder-like arguments ``args_0``, ``args_1``... in a separate
``FuncGraph``, and keeps the result as a graph function in the main graph's library that
``MapDataset`` names in its ``f`` attribute. None of the function's ops are in the main graph.
Here the traced graph is a plain ``tf.Graph``; ``MapDataset`` finds it through ``function_of``
(not through an attribute), and runs it on each element with a plan of its own.

A tuple element is passed as separate arguments, anything else (one tensor, a dict) as one,
as TF does. A list returned by the function is read as a tuple.

Left out: capturing tensors of the main graph inside the function (TF's ``Targuments``: here
only constants made inside the function work), variables inside it, the function library of
the main graph's GraphDef. Random ops inside the function keep one stream for all sessions.

>>> import numpy as np, scopelab as tf
>>> f = TracedFunction(lambda a, b: {"sum": a + b}, (None, None), [tf.int32, tf.int32],
...                    [tf.TensorShape([]), tf.TensorShape([])], "add")
>>> [op.name for op in f.graph.get_operations()]
['args_0', 'args_1', 'add']
>>> f((np.int32(2), np.int32(3)), ())
(np.int32(5),)
"""
import weakref

import numpy as np

from .. import grappler
from ..executor import Plan, RunState, execute
from ..graph import Graph
from ..ops.array_ops import placeholder
from ..ops.core import convert_to_tensor
from . import structure as nest

_FUNCTIONS = weakref.WeakKeyDictionary()  # MapDataset op -> its TracedFunction


class TracedFunction:
    """``fn`` traced on arguments of ``types`` and ``shapes`` nested as ``element``.

    ``output_structure`` nests the output tensors (``outputs``, flat) as the function
    returned them.
    """

    def __init__(self, fn, element, types, shapes, name):
        self.name = name
        self.graph = Graph()
        with self.graph.as_default():
            self.inputs = [placeholder(t, s, name="args_%d" % i)
                           for i, (t, s) in enumerate(zip(types, shapes))]
            args = nest.pack_as(element, self.inputs)
            result = fn(*args) if type(args) is tuple else fn(args)
            if isinstance(result, list):
                result = tuple(result)
            self.output_structure = nest.map_structure(convert_to_tensor, result)
        self.outputs = nest.flatten(self.output_structure)
        self._plan = None

    def __call__(self, element, captured):
        """The function's outputs (a tuple of numpy values) for one flat ``element``."""
        if self._plan is None:
            self._plan = Plan(RunState(grappler.optimize), self.outputs, (), self.inputs)
        feeds = {t: np.asarray(v, dtype=t.dtype.as_numpy_dtype)
                 for t, v in zip(self.inputs, element)}
        values = execute(self._plan, feeds)
        return tuple(values[t] for t in self.outputs)


def register(op, function):
    _FUNCTIONS[op] = function


def function_of(op):
    return _FUNCTIONS[op]
