"""rich_display: the HTML tables Jupyter shows for a Graph, VariableScope, Variable, Session."""
import re
import subprocess
import sys

import scopelab as tf


def cells(html):
    """The text of every table cell, in order, tags dropped."""
    return [re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<t[dh]>(.*?)</t[dh]>", html)]


def build():
    g = tf.Graph()
    with g.as_default():
        with tf.variable_scope("layer", initializer=tf.zeros_initializer()) as scope:
            w = tf.get_variable("w", [2, 3])
            b = tf.get_variable("b", [3], trainable=False)
    return g, scope, w, b


def test_graph_table():
    g, _, w, _ = build()
    text = cells(g._repr_html_())
    assert text[:6] == ["ops", str(len(g.get_operations())), "variables", "2",
                        "name scope in effect", "(root)"]
    assert ["layer/w", "(2, 3)", "float32"] == text[9:12]
    assert "trainable_variables" in text


def test_variable_scope_table():
    _, scope, _, _ = build()
    assert cells(scope._repr_html_()) == [
        "name", "layer", "reuse", "False", "original_name_scope", "layer/",
        "initializer", "Zeros(dtype=tf.float32)", "dtype", "float32", "custom_getter", "None"]


def test_variable_table():
    _, _, w, b = build()
    assert cells(w._repr_html_()) == [
        "name", "layer/w:0", "shape", "(2, 3)", "dtype", "float32_ref",
        "initializer op", "layer/w/Assign", "initial value", "layer/w/Initializer/zeros:0",
        "trainable", "True", "collections", "trainable_variables, variables"]
    assert cells(b._repr_html_())[-3:] == ["False", "collections", "variables"]


def test_session_table_says_what_is_initialised():
    g, _, w, _ = build()
    with g.as_default():
        sess = tf.Session()
        sess.run(w.initializer)
    assert cells(sess._repr_html_())[2:] == [
        "closed", "False", "variables initialised", "1 of 2",
        "layer/w", "initialised", "layer/b", "not initialised"]
    sess.close()
    assert cells(sess._repr_html_())[3] == "True"


def test_tables_escape_and_show_no_addresses():
    g = tf.Graph()
    with g.as_default(), tf.variable_scope("s", custom_getter=lambda getter, *a, **k: getter(
            *a, **k)) as scope:
        pass
    html = scope._repr_html_()
    assert "0x" not in html and "&lt;lambda&gt;" in html


def test_long_listings_are_cut():
    g = tf.Graph()
    with g.as_default():
        for i in range(25):
            tf.get_variable("v%d" % i, [1])
    assert "... and 5 more" in g._repr_html_()


def test_import_scopelab_stays_light():
    code = ("import sys, scopelab; print(sorted(m for m in ('scopelab.rich_display', "
            "'scopelab.views', 'ipywidgets', 'matplotlib') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
