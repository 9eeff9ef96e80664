"""The Korean and Chinese editions (notebooks/ko/, notebooks/zh/): one set of code, their own prose.

Each edition's notebook is written by notebooks/i18n/editions.py from the English chapter and
its catalog (notebooks/i18n/<lang>/<chapter>.json, see catalog.py). These tests read the files:
the code cells are the English ones (nbval validates those; the editions are not run again),
the written notebooks are what the catalogs and the English chapters give today, the catalogs
are not stale, their prose is the book's own (no run of 12 Hangul or Han characters from a
source) and written in the edition's language; the figures have their words in every language.
"""
import ast
import json
import pathlib
import re
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "notebooks" / "i18n"))
import catalog  # noqa: E402
import editions  # noqa: E402

from scopelab.views.words import WORDS  # noqa: E402

ENGLISH = sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb"))
WRITTEN = [(language, chapter) for language in catalog.LANGUAGES
           for chapter in editions.chapters(language)]
# Of the letters of a chapter's Markdown, the share in the edition's language (the issue's
# measure), and the least share of one cell: a cell left in English would fall far below it,
# while a source card or the glossary, which quote titles and terms, stays above.
MIN_SHARE, MIN_CELL_SHARE = 0.9, 0.7

SCRIPTS = {"ko": re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]"),
           "zh": re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")}
# Not prose: names of programs, projects and file formats, written the same in every language.
NAMES = re.compile(r"(?<![A-Za-z])(TensorFlow|TF|scopelab|NumPy|numpy|Python|JupyterLab|Jupyter|"
                   r"GitHub|Keras|TensorBoard|matplotlib|ipywidgets|nbval|CSDN|tensorpack|RNN|"
                   r"LSTM|GRU|API|PR|PNG|HTML)(?![A-Za-z])")


def notebook(path):
    return json.loads(pathlib.Path(path).read_text(encoding="utf-8"))


def english(chapter):
    return notebook(ROOT / "notebooks" / (chapter + ".ipynb"))


def written(language, chapter):
    return notebook(ROOT / "notebooks" / language / (chapter + ".ipynb"))


def ids(pair):
    return "%s-%s" % pair


def without_pictures(outputs):
    """Outputs with each picture's data (image, size, text form) reduced to its kinds."""
    return [dict(o, data=sorted(o["data"]), metadata=None) if editions.has_picture(o) else o
            for o in outputs]


def without_prompts(metadata):
    """A cell's metadata with the words of its solution button (mystnb's prompts) left out."""
    mystnb = {k: v for k, v in metadata.get("mystnb", {}).items() if not k.startswith(
        "code_prompt_")}
    return dict(metadata, mystnb=mystnb) if "mystnb" in metadata else metadata


def test_a_solutions_button_speaks_the_editions_language():
    cell = next(c for c in written("ko", "00_introduction")["cells"]
                if "mystnb" in c["metadata"])
    assert cell["metadata"]["mystnb"]["code_prompt_show"] == "풀이 보기"


@pytest.mark.parametrize("pair", WRITTEN, ids=ids)
def test_code_cells_are_the_english_ones(pair):
    """Source, metadata (tags), execution counts and stored outputs: all as in English; the
    pictures only differ in their data, and a solution's button in its words (both are the
    edition's)."""
    edition, original = written(*pair), english(pair[1])
    assert [c["id"] for c in edition["cells"]] == [c["id"] for c in original["cells"]]
    for mine, theirs in zip(edition["cells"], original["cells"]):
        assert mine["cell_type"] == theirs["cell_type"] and \
            without_prompts(mine["metadata"]) == without_prompts(theirs["metadata"]), mine["id"]
        if mine["cell_type"] == "code":
            assert {k: v for k, v in mine.items() if k not in ("outputs", "metadata")} == \
                {k: v for k, v in theirs.items() if k not in ("outputs", "metadata")}, mine["id"]
            assert without_pictures(mine["outputs"]) == without_pictures(theirs["outputs"]), \
                mine["id"]


def test_without_pictures_sees_a_changed_output():
    cell = next(c for c in english("01_sharing_variables")["cells"]
                if c["cell_type"] == "code" and c["outputs"])
    changed = json.loads(json.dumps(cell["outputs"]))
    changed[0].setdefault("text", []).append("one more line\n")
    assert without_pictures(changed) != without_pictures(cell["outputs"])


@pytest.mark.parametrize("pair", WRITTEN, ids=ids)
def test_an_edition_says_its_language_and_title(pair):
    meta = written(*pair)["metadata"]["scopelab_edition"]
    assert meta["language"] == pair[0] and meta["title"]


def test_links_between_chapters_stay_inside_the_edition():
    text = "[1장](01_sharing_variables.ipynb#top), [부록](../coverage.md), [6장](06_pitfalls.ipynb)"
    assert editions.keep_links_inside(text, {"01_sharing_variables"}) == \
        "[1장](01_sharing_variables.ipynb#top), [부록](../coverage.md), 6장"


def test_writing_the_editions_again_changes_nothing():
    assert editions.problems() == []


def test_catalogs_are_not_stale():
    found = [p for language in catalog.LANGUAGES for chapter in editions.chapters(language)
             for p in catalog.problems(language, chapter)]
    assert not found, found


@pytest.mark.skipif(catalog.SOURCES is None, reason="shared/sources is not beside the project")
@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_the_prose_is_our_own(language):
    sources = catalog._source_letters()
    copied = ["%s %s: %s" % (chapter, cell_id, run) for chapter in editions.chapters(language)
              for cell_id, entry in notebook(catalog.path(language, chapter))["cells"].items()
              for run in catalog.copied_runs(entry["text"], sources)]
    assert not copied, copied


