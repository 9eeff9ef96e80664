"""The book's notebooks as documents: every example is there, the prose is our own, and what a
learner reads is the lesson, not its checks.

nbval runs the notebooks themselves (see pyproject.toml); these tests read them as JSON. What
they need from the source documents comes from tests/data/source_fingerprints.json (written by
tests/source_fingerprints.py), so they run in a clone without the documents too; with the
documents beside the project, the fingerprints are checked against them as well.
"""
import ast
import json
import os
import pathlib
import re

import pytest

import source_fingerprints as fp

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
CHAPTERS = [p for p in NOTEBOOKS if re.match(r"\d\d[a-z]?_", p.name)]  # 04b follows 04
SOURCE_LIST = json.loads((ROOT / "notebooks" / "sources.json").read_text(encoding="utf-8"))
ID = re.compile(r"\bS\d{3}-\d{2}\b")
MAX_VISIBLE_ASSERTS = 0.2  # per visible code cell, in every chapter
MAX_CODE_LINE = 79  # columns: the book's column at 1300 pixels
MAX_SOLUTION_LINE = 76  # a folded solution sits in a box a little narrower


def notebook(path):
    return json.loads(path.read_text(encoding="utf-8"))


def cells(kind, paths=NOTEBOOKS):
    for path in paths:
        for cell in notebook(path)["cells"]:
            if cell["cell_type"] == kind:
                yield path.name, cell


def source(cell):
    text = cell["source"]
    return text if isinstance(text, str) else "".join(text)


def tags(cell):
    return cell["metadata"].get("tags", [])


def folded(cell):
    return cell["metadata"].get("jupyter", {}).get("source_hidden", False)


def visible(cell):
    """A code cell a learner reads: not a hidden check, not a folded solution."""
    return not folded(cell) and "remove-cell" not in tags(cell)


def example_ids():
    return fp.stored()["example_ids"]


# ---------------------------------------------------------------------- the examples
def test_every_example_id_tags_a_code_cell():
    tagged = {tag for _, cell in cells("code") for tag in tags(cell)}
    missing = [i for i in example_ids() if i not in tagged]
    assert not missing, "example ids with no tagged code cell: %s" % missing


def test_every_example_cell_says_which_example_it_runs():
    for name, cell in cells("code"):
        ids = [t for t in tags(cell) if ID.fullmatch(t)]
        if ids:
            first = source(cell).split("\n")[0]
            assert first == "# source example " + ", ".join(ids), (name, first)


def test_our_id_list_matches_the_sources():
    ours = set(ID.findall((ROOT / "tests" / "data" / "source_examples.md").read_text("utf-8")))
    assert ours == set(example_ids())
    if (fp.SOURCES / "EXAMPLES.md").exists():  # the fingerprints are those of the documents
        assert fp.record() == fp.stored(), "run python tests/source_fingerprints.py"


def test_only_cells_tagged_raises_exception_store_an_error():
    for name, cell in cells("code"):
        errors = [o for o in cell.get("outputs", []) if o["output_type"] == "error"]
        tagged = "raises-exception" in tags(cell)
        assert bool(errors) == tagged, "%s: cell %r" % (name, source(cell)[:80])


def test_outputs_hold_no_memory_addresses():
    for name, cell in cells("code"):
        for out in cell.get("outputs", []):
            text = json.dumps({k: v for k, v in out.items() if k != "traceback"})
            text = re.sub(r'"image/png": "[^"]*"', "", text)
            assert not re.search(r"\bat 0x[0-9a-f]{6,}", text), "%s: %s" % (name, text[:200])


# ---------------------------------------------------------------------- what a learner reads
def test_checks_are_hidden_in_jupyterlab_and_left_out_of_the_book():
    checks = 0
    for name, cell in cells("code"):
        if "check" in tags(cell):
            checks += 1
            assert folded(cell) and "remove-cell" in tags(cell), (name, source(cell)[:80])
            assert not cell.get("outputs"), (name, source(cell)[:80])  # silent when it holds
    assert checks >= 100


def asserts(cell):
    return sum(isinstance(node, ast.Assert) for node in ast.walk(ast.parse(source(cell))))


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_visible_cells_show_rather_than_assert(path):
    code = [cell for _, cell in cells("code", [path]) if visible(cell)]
    found = sum(map(asserts, code))
    assert found <= MAX_VISIBLE_ASSERTS * len(code), "%d asserts in %d visible code cells" % (
        found, len(code))


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_code_lines_fit_the_column(path):
    long = []
    for _, cell in cells("code", [path]):
        limit = MAX_SOLUTION_LINE if "solution" in tags(cell) else MAX_CODE_LINE
        if visible(cell) or "solution" in tags(cell):
            long += [line for line in source(cell).split("\n") if len(line) > limit]
    assert not long, long


