"""views: the scope explorer's and the timeline's models, and the recorder behind them.

Two known sequences: the tutorial's image filter built twice with ``reuse_variables()``
(source 000) and the ``study_template`` example of source 001.
"""
import numpy as np
import pytest

import scopelab as tf
from scopelab import scope_events
from scopelab.core.state import scope_observers
from scopelab.scope_events import (NameScopeEntered, NameScopeExited, TemplateCalled,
                                   VariableGot, VariableScopeEntered, VariableScopeExited, record)
from scopelab.views import (Recorder, ScopeExplorer, ScopeTimeline, name_scope_tree, timeline,
                            variable_scope_tree)


def conv_relu(input, kernel_shape, bias_shape):
    weights = tf.get_variable("weights", kernel_shape,
                              initializer=tf.random_normal_initializer(seed=1))
    biases = tf.get_variable("biases", bias_shape, initializer=tf.constant_initializer(0.0))
    conv = tf.nn.conv2d(input, weights, strides=[1, 1, 1, 1], padding="SAME")
    return tf.nn.relu(conv + biases)


def my_image_filter(input_images):
    with tf.variable_scope("conv1"):
        relu1 = conv_relu(input_images, [3, 3, 2, 2], [2])
    with tf.variable_scope("conv2"):
        return conv_relu(relu1, [3, 3, 2, 2], [2])


@pytest.fixture
def image_filter():
    """(graph, events): the image filter applied to two images, sharing its variables."""
    g = tf.Graph()
    with record() as events, g.as_default():
        filter_two_images()
    return g, events


def filter_two_images():
    """The tutorial's sharing: the second image goes through the first image's filter."""
    image1 = tf.constant(np.ones([1, 4, 4, 2], np.float32), name="image1")
    image2 = tf.constant(np.ones([1, 4, 4, 2], np.float32), name="image2")
    with tf.variable_scope("image_filters") as scope:
        my_image_filter(image1)
        scope.reuse_variables()
        my_image_filter(image2)


@pytest.fixture
def study_template():
    """(graph, events): source 001's template, called in scope abc and then in scope def."""
    g = tf.Graph()
    with record() as events, g.as_default():
        def tf_fn(x):
            w = tf.get_variable(name="w", shape=(), dtype=tf.float32,
                                initializer=tf.random_uniform_initializer(0.0, 1.0))
            return w * x + .0
        fn = tf.make_template(name_="fn", func_=tf_fn)
        x = tf.placeholder(name="x", shape=(), dtype=tf.float32)
        with tf.variable_scope("abc"):
            fn(x)
        with tf.variable_scope("def"):
            fn(x)
    return g, events


# ---------------------------------------------------------------------- recording
def test_nothing_listens_outside_a_recording(monkeypatch):
    with record():
        pass
    assert scope_observers == []
    monkeypatch.setattr(scope_events, "_EVENTS", None)  # an event made now would fail
    with tf.Graph().as_default(), tf.variable_scope("a"), tf.name_scope("n"):
        tf.make_template("t", lambda: tf.get_variable("v", [1]))()


def test_recording_changes_no_name(image_filter):
    g, _ = image_filter
    plain = tf.Graph()
    with plain.as_default():
        filter_two_images()
    assert [op.name for op in plain.get_operations()] == [op.name for op in g.get_operations()]


def test_events_of_the_image_filter(image_filter):
    _, events = image_filter
    got = [e for e in events if type(e) is VariableGot]
    assert [(e.name, e.created, e.reuse) for e in got] == [
        ("image_filters/conv1/weights", True, False), ("image_filters/conv1/biases", True, False),
        ("image_filters/conv2/weights", True, False), ("image_filters/conv2/biases", True, False),
        ("image_filters/conv1/weights", False, True), ("image_filters/conv1/biases", False, True),
        ("image_filters/conv2/weights", False, True), ("image_filters/conv2/biases", False, True)]
    assert got[0].shape == (3, 3, 2, 2) and got[1].shape == (2,) and got[0].dtype == "float32"
    entered = [(e.name, e.name_scope) for e in events if type(e) is VariableScopeEntered]
    assert entered == [("image_filters", "image_filters/"),
                       ("image_filters/conv1", "image_filters/conv1/"),
                       ("image_filters/conv2", "image_filters/conv2/"),
                       ("image_filters/conv1", "image_filters/conv1_1/"),
                       ("image_filters/conv2", "image_filters/conv2_1/")]
    assert sum(type(e) is VariableScopeExited for e in events) == 5


def test_events_print_without_addresses(image_filter):
    _, events = image_filter
    assert repr(events[1]) == ("VariableScopeEntered(name='image_filters/conv1', reuse=False, "
                               "name_scope='image_filters/conv1/', "
                               "original_name_scope='image_filters/conv1/')")
    assert "0x" not in repr(events)


