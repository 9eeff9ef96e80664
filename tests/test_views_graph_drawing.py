"""views: the layered layout of a graph (graph_layout) and its drawing (graph_drawing)."""
import io
import subprocess
import sys

from matplotlib.figure import Figure

import scopelab as tf
from scopelab.views import colocation_groups, draw_graph, layout, op_kind
from scopelab.views.graph_layout import layout_and_waypoints


def linear_model():
    """Source 003's linear model and its initializer, in a graph of its own."""
    g = tf.Graph()
    with g.as_default():
        x = tf.placeholder(tf.float32, [None, 784], name="x")
        W = tf.Variable(tf.zeros([784, 10]), name="W")
        b = tf.Variable(tf.zeros([10]), name="b")
        tf.matmul(x, W) + b
        tf.global_variables_initializer()
    return g


def initialized_value_graph():
    """Source 003's V = Variable(W.initialized_value()): a cond between W and V."""
    g = tf.Graph()
    with g.as_default():
        W = tf.Variable(tf.zeros([784, 10]), name="W")
        tf.Variable(W.initialized_value(), name="V")
        tf.global_variables_initializer()
    return g


def columns(positions):
    """{column: sorted op names}."""
    out = {}
    for name, (column, _) in positions.items():
        out.setdefault(column, []).append(name)
    return {c: sorted(names) for c, names in sorted(out.items())}


def drawn(fig):
    """The gids of the boxes drawn: "op:W", "outside:init", "loc:@W"..."""
    return sorted(p.get_gid() for p in fig.axes[0].patches if p.get_gid())


def texts(fig):
    return [t.get_text() for t in fig.axes[0].texts]


# ---------------------------------------------------------------------- layout
def test_layout_of_the_linear_model():
    assert columns(layout(linear_model().get_operations())) == {
        0: ["W", "b", "zeros/Const", "zeros/shape_as_tensor", "zeros_1"],
        # x has no inputs, so it moves next to MatMul, its only consumer.
        1: ["W/read", "b/Assign", "b/read", "x", "zeros"],
        2: ["MatMul", "W/Assign"],
        # init only has control inputs: it comes after the last Assign all the same.
        3: ["add", "init"],
    }


def test_control_edges_count_as_edges(g):
    a = tf.constant(1.0, name="a")
    b = tf.identity(a, name="b")
    with tf.control_dependencies([b]):
        c = tf.no_op(name="c")
    assert c.inputs == () and c.control_inputs == [b.op]
    assert layout(g.get_operations()) == {"a": (0, 0), "b": (1, 0), "c": (2, 0)}


def test_ops_left_out_of_the_layout_have_no_edges(g):
    a = tf.constant(1.0, name="a")
    b = tf.identity(a, name="b")
    tf.identity(b, name="c")
    assert layout([g.get_operation_by_name(n) for n in ("b", "c")]) == {"b": (0, 0), "c": (1, 0)}


def test_no_two_ops_share_a_place_and_long_edges_pass_between_boxes():
    for g in (linear_model(), initialized_value_graph()):
        positions, waypoints = layout_and_waypoints(g.get_operations())
        assert len(set(positions.values())) == len(positions)
        boxes = set(positions.values())
        for (producer, consumer), points in waypoints.items():
            # One waypoint in each column the edge skips, none where a box is.
            assert [c for c, _ in points] == list(range(positions[producer][0] + 1,
                                                        positions[consumer][0]))
            assert not boxes & set(points)


def test_a_while_loop_back_edge_does_not_push_the_loop_right(g):
    tf.while_loop(lambda i: i < 3, lambda i: i + 1, [tf.constant(0, name="i")])
    positions = layout(g.get_operations())
    assert positions["while/Merge"][0] == positions["while/Enter"][0] + 1
    assert positions["while/NextIteration"][0] > positions["while/Merge"][0]


def test_layout_is_deterministic():
    first = layout(initialized_value_graph().get_operations())
    assert layout(initialized_value_graph().get_operations()) == first
    g = initialized_value_graph()
    assert layout(g.get_operations()) == layout(g.get_operations()) == first


# ---------------------------------------------------------------------- colocation
def test_colocation_groups_of_the_linear_model():
    assert colocation_groups(linear_model().get_operations()) == {
        "loc:@W": ["W", "W/Assign", "W/read"], "loc:@b": ["b", "b/Assign", "b/read"]}


def test_a_colocation_box_holds_no_other_op():
    g = initialized_value_graph()
    positions, waypoints = layout_and_waypoints(g.get_operations())
    for members in colocation_groups(g.get_operations()).values():
        cols = [positions[m][0] for m in members]
        rows = [positions[m][1] for m in members]
        for name, (c, r) in positions.items():
            if name not in members:
                assert not (min(cols) <= c <= max(cols) and min(rows) <= r <= max(rows)), name


