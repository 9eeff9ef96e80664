"""Pictures of scopes for the book's chapters, drawn with matplotlib from recorded events.

- ``draw_scope_tree(graph, events)``: the variable scopes as a tree, each variable a leaf marked
  with what ``get_variable`` answered for it (created, then reused n times), each scope with
  the op name scopes it was entered with (``conv1/``, then ``conv1_1/``);
- ``draw_name_scope_tree(graph)``: the op name scopes, each with the ops directly in it;
- ``draw_scopes(graph, events)``: those two side by side, variable scopes left, name scopes
  right: where variables go and where ops go, at one glance (one above the other when side by
  side they would not fit a page's column);
- ``draw_store_timeline(events)``: the variable store over time, one column per
  ``get_variable`` answer (filled: created, ring: reused), under the op name scope in effect,
  template calls marked above;
- ``before_and_after(graph, events, k)``: the variable scope tree after the first k events and
  after all of them, side by side or stacked, as for ``draw_scopes`` (a scope entered again,
  its variables reused).

Only what the events and the graph hold is drawn, in a fixed order: the same program gives the
same picture. Its words (notes, headings, legends, titles) are in the language of
``words.py`` (English unless a Korean or Chinese edition runs). Each function returns its
Figure, which a notebook shows as a PNG (a ``GraphFigure``, so pyplot is never needed); given
``ax``, it draws there instead.

>>> import scopelab as tf
>>> from scopelab.scope_events import record
>>> g = tf.Graph()
>>> with record() as events, g.as_default():
...     for _ in range(2):
...         with tf.variable_scope("layer", reuse=tf.AUTO_REUSE):
...             w = tf.get_variable("w", [2])
>>> fig = draw_scope_tree(g, events)
>>> [t.get_text() for t in fig.axes[0].texts]
['layer/', 'name scopes: layer/, layer_1/', 'w', 'created, reused 1x']
>>> fig = draw_store_timeline(events)
>>> [t.get_text() for t in fig.axes[0].get_xticklabels()]
['layer/', 'layer_1/']
"""
from matplotlib.lines import Line2D
from matplotlib.patches import FancyBboxPatch

from ..default_graph import get_default_graph
from ..scope_events import TemplateCalled, VariableGot
from .graph_drawing import COLOURS, GraphFigure
from .timeline_model import timeline
from .tree_model import name_scope_tree, variable_scope_tree
from .words import in_language, say, width

ROW, INDENT, FONT = 0.34, 0.32, 9  # inches, inches, points
MAX_WIDTH = 6.8  # inches: the column of a book page, at the 100 pixels an inch figures are shown
CHAR = FONT * 0.62 / 72  # width of a monospace character, in inches
SCOPE_COLOUR, CREATED, REUSED = "#dce6f5", "#2e7d32", "#1565c0"


def _snapshot(graph, events):
    """A test: did this op exist when the last of ``events`` happened (all did, if none)?"""
    limit = events[-1].op_count if events else len(graph._ops)
    created = set(graph._ops[:limit])
    return created.__contains__


def _calls_text(calls):
    made = sum(1 for call in calls if call.created)
    reused = len(calls) - made
    parts = ([say("created")] if made else []) + ([say("reused %dx") % reused] if reused else [])
    return ", ".join(parts)


def _outline(root):
    """The rows of the variable scope tree: (depth, label, note, is_variable), parents first."""
    rows = []

    def visit(node, depth):
        if node.name:
            scopes = ", ".join(node.name_scopes)
            note = say("name scopes: %s") % scopes if scopes else ""
            rows.append((depth, node.label + "/", note, False))
        for info in node.variables:
            rows.append((depth + 1 if node.name else depth, info.name.rpartition("/")[2],
                         _calls_text(info.calls), True))
        for child in node.children:
            visit(child, depth + 1 if node.name else depth)
    visit(root, 0)
    return rows


def _name_outline(root, hidden=()):
    """The rows of the name scope tree; the scopes named in ``hidden`` (a variable's own:
    its ``Assign``, ``read`` and initializer ops) are left out."""
    rows = []

    def visit(node, depth):
        if node.name:
            rows.append((depth, node.label + "/", "", False))
        if node.ops:
            ops = ", ".join(node.ops)
            rows.append((depth + 1 if node.name else depth,
                         ops if len(ops) <= 40 else ops[:37] + "...", "", True))
        for child in node.children:
            if child.name not in hidden:
                visit(child, depth + 1 if node.name else depth)
    visit(root, 0)
    return rows


