"""A drawing of a graph's ops and edges, for notebooks: ``draw_graph(graph, scope)``.

Each op is a box with its name and, smaller, its type, coloured by kind (variable, state
write, read, constant, math, control flow, NoOp). Data edges are solid arrows, control edges
dashed (so ``init`` visibly waits for every ``Assign``). Ops colocated with ``X`` (``loc:@X``
in their ``_class`` attr), and ``X`` itself, share a light box labelled ``loc:@X``. With
``scope="W"``, ``W`` and the ops under ``W/`` are drawn, and in grey the ops outside with an
edge to or from them: no edge silently disappears.

The layout comes from ``graph_layout.py``: columns from left to right, edges between the
boxes, never through them, and no randomness (same graph, same picture). The legend and the
title are in the language of ``words.py`` (English unless a Korean or Chinese edition runs).
Left out: nesting by name scope, shapes, devices; a large graph gets busy, so draw it one
scope at a time.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     W = tf.Variable(tf.zeros([2]), name="W")
...     init = tf.global_variables_initializer()
>>> fig = draw_graph(g, scope="W")
>>> sorted(p.get_gid() for p in fig.axes[0].patches if p.get_gid())
['loc:@W', 'op:W', 'op:W/Assign', 'op:W/read', 'outside:init', 'outside:zeros']
"""
import io

from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import FancyArrowPatch, FancyBboxPatch, Patch
from matplotlib.path import Path

from ..default_graph import get_default_graph
from .graph_layout import colocation_groups, edges, layout_and_waypoints
from .words import in_language, say, width

# Kinds of op, in legend order: (label, colour, op types or a test on the type). The first
# kind that accepts a type wins, so anything unlisted is drawn as math.
KINDS = [
    ("variable", "#f4a259", {"VariableV2", "VarHandleOp"}),
    ("state write", "#e05d5d", lambda t: t.startswith(("Assign", "Apply", "Scatter"))),
    ("read", "#8cc7a1", {"Identity", "ReadVariableOp", "Snapshot"}),
    ("input", "#c3a6e0", {"Placeholder", "PlaceholderWithDefault"}),
    ("constant / initial value", "#f2e08a",
     lambda t: t in ("Const", "Fill") or t.startswith(("Random", "TruncatedNormal"))),
    ("control flow", "#9db4e8",
     {"Switch", "RefSwitch", "Merge", "RefMerge", "Enter", "RefEnter", "Exit", "RefExit",
      "NextIteration", "LoopCond", "IsVariableInitialized"}),
    ("NoOp", "#d0d0d0", {"NoOp"}),
    ("math", "#e6e6e6", lambda t: True),
]
COLOURS = {label: colour for label, colour, _ in KINDS}

# Sizes in inches: the axes hold one data unit per inch, so that the fonts keep their size
# and the figure grows with the graph.
NAME_FONT, TYPE_FONT = 9, 7  # points
CHAR = NAME_FONT * 0.6 / 72  # a monospace character is 0.6 of the font size wide
TITLE_CHAR = 12 * 0.55 / 72  # an average character of the 12-point title
BOX_HEIGHT, ROW, COLUMN_GAP, MARGIN, GROUP_PAD = 0.42, 0.68, 0.55, 0.3, 0.09


def op_kind(op_type):
    """The kind (legend label) of an op type: ``op_kind("Identity") == "read"``."""
    for label, _, test in KINDS:
        if test(op_type) if callable(test) else op_type in test:
            return label


def _select(graph, scope):
    """The ops under ``scope`` (all if None), and the ops outside with an edge to or from them."""
    ops = graph.get_operations()
    if scope is None:
        return ops, []
    scopes = [scope] if isinstance(scope, str) else scope
    inside = {op for op in ops if any(op.name == s or op.name.startswith(s + "/") for s in scopes)}
    outside = set()
    for op in ops:
        producers = {t.op for t in op.inputs} | set(op.control_inputs)
        if op in inside:
            outside |= producers - inside
        elif producers & inside:
            outside.add(op)
    return [op for op in ops if op in inside], [op for op in ops if op in outside]


