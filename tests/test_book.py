"""The book builds from the notebooks, and its pages load nothing from outside the book.

Built once per test session into a temporary folder, the way the README builds it.
"""
import html.parser
import os
import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHAPTERS = sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb"))


def build_book(tmp_path_factory):
    """The built book's HTML folder: built once per test session (test_browser.py uses it too),
    with this checkout's scopelab in the kernels that run the notebooks."""
    out = tmp_path_factory.getbasetemp() / "book"
    html = out / "_build" / "html"
    if not (out / "built").exists():
        jupyter_book = pathlib.Path(sys.executable).with_name("jupyter-book")
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        run = subprocess.run([str(jupyter_book), "build", str(ROOT / "book"), "--path-output",
                              str(out), "--warningiserror", "--keep-going"],
                             capture_output=True, text=True, env=env)
        assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
        (out / "built").touch()
    return html


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build_book(tmp_path_factory)


class _Resources(html.parser.HTMLParser):
    """Collects what a page makes the browser fetch: scripts, stylesheets, images, frames."""

    def __init__(self):
        super().__init__()
        self.urls = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in ("script", "img", "iframe", "source") and attrs.get("src"):
            self.urls.append(attrs["src"])
        if tag == "link" and attrs.get("href") and attrs.get("rel") != "canonical":
            self.urls.append(attrs["href"])


def external(url):
    return bool(re.match(r"^(https?:)?//", url))


def test_every_chapter_becomes_a_page(site):
    pages = {p.stem for p in (site / "notebooks").glob("*.html")}
    assert pages == set(CHAPTERS)
    assert (site / "coverage.html").exists()


def test_the_coverage_page_lists_families_and_reasons(site):
    text = (site / "coverage.html").read_text(encoding="utf-8")
    assert "scopelab.ops.arg_ops" in text
    assert "<em>TF 2\u2019s high-level APIs: their layers and models keep their own variables" in text
    assert "<code class=\"docutils literal notranslate\"><span class=\"pre\">keras</span>" in text
    # Real tables, one or more per namespace, not Markdown shown as text.
    from scopelab.coverage import NAMESPACES
    assert text.count("<table") >= len(NAMESPACES) and "|---|" not in text


def pages(site):
    """The book's HTML pages (the theme also copies Jinja macro files named .html to _static)."""
    return [p for p in site.rglob("*.html") if "_static" not in p.relative_to(site).parts]


def test_pages_load_nothing_from_outside_the_book(site):
    for page in pages(site):
        parser = _Resources()
        parser.feed(page.read_text(encoding="utf-8"))
        outside = [u for u in parser.urls if external(u)]
        assert not outside, "%s loads %s" % (page.relative_to(site), outside)
        for url in parser.urls:
            if not url.startswith(("data:", "#", "mailto:")):
                target = (page.parent / url.split("#")[0].split("?")[0]).resolve()
                assert target.exists(), "%s refers to missing %s" % (page.name, url)


def test_stylesheets_import_nothing_from_outside(site):
    for css in site.rglob("*.css"):
        text = css.read_text(encoding="utf-8", errors="replace")
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)  # licence comments quote URLs
        imports = re.findall(r"@import\s+(?:url\()?['\"]?([^'\")\s;]+)", text)
        urls = re.findall(r"url\(\s*['\"]?([^'\")]+)", text)
        assert not [u for u in imports + urls if external(u)], css.name


def test_explorer_page_works_without_kernel_or_network(site, tmp_path):
    """In Chromium, the explorer chapter's widgets come from the saved state: every file it
    asks for is in the book, and with no kernel behind them the timeline steps and the scope
    explorer opens its scopes and shows the details of the variable clicked."""
    from test_browser import CHROMIUM, CHROMIUM_ARGS
    if not pathlib.Path(CHROMIUM).exists():
        pytest.skip("%s is missing (apt-get install chromium)" % CHROMIUM)
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    requests, failed = [], []
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                             args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.on("request", lambda r: requests.append(r.url))
        page.on("requestfailed", lambda r: failed.append(r.url))
        page.goto((site / "notebooks" / "07_scope_explorers.html").as_uri())
        page.wait_for_selector(".scopelab-steps", timeout=30000)
        shown = page.locator(".scopelab-step:visible")
        assert shown.inner_text().startswith("step 8 of 12")  # steps count from 1
        page.locator(".scopelab-steps > label", has_text="10").first.click()
        assert shown.inner_text().startswith("step 10 of 12")
        # The explorer, in two cells (a snapshot, then the explorer itself): both views start
        # on the variable select() chose.
        explorers = page.locator(".scopelab-explorer")
        assert explorers.count() == 2
        for view in (explorers.first, explorers.last):
            assert view.locator(".scopelab-var:visible").inner_text().startswith(
                "variable image_filters/conv1/weights")
        first = explorers.first
        first.locator(".scopelab-tree summary", has_text="image_filters/").click()
        first.locator(".scopelab-tree summary", has_text="conv1/").click()
        biases = first.locator(".scopelab-tree label", has_text="biases").first
        biases.click()
        details = first.locator(".scopelab-var:visible").inner_text()
        assert details.startswith("variable image_filters/conv1/biases")
        assert "image_filters/conv1/biases/Assign" in details and "mean 0" in details
        assert "Same numbers as image_filters/conv2/biases" in details
        # Each view is its own radio group: the other one still shows the weights.
        assert explorers.last.locator(".scopelab-var:visible").inner_text().startswith(
            "variable image_filters/conv1/weights")
        biases.scroll_into_view_if_needed()
        page.screenshot(path=str(tmp_path / "explorer_clicked.png"))
        page.screenshot(path=str(tmp_path / "explorers_page.png"), full_page=True)
        browser.close()
    assert not failed, failed
    assert all(url.startswith(("file://", "data:")) for url in requests), requests
