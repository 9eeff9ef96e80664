"""One ``with graph.control_dependencies(...)`` block.

Mirrors ``_ControlDependenciesController`` in ``tensorflow/python/framework/ops.py``. The graph
keeps the open blocks on ``_stacks.control_dependencies``; every op built while a block is open
gets the block's ops as control inputs (it runs after them), unless one of its data inputs
was built inside the same block and so already waits for them (``Graph._control_inputs_for``).
``control_dependencies(None)`` and ``init_scope()`` start an empty stack instead.
Left out: eager mode.
"""


class _ControlDependencies:
    """One ``control_dependencies`` block: its control ops and the ops built inside it."""

    def __init__(self, graph, control_ops):
        self.graph = graph
        self.control_inputs = control_ops or []
        # control_dependencies(None) starts from an empty stack instead of adding to it.
        self.new_stack = control_ops is None
        self.ops_built = set()

    def __enter__(self):
        g = self.graph
        if self.new_stack:
            # A fresh stack also leaves any cond branch: nothing outside may wait on it.
            self._saved = g._stacks.control_dependencies, g._control_flow_context
            g._stacks.control_dependencies, g._control_flow_context = [], None
        else:
            g._stacks.control_dependencies.append(self)

    def __exit__(self, *exc):
        g = self.graph
        if self.new_stack:
            g._stacks.control_dependencies, g._control_flow_context = self._saved
        else:
            g._stacks.control_dependencies.pop()