def _labels(inside, outside, scope, relative_to=None):
    """Names to print: under one scope, without it, unless two would then look alike; with
    ``relative_to`` ("rnn/while/"), every name under that prefix without it, likewise."""
    labels = {op.name: op.name for op in inside + outside}
    if relative_to:
        short = {op.name: op.name[len(relative_to):] for op in inside + outside
                 if op.name.startswith(relative_to) and op.name != relative_to}
        shown = list(short.values()) + [n for n in labels if n not in short]
        labels.update((name, s) for name, s in short.items() if shown.count(s) == 1)
    if isinstance(scope, str):
        short = {op.name: op.name[len(scope) + 1:] or op.name for op in inside}
        shown = list(short.values()) + [labels[op.name] for op in outside]
        labels.update((name, s) for name, s in short.items() if shown.count(s) == 1)
    return labels


class GraphFigure(Figure):
    """A Figure that a notebook shows as a picture even if pyplot was never imported.

    IPython formats Figures as PNG only once ``%matplotlib inline`` or pyplot has set up the
    inline backend; this one brings its own ``_repr_png_``. Not being pyplot's, it is never
    shown a second time at the end of the cell. The PNG has twice the pixels of the size it
    asks to be shown at (``width`` in the output's metadata, 100 pixels an inch), so that its
    labels stay sharp on a high-density screen and when the picture is opened full size.
    """
    SHOWN_DPI, SCALE = 100, 2

    def _repr_png_(self):
        png = io.BytesIO()
        self.savefig(png, format="png", dpi=self.SHOWN_DPI * self.SCALE)
        data = png.getvalue()
        pixels = int.from_bytes(data[16:20], "big")  # the width in the PNG's header chunk
        return data, {"width": pixels / self.SCALE}


