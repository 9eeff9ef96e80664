"""A Sphinx extension of the book: its Korean and Chinese editions, built beside the English one.

``jupyter-book build book/`` builds the English book; when it has written its pages, this
extension builds each edition that has chapters (``notebooks/ko/``, ``notebooks/zh/``, written
by ``notebooks/i18n/editions.py``) as a Jupyter Book of its own, into ``_build/html/ko/`` and
``_build/html/zh/``: a project in ``_build/editions/<lang>/`` (book/_config.yml with the
edition's language, title and search text; a table of contents of its chapters, titled from the
catalogs; links to the English book's extensions and assets, and to the appendix's opening in
its language, ``coverage.<lang>.md``), built by a second ``jupyter-book build``, with
``-W --keep-going`` when the English build has them. An edition is
not executed again: its notebooks hold the English outputs (tests/test_editions.py proves it)
and pictures drawn in their language.

Each edition has its own search index, in its language: Sphinx indexes Korean as English (words
between spaces, so "변수" never matches "변수를") and Chinese only with jieba, which the book does
not install. ``SearchCJK`` indexes each run of Hangul or Han characters as its overlapping pairs
("变量作用域": 变量 量作 作用 用域), and the page's search splits a query the same way; a page
matches when it has every pair, the phrase or words around it.

Every page gets a language switch at the top of its article: links to the same page in the
other editions, or to an edition's first page when it does not have that chapter.
"""
import html
import json
import pathlib
import re
import shutil
import subprocess
import sys

import yaml
from sphinx.errors import ExtensionError
from sphinx.search import SearchLanguage

BOOK = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = BOOK.parent / "notebooks"
# Each edition: its name in its language, Sphinx's language code, and the book's own words.
EDITIONS = {
    "en": {"name": "English", "sphinx": "en", "switch": "Read in another language"},
    "ko": {"name": "한국어", "sphinx": "ko",
           "title": "TensorFlow 1.x는 변수를 어떻게 공유하는가",
           "search": "책에서 찾기...",
           "appendix": "부록: scopelab이 다루는 것",
           "switch": "다른 언어로 읽기"},
    "zh": {"name": "中文", "sphinx": "zh_CN",
           "title": "TensorFlow 1.x 如何共享变量",
           "search": "在书中搜索...",
           "appendix": "附录：scopelab 覆盖了哪些内容",
           "switch": "换一种语言阅读"},
}
# In every edition: its opening in the edition's language (coverage.<lang>.md), its listing
# written by the build from the code, in English.
APPENDIX = "coverage"
SHARED = ["_ext", "_assets", "_vendor"]  # linked into each edition's project


def chapters(language):
    """The chapter notebooks of an edition (the English one: all), in reading order."""
    folder = NOTEBOOKS if language == "en" else NOTEBOOKS / language
    return sorted(p.stem for p in folder.glob("*.ipynb"))


def pages(language):
    """The docnames an edition has: its chapters and the appendix."""
    return ["notebooks/" + chapter for chapter in chapters(language)] + [APPENDIX]


def _title(language, chapter):
    notebook = json.loads((NOTEBOOKS / language / (chapter + ".ipynb")).read_text("utf-8"))
    return notebook["metadata"]["scopelab_edition"]["title"]


