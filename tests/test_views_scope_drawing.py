"""scope_drawing.py: the chapters' scope pictures show what the events and the graph hold."""
import matplotlib.testing.compare  # noqa: F401 - matplotlib must be there
import pytest

import scopelab as tf
from scopelab.scope_events import record
from scopelab.views import (before_and_after, draw_name_scope_tree, draw_scope_tree, draw_scopes,
                            draw_store_timeline)


def texts(figure):
    return [t.get_text() for ax in figure.axes for t in ax.texts]


@pytest.fixture
def filter_twice():
    """A scope entered twice, its variables reused the second time."""
    g = tf.Graph()
    with record() as events, g.as_default():
        with tf.variable_scope("f") as scope:
            with tf.variable_scope("conv1"):
                tf.get_variable("w", [1]) * 2.0
            middle = len(events)
            scope.reuse_variables()
            with tf.variable_scope("conv1"):
                tf.get_variable("w", [1]) * 2.0
    return g, list(events), middle


def test_scope_tree_before_and_after_reuse(filter_twice):
    g, events, middle = filter_twice
    left, right = before_and_after(g, events, middle, ("first", "second")).axes
    assert [t.get_text() for t in left.texts] == [
        "first", "f/", "name scopes: f/", "conv1/", "name scopes: f/conv1/", "w", "created"]
    assert [t.get_text() for t in right.texts] == [
        "second", "f/", "name scopes: f/", "conv1/", "name scopes: f/conv1/, f/conv1_1/", "w",
        "created, reused 1x"]


def test_name_scopes_beside_variable_scopes(filter_twice):
    g, events, _ = filter_twice
    shown = texts(draw_scopes(g, events, title="t"))
    assert "variable scopes: where variables go" in shown and "name scopes: where ops go" in shown
    assert "conv1_1/" in shown  # the second entry's ops
    assert "Assign, read" not in " ".join(shown)  # a variable's own ops are left out
    assert texts(draw_name_scope_tree(g)).count("conv1/") == 1


def test_a_tree_drawn_early_leaves_out_later_variables():
    g = tf.Graph()
    with record() as events, g.as_default():
        tf.get_variable("a", [1])
        early = len(events)
        tf.get_variable("b", [1])
    assert "b" not in texts(draw_scope_tree(g, events[:early]))
    assert "b" in texts(draw_scope_tree(g, events))


def test_store_timeline_marks_a_templates_first_call():
    g = tf.Graph()
    with record() as events, g.as_default():
        scale = tf.make_template("scale", lambda x: x * tf.get_variable("k", []))
        for _ in range(2):
            scale(tf.constant(1.0))
    figure = draw_store_timeline(events)
    ax = figure.axes[0]
    assert [t.get_text() for t in ax.get_yticklabels()] == ["scale/k"]
    assert [t.get_text() for t in ax.get_xticklabels()] == ["scale/", "scale_1/"]
    assert texts(figure) == ["scale call 1\n(creates)", "scale call 2\n(reuses)"]
    filled = [c.get_facecolors()[0][:3].tolist() for c in ax.collections]
    assert filled[0] != [1.0, 1.0, 1.0] and filled[1] == [1.0, 1.0, 1.0]


@pytest.mark.parametrize("template", ["fn", "a_long_template_name"])
def test_store_timeline_call_labels_do_not_overlap(template):
    g = tf.Graph()
    with record() as events, g.as_default():
        scale = tf.make_template(template, lambda x: x * tf.get_variable("k", []))
        for scope in ("abc", "def", "ghi"):
            with tf.variable_scope(scope):
                scale(tf.constant(1.0))
    figure = draw_store_timeline(events)
    figure._repr_png_()  # lays the figure out (tight_layout) as shown
    renderer = figure._get_renderer()
    boxes = [t.get_window_extent(renderer) for t in figure.axes[0].texts]
    assert len(boxes) == 3
    assert all(left.x1 < right.x0 for left, right in zip(boxes, boxes[1:]))
    assert all(box.x1 <= figure.bbox.x1 for box in boxes)


def test_drawings_are_the_same_on_every_run(filter_twice):
    g, events, _ = filter_twice
    assert draw_scopes(g, events)._repr_png_() == draw_scopes(g, events)._repr_png_()


def test_panels_too_wide_for_a_page_are_stacked():
    from scopelab.views.scope_drawing import MAX_WIDTH
    g = tf.Graph()
    with record() as events, g.as_default():
        with tf.variable_scope("encoder") as scope:
            with tf.variable_scope("convolution"):
                tf.get_variable("weights", [1])
            middle = len(events)
            scope.reuse_variables()
            with tf.variable_scope("convolution"):
                tf.get_variable("weights", [1])
    figure = before_and_after(g, events, middle)
    left, right = figure.axes
    assert figure.get_figwidth() <= MAX_WIDTH
    assert left.get_position().y0 > right.get_position().y0  # before above after


def test_panels_that_fit_stay_side_by_side():
    g = tf.Graph()
    with record() as events, g.as_default():
        tf.get_variable("w", [1])
        tf.get_variable("v", [1])
    left, right = before_and_after(g, events, 1).axes
    assert left.get_position().x0 < right.get_position().x0
    assert left.get_position().y0 == right.get_position().y0