def test_events_of_a_name_scope_and_auto_reuse():
    g = tf.Graph()
    with record() as events, g.as_default():
        with tf.name_scope("outer"), tf.variable_scope("v", reuse=tf.AUTO_REUSE):
            tf.get_variable("w", [1])
            tf.get_variable("w", [1])
    assert events == [
        NameScopeEntered("outer", "outer/"),
        VariableScopeEntered("v", "AUTO_REUSE", "outer/v/", "outer/v/"),
        VariableGot("v/w", True, (1,), "float32", "AUTO_REUSE", None),
        VariableGot("v/w", False, (1,), "float32", "AUTO_REUSE", None),
        VariableScopeExited("v"), NameScopeExited("outer/")]


def test_events_of_the_template(study_template):
    _, events = study_template
    calls = [e for e in events if type(e) is TemplateCalled]
    assert calls == [TemplateCalled("fn", True, "abc/fn/", "abc/fn/"),
                     TemplateCalled("fn", False, "abc/fn/", "def/fn/")]


def test_recorder_starts_and_stops():
    recorder = Recorder().start()
    heard = []
    recorder.listeners.append(heard.append)
    with tf.Graph().as_default(), tf.variable_scope("a"):
        pass
    assert repr(recorder.stop()) == "Recorder(2 events, stopped)"
    assert heard == recorder.events and scope_observers == []


# ---------------------------------------------------------------------- the tree
def test_tree_of_the_image_filter(image_filter):
    g, events = image_filter
    root = variable_scope_tree(g, events)
    assert [n.name for n in root.walk()] == ["", "image_filters", "image_filters/conv1",
                                             "image_filters/conv2"]
    assert sum(len(n.variables) for n in root.walk()) == 4
    for layer in ("conv1", "conv2"):
        node = root.find("image_filters/" + layer)
        assert [v.name for v in node.variables] == ["image_filters/%s/weights" % layer,
                                                    "image_filters/%s/biases" % layer]
        # Both calls' op name scopes, beside the one variable scope.
        assert node.name_scopes == ["image_filters/%s/" % layer, "image_filters/%s_1/" % layer]
        assert [(c.name.rpartition("/")[2], c.created) for c in node.calls] == [
            ("weights", True), ("biases", True), ("weights", False), ("biases", False)]
        weights = node.variables[0]
        assert [c.created for c in weights.calls] == [True, False]
        assert weights.shape == "(3, 3, 2, 2)" and weights.trainable
        assert sorted(weights.collections) == ["trainable_variables", "variables"]
        assert weights.initializer_op == "image_filters/%s/weights/Assign" % layer


def test_name_scope_tree_of_the_image_filter(image_filter):
    g, _ = image_filter
    root = name_scope_tree(g)
    assert root.ops == ["image1", "image2"]
    filters, = root.children
    assert filters.name == "image_filters"
    assert [c.label for c in filters.children] == ["conv1", "conv2", "conv1_1", "conv2_1"]
    assert filters.children[2].ops == ["Conv2D", "add", "Relu"]  # the second call's ops


def test_values_come_from_the_chosen_session(image_filter):
    g, events = image_filter
    with g.as_default():
        sess = tf.Session()
        assert variable_scope_tree(g, events, sess).find(
            "image_filters/conv1").variables[1].value is None
        sess.run(tf.global_variables_initializer())
    biases = variable_scope_tree(g, events, sess).find("image_filters/conv1").variables[1]
    np.testing.assert_array_equal(biases.value, [0.0, 0.0])


def test_tree_of_the_template(study_template):
    g, events = study_template
    root = variable_scope_tree(g, events)
    fn = root.find("abc/fn")
    assert [v.name for v in fn.variables] == ["abc/fn/w"]
    assert fn.name_scopes == ["abc/fn/", "def/fn/"]
    assert root.find("def").variables == [] and root.find("def/fn") is None


# ---------------------------------------------------------------------- the timeline
def test_timeline_of_the_image_filter(image_filter):
    g, events = image_filter
    steps = timeline(events, g)
    assert len(steps) == len(events) == 18
    reused = [s for s in steps if type(s.event) is VariableGot and not s.event.created]
    assert len(reused) == 4
    assert reused[0].text == ("get_variable 'image_filters/conv1/weights': reused (reuse=True), "
                              "shape (3, 3, 2, 2), float32")
    assert reused[0].scope_stack == ["image_filters", "image_filters/conv1"]
    assert reused[0].name_stack == "image_filters/conv1_1/"
    assert len(reused[0].store) == 4
    assert steps[-1].scope_stack == [] and steps[-1].name_stack == ""
    # The ops of conv1's second call are built between its last get_variable and its exit.
    assert steps[reused[1].number].new_ops == ["image_filters/conv1_1/Conv2D",
                                                   "image_filters/conv1_1/add",
                                                   "image_filters/conv1_1/Relu"]