@in_language
def draw_graph(graph=None, scope=None, *, ax=None, figsize=None, title=None,
               relative_to=None):
    """Draws ``graph`` (default: the default graph), or only the ops under ``scope``.

    ``scope`` is a name scope ("W") or a list of them. Returns the matplotlib Figure, which a
    notebook shows as a picture, sized to the graph. ``figsize`` or ``ax`` (draw into those
    axes) override that size; the fonts keep theirs, so a smaller figure crowds them. Long
    names make wide pictures: ``relative_to`` ("rnn/while/") leaves that prefix out of every
    name that has it (say so in the title).
    """
    graph = graph if graph is not None else get_default_graph()
    inside, outside = _select(graph, scope)
    ops = inside + outside
    labels = _labels(inside, outside, scope, relative_to)
    positions, waypoints = layout_and_waypoints(ops)
    grid = _Grid(ops, labels, positions, waypoints)

    legend = [Patch(facecolor=COLOURS[kind], edgecolor="#555555", label=say(kind))
              for kind in COLOURS if any(op_kind(op.type) == kind for op in inside)]
    legend += [Line2D([], [], color="#333333", label=say("data")),
               Line2D([], [], color="#333333", linestyle="--", label=say("control"))]
    if outside:
        legend.append(Patch(facecolor="white", edgecolor="#aaaaaa", linestyle=":",
                            label=say("outside the scope")))
    legend_columns = max(1, min(len(legend), int(grid.width / 1.6)))
    legend_height = 0.22 * -(-len(legend) // legend_columns) + 0.1
    if title is None and scope is not None:
        title = say("scope %s") % (scope if isinstance(scope, str) else ", ".join(scope))
    elif title:
        title = say(title)
    title_height = 0.4 if title else 0.0
    # A title longer than the graph is wide widens the picture, the graph in its middle.
    pad = max(0.0, TITLE_CHAR * width(title or "") + 2 * MARGIN - grid.width) / 2
    if ax is None:
        height = grid.top - grid.bottom + legend_height + title_height
        ax = GraphFigure(figsize=figsize or (grid.width + 2 * pad, height)).add_axes((0, 0, 1, 1))
    ax.set_xlim(-pad, grid.width + pad)
    ax.set_ylim(grid.bottom - legend_height, grid.top + title_height)
    ax.set_axis_off()

    for op in ops:
        _draw_op(ax, grid, op, labels[op.name], *positions[op.name], grey=op in outside)
    for producer, op, is_control in edges(ops):
        (c, r), (c2, r2) = positions[producer.name], positions[op.name]
        points = [(grid.rights[c], grid.y(r))]
        for c, r in waypoints.get((producer.name, op.name), []):
            points += [(grid.lefts[c], grid.y(r)), (grid.rights[c], grid.y(r))]  # straight
        ax.add_patch(FancyArrowPatch(
            path=Path(points + [(grid.lefts[c2], grid.y(r2))]), arrowstyle="-|>",
            mutation_scale=9, linewidth=0.9, linestyle="--" if is_control else "-", zorder=1,
            color="#aaaaaa" if producer in outside or op in outside else "#333333"))
    for group, members in colocation_groups(ops).items():
        # The box holds the group's ops and the waypoints of the edges between them.
        inner = [positions[m] for m in members] + [
            point for (a, b), points in waypoints.items() if a in members and b in members
            for point in points]
        _draw_group(ax, grid, group, inner)

    if title:
        ax.text(grid.width / 2, grid.top + title_height / 2, title, ha="center", va="center",
                fontsize=12)
    ax.legend(handles=legend, loc="lower center", ncol=legend_columns, fontsize=8,
              frameon=False, borderaxespad=0.2)
    return ax.figure


class _Grid:
    """Where the columns and rows fall, in inches: one data unit of the axes is one inch."""

    def __init__(self, ops, labels, positions, waypoints):
        # Every box of a column is as wide as the column's widest label, so that edges,
        # which leave a box on its right and enter one on its left, stay between columns.
        self.widths = [0.25] * (max((c for c, _ in positions.values()), default=-1) + 1)
        for op in ops:
            c = positions[op.name][0]
            text = max(len(labels[op.name]), len(op.type) * TYPE_FONT / NAME_FONT)
            self.widths[c] = max(self.widths[c], 0.25 + CHAR * text)
        self.lefts = [MARGIN + sum(self.widths[:c]) + c * COLUMN_GAP
                      for c in range(len(self.widths))]
        self.rights = [left + w for left, w in zip(self.lefts, self.widths)]
        self.width = max(self.rights[-1] + MARGIN if ops else 0, 4.0)
        last_row = max([r for _, r in positions.values()]
                       + [r for points in waypoints.values() for _, r in points], default=0)
        self.top = BOX_HEIGHT / 2 + 2 * GROUP_PAD + 0.15  # room for a group's label
        self.bottom = self.y(last_row) - BOX_HEIGHT / 2 - GROUP_PAD - 0.1

    @staticmethod
    def y(row):
        return -row * ROW


def _draw_op(ax, grid, op, label, c, r, grey):
    """A box with the op's name and, smaller, its type; grey if outside the scope."""
    x, y = (grid.lefts[c] + grid.rights[c]) / 2, grid.y(r)
    ax.add_patch(FancyBboxPatch(
        (grid.lefts[c], y - BOX_HEIGHT / 2), grid.widths[c], BOX_HEIGHT,
        boxstyle="round,pad=0,rounding_size=0.08", zorder=2,
        facecolor="white" if grey else COLOURS[op_kind(op.type)],
        edgecolor="#aaaaaa" if grey else "#555555", linestyle=":" if grey else "-",
        gid=("outside:" if grey else "op:") + op.name))
    ax.text(x, y + 0.07, label, ha="center", va="center", fontsize=NAME_FONT,
            family="monospace", color="#888888" if grey else "black", zorder=3)
    ax.text(x, y - 0.11, op.type, ha="center", va="center", fontsize=TYPE_FONT,
            style="italic", color="#999999" if grey else "#444444", zorder=3)


def _draw_group(ax, grid, group, places):
    """A light box around ``places`` [(column, row)], labelled with the group's name."""
    columns, rows = zip(*places)
    x0, y0 = grid.lefts[min(columns)], grid.y(max(rows)) - BOX_HEIGHT / 2
    x1, y1 = grid.rights[max(columns)], grid.y(min(rows)) + BOX_HEIGHT / 2
    ax.add_patch(FancyBboxPatch(
        (x0, y0), x1 - x0, y1 - y0, boxstyle="round,pad=%g,rounding_size=0.15" % GROUP_PAD,
        facecolor="#fff4d6", edgecolor="#e0c070", alpha=0.6, zorder=0, gid=group))
    # On the box's top edge, like a form's legend, so that it needs no room of its own.
    ax.text(x0 + 0.1, y1 + GROUP_PAD, group, fontsize=7, color="#8a6d1a", va="center",
            zorder=1.5, bbox=dict(boxstyle="round,pad=0.2", facecolor="#fff8e6",
                                  edgecolor="#e0c070", linewidth=0.8))