def answers(cell):
    """The names a solution cell assigns at its top level: its answers."""
    names = set()
    for node in ast.parse(source(cell)).body:
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            for target in getattr(node, "targets", [getattr(node, "target", None)]):
                names |= {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}
    return names


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: p.stem)
def test_solutions_are_folded_and_no_visible_cell_gives_them_away(path):
    solved = set()
    solutions = 0
    for cell in notebook(path)["cells"]:
        if cell["cell_type"] != "code":
            continue
        if "solution" in tags(cell):
            assert folded(cell) and "hide-input" in tags(cell), source(cell)[:80]
            solved |= answers(cell)
            solutions += 1
        elif visible(cell):
            used = {n.id for n in ast.walk(ast.parse(source(cell))) if isinstance(n, ast.Name)}
            assert not used & solved, "a visible cell reads the answers %s" % (used & solved)
            printed = "".join("".join(o.get("text", "")) for o in cell.get("outputs", []))
            assert not re.search(r"(?i)\b(correct|exercise \d ok)\b", printed), printed
    assert solutions >= 2


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_chapter_has_a_summary_and_exercises(path):
    headings = [line for _, cell in cells("markdown", [path])
                for line in source(cell).split("\n") if line.startswith("## ")]
    assert "## Summary" in headings and "## Exercises" in headings, headings


# ---------------------------------------------------------------------- the way back
def card(path):
    found = [source(cell) for cell in notebook(path)["cells"][:3]
             if "source-card" in tags(cell)]
    assert len(found) == 1, "%s: no source card among its first cells" % path.name
    return found[0]


@pytest.mark.parametrize("document", SOURCE_LIST["sources"], ids=lambda s: s["id"])
def test_a_source_chapter_opens_with_its_documents_card(document):
    text = card(ROOT / "notebooks" / (document["chapter"] + ".ipynb"))
    assert text.startswith('<div class="source-card">') and text.endswith("</div>")
    assert "document %s" % document["id"] in text and document["language"] in text
    for field, absent in (("title", "none in the copy"), ("author", "not named"),
                          ("date", "not given"), ("link", "the document does not say")):
        assert (document[field] or absent) in text, (document["id"], field)
    if document["related"]:
        assert "](%s)" % document["related"]["url"] in text
    ids = [i for i in example_ids() if i.startswith(document["examples"])]
    assert ids and all("`%s`" % i in text for i in ids)


def test_cards_quote_only_what_their_documents_say():
    found = set(fp.stored()["card_fields_found"])
    for document in SOURCE_LIST["sources"]:
        for field in fp.FIELDS:
            if document[field] is not None:
                assert fp.digest(document["file"] + field + document[field]) in found, (
                    document["id"], field, "not in the document (python "
                    "tests/source_fingerprints.py checks it against the documents)")
        for url in filter(None, [document["link"], (document["related"] or {}).get("url")]):
            assert re.fullmatch(r"https://[\w.-]+/\S+", url), url


def test_the_introduction_maps_every_page_of_the_book():
    toc = re.findall(r"(?:root|file):\s*(\S+)", (ROOT / "book" / "_toc.yml").read_text())
    intro = notebook(ROOT / "notebooks" / "00_introduction.ipynb")
    table = next(source(c) for c in intro["cells"] if source(c).startswith("## Map of"))
    linked = re.findall(r"\]\(([^)]+)\.(?:ipynb|md)\)", table)
    assert [os.path.normpath("notebooks/" + link) for link in linked] == toc


# ---------------------------------------------------------------------- the prose is ours
def prose():
    """The Markdown of every notebook, the documents' titles, authors and links left out: a
    card and the map cite them."""
    text = "\n".join(source(cell) for _, cell in cells("markdown"))
    for document in SOURCE_LIST["sources"]:
        quoted = [document["title"], document["author"], document["link"],
                  (document["related"] or {}).get("url")]
        for field in filter(None, quoted):
            text = text.replace(field, " ")
    return text


def test_no_eight_words_of_the_english_source_in_the_prose():
    theirs = set(fp.stored()["english_8_word_runs"])
    copied = [run for run in fp.word_runs(prose()) if fp.digest(run) in theirs]
    assert not copied, "runs of 8 words taken from an English source: %s" % copied[:5]


def test_no_twelve_characters_of_the_korean_or_chinese_sources_in_the_prose():
    # Whitespace is ignored on both sides; a run counts when most of it is Korean or Chinese,
    # so that code and identifiers quoted in a source (tf.variable_scope) do not count.
    theirs = set(fp.stored()["cjk_12_character_runs"])
    copied = [run for run in fp.character_runs(prose()) if fp.digest(run) in theirs]
    assert not copied, "runs of 12 characters taken from a source: %s" % sorted(copied)[:5]
