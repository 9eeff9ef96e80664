"""The function ``Dataset.map`` applies: traced once into a small graph of its own.

Mirrors ``tensorflow/python/data/ops/structured_function.py``: TF calls the user's Python
function once, on placeholder-like arguments ``args_0``, ``args_1``... in a separate
``FuncGraph``, and keeps the result as a graph function in the main graph's library that
``MapDataset`` names in its ``f`` attribute. None of the function's ops are in the main graph.
Here the traced graph is a plain ``tf.Graph``; ``MapDataset`` finds it through ``function_of``
(not through an attribute), and runs it on each element with a plan of its own.

A tuple element is passed as separate arguments, anything else (one tensor, a dict) as one,
as TF does. A list returned by the function is read as a tuple.

A tensor of the main graph that the function uses (a constant, a placeholder, a variable's
value) is *captured*: it becomes an input of ``MapDataset`` (TF's ``Targuments``), read when
the dataset op runs, e.g. when an initializer runs with its feeds.

Left out: variables created inside the function, the function library of the main graph's
GraphDef (the ``f`` attribute). Random ops inside the function keep one stream for all
sessions.

>>> import numpy as np, scopelab as tf
>>> f = TracedFunction(lambda a, b: {"sum": a + b}, (None, None), [tf.int32, tf.int32],
...                    [tf.TensorShape([]), tf.TensorShape([])], "add")
>>> [op.name for op in f.graph.get_operations()]
['args_0', 'args_1', 'add']
>>> f((np.int32(2), np.int32(3)), ())
(np.int32(5),)
"""
import numpy as np

from .. import nest
from ..core.executor import Plan, RunState, execute
from ..core.state import engine
from ..default_graph import get_default_graph
from ..graph import Graph
from ..ops.array_ops import placeholder
from ..ops.core import convert_to_tensor



class FunctionGraph(Graph):
    """The graph of a traced function. A tensor of ``outer_graph`` that an op in it uses is
    *captured*: it becomes a placeholder here, and its value is passed in at each call (TF's
    captured inputs, ``Targuments``); ``captures`` maps each outer tensor to its placeholder."""

    def __init__(self, outer_graph):
        super().__init__()
        self.outer_graph = outer_graph
        self.seed = outer_graph.seed
        self.captures = {}

    def capture(self, tensor):
        if tensor.graph is self:
            return tensor
        inner = self.captures.get(tensor)
        if inner is None:
            dtype = tensor.dtype.base_dtype
            inner = self.captures[tensor] = self._create_op(
                "Placeholder", [], [(dtype, tensor.shape)], self.unique_name("captured"),
                {"dtype": dtype, "shape": tensor.shape}).outputs[0]
        return inner

    def _create_op(self, op_type, inputs, output_specs, name, attrs=None, ref_inputs=()):
        inputs = [self.capture(t) for t in inputs]
        return super()._create_op(op_type, inputs, output_specs, name, attrs)


class TracedFunction:
    """``fn`` traced on arguments of ``types`` and ``shapes`` nested as ``element``.

    ``output_structure`` nests the output tensors (``outputs``, flat) as the function
    returned them.
    """

    def __init__(self, fn, element, types, shapes, name):
        self.name = name
        self.graph = FunctionGraph(get_default_graph())
        with self.graph.as_default():
            self.inputs = [placeholder(t, s, name="args_%d" % i)
                           for i, (t, s) in enumerate(zip(types, shapes))]
            args = nest.pack_sequence_as_for_data(element, self.inputs)
            result = fn(*args) if type(args) is tuple else fn(args)
            if isinstance(result, list):
                result = tuple(result)
            self.output_structure = nest.map_structure_for_data(
                lambda r: self.graph.capture(convert_to_tensor(r)), result)
        self.outputs = nest.flatten_for_data(self.output_structure)
        self.captured = list(self.graph.captures)  # the outer tensors, in order of capture
        self._plan = None

    def __call__(self, element, captured):
        """The function's outputs (a tuple of numpy values) for one flat ``element``."""
        if self._plan is None:
            fed = self.inputs + list(self.graph.captures.values())
            self._plan = Plan(RunState(), self.outputs, (), fed)
        feeds = {t: np.asarray(v, dtype=t.dtype.as_numpy_dtype)
                 for t, v in zip(self.inputs, element)}
        feeds.update(zip(self.graph.captures.values(), captured))
        values = execute(self._plan, feeds)
        return tuple(values[t] for t in self.outputs)


def register(op, function):
    engine.traced_functions[op] = function


def function_of(op):
    return engine.traced_functions[op]