def _variable_names(graph):
    return {op.name for op in graph._ops if op.type in ("VariableV2", "VarHandleOp")}


def _size(rows, title):
    """Width and height in inches of an outline of ``rows``."""
    widest = max([INDENT * d + CHAR * (len(label) + width(note) + 2) + 0.5
                  for d, label, note, _ in rows] + [3.0])
    return widest, ROW * (len(rows) + 0.5) + (0.4 if title else 0)


def _draw_rows(ax, rows, title, leaf_colour, empty):
    """An indented outline, from the top left of ``ax``, one data unit an inch: a box per row,
    elbow lines from each row to its parent."""
    box = ax.get_position()
    width, height = box.width * ax.figure.get_figwidth(), box.height * ax.figure.get_figheight()
    ax.set_xlim(0, width)
    ax.set_ylim(-height, 0)
    ax.set_axis_off()
    if title:
        ax.text(0.05, -0.2, say(title), fontsize=11, va="center")
    top = -0.4 - ROW / 2 if title else -ROW / 2
    parents = {}
    for k, (depth, label, note, leaf) in enumerate(rows):
        x, y = 0.1 + INDENT * depth, top - ROW * k
        if depth and depth - 1 in parents:
            px, py = parents[depth - 1]
            ax.add_line(Line2D([px + 0.1, px + 0.1, x], [py - ROW * 0.35, y, y],
                               color="#999999", linewidth=0.8, zorder=0))
        if not leaf:
            parents[depth] = (x, y)
        length = CHAR * len(label) + 0.14
        ax.add_patch(FancyBboxPatch((x, y - ROW * 0.35), length, ROW * 0.7,
                                    boxstyle="round,pad=0,rounding_size=0.05",
                                    facecolor=leaf_colour if leaf else SCOPE_COLOUR,
                                    edgecolor="#555555", linewidth=0.8))
        ax.text(x + 0.07, y, label, family="monospace", fontsize=FONT, va="center")
        if note:
            ax.text(x + length + 0.1, y, note, fontsize=FONT - 1, va="center", color="#444444")
    if not rows:
        ax.text(0.1, top, say(empty), fontsize=FONT, va="center", style="italic")


def _figure(ax, size):
    return ax if ax is not None else GraphFigure(figsize=size).add_axes((0, 0, 1, 1))


def _tree_rows(graph, events):
    events = [e for e in events if e.graph is graph]
    root = variable_scope_tree(graph, events)
    alive = _snapshot(graph, events)
    for node in root.walk():
        node.variables = [v for v in node.variables if alive(graph.get_operation_by_name(v.name))]
    return _outline(root)


@in_language
def draw_scope_tree(graph=None, events=(), *, ax=None, title=None):
    """The variable scope tree of ``graph`` as it was after the last of ``events``."""
    graph = graph if graph is not None else get_default_graph()
    rows = _tree_rows(graph, events)
    ax = _figure(ax, _size(rows, title))
    _draw_rows(ax, rows, title, COLOURS["variable"], "no variable scopes yet")
    return ax.figure


@in_language
def draw_name_scope_tree(graph=None, *, ax=None, title=None):
    """The op name scopes of ``graph``, each with the ops directly in it (a variable's own
    scope, with its ``Assign``, ``read`` and initializer, left out)."""
    graph = graph if graph is not None else get_default_graph()
    rows = _name_outline(name_scope_tree(graph), _variable_names(graph))
    ax = _figure(ax, _size(rows, title))
    _draw_rows(ax, rows, title, COLOURS["math"], "no ops yet")
    return ax.figure


def _panels(sizes, top=0.0):
    """A figure holding panels of ``sizes`` [(width, height)] in inches, side by side if they
    fit a page's column (MAX_WIDTH), else one above the other; ``top`` inches left free above
    them. Returns the figure and each panel's rectangle, in figure fractions."""
    side_by_side = sum(w for w, _ in sizes) <= MAX_WIDTH
    if side_by_side:
        width, height = sum(w for w, _ in sizes), max(h for _, h in sizes) + top
    else:
        width, height = max(w for w, _ in sizes), sum(h for _, h in sizes) + top
    figure, x, y, boxes = GraphFigure(figsize=(width, height)), 0.0, height - top, []
    for w, h in sizes:
        if side_by_side:
            boxes.append((x / width, 0, w / width, (height - top) / height))
            x += w
        else:
            y -= h
            boxes.append((0, y / height, w / width, h / height))
    return figure, boxes