def test_timeline_of_the_template(study_template):
    g, events = study_template
    steps = timeline(events, g)
    texts = [s.text for s in steps]
    assert texts[2] == ("call template 'fn', first call: captures scope 'abc/fn/', creates its "
                        "variables; ops under 'abc/fn/'")
    assert texts[8] == ("call template 'fn' again: re-enters captured scope 'abc/fn/' with "
                        "reuse=True; ops under 'def/fn/'")
    assert steps[8].scope_stack == ["def", "abc/fn"] and steps[8].name_stack == "def/fn/"
    assert steps[9].store == ["abc/fn/w"]
    assert steps[10].new_ops == ["def/fn/mul", "def/fn/add/y", "def/fn/add"]


def test_timeline_of_another_graph_is_empty(study_template):
    _, events = study_template
    assert timeline(events, tf.Graph()) == []


# ---------------------------------------------------------------------- the widgets
def test_explorer_shows_the_image_filter(image_filter):
    g, events = image_filter
    recorder = Recorder()
    recorder.events.extend(events)
    explorer = ScopeExplorer(g, recorder=recorder).select("image_filters/conv1/weights")
    assert repr(explorer) == ("ScopeExplorer(3 variable scopes, 4 variables, %d ops; selected "
                              "'image_filters/conv1/weights')" % len(g.get_operations()))
    page = explorer.html.value
    # One radio button per variable, all in the explorer's own group; the selected one checked.
    assert page.count('type="radio" name="%s"' % explorer.group) == 4
    assert page.count(" checked") == 1
    assert 'title="image_filters/conv1/weights"><input type="radio" name="%s" value="0" checked>' \
        % explorer.group in page
    # Every variable's details are in the page, each shown by a CSS rule while its radio is on.
    for k, name in enumerate(["conv1/weights", "conv1/biases", "conv2/weights", "conv2/biases"]):
        details = page.split('data-var="%d">' % k)[1].split("</pre></div>")[0]
        assert "variable image_filters/%s" % name in details
        assert "image_filters/%s/Assign" % name in details
        assert "created, reused" in details and "(no session chosen)" in details
        assert 'input[value="%d"]:checked) .scopelab-var[data-var="%d"]' % (k, k) in page
    # The scopes and op name scopes open without a kernel; each variable is a row to click,
    # the whole row a label of its radio button, with the answers of its get_variable calls.
    tree, names = page.split('<details class="scopelab-names">')
    assert tree.count("<details>") == 3 and "<code>conv1_1/</code> (3 ops here)" in names
    assert tree.count("reused (reuse=True)") == 4
    assert tree.count('<label class="scopelab-row"') == 4
    assert ('<span class="scopelab-name">biases</span><span>created, reused (reuse=True)</span>'
            '</label>') in tree
    assert ("op name scopes: <code>image_filters/conv1/</code>, "
            "<code>image_filters/conv1_1/</code>") in tree
    assert ScopeExplorer(g, recorder=recorder).group != explorer.group


def test_a_snapshot_keeps_the_moment_it_was_taken(image_filter):
    g, events = image_filter
    recorder = Recorder()
    recorder.events.extend(events)
    explorer = ScopeExplorer(g, recorder=recorder).select("image_filters/conv1/biases")
    moment = explorer.snapshot()
    page = moment.children[1].value
    with g.as_default():
        tf.get_variable("late", [1])
    assert "late" in explorer.refresh().html.value
    assert moment.children[1].value == page and "late" not in page
    assert repr(moment) == ("ExplorerSnapshot(3 variable scopes, 4 variables, %d ops; selected "
                            "'image_filters/conv1/biases')" % moment._counts[2])


def test_explorer_shows_values_of_its_session(image_filter):
    g, events = image_filter
    recorder = Recorder()
    recorder.events.extend(events)
    explorer = ScopeExplorer(g, recorder=recorder)
    assert " checked" not in explorer.html.value and "Click a variable" in explorer.html.value
    with g.as_default():
        explorer.session = tf.Session()
        explorer.session.run(tf.global_variables_initializer())
    page = explorer.select("image_filters/conv2/biases").html.value
    assert 'value="3" checked' in page and "(no session chosen)" not in page
    assert ("<pre>shape (2,), float32: mean 0, std 0, min 0, max 0\nfirst 1 of 1 row:\n"
            "[[0. 0.]]</pre>" in page)
    # The two biases hold the same zeros: the details say why.
    assert "Same numbers as <code>image_filters/conv1/biases</code>: both start from" in page
    assert repr(explorer.reset()).startswith("ScopeExplorer(0 variable scopes, 0 variables, 0 ops")


def test_timeline_widget_steps(study_template):
    g, events = study_template
    widget = ScopeTimeline(events, g, step=9)
    stepper = widget.children[0].value
    assert stepper.count('type="radio"') == 12 and stepper.count(" checked") == 1
    assert '-9" checked>' in stepper  # the step shown first
    assert "<b>step 9 of 12</b>" in stepper and "step 0 " not in stepper
    assert repr(widget).startswith("ScopeTimeline(12 steps; step 9: call template 'fn' again")
