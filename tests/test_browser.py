"""The scope explorer in a real browser: JupyterLab 4 on 127.0.0.1, driven by Playwright.

The explorer chapter is copied into a temporary folder, JupyterLab serves that folder with a
token of this test's own, and Debian's Chromium (``apt-get install chromium``; Playwright's
own browsers are never downloaded) opens it, runs every cell, opens the ``image_filters/`` and
``conv1/`` scopes, clicks ``biases`` and reads its details (shown by CSS, as on the static page). Every request the page makes is
recorded: all of them must go to 127.0.0.1. The screenshot lands in the test's tmp_path.

The second half opens the built book (built once, see test_book.build_book), every page of
book/_toc.yml, at 1300 px: no console error; no block of code, output or error that scrolls
sideways; errors short and naming the learner's cells; figures sharp (never upscaled), fitting
the column and opening full size; solutions folded until clicked and checks left out; a
summary and exercises in every chapter; a card for each source document; every page in the
introduction's map; a table per namespace on the coverage page; and chapter 7's explorer
showing what its text says, clickable where the text says, fitting its pane and legible in
the light and the dark theme.
"""
import json
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
# The book as a learner meets it, page by page in Chromium at a laptop's width, without a
# kernel. The pages are the files of book/_toc.yml, so a chapter added there is checked too; a
# chapter is a notebook whose name starts with its number (04b: a chapter read after 04).
WIDTH = 1300  # px
MAX_ERROR_LINES = 15
MAX_DETAILS_HEIGHT = 400  # px
MIN_SHOWN = 0.7  # a figure is shown at least this fraction of the size it was drawn for
SOURCES = json.loads((ROOT / "notebooks" / "sources.json").read_text(encoding="utf-8"))


def toc_files():
    return re.findall(r"(?:root|file):\s*(\S+)", (ROOT / "book" / "_toc.yml").read_text())


def is_chapter(name):
    return re.match(r"notebooks/\d\d[a-z]?_", name) is not None


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


def open_page(browser, book, name, errors=None, width=WIDTH):
    page = browser.new_page(viewport={"width": width, "height": 1000})
    if errors is not None:
        page.on("console",
                lambda m: m.type == "error" and errors.append("%s: %s" % (name, m.text)))
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


# Each block of code, output or error on the page that scrolls sideways: (kind, first line).
SIDEWAYS = """() => [...document.querySelectorAll('main pre')]
  .filter(pre => pre.offsetParent && pre.scrollWidth > pre.clientWidth + 1)
  .map(pre => [pre.closest('.output.traceback, .output.error') ? 'error'
               : pre.closest('.cell_output') ? 'output' : 'code',
               pre.innerText.split('\\n')[0].slice(0, 80)])"""


def test_no_code_output_or_error_block_scrolls_sideways(browser, book):
    sideways = {}
    for name in toc_files():
        page = open_page(browser, book, name)
        sideways[name] = page.evaluate(SIDEWAYS)
        page.close()
    assert not any(sideways.values()), {k: v for k, v in sideways.items() if v}


def test_errors_are_short_and_name_the_learners_cells(browser, book):
    lengths = {}
    for name in toc_files():
        page = open_page(browser, book, name)
        texts = page.locator(".cell_output .output.traceback pre").all_inner_texts()
        page.close()
        lengths[name] = [len(text.rstrip("\n").split("\n")) for text in texts]
        for text in texts:
            # The frames an error quotes are the learner's cells, as in the frames above them.
            assert "/tmp/ipykernel" not in text and 'File "' not in text, (name, text)
            if "defined at:" in text:
                assert "Cell In[" in text.split("defined at:")[1], (name, text)
    long = {name: n for name, n in lengths.items() if n and max(n) > MAX_ERROR_LINES}
    assert not long, long
    assert sum(map(len, lengths.values())) >= 30  # the book's error cells were all seen


FIGURES = """() => [...document.querySelectorAll('.cell_output img')].map(img => ({
  natural: img.naturalWidth, shown: img.clientWidth,
  drawn: Number(img.getAttribute('width')) || img.naturalWidth / 2,
  link: img.closest('a.full-size') ? img.closest('a.full-size').href : null,
  src: img.src}))"""


