"""Views for notebooks: pictures of scopelab's objects, drawn with matplotlib.

Kept out of the core: ``import scopelab`` never imports this package, nor matplotlib.

- ``graph_drawing.py``: ``draw_graph(graph, scope)``, a graph's ops, edges and colocation;
- ``graph_layout.py``: ``layout(ops)``, where each op goes (pure Python, no matplotlib).
"""
from .graph_drawing import draw_graph, op_kind  # noqa: F401
from .graph_layout import colocation_groups, layout  # noqa: F401
