"""Views for notebooks: pictures of scopelab's objects, drawn with matplotlib.

Kept out of the core: ``import scopelab`` never imports this package, nor matplotlib.

- ``graph_drawing.py``: ``draw_graph(graph, scope)``, a graph's ops, edges and colocation;
- ``graph_layout.py``: ``layout(ops)``, where each op goes (pure Python, no matplotlib);
- ``scope_drawing.py``: scope pictures for the chapters: ``draw_scope_tree``,
  ``draw_name_scope_tree``, ``draw_scopes`` (the two side by side), ``before_and_after`` and
  ``draw_store_timeline`` (the variable store, one get_variable answer at a time).

The scope explorers (ipywidgets), each over a pure-Python model that tests use directly:

- ``recorder.py``: ``Recorder``, which keeps the scope events (``scopelab.scope_events``);
- ``tree_model.py`` / ``scope_explorer.py``: ``ScopeExplorer``, variable scopes, variables,
  get_variable answers (created or reused) and op name scopes;
- ``timeline_model.py`` / ``scope_timeline.py``: ``ScopeTimeline``, the events step by step.
"""
from .graph_drawing import draw_graph, op_kind  # noqa: F401
from .graph_layout import colocation_groups, layout  # noqa: F401
from .recorder import Recorder  # noqa: F401
from .scope_drawing import (before_and_after, draw_name_scope_tree, draw_scope_tree,  # noqa: F401
                            draw_scopes, draw_store_timeline)
from .scope_explorer import ExplorerSnapshot, ScopeExplorer  # noqa: F401
from .scope_timeline import ScopeTimeline  # noqa: F401
from .timeline_model import Step, describe_event, timeline  # noqa: F401
from .tree_model import (NameScopeNode, ScopeNode, VariableInfo,  # noqa: F401
                         name_scope_tree, variable_details, variable_scope_tree)