def write_project(language, folder):
    """The Jupyter Book project of an edition, in ``folder``."""
    words = EDITIONS[language]
    folder.mkdir(parents=True, exist_ok=True)
    for name in SHARED:
        link = folder / name
        if not link.is_symlink():
            link.symlink_to(BOOK / name)
    appendix = folder / (APPENDIX + ".md")
    if not appendix.is_symlink():
        appendix.symlink_to(BOOK / ("%s.%s.md" % (APPENDIX, language)))
    if not (folder / "notebooks").is_symlink():
        (folder / "notebooks").symlink_to(NOTEBOOKS / language)
    config = yaml.safe_load((BOOK / "_config.yml").read_text(encoding="utf-8"))
    config["title"] = words["title"]
    config["execute"]["execute_notebooks"] = "off"  # the English outputs, stored
    sphinx = config["sphinx"]["config"]
    sphinx.update(language=words["sphinx"], edition_language=language)
    sphinx["html_theme_options"]["search_bar_text"] = words["search"]
    # In book/_config.yml's order: the widget scripts load in the order they are listed.
    (folder / "_config.yml").write_text(
        yaml.safe_dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
    first, *rest = chapters(language)
    toc = {"format": "jb-book", "root": "notebooks/" + first,
           "chapters": [{"file": "notebooks/" + chapter, "title": _title(language, chapter)}
                        for chapter in rest] + [{"file": APPENDIX, "title": words["appendix"]}]}
    (folder / "_toc.yml").write_text(yaml.safe_dump(toc, allow_unicode=True, sort_keys=False),
                                     encoding="utf-8")


def build_editions(app, exception):
    """After the English book: each edition that has chapters, into <html>/<lang>/."""
    if exception is not None or app.config.edition_language != "en" or \
            app.builder.name != "html":
        return
    html_folder = pathlib.Path(app.outdir)
    jupyter_book = pathlib.Path(sys.executable).with_name("jupyter-book")
    for language in EDITIONS:
        if language == "en" or not chapters(language):
            continue
        project = html_folder.parent / "editions" / language
        write_project(language, project)
        strict = ["-W", "--keep-going"] if app.warningiserror else []
        run = subprocess.run([str(jupyter_book), "build", str(project), "--path-output",
                              str(project)] + strict, capture_output=True, text=True)
        if run.returncode:
            raise ExtensionError("the %s edition did not build:\n%s%s"
                                 % (language, run.stdout[-3000:], run.stderr[-3000:]))
        shutil.rmtree(html_folder / language, ignore_errors=True)
        shutil.copytree(project / "_build" / "html", html_folder / language)


def _target(pagename, language):
    """The page of ``language``'s edition to switch to from ``pagename``: the same one, or the
    edition's first page when it does not have it."""
    have = pages(language)
    if pagename in have or not pagename.startswith("notebooks/") and pagename != APPENDIX:
        return pagename  # a chapter it has, or a page every edition has (search, genindex)
    return have[0]


def add_switch(app, pagename, templatename, context, doctree):
    """The language switch at the top of the page's article."""
    here = app.config.edition_language
    english = "../" * pagename.count("/") + ("" if here == "en" else "../")
    links = []
    for language, words in EDITIONS.items():
        name, code = html.escape(words["name"]), words["sphinx"].replace("_", "-")
        if language == here:
            links.append('<span aria-current="page">%s</span>' % name)
        elif chapters(language):
            url = english + ("" if language == "en" else language + "/") + \
                _target(pagename, language) + ".html"
            links.append('<a href="%s" hreflang="%s" lang="%s">%s</a>' % (url, code, code, name))
    if len(links) == 1:
        return  # no other edition yet
    label = html.escape(EDITIONS[here]["switch"])
    context["body"] = ('<nav class="edition-switch" aria-label="%s">%s</nav>\n'
                       % (label, " · ".join(links))) + context.get("body", "")


_CJK = "\u1100-\u11ff\u3130-\u318f\uac00-\ud7af\u3400-\u4dbf\u4e00-\u9fff"


class SearchCJK(SearchLanguage):
    """Search in Korean or Chinese: runs of Hangul and Han characters indexed as their
    overlapping pairs, other words as words (neither stemmed)."""
    _run = re.compile("[%s]+" % _CJK)
    js_splitter_code = r"""
function splitQuery(query) {
  const run = /[%s]+/gu;
  const terms = [];
  for (const word of query.split(/[^\p{Letter}\p{Number}_]+/gu).filter(w => w)) {
    terms.push(...word.replace(run, " ").split(" ").filter(w => w));
    for (const part of word.match(run) || []) {
      if (part.length === 1) terms.push(part);
      for (let i = 0; i + 1 < part.length; i++) terms.push(part.slice(i, i + 2));
    }
  }
  return terms;
}
""" % _CJK

    def split(self, input):
        terms = []
        for word in self._word_re.findall(input):
            terms += self._run.sub(" ", word).split()
            for part in self._run.findall(word):
                terms += [part] if len(part) == 1 else [part[i:i + 2]
                                                          for i in range(len(part) - 1)]
        return terms


class SearchKorean(SearchCJK):
    lang, language_name = "ko", "Korean"


class SearchChinese(SearchCJK):
    lang, language_name = "zh", "Chinese"


def setup(app):
    app.add_config_value("edition_language", "en", "html")
    # Only the editions' builds use them: the English book's language is "en".
    app.add_search_language(SearchKorean)
    app.add_search_language(SearchChinese)
    app.connect("html-page-context", add_switch)
    app.connect("build-finished", build_editions)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
