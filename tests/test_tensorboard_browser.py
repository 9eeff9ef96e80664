"""The graph a scopelab FileWriter writes, in the real TensorBoard, in a real browser.

A template called twice under a name scope, trained by gradient descent, is written with
``tf.summary.FileWriter(logdir, graph)``; ``tensorboard --logdir`` serves it on 127.0.0.1;
Debian's Chromium (``apt-get install chromium``; Playwright's own browsers are never
downloaded), driven by Playwright, opens the graph dashboard. The name scopes must be drawn as
groups (TensorBoard's "meta" nodes: ``shared``, ``tower``, ``gradients``), and ``tower`` must
open on a double click, showing the template's two calls inside (``tower/shared``,
``tower/shared_1``), and close again. Every request the page makes goes through a route that
lets only 127.0.0.1 / localhost through: the test fails if any other host was asked. The
screenshot lands in the test's tmp_path. Skipped without tensorboard, playwright or Chromium.
"""
import sys
import urllib.parse

import pytest

import scopelab as tf
from local_servers import CHROMIUM, CHROMIUM_ARGS, free_port, need_chromium, serving

pytest.importorskip("tensorboard", reason="tensorboard is not installed")
LOCAL = ("127.0.0.1", "localhost")
START_SECONDS = 90


def write_graph(logdir):
    """The event file of a template model, with name scopes and variable scopes."""
    def layer(x):
        w = tf.get_variable("w", [3, 3], initializer=tf.constant_initializer(0.5))
        return tf.nn.relu(tf.matmul(x, w))
    with tf.Graph().as_default() as g:
        shared = tf.make_template("shared", layer)
        x = tf.placeholder(tf.float32, [None, 3], name="x")
        with tf.name_scope("tower"):
            loss = tf.reduce_sum(shared(shared(x)), name="loss")
        tf.train.GradientDescentOptimizer(0.01).minimize(loss, name="train")
        tf.summary.FileWriter(str(logdir), g).close()


@pytest.fixture
def tensorboard(tmp_path):
    """The base URL of a TensorBoard serving the template model's graph."""
    logdir = tmp_path / "logs"
    write_graph(logdir)
    port = free_port()
    command = [sys.executable, "-m", "tensorboard.main", "--logdir", str(logdir),
               "--host", "127.0.0.1", "--port", str(port), "--load_fast", "false",
               "--reload_interval", "1"]
    base = "http://127.0.0.1:%d" % port
    with serving(command, base + "/data/plugins_listing", tmp_path / "tensorboard.log",
                 "TensorBoard", seconds=START_SECONDS):
        yield base


def test_scopes_are_groups_in_tensorboards_graph(tensorboard, tmp_path):
    need_chromium()
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    requests, outside = [], []

    def local_only(route):
        url = route.request.url
        requests.append(url)
        if urllib.parse.urlsplit(url).hostname in LOCAL or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            outside.append(url)
            route.abort()

    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                             args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(60_000)
            page.route("**/*", local_only)
            page.goto(tensorboard + "/#graphs")
            group = "g.node.meta[data-name='%s']"
            for scope in ("shared", "tower", "gradients"):
                page.locator(group % scope).wait_for()
            inner = page.locator(group % "tower/shared_1")
            assert inner.count() == 0  # a closed group hides what it holds
            page.locator(group % "tower").locator(".nodeshape").first.dblclick()
            page.locator("g.node.meta.expanded[data-name='tower']").wait_for()
            page.locator(group % "tower/shared").wait_for()
            inner.wait_for()
            page.screenshot(path=str(tmp_path / "tensorboard_graph.png"))
            page.locator(group % "tower").locator(".nodeshape").first.dblclick()
            inner.wait_for(state="detached")
        finally:
            browser.close()
    assert requests and not outside, outside
