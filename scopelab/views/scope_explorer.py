"""The scope explorer: a widget showing variable scopes, variables and op name scopes.

The tree of variable scopes (click a title to open it): each scope names the op name scopes it
was entered with and lists its variables, one row each with the ``get_variable`` answers that
returned it (created, reused). Click a row: the details of that variable show beside the tree
(below it, where the page is narrow): shape, dtype, initializer, trainable, collections and a
summary of its value in the chosen session (shape, dtype, mean, spread, first rows), with a
note when another variable holds the very same numbers. Below, the op name scopes with their
ops. What it shows comes from ``tree_model.py``; this module only draws it.

All of it is one block of HTML, so that it works with no kernel, as on a static page of the
book. Scopes are ``<details>`` elements. Each variable's row is a ``<label>`` around a hidden
radio button; every variable's details are in the HTML too, hidden, and a CSS rule per variable
shows them while its radio is checked (``:has()``). No element ids: a notebook may show the
same explorer in two cells, and its two views then share one HTML text. Each view is its own
``<form>``, which makes its radio buttons a group of their own. Colours are the page's own
(text inherits them), so that it reads in a light and in a dark theme.

Create the explorer *before* building: from then on it records every scope event (its
``recorder``), so it can tell which ``get_variable`` calls created and which reused. It redraws
whenever it is displayed and on "Refresh" (which needs a kernel, like "Reset", which calls
``tf.reset_default_graph()``). A view shown in an early cell therefore changes when a later
cell builds more; ``snapshot()`` keeps the picture of one moment, as a chapter's text
describes it.

>>> import scopelab as tf
>>> tf.reset_default_graph()
>>> explorer = ScopeExplorer()
>>> with tf.variable_scope("a"):
...     v = tf.get_variable("v", [2], initializer=tf.zeros_initializer())
>>> explorer.select("a/v").refresh()
ScopeExplorer(1 variable scopes, 1 variables, 4 ops; selected 'a/v')
>>> 'value="0" checked' in explorer.html.value  # the radio button of a/v
True
>>> moment = explorer.snapshot()
>>> with tf.variable_scope("b"):
...     w = tf.get_variable("w", [2])
>>> explorer.refresh()
ScopeExplorer(2 variable scopes, 2 variables, 14 ops; selected 'a/v')
>>> moment  # the snapshot still shows the first scope alone
ExplorerSnapshot(1 variable scopes, 1 variables, 4 ops; selected 'a/v')
>>> explorer.stop()
"""
import html
import itertools

import ipywidgets as widgets
import numpy as np

from ..default_graph import get_default_graph, reset_default_graph
from ..rich_display import table
from .recorder import Recorder
from .tree_model import format_value, name_scope_tree, same_values, variable_scope_tree

_CSS = """<style>
.scopelab-explorer {display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-start;
  margin: 0}
.scopelab-tree {flex: 1 1 330px; min-width: 0}
.scopelab-details {flex: 1 1 480px; min-width: 0}
.scopelab-explorer code, .scopelab-names code {color: inherit; background: none; border: 0;
  padding: 0; font-size: 0.95em}
.scopelab-details pre {margin: 2px 0; padding: 4px 6px; font-size: 11px; white-space: pre;
  overflow-x: auto; color: inherit; background: rgba(128, 128, 128, 0.12); border: 0}
.scopelab-details .scopelab-repr td {padding: 0 6px; line-height: 1.3}
.scopelab-details .scopelab-repr {font-size: 11px}
.scopelab-details caption {color: inherit; text-align: left; font-weight: bold}
.scopelab-details code {overflow-wrap: anywhere}
.scopelab-twins {font-size: 12px; margin: 4px 0}
.scopelab-tree details, .scopelab-names details {margin-left: 12px}
.scopelab-tree summary, .scopelab-names summary {cursor: pointer}
.scopelab-scope {margin-left: 16px}
.scopelab-vars {display: table; border-collapse: collapse; margin: 2px 0 4px; font-size: 13px}
.scopelab-row {display: table-row; cursor: pointer}
.scopelab-row > span {display: table-cell; padding: 1px 8px;
  border-bottom: 1px solid rgba(128, 128, 128, 0.35)}
.scopelab-head {cursor: default; font-weight: bold}
.scopelab-name {font-family: monospace}
.scopelab-row input {display: none}
.scopelab-row:hover > span {background: rgba(25, 118, 210, 0.15)}
.scopelab-row:has(input:checked) > span {background: #1976d2; color: #fff}
.scopelab-var, .scopelab-explorer:has(.scopelab-tree input:checked) .scopelab-none {display: none}
</style>"""
# One rule per variable number: variable k's details show while its radio button is checked.
_SHOW = ('.scopelab-explorer:has(.scopelab-tree input[value="%d"]:checked) '
         '.scopelab-var[data-var="%d"] {display: block}\n')