def test_figures_are_sharp_fit_the_column_and_open_full_size(browser, book):
    seen = {}
    for name in filter(is_chapter, toc_files()):
        page = open_page(browser, book, name)
        seen[name] = page.evaluate(FIGURES)
        page.close()
    for name, figures in seen.items():
        assert figures, "%s has no figure" % name
        for figure in figures:
            # Twice the pixels of the size shown: sharp on a high-density screen, never upscaled.
            assert figure["natural"] >= 2 * figure["shown"] - 2, (name, figure)
            assert figure["shown"] >= MIN_SHOWN * figure["drawn"], (name, figure)
            assert figure["link"] == figure["src"], (name, figure)
            assert pathlib.Path(urllib.parse.urlsplit(figure["link"]).path).exists()


def test_solutions_are_folded_until_clicked(browser, book):
    folded = 0
    for name in filter(is_chapter, toc_files()):
        page = open_page(browser, book, name)
        for cell in page.locator(".cell.tag_solution").all():
            code = cell.locator(".cell_input")
            assert not code.is_visible(), name
            cell.locator("summary").click()
            assert code.is_visible(), name
            folded += 1
        assert not page.locator(".cell.tag_check").count(), name  # checks are left out
        page.close()
    assert folded >= 25


def test_every_chapter_has_a_summary_and_exercises(browser, book):
    for name in filter(is_chapter, toc_files()):
        page = open_page(browser, book, name)
        headings = page.locator("main h2").all_inner_texts()
        page.close()
        assert any(h.startswith("Summary") for h in headings), (name, headings)
        assert any(h.startswith("Exercises") for h in headings), (name, headings)


@pytest.mark.parametrize("document", SOURCES["sources"], ids=lambda s: s["id"])
def test_a_source_chapter_opens_with_its_documents_card(browser, book, document):
    page = open_page(browser, book, "notebooks/" + document["chapter"])
    card = page.locator("main .source-card")
    assert card.count() == 1
    # Before the chapter's first code cell, with the document's own fields.
    assert card.evaluate("c => !document.querySelector('main .cell') || Boolean("
                         "c.compareDocumentPosition(document.querySelector('main .cell')) & 4)")
    text = card.inner_text()
    assert "document %s" % document["id"] in text
    assert (document["title"] or "none in the copy") in text
    assert (document["date"] or "not given") in text
    urls = [u for u in (document["link"], (document["related"] or {}).get("url")) if u]
    assert urls and sorted(card.locator("a").evaluate_all("links => links.map(a => a.href)")) \
        == sorted(urls)
    for example in re.findall(r"S\d{3}-\d{2}", text):
        assert page.locator(".cell.tag_%s .cell_input" % example).first.inner_text() \
            .startswith("# source example")
    page.close()


def test_the_introduction_maps_every_page(browser, book):
    page = open_page(browser, book, toc_files()[0])
    table = page.locator("section", has=page.locator("h2", has_text="Map of the chapters"))
    hrefs = table.locator("table a").evaluate_all("links => links.map(a => a.href)")
    page.close()
    pages = [pathlib.Path(urllib.parse.urlsplit(h).path).resolve() for h in hrefs]
    assert pages == [(book / (name + ".html")).resolve() for name in toc_files()]


def test_the_coverage_page_has_a_table_per_namespace(browser, book):
    from scopelab.coverage import NAMESPACES
    page = open_page(browser, book, "coverage")
    sections = page.locator("main section section")
    assert sections.count() == len(NAMESPACES)
    for k in range(sections.count()):
        assert sections.nth(k).locator("table").count() >= 1, sections.nth(k).inner_text()[:80]
    assert "|---|" not in page.locator("main").inner_text()
    page.close()


def explorer_scope(explorer, *path):
    """Opens the scopes ``path`` of an explorer and returns the last one's <details>."""
    node = explorer
    for label in path:
        node = node.locator("details", has=node.page.locator(
            "summary", has_text=re.compile(r"^%s/" % re.escape(label)))).first
        summary = node.locator("summary").first
        if node.get_attribute("open") is None:
            summary.click()
    return node


