"""The book's notebooks as documents: every example is there, and the prose is our own.

nbval runs the notebooks themselves (see pyproject.toml); these tests read them as JSON.
"""
import json
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SOURCES = ROOT.parent / "shared" / "sources"  # the source documents, beside the project
ID = re.compile(r"\bS\d{3}-\d{2}\b")


def cells(kind):
    for path in NOTEBOOKS:
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == kind:
                yield path.name, cell


def source(cell):
    text = cell["source"]
    return text if isinstance(text, str) else "".join(text)


def example_ids():
    """Every example id, from EXAMPLES.md when the sources are beside us, else from our copy."""
    listing = SOURCES / "EXAMPLES.md"
    if not listing.exists():
        listing = ROOT / "tests" / "data" / "source_examples.md"
    return sorted(set(ID.findall(listing.read_text(encoding="utf-8"))))


def test_every_example_id_tags_a_code_cell():
    tagged = {tag for _, cell in cells("code") for tag in cell["metadata"].get("tags", [])}
    missing = [i for i in example_ids() if i not in tagged]
    assert not missing, "example ids with no tagged code cell: %s" % missing


def test_our_id_list_matches_the_sources():
    if not (SOURCES / "EXAMPLES.md").exists():
        pytest.skip("../shared/sources is not beside the project")
    ours = set(ID.findall((ROOT / "tests" / "data" / "source_examples.md").read_text("utf-8")))
    assert ours == set(example_ids())


def test_only_cells_tagged_raises_exception_store_an_error():
    for name, cell in cells("code"):
        errors = [o for o in cell.get("outputs", []) if o["output_type"] == "error"]
        tagged = "raises-exception" in cell["metadata"].get("tags", [])
        assert bool(errors) == tagged, "%s: cell %r" % (name, source(cell)[:80])


def test_outputs_hold_no_memory_addresses():
    for name, cell in cells("code"):
        for out in cell.get("outputs", []):
            text = json.dumps({k: v for k, v in out.items() if k != "traceback"})
            text = re.sub(r'"image/png": "[^"]*"', "", text)
            assert not re.search(r"\bat 0x[0-9a-f]{6,}", text), "%s: %s" % (name, text[:200])


def _words(text):
    return re.findall(r"[A-Za-z0-9_']+", text.lower())


def _is_cjk(ch):
    """Hangul jamo, or anything from Hangul compatibility jamo through the CJK and Hangul
    syllable blocks (their punctuation included)."""
    return "\u1100" <= ch <= "\u11ff" or "\u3130" <= ch <= "\uffdc"


def _source_texts(language):
    if not SOURCES.exists():
        pytest.skip("../shared/sources is not beside the project")
    texts = {p.name: p.read_text(encoding="utf-8") for p in sorted(SOURCES.glob("00*.txt"))}
    if language == "en":
        return [t for t in texts.values() if sum(map(_is_cjk, t)) < len(t) / 100]
    return [t for t in texts.values() if sum(map(_is_cjk, t)) >= len(t) / 100]


def prose():
    return "\n".join(source(cell) for _, cell in cells("markdown"))


def test_no_eight_words_of_the_english_source_in_the_prose():
    ours = _words(prose())
    ours_runs = {tuple(ours[i:i + 8]) for i in range(len(ours) - 7)}
    for text in _source_texts("en"):
        theirs = _words(text)
        copied = [" ".join(theirs[i:i + 8]) for i in range(len(theirs) - 7)
                  if tuple(theirs[i:i + 8]) in ours_runs]
        assert not copied, "runs of 8 words taken from an English source: %s" % copied[:5]


def test_no_twelve_characters_of_the_korean_or_chinese_sources_in_the_prose():
    # Whitespace is ignored on both sides; a run counts when most of it is Korean or Chinese,
    # so that code and identifiers quoted in a source (tf.variable_scope) do not count.
    ours = re.sub(r"\s+", "", prose())
    ours_runs = {ours[i:i + 12] for i in range(len(ours) - 11)}
    for text in _source_texts("cjk"):
        theirs = re.sub(r"\s+", "", text)
        runs = (theirs[i:i + 12] for i in range(len(theirs) - 11))
        copied = {r for r in runs if r in ours_runs and sum(map(_is_cjk, r)) >= 6}
        assert not copied, "runs of 12 characters taken from a source: %s" % sorted(copied)[:5]