_explorers = itertools.count(1)  # radio groups need a page-wide name; no randomness


def _answers(info):
    """The get_variable answers that returned a variable, in words, in order."""
    return ", ".join("created" if e.created else "reused (reuse=%s)" % e.reuse
                     for e in info.calls) or "(none recorded)"


def _names_html(node, depth=0):
    """The op name scope tree as nested <details> blocks."""
    ops = ", ".join(html.escape(op) for op in node.ops)
    inner = "".join(_names_html(child, depth + 1) for child in node.children)
    if depth == 0:
        return (("<div>ops at the root: %s</div>" % ops if ops else "") + inner)
    return ('<details><summary><code>%s/</code> (%d ops here)</summary>'
            '<div class="scopelab-scope">%s</div>%s</details>'
            % (html.escape(node.label), len(node.ops), ops, inner))


def _twins_note(info, twins):
    """Why ``info`` holds the same numbers as the variables ``twins``: equal values do not
    make one variable."""
    constant = np.all(np.asarray(info.value) == np.asarray(info.value).flat[0])
    why = ("both start from the same constant" if constant else
           "their initializers drew random numbers with the same seed (an op seed given to "
           "both, like seed=1), so they start equal")
    return ('<p class="scopelab-twins">Same numbers as <code>%s</code>: %s. They are still '
            'separate variables; training changes each on its own.</p>'
            % (html.escape(", ".join(twins)), why))


def details_html(info, session=None, twins=()):
    """The details of one variable (a VariableInfo), its value read in ``session`` (a summary,
    not the whole array), and why it equals ``twins``, if any."""
    answers = ", ".join("created" if e.created else "reused" for e in info.calls)
    return table([
        ("name", info.name), ("shape", info.shape), ("dtype", info.dtype),
        ("initial value", info.initial_value), ("initializer op", info.initializer_op),
        ("trainable", info.trainable), ("collections", ", ".join(info.collections)),
        ("get_variable calls", answers or "(none recorded)")],
        caption="variable %s" % info.name) + (
        "<b>value</b>%s<pre>%s</pre>" % (
            "" if session else " (no session chosen)",
            html.escape(format_value(info.value)) if session else "")) + (
        _twins_note(info, twins) if twins else "")


def _count(node):
    """How many variables a scope holds, here and in its sub-scopes, in words."""
    here = len(node.variables)
    below = sum(len(n.variables) for n in node.walk()) - here
    word = lambda n: "%d variable%s" % (n, "" if n == 1 else "s")  # noqa: E731
    if not below:
        return word(here)
    return ("%s in sub-scopes" % word(below) if not here else
            "%s here, %d in sub-scopes" % (word(here), below))