def test_the_explorer_shows_what_its_text_describes(browser, book):
    page = open_page(browser, book, "notebooks/07_scope_explorers")
    explorers = page.locator(".scopelab-explorer")
    explorers.first.wait_for()
    # The paragraph above the first explorer: conv1 entered twice, so two op name scopes;
    # each variable created, then reused; "click the biases row".
    text = page.locator("main p", has_text="Click the `biases`".replace("`", "")).inner_text()
    said = re.findall(r"image_filters/conv1(?:_\d)?/", text)
    assert said == ["image_filters/conv1/", "image_filters/conv1_1/"]
    first = explorers.first
    conv1 = explorer_scope(first, "image_filters", "conv1")
    names = conv1.locator(".scopelab-scope > div").first.inner_text()
    assert re.findall(r"image_filters/conv1(?:_\d)?/", names) == said
    rows = conv1.locator("label.scopelab-row")
    assert rows.all_inner_texts() == ["weights\tcreated, reused (reuse=True)",
                                      "biases\tcreated, reused (reuse=True)"]
    rows.filter(has_text="biases").click()
    assert first.locator(".scopelab-var:visible caption").inner_text() == (
        "variable image_filters/conv1/biases")
    # The explorer shown again after the third image: three op name scopes, three answers.
    later = explorer_scope(explorers.last, "image_filters", "conv1")
    names = later.locator(".scopelab-scope > div").first.inner_text()
    assert names.count("conv1") == 3 and "image_filters_1/conv1/" in names
    assert later.locator("label.scopelab-row").first.inner_text().count("reused") == 2
    # Its panes fit the column: nothing inside scrolls sideways.
    for view in (first, explorers.last):
        assert view.evaluate("e => e.scrollWidth <= e.clientWidth + 1")
    assert not page.evaluate(SIDEWAYS)
    page.close()


CONTRAST = """element => {
  const rgba = s => s.match(/[\\d.]+/g).map(Number);
  const background = e => {
    for (; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c.length < 4 || c[3] > 0.5) return c;
    }
    return [255, 255, 255];
  };
  const luminance = c => {
    const [r, g, b] = c.slice(0, 3).map(v => v / 255).map(
      v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [luminance(rgba(getComputedStyle(element).color)),
                  luminance(background(element))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_explorer_is_legible_in_light_and_dark_mode(browser, book, theme):
    page = open_page(browser, book, "notebooks/07_scope_explorers")
    page.evaluate("theme => { document.documentElement.dataset.theme = theme; }", theme)
    explorer = page.locator(".scopelab-explorer").first
    conv1 = explorer_scope(explorer, "image_filters", "conv1")
    conv1.locator("label.scopelab-row", has_text="biases").click()
    texts = [conv1.locator("label.scopelab-row > span").first,
             conv1.locator(".scopelab-scope code").first,
             explorer.locator(".scopelab-var:visible caption").first,
             explorer.locator(".scopelab-var:visible td").first,
             explorer.locator(".scopelab-var:visible td code").first,
             explorer.locator(".scopelab-var:visible pre").first]
    ratios = [text.evaluate(CONTRAST) for text in texts]
    page.close()
    assert min(ratios) >= 4.5, ratios  # WCAG's minimum for body text


def test_explorer_details_stay_short_for_every_variable(browser, book):
    page = open_page(browser, book, "notebooks/07_scope_explorers")
    explorer = page.locator(".scopelab-explorer").first
    for summary in explorer.locator(".scopelab-tree summary").all():
        summary.click()
    rows = explorer.locator("label.scopelab-row")
    heights = {}
    for k in range(rows.count()):
        rows.nth(k).click()
        shown = explorer.locator(".scopelab-var:visible")
        heights[shown.locator("caption").inner_text()] = explorer.locator(
            ".scopelab-details").bounding_box()["height"]
    assert len(heights) == 4, heights
    assert max(heights.values()) <= MAX_DETAILS_HEIGHT, heights
    root = explorer.locator(".scopelab-tree summary").first.inner_text()
    assert "0 variables" not in root and "4 variables in sub-scopes" in root
    page.close()
