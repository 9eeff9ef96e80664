"""The scope explorer in a real browser: JupyterLab 4 on 127.0.0.1, driven by Playwright.

The explorer chapter is copied into a temporary folder, JupyterLab serves that folder with a
token of this test's own, and Debian's Chromium (``apt-get install chromium``; Playwright's
own browsers are never downloaded) opens it, runs every cell, opens the ``image_filters/`` and
``conv1/`` scopes, clicks ``biases`` and reads its details (shown by CSS, as on the static page). Every request the page makes is
recorded: all of them must go to 127.0.0.1. The screenshot lands in the test's tmp_path.

The second half opens the built book (built once, see test_book.build_book), every page of
book/_toc.yml: no console error, no error output over 15 lines, a figure in every chapter,
exercise solutions folded until clicked, and the explorer's details pane at most 400 px tall
for each of the tutorial's variables.
"""
import os
import pathlib
import re
import secrets
import shutil
import sys
import urllib.parse

import pytest

from local_servers import CHROMIUM, CHROMIUM_ARGS, free_port, need_chromium, serving

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOK = "07_scope_explorers.ipynb"


@pytest.fixture
def jupyterlab(tmp_path):
    """(base url, token) of a JupyterLab serving a copy of the explorer chapter."""
    root = tmp_path / "notebooks"
    root.mkdir()
    shutil.copy(ROOT / "notebooks" / NOTEBOOK, root / NOTEBOOK)
    port, token = free_port(), secrets.token_hex(16)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    # Settings, workspaces and runtime files of this server stay in the temporary folder.
    for variable in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTERLAB_SETTINGS_DIR",
                     "JUPYTERLAB_WORKSPACES_DIR"):
        env[variable] = str(tmp_path / variable.lower())
    base = "http://127.0.0.1:%d" % port
    command = [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
               "--ServerApp.ip=127.0.0.1", "--ServerApp.port=%d" % port,
               "--ServerApp.port_retries=0", "--IdentityProvider.token=%s" % token,
               "--ServerApp.root_dir=%s" % root]
    with serving(command, "%s/api/status?token=%s" % (base, token), tmp_path / "jupyterlab.log",
                 "JupyterLab", env=env):
        yield base, token


def test_explorer_in_jupyterlab(jupyterlab, tmp_path):
    need_chromium()
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    base, token = jupyterlab
    requests = []
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                             args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(60_000)
            page.on("request", lambda request: requests.append(request.url))
            page.goto("%s/lab/tree/%s?token=%s" % (base, NOTEBOOK, token))
            page.locator(".jp-Notebook").first.wait_for()
            # A fresh JupyterLab may ask which kernel to start: the notebook's own (python3).
            select = page.locator(".jp-Dialog").get_by_role("button", name="Select", exact=True)
            try:
                select.wait_for(timeout=10_000)
                select.click()
            except sync_api.TimeoutError:
                pass  # it started the notebook's kernel without asking
            page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for()
            page.locator(".lm-MenuBar-itemLabel", has_text="Run").click()
            page.locator(".lm-Menu").get_by_text("Run All Cells", exact=True).click()
            # Stored widget outputs have no model until their cell runs again: the explorer's
            # buttons appear only then.
            refresh = page.locator(".widget-button", has_text="Refresh").first
            refresh.wait_for()
            # Wait for the last widget (the timeline): the explorer is redrawn when shown again.
            page.locator(".scopelab-steps").first.wait_for()
            explorer = page.locator(".widget-vbox", has=refresh).first
            tree = explorer.locator(".scopelab-tree")
            tree.locator("summary", has_text="image_filters/").click()
            tree.locator("summary", has_text="conv1/").click()
            tree.locator("label", has_text="biases").first.click()
            details = explorer.locator(".scopelab-var:visible")
            details.filter(has_text="variable image_filters/conv1/biases").wait_for()
            assert "image_filters/conv1/biases/Assign" in details.inner_text()
            explorer.scroll_into_view_if_needed()
            page.screenshot(path=str(tmp_path / "explorer.png"))
        finally:
            page.screenshot(path=str(tmp_path / "last.png"))  # what the page showed at the end
            browser.close()
    outside = [url for url in requests
               if urllib.parse.urlsplit(url).hostname not in ("127.0.0.1", None)
               and not url.startswith(("data:", "blob:", "about:"))]
    assert requests and not outside, outside