@in_language
def draw_scopes(graph=None, events=(), *, title=None):
    """Variable scopes (left, or above) and op name scopes (right, or below) of ``graph``."""
    graph = graph if graph is not None else get_default_graph()
    rows = [_tree_rows(graph, events),
            _name_outline(name_scope_tree(graph), _variable_names(graph))]
    figure, boxes = _panels([_size(r, True) for r in rows], 0.4 if title else 0.0)
    for box, part, heading, colour, empty in zip(
            boxes, rows, ("variable scopes: where variables go", "name scopes: where ops go"),
            (COLOURS["variable"], COLOURS["math"]), ("no variable scopes yet", "no ops yet")):
        _draw_rows(figure.add_axes(box), part, heading, colour, empty)
    if title:
        figure.suptitle(say(title), fontsize=12, x=0.02, ha="left",
                        y=1 - 0.2 / figure.get_figheight())
    return figure


@in_language
def before_and_after(graph, events, middle, titles=("before", "after")):
    """The variable scope tree after ``events[:middle]`` (left, or above) and after all
    ``events``."""
    graph = graph if graph is not None else get_default_graph()
    rows = [_tree_rows(graph, events[:middle]), _tree_rows(graph, events)]
    figure, boxes = _panels([_size(r, True) for r in rows])
    for box, part, title in zip(boxes, rows, titles):
        _draw_rows(figure.add_axes(box), part, title, COLOURS["variable"],
                   "no variable scopes yet")
    return figure


def _call_label(event, number):
    """The two lines marking a template call above the timeline."""
    return "%s\n%s" % (say("%s call %d") % (event.template, number),
                       say("(creates)" if event.first_call else "(reuses)"))


@in_language
def draw_store_timeline(events, graph=None, *, ax=None, title=None):
    """The variable store over time: a row per variable, a column per get_variable answer."""
    graph = graph if graph is not None else (events[0].graph if events else get_default_graph())
    steps = [s for s in timeline(events, graph) if type(s.event) in (VariableGot, TemplateCalled)]
    gets = [s for s in steps if type(s.event) is VariableGot]
    names = list(dict.fromkeys(s.event.name for s in gets))
    calls, labels = {}, {}
    for step in steps:
        if type(step.event) is TemplateCalled:
            calls[step.event.template] = calls.get(step.event.template, 0) + 1
            labels[step.number] = _call_label(step.event, calls[step.event.template])
    # A column is wide enough for the call label that starts in it: labels never overlap.
    longest = max((width(line) for text in labels.values() for line in text.split("\n")),
                  default=0)
    column_width = max(0.75, CHAR * (FONT - 1) / FONT * longest + 0.3)
    alone = ax is None
    if alone:
        ax = GraphFigure(figsize=(max(5.0, column_width * len(gets) + 2.5),
                                  0.4 * len(names) + (2.0 if labels else 1.6) +
                                  (0.3 if title else 0))).add_subplot()
    column = 0
    for step in steps:
        event = step.event
        if type(event) is TemplateCalled:
            ax.axvline(column - 0.5, color="#999999", linestyle="--", linewidth=0.8)
            ax.text(column - 0.45, -0.6, labels[step.number], fontsize=FONT - 1, va="bottom",
                    color="#444444", linespacing=1.1)
            continue
        row = names.index(event.name)
        ax.scatter([column], [row], s=120, marker="o", linewidths=2,
                   facecolors=CREATED if event.created else "white",
                   edgecolors=CREATED if event.created else REUSED, zorder=3)
        column += 1
    ax.set_yticks(range(len(names)), names, family="monospace", fontsize=FONT)
    ax.set_xticks(range(len(gets)), [s.name_stack or say("(top)") for s in gets],
                  family="monospace", fontsize=FONT - 1, rotation=30, ha="right")
    ax.set_xlim(-0.7, max(len(gets), 1) - 0.3)
    ax.set_ylim(len(names) - 0.5, -1.6 if labels else -0.6)
    ax.set_xlabel(say("get_variable answers in order,\nunder the op name scope in effect"),
                  fontsize=FONT - 1)
    ax.legend(handles=[
        Line2D([], [], marker="o", linestyle="", markersize=9, color=CREATED,
               label=say("created")),
        Line2D([], [], marker="o", linestyle="", markersize=9, markerfacecolor="white",
               markeredgewidth=2, color=REUSED, label=say("reused"))],
        loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=FONT - 1, frameon=False)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    if title:
        ax.set_title(say(title), fontsize=11)
    if alone:
        ax.figure.tight_layout()
    return ax.figure
