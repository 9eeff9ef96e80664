"""How a Graph finds its elements again: by name ("w", "w:0") or from an object.

Mirrors ``Graph.as_graph_element`` and its two faces ``get_operation_by_name`` and
``get_tensor_by_name`` in ``tensorflow/python/framework/ops.py``. A name without a colon names an
operation; "op:i" names output ``i`` of op "op". An object that is not a Tensor or an
Operation may say which element it stands for with ``_as_graph_element()`` (a Variable says
its tensor). Each wrong question has TF's own error: a KeyError for a name not in the graph, a
ValueError for a name of the wrong kind, a TypeError for an object that is no graph element.
Left out: nothing a learner can see.

>>> from scopelab.graph import Graph
>>> g = Graph()
>>> op = g.create_op("NoOp", [], name="init")
>>> g.get_operation_by_name("init") is op
True
>>> g.get_tensor_by_name("init")
Traceback (most recent call last):
  ...
ValueError: The name 'init' refers to an Operation, not a Tensor. Tensor names must be of the form "<op_name>:<output_index>".
"""
from .compat import as_str
from .operation import Operation
from .tensor import Tensor


class _GraphLookup:
    """The lookup half of ``Graph``: it reads ``_nodes_by_name`` (name -> op)."""

    def get_operation_by_name(self, name):
        if not isinstance(name, str):
            raise TypeError("Operation names are strings (or similar), not %s."
                            % type(name).__name__)
        return self.as_graph_element(name, allow_tensor=False, allow_operation=True)

    def get_tensor_by_name(self, name):
        if not isinstance(name, str):
            raise TypeError("Tensor names are strings (or similar), not %s."
                            % type(name).__name__)
        return self.as_graph_element(name, allow_tensor=True, allow_operation=False)

    def as_graph_element(self, obj, allow_tensor=True, allow_operation=True):
        """The Tensor or Operation ``obj`` names or is, checked to belong to this graph."""
        kinds = " or ".join(k for k, ok in (("Tensor", allow_tensor),
                                            ("Operation", allow_operation)) if ok)
        if hasattr(obj, "_as_graph_element"):
            obj = obj._as_graph_element()
        if isinstance(obj, bytes):  # TF takes a name as UTF-8 bytes too (session.run(b"c:0"))
            obj = as_str(obj)
        if isinstance(obj, str):
            return self._element_by_name(obj, allow_tensor, allow_operation, kinds)
        if isinstance(obj, Tensor) and allow_tensor:
            if obj.graph is not self:
                raise ValueError("Tensor %s is not an element of this graph." % (obj,))
            return obj
        if isinstance(obj, Operation) and allow_operation:
            if obj.graph is not self:
                raise ValueError("Operation %s is not an element of this graph." % (obj,))
            return obj
        raise TypeError("Can not convert a %s into a %s." % (type(obj).__name__, kinds))

    def _element_by_name(self, name, allow_tensor, allow_operation, kinds):
        """A name with a colon is a tensor ("op:index"), without one an operation."""
        if ":" in name:
            if not allow_tensor:
                raise ValueError("Name %r appears to refer to a Tensor, not a %s." % (name, kinds))
            try:
                op_name, index = name.split(":")
                index = int(index)
            except ValueError:
                raise ValueError("The name %r looks a like a Tensor name, but is not a valid one. "
                                 'Tensor names must be of the form "<op_name>:<output_index>".'
                                 % name) from None
            if op_name not in self._nodes_by_name:
                raise KeyError("The name %r refers to a Tensor which does not exist. The "
                               "operation, %r, does not exist in the graph." % (name, op_name))
            op = self._nodes_by_name[op_name]
            try:
                return op.outputs[index]
            except IndexError:
                raise KeyError("The name %r refers to a Tensor which does not exist. The "
                               "operation, %r, exists but only has %d outputs."
                               % (name, op_name, len(op.outputs))) from None
        if not allow_operation:
            what = "refers to an Operation" if name in self._nodes_by_name else \
                "looks like an (invalid) Operation name"
            raise ValueError('The name %r %s, not a %s. Tensor names must be of the form '
                             '"<op_name>:<output_index>".' % (name, what, kinds))
        if name not in self._nodes_by_name:
            raise KeyError("The name %r refers to an Operation not in the graph." % name)
        return self._nodes_by_name[name]
