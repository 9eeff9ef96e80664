"""The Korean and Chinese editions of the built book, in Chromium (as tests/test_browser.py).

The book is built once (test_book.build_book); its editions are in html/ko/ and html/zh/
(book/_ext/three_editions.py). On every page of each edition: no console error, no request
leaving the book, nothing scrolling sideways; the language switch goes to the same chapter in the
other editions; each edition's search, served from 127.0.0.1 as a reader's web server would,
finds its language's name for variable_scope.
"""
import pathlib
import sys
import urllib.parse

import pytest

from local_servers import free_port, serving
from test_browser import SIDEWAYS, browser, open_page  # noqa: F401 (browser: a fixture)

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
import three_editions as editions  # noqa: E402

LANGUAGES = [language for language in editions.EDITIONS if language != "en"]
SEARCHES = {"ko": "변수 범위", "zh": "变量作用域"}
PAGE_IS_WIDER = "() => document.documentElement.scrollWidth > document.documentElement.clientWidth"


@pytest.fixture(scope="module")
def book(tmp_path_factory):
    from test_book import build_book
    return build_book(tmp_path_factory)


def edition(book, language):
    if not editions.chapters(language):
        pytest.skip("the %s edition has no chapter yet" % language)
    return book / language


@pytest.mark.parametrize("language", LANGUAGES)
def test_edition_pages_have_no_error_no_outside_request_and_fit(browser, book, language):
    root = edition(book, language)
    errors, outside, wide = [], [], {}
    for name in editions.pages(language) + ["genindex", "search"]:
        page = browser.new_page(viewport={"width": 1300, "height": 1000})
        page.on("console", lambda m: m.type == "error" and errors.append(
            "%s: %s" % (name, m.text)))
        page.on("pageerror", lambda e: errors.append("%s: %s" % (name, e)))
        page.on("request", lambda r: r.url.startswith(("file:", "data:", "blob:", "about:"))
                or outside.append(r.url))
        page.goto((root / (name + ".html")).as_uri())
        page.wait_for_load_state("load")
        page.wait_for_timeout(300)
        if page.evaluate(SIDEWAYS) or page.evaluate(PAGE_IS_WIDER):
            wide[name] = page.evaluate(SIDEWAYS)
        page.close()
    assert not errors, errors
    assert not outside, outside
    assert not wide, wide


def here(page, book):
    """(edition, docname) of the page the browser shows."""
    path = pathlib.Path(urllib.parse.unquote(urllib.parse.urlsplit(page.url).path))
    relative = path.relative_to(book).with_suffix("").as_posix()
    first = relative.split("/")[0]
    return (first, relative[len(first) + 1:]) if first in LANGUAGES else ("en", relative)


@pytest.mark.parametrize("start", ["en", "ko", "zh"])
def test_the_switch_goes_to_the_same_chapter(browser, book, start):
    for language in LANGUAGES:
        edition(book, language)
    chapter = "notebooks/06_pitfalls"
    for target in LANGUAGES + ["en"]:
        if target == start:
            continue
        name = chapter if start == "en" else "%s/%s" % (start, chapter)
        page = open_page(browser, book, name)
        switch = page.locator(".edition-switch")
        assert switch.locator("[aria-current]").inner_text() == \
            editions.EDITIONS[start]["name"]
        switch.get_by_text(editions.EDITIONS[target]["name"], exact=True).click()
        page.wait_for_load_state("load")
        expected = chapter if chapter in editions.pages(target) else editions.pages(target)[0]
        assert here(page, book) == (target, expected)
        page.close()


def test_a_missing_chapter_switches_to_the_editions_first_page(monkeypatch):
    monkeypatch.setattr(editions, "pages",
                        lambda language: ["notebooks/00_introduction", "coverage"])
    assert editions._target("notebooks/06_pitfalls", "ko") == "notebooks/00_introduction"
    assert editions._target("coverage", "ko") == "coverage"
    assert editions._target("search", "ko") == "search"


@pytest.mark.parametrize("language", LANGUAGES)
def test_search_finds_variable_scope_in_its_language(browser, book, language, tmp_path):
    root = edition(book, language)
    port = free_port()
    base = "http://127.0.0.1:%d" % port
    command = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
               "--directory", str(book)]
    errors, outside = [], []
    with serving(command, base + "/", tmp_path / "server.log", "the book's web server"):
        page = browser.new_page(viewport={"width": 1300, "height": 1000})
        # Chromium asks a web server for /favicon.ico on its own; the book has none.
        page.on("console", lambda m: m.type == "error" and not m.location.get(
            "url", "").endswith("/favicon.ico") and errors.append(m.text))
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("request", lambda r: urllib.parse.urlsplit(r.url).hostname == "127.0.0.1"
                or r.url.startswith("data:") or outside.append(r.url))
        page.goto("%s/%s/search.html?q=%s" % (base, root.name,
                                               urllib.parse.quote(SEARCHES[language])))
        results = page.locator("#search-results ul.search li")
        results.first.wait_for(timeout=30_000)
        page.wait_for_timeout(1000)  # the summaries of the pages found
        found = results.all_inner_texts()
        page.screenshot(path=str(tmp_path / "search.png"))
        page.close()
    assert len(found) >= 3, found
    # The phrase itself is on pages found (not only its characters here and there).
    assert any(SEARCHES[language] in text for text in found), found
    assert not errors, errors
    assert not outside, outside