# ---------------------------------------------------------------------- the built book
# The book as a learner meets it, page by page in Chromium, without a kernel. The pages are
# the files of book/_toc.yml, so a chapter added there is checked too; a chapter is a notebook
# whose name starts with its number.
MAX_ERROR_LINES = 15
MAX_DETAILS_HEIGHT = 400  # px


def toc_files():
    return re.findall(r"(?:root|file):\s*(\S+)", (ROOT / "book" / "_toc.yml").read_text())


def is_chapter(name):
    return re.match(r"notebooks/\d\d_", name) is not None


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    from test_book import build_book
    return build_book(tmp_path_factory)


@pytest.fixture(scope="module")
def browser():
    need_chromium()
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                              args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def open_page(browser, book, name, errors):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.on("console", lambda m: m.type == "error" and errors.append("%s: %s" % (name, m.text)))
    page.on("pageerror", lambda e: errors.append("%s: %s" % (name, e)))
    page.goto((book / (name + ".html")).as_uri())
    page.wait_for_load_state("load")
    return page


def test_no_page_has_a_console_error(browser, book):
    errors = []
    for name in toc_files() + ["genindex", "search"]:
        page = open_page(browser, book, name, errors)
        page.wait_for_timeout(300)  # scripts loaded with async run after "load"
        page.close()
    assert not errors, errors


def test_error_outputs_are_short_and_chapters_have_figures(browser, book):
    lengths, figures = {}, {}
    for name in toc_files():
        page = open_page(browser, book, name, [])
        lengths[name] = [len(text.rstrip("\n").split("\n")) for text in
                         page.locator(".cell_output .output.traceback pre").all_inner_texts()]
        figures[name] = page.locator(".cell_output img").count()
        page.close()
    long = {name: n for name, n in lengths.items() if n and max(n) > MAX_ERROR_LINES}
    assert not long, long
    assert sum(map(len, lengths.values())) >= 30  # the book's error cells were all seen
    bare = [name for name, n in figures.items() if is_chapter(name) and not n]
    assert not bare, "chapters without a figure: %s" % bare


def test_solutions_are_folded_until_clicked(browser, book):
    folded = 0
    for name in filter(is_chapter, toc_files()):
        page = open_page(browser, book, name, [])
        for cell in page.locator(".cell.tag_solution").all():
            code = cell.locator(".cell_input")
            assert not code.is_visible(), name
            cell.locator("summary").click()
            assert code.is_visible(), name
            folded += 1
        page.close()
    assert folded >= 20


def test_explorer_details_stay_short_for_every_variable(browser, book):
    page = open_page(browser, book, "notebooks/07_scope_explorers", [])
    explorer = page.locator(".scopelab-explorer").first
    for summary in explorer.locator(".scopelab-tree summary").all():
        summary.click()
    labels = explorer.locator(".scopelab-tree label")
    heights = {}
    for k in range(labels.count()):
        labels.nth(k).click()
        shown = explorer.locator(".scopelab-var:visible")
        heights[shown.locator("caption").inner_text()] = explorer.locator(
            ".scopelab-details").bounding_box()["height"]
    assert len(heights) == 4, heights
    assert max(heights.values()) <= MAX_DETAILS_HEIGHT, heights
    root = explorer.locator(".scopelab-tree summary").first.inner_text()
    assert "0 variables" not in root and "4 variables in sub-scopes" in root
    page.close()