# ---------------------------------------------------------------------- drawing
def test_draw_graph_returns_a_figure_with_one_box_per_op():
    g = linear_model()
    fig = draw_graph(g)
    assert isinstance(fig, Figure)
    names = ["op:" + op.name for op in g.get_operations()]
    assert drawn(fig) == sorted(names + ["loc:@W", "loc:@b"])
    # Each op's name and type are written; the legend lists the kinds present.
    assert {"W/read", "Identity", "init", "NoOp"} <= set(texts(fig))
    legend = [t.get_text() for t in fig.axes[0].get_legend().get_texts()]
    assert legend == ["variable", "state write", "read", "input", "constant / initial value",
                      "NoOp", "math", "data", "control"]
    # What a notebook calls to show it, with or without pyplot's inline backend set up: a PNG
    # of twice the pixels of the width it asks to be shown at, so that it stays sharp.
    png, metadata = fig._repr_png_()
    assert png.startswith(b"\x89PNG")
    pixels = int.from_bytes(png[16:20], "big")  # the IHDR chunk's width
    assert metadata == {"width": pixels / 2}
    assert abs(metadata["width"] - fig.get_figwidth() * 100) <= 1


def test_control_edges_are_dashed_data_edges_solid():
    fig = draw_graph(linear_model())
    styles = [p.get_linestyle() for p in fig.axes[0].patches if p.get_gid() is None]
    # init's 2 control inputs; 12 data edges (tf.zeros([784, 10]) is a Fill with 2 inputs).
    assert styles.count("--") == 2 and styles.count("-") == 12


def test_the_figure_grows_with_the_graph():
    small = draw_graph(linear_model(), scope="W").get_size_inches()
    large = draw_graph(initialized_value_graph()).get_size_inches()
    assert (large > small).all()


def test_draw_graph_defaults_to_the_default_graph(g):
    tf.Variable(tf.zeros([2]), name="W")
    assert "op:W/read" in drawn(draw_graph())


def test_draw_into_given_axes(g):
    tf.constant(1.0, name="a")
    fig = Figure()
    ax = fig.add_subplot()
    assert draw_graph(g, ax=ax, title="one constant") is fig
    assert "one constant" in texts(fig)


def test_an_empty_graph_draws():
    assert drawn(draw_graph(tf.Graph())) == []


def test_same_graph_same_picture():
    pictures = []
    for _ in range(2):
        png = io.BytesIO()
        draw_graph(initialized_value_graph(), scope="V").savefig(png, format="png")
        pictures.append(png.getvalue())
    assert pictures[0] == pictures[1]


# ---------------------------------------------------------------------- scope filter
def test_scope_keeps_its_ops_and_shows_their_outside_neighbours():
    fig = draw_graph(linear_model(), scope="W")
    assert drawn(fig) == ["loc:@W", "op:W", "op:W/Assign", "op:W/read",
                          "outside:MatMul", "outside:init", "outside:zeros"]
    # Names lose the scope; the outside ops keep theirs.
    assert {"W", "Assign", "read", "MatMul", "init", "zeros", "scope W"} <= set(texts(fig))


def test_scope_matches_whole_name_components(g):
    tf.constant(1.0, name="W")
    tf.constant(1.0, name="Wx")
    tf.constant(1.0, name="W/a")
    assert drawn(draw_graph(g, scope="W")) == ["op:W", "op:W/a"]


def test_a_list_of_scopes_keeps_full_names():
    fig = draw_graph(linear_model(), scope=["W", "b"])
    assert "op:b/read" in drawn(fig) and "op:W/read" in drawn(fig)
    assert {"W/read", "b/read", "scope W, b"} <= set(texts(fig))


def test_short_names_stay_unambiguous(g):
    a = tf.constant(1.0, name="a")
    with tf.name_scope("s"):
        tf.identity(a, name="a")
        tf.identity(a, name="b")
    labels = texts(draw_graph(g, scope="s"))
    assert "s/a" in labels and "b" in labels and "a" in labels  # "a" is the outside op


# ---------------------------------------------------------------------- kinds, imports
def test_kinds_of_ops():
    kinds = {t: op_kind(t) for t in ("VariableV2", "AssignAdd", "Identity", "Const",
                                     "RandomUniform", "MatMul", "RefSwitch", "NoOp")}
    assert kinds == {"VariableV2": "variable", "AssignAdd": "state write", "Identity": "read",
                     "Const": "constant / initial value", "RandomUniform":
                     "constant / initial value", "MatMul": "math", "RefSwitch": "control flow",
                     "NoOp": "NoOp"}


def test_import_scopelab_does_not_import_matplotlib():
    code = "import sys, scopelab; assert 'matplotlib' not in sys.modules, 'imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_relative_to_leaves_a_common_prefix_out_of_the_names():
    g = tf.Graph()
    with g.as_default():
        with tf.name_scope("rnn"):
            with tf.name_scope("while"):
                a = tf.constant(1.0, name="a")
                tf.add(a, a, name="cell/add")
            tf.constant(2.0, name="outside")
    shown = [t.get_text() for t in draw_graph(g, relative_to="rnn/while/").axes[0].texts]
    assert "a" in shown and "cell/add" in shown and "rnn/outside" in shown
    assert not any(text.startswith("rnn/while/") for text in shown)


def test_a_long_title_widens_the_picture_instead_of_being_cut():
    g = tf.Graph()
    with g.as_default():
        tf.constant(1.0, name="a")
    title = "a title much longer than the one constant of this graph is wide"
    figure = draw_graph(g, title=title)
    figure._repr_png_()  # laid out as shown
    text = [t for t in figure.axes[0].texts if t.get_text() == title][0]
    box = text.get_window_extent(figure._get_renderer())
    assert 0 <= box.x0 and box.x1 <= figure.bbox.x1