def explorer_html(root, names, group, selected=None, session=None):
    """The scope tree ``root``, its variables' details and the op name scopes ``names`` as one
    HTML block; radio buttons named ``group``, the one of variable ``selected`` checked."""
    variables = [v for node in root.walk() for v in node.variables]
    number = {v.name: k for k, v in enumerate(variables)}

    def row(info):
        return ('<label class="scopelab-row" title="%s"><input type="radio" name="%s" value="%d"%s>'
                '<span class="scopelab-name">%s</span><span>%s</span></label>' % (
                    html.escape(info.name), group, number[info.name],
                    " checked" if info.name == selected else "",
                    html.escape(info.name.rpartition("/")[2]), html.escape(_answers(info))))

    def rows(node):
        if not node.variables:
            return ""
        return ('<div class="scopelab-vars"><div class="scopelab-row scopelab-head"><span>'
                'variable</span><span>get_variable answers</span></div>%s</div>'
                % "".join(map(row, node.variables)))

    def scope(node):
        about = ", ".join("<code>%s</code>" % html.escape(n) for n in node.name_scopes)
        return ('<details><summary><code>%s/</code> (%s)</summary>'
                '<div class="scopelab-scope"><div>op name scopes: %s</div>%s%s</div></details>' % (
                    html.escape(node.label), _count(node), about or "(not recorded)",
                    rows(node), "".join(map(scope, node.children))))

    css = _CSS.replace("</style>", "".join(_SHOW % (k, k) for k in range(len(variables))) +
                       "</style>")
    tree = rows(root) + "".join(map(scope, root.children))
    twins = same_values(variables) if session else {}
    details = "".join('<div class="scopelab-var" data-var="%d">%s</div>' % (
        k, details_html(v, session, twins.get(v.name, ()))) for k, v in enumerate(variables))
    return (css + '<form class="scopelab-explorer"><div class="scopelab-tree">%s</div>'
            '<div class="scopelab-details"><i class="scopelab-none">Click a variable\'s row to see '
            'its details.</i>%s</div></form><details class="scopelab-names"><summary>op name scopes'
            '</summary>%s</details>' % (tree or "<i>No variable scopes yet.</i>", details,
                                         _names_html(names)))


class ExplorerSnapshot(widgets.VBox):
    """What a ScopeExplorer showed at one moment: its HTML, which no later cell changes."""

    def __init__(self, status, page, counts, selected):
        self._counts, self.selected = counts, selected
        super().__init__([widgets.HTML(status), widgets.HTML(page)])

    def __repr__(self):
        return "ExplorerSnapshot(%d variable scopes, %d variables, %d ops; selected %r)" % (
            self._counts + (self.selected,))


class ScopeExplorer(widgets.VBox):
    """Variable scopes, variables, get_variable answers and op name scopes of one graph."""

    def __init__(self, graph=None, session=None, recorder=None):
        self.recorder = recorder or Recorder().start()
        # None: whatever graph is the default when it redraws. Give the graph when later
        # cells will reset the default one but this explorer should keep showing its graph.
        self.graph = graph
        self.session = session  # variable values are read from this session, if any
        self.selected = None  # full name of the variable whose radio button is checked
        self.group = "scopelab-explorer-%d" % next(_explorers)  # its radio buttons' name
        refresh = widgets.Button(description="Refresh", icon="refresh")
        reset = widgets.Button(description="Reset", icon="trash",
                               tooltip="tf.reset_default_graph(), and forget the events")
        refresh.on_click(lambda _: self.refresh())
        reset.on_click(lambda _: self.reset())
        self._status = widgets.HTML()
        self.html = widgets.HTML()  # all the rest: tree, details, op name scopes
        super().__init__([widgets.HBox([refresh, reset, self._status]), self.html])
        self._counts = (0, 0, 0)
        self.refresh()

    def _graph(self):
        return self.graph or get_default_graph()

    def refresh(self):
        """Redraws from the graph as it is now."""
        graph = self._graph()
        root = variable_scope_tree(graph, self.recorder.events, self.session)
        self._counts = (sum(1 for node in root.walk() if node.name),
                        sum(len(node.variables) for node in root.walk()), len(graph._ops))
        self._status.value = ("<span>%d variable scopes, %d variables, %d ops</span>"
                              % self._counts)
        self.html.value = explorer_html(root, name_scope_tree(graph), self.group,
                                        self.selected, self.session)
        return self

    def snapshot(self):
        """The explorer as it is now, frozen: a view that later cells leave as it is (the
        explorer itself redraws whenever it is shown)."""
        self.refresh()
        return ExplorerSnapshot(self._status.value, self.html.value, self._counts, self.selected)

    def select(self, name):
        """Checks variable ``name``'s radio button (e.g. "conv1/weights"): its details show."""
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
        return self.refresh()

    def stop(self):
        """Stops recording (the explorer still redraws the graph)."""
        self.recorder.stop()

    def _repr_mimebundle_(self, **kwargs):
        self.refresh()  # displayed again in a later cell: show the graph as it is now
        return super()._repr_mimebundle_(**kwargs)

    def __repr__(self):
        return "ScopeExplorer(%d variable scopes, %d variables, %d ops; selected %r)" % (
            self._counts + (self.selected,))