def prose(text, language):
    """The letters of a Markdown text that are prose: code spans and blocks, link targets,
    HTML tags, URLs, issue numbers and the names in NAMES left out, and so are a table's
    columns with no letter of the language (the glossary's English terms) and the letters of
    the other language (the glossary quotes the terms of both)."""
    text = re.sub(r"^(```|~~~).*?^\1", "", text, flags=re.S | re.M)
    text = re.sub(r"(`+).+?\1", "", text, flags=re.S)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    text = re.sub(r"<[^>]+>|https?://\S+|[\w.-]+/[\w.-]+#\d+|#\d+", "", text)
    text = NAMES.sub("", text)
    text = re.sub(r"(?m)(^\s*\|.*\n?)+", lambda table: _columns_in(table.group(0), language),
                  text)
    others = [SCRIPTS[other] for other in SCRIPTS if other != language]
    return [c for c in text if c.isalpha() and not any(o.match(c) for o in others)]


def _columns_in(table, language):
    """A Markdown table's text without its columns that have no letter of ``language``."""
    rows = [line.strip().strip("|").split("|") for line in table.strip("\n").split("\n")]
    body = [row for row in rows[1:] if not re.fullmatch(r"[\s:-]*", "".join(row))]
    kept = [k for k in range(len(rows[0]))
            if any(k < len(row) and SCRIPTS[language].search(row[k]) for row in body)]
    return "\n".join(" | ".join(row[k] for k in kept if k < len(row)) for row in rows) + "\n"


@pytest.mark.parametrize("pair", WRITTEN, ids=ids)
def test_each_chapter_is_written_in_its_language(pair):
    language = pair[0]
    in_language = total = 0
    short = {}
    for cell in written(*pair)["cells"]:
        if cell["cell_type"] == "markdown":
            letters = prose("".join(cell["source"]), language)
            ours = sum(bool(SCRIPTS[language].match(c)) for c in letters)
            in_language, total = in_language + ours, total + len(letters)
            if letters and ours / len(letters) < MIN_CELL_SHARE:
                short[cell["id"]] = "%.0f%% of %d letters" % (100 * ours / len(letters),
                                                              len(letters))
    assert in_language / total >= MIN_SHARE, (in_language, total)
    assert not short, short


def test_prose_leaves_out_code_names_and_the_english_column():
    text = ("| 한국어 | 영어 |\n|---|---|\n| 변수 범위 | variable scope |\n\n"
            "TensorFlow의 `tf.get_variable`은 [문서](https://example.org/a)를 따른다 (#12).")
    assert "".join(prose(text, "ko")) == "한국어변수범위의은문서를따른다"


def figure_titles(chapter):
    """The titles the chapter's code cells give their figures (title= or titles=)."""
    found = []
    for cell in english(chapter)["cells"]:
        if cell["cell_type"] == "code":
            for node in ast.walk(ast.parse("".join(cell["source"]))):
                for keyword in getattr(node, "keywords", []):
                    if keyword.arg in ("title", "titles") and \
                            isinstance(keyword.value, (ast.Constant, ast.Tuple)):
                        value = ast.literal_eval(keyword.value)
                        found += [value] if isinstance(value, str) else list(value)
    return found


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_every_figure_title_has_its_words_in_every_language(language):
    missing = [title for chapter in ENGLISH for title in figure_titles(chapter)
               if title not in WORDS[language]]
    assert not missing, missing


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_every_chapter_in_every_edition(language):
    """Fails until every chapter has a catalog in every language."""
    missing = [chapter for chapter in ENGLISH if chapter not in editions.chapters(language)]
    assert not missing, "%s edition lacks %s" % (language, missing)


# ---------------------------------------------------------------------- words in figures
def _timeline():
    import scopelab as tf
    from scopelab.scope_events import record
    from scopelab.views import draw_store_timeline
    g = tf.Graph()
    with record() as events, g.as_default():
        for _ in range(2):
            with tf.variable_scope("layer", reuse=tf.AUTO_REUSE):
                tf.get_variable("w", [2])
    return draw_store_timeline(events, title="three time steps, one kernel")


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_a_figure_speaks_the_editions_language_without_a_warning(language, monkeypatch, caplog):
    from scopelab.views import words
    monkeypatch.setenv("SCOPELAB_LANG", language)
    if words.language() != language:
        pytest.skip("no font for %s is installed (apt-get install fonts-noto-cjk)" % language)
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a glyph missing from every font would warn
        figure = _timeline()
        figure._repr_png_()
    ax = figure.axes[0]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == \
        [WORDS[language]["created"], WORDS[language]["reused"]]
    assert ax.get_title() == WORDS[language]["three time steps, one kernel"]
    assert not [r for r in caplog.records if "findfont" in r.getMessage()]


def test_a_kernel_in_a_folder_named_ko_draws_in_korean(monkeypatch, tmp_path):
    from scopelab.views import words
    monkeypatch.delenv("SCOPELAB_LANG", raising=False)
    monkeypatch.setattr(words, "_installed_fonts", lambda language: ["Some CJK font"])
    (tmp_path / "ko").mkdir()
    monkeypatch.chdir(tmp_path / "ko")
    assert words.language() == "ko" and words.say("created") == "생성"
    monkeypatch.chdir(tmp_path)
    assert words.language() == "en" and words.say("created") == "created"


def test_without_a_cjk_font_figures_stay_english(monkeypatch):
    from scopelab.views import words
    monkeypatch.setenv("SCOPELAB_LANG", "zh")
    monkeypatch.setattr(words, "_installed_fonts", lambda language: [])
    assert words.language() == "en" and words.font_rc() == {}
    legend = _timeline().axes[0].get_legend().get_texts()
    assert [t.get_text() for t in legend] == ["created", "reused"]
