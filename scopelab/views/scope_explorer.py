"""The scope explorer: a JupyterLab widget showing variable scopes, variables and op name scopes.

Left, the tree of variable scopes (click a title to open it): each scope lists the op name
scopes it was entered with and every ``get_variable`` answered in it, created or reused, and
has a button per variable. Right, the details of the variable last clicked: shape, dtype,
initializer, trainable, collections and its value in the chosen session. Below, the op name
scopes with their ops. What it shows comes from ``tree_model.py``; this module only draws it.

Create the explorer *before* building: from then on it records every scope event (its
``recorder``), so it can tell which ``get_variable`` calls created and which reused. It redraws
whenever it is displayed and on "Refresh"; "Reset" calls ``tf.reset_default_graph()``.

>>> import scopelab as tf
>>> tf.reset_default_graph()
>>> explorer = ScopeExplorer()
>>> with tf.variable_scope("a"):
...     v = tf.get_variable("v", [2], initializer=tf.zeros_initializer())
>>> explorer.select("a/v").refresh()
ScopeExplorer(1 variable scopes, 1 variables, 4 ops; selected 'a/v')
>>> explorer.stop()
"""
import html

import ipywidgets as widgets

from ..default_graph import get_default_graph, reset_default_graph
from ..rich_display import table
from .recorder import Recorder
from .tree_model import format_value, name_scope_tree, variable_scope_tree


def _calls_table(calls):
    return table([(e.name.rpartition("/")[2], "created" if e.created else
                   "reused (reuse=%s)" % e.reuse) for e in calls],
                 header=("get_variable", "answer"))


def _names_html(node, depth=0):
    """The op name scope tree as nested <details> blocks (they open without a kernel)."""
    ops = ", ".join(html.escape(op) for op in node.ops)
    inner = "".join(_names_html(child, depth + 1) for child in node.children)
    if depth == 0:
        return (("<div>ops at the root: %s</div>" % ops if ops else "") + inner)
    return ('<details style="margin-left:12px"><summary><code>%s/</code> (%d ops here)</summary>'
            '<div style="margin-left:16px">%s</div>%s</details>'
            % (html.escape(node.label), len(node.ops), ops, inner))


class ScopeExplorer(widgets.VBox):
    """Variable scopes, variables, get_variable answers and op name scopes of one graph."""

    def __init__(self, graph=None, session=None, recorder=None):
        self.recorder = recorder or Recorder().start()
        # None: whatever graph is the default when it redraws. Give the graph when later
        # cells will reset the default one but this explorer should keep showing its graph.
        self.graph = graph
        self.session = session  # variable values are read from this session, if any
        self.selected = None  # full name of the variable in the details pane
        self._open = set()  # names of the scopes whose accordion is open, kept across redraws
        refresh = widgets.Button(description="Refresh", icon="refresh")
        reset = widgets.Button(description="Reset", icon="trash",
                               tooltip="tf.reset_default_graph(), and forget the events")
        refresh.on_click(lambda _: self.refresh())
        reset.on_click(lambda _: self.reset())
        self._status = widgets.HTML()
        self._tree = widgets.VBox(layout=widgets.Layout(width="55%"))
        self._details = widgets.HTML(layout=widgets.Layout(width="45%", padding="0 0 0 12px"))
        self._names = widgets.HTML()
        names = widgets.Accordion([self._names], titles=("op name scopes",))
        super().__init__([widgets.HBox([refresh, reset, self._status]),
                          widgets.HBox([self._tree, self._details]), names])
        self._counts = (0, 0, 0)
        self.refresh()

    def _graph(self):
        return self.graph or get_default_graph()

    # ------------------------------------------------------------------ actions
    def refresh(self):
        """Redraws from the graph as it is now."""
        graph = self._graph()
        root = variable_scope_tree(graph, self.recorder.events, self.session)
        scopes = [node for node in root.walk() if node.name]
        self._counts = (len(scopes), sum(len(node.variables) for node in root.walk()),
                        len(graph._ops))
        self._status.value = ("<span>%d variable scopes, %d variables, %d ops</span>"
                              % self._counts)
        self._tree.children = ([self._variable_button(v) for v in root.variables] +
                               [self._scope_widget(node) for node in root.children])
        self._names.value = _names_html(name_scope_tree(graph))
        self._show_details(root)
        return self

    def select(self, name):
        """Shows variable ``name`` (e.g. "conv1/weights") in the details pane."""
        self.selected = name
        return self.refresh()

    def reset(self):
        """``tf.reset_default_graph()``: an empty graph, and no events. An explorer given a
        graph moves on to the new default graph too."""
        reset_default_graph()
        if self.graph is not None:
            self.graph = get_default_graph()
        self.recorder.clear()
        self.selected = None
        self._open.clear()
        return self.refresh()

    def stop(self):
        """Stops recording (the explorer still redraws the graph)."""
        self.recorder.stop()

    # ------------------------------------------------------------------ drawing
    def _variable_button(self, info):
        button = widgets.Button(description=info.name.rpartition("/")[2], tooltip=info.name,
                                icon="cube", layout=widgets.Layout(width="auto"),
                                button_style="info" if info.name == self.selected else "")
        button.on_click(lambda _: self.select(info.name))
        return button

    def _scope_widget(self, node):
        about = "op name scopes: %s" % (", ".join(node.name_scopes) or "(not recorded)")
        parts = [widgets.HTML("<code>%s</code>" % html.escape(about) +
                              (_calls_table(node.calls) if node.calls else ""))]
        parts += [self._variable_button(v) for v in node.variables]
        parts += [self._scope_widget(child) for child in node.children]
        title = "%s/  (%d variables)" % (node.label, len(node.variables))
        accordion = widgets.Accordion([widgets.VBox(parts)], titles=(title,),
                                      selected_index=0 if node.name in self._open else None)
        accordion.observe(lambda change: self._remember(node.name, change["new"]),
                          "selected_index")
        return accordion

    def _remember(self, scope, index):
        (self._open.add if index == 0 else self._open.discard)(scope)

    def _show_details(self, root):
        found = [v for node in root.walk() for v in node.variables if v.name == self.selected]
        if not found:
            self._details.value = "<i>Click a variable to see its details.</i>"
            return
        info = found[0]
        answers = ", ".join("created" if e.created else "reused" for e in info.calls)
        self._details.value = table([
            ("name", info.name), ("shape", info.shape), ("dtype", info.dtype),
            ("initial value", info.initial_value), ("initializer op", info.initializer_op),
            ("trainable", info.trainable), ("collections", ", ".join(info.collections)),
            ("get_variable calls", answers or "(none recorded)")],
            caption="variable %s" % info.name) + (
            "<b>value</b>%s<pre>%s</pre>" % (
                "" if self.session else " (no session chosen)",
                html.escape(format_value(info.value)) if self.session else ""))

    # ------------------------------------------------------------------ display
    def _repr_mimebundle_(self, **kwargs):
        self.refresh()  # displayed again in a later cell: show the graph as it is now
        return super()._repr_mimebundle_(**kwargs)

    def __repr__(self):
        return "ScopeExplorer(%d variable scopes, %d variables, %d ops; selected %r)" % (
            self._counts + (self.selected,))
