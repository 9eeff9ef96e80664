"""Fingerprints of the source documents, so that the book's checks against them run in a clone
without the documents.

The documents live beside the project (``../shared/sources``), not in it. What the tests need
from them is kept in ``tests/data/source_fingerprints.json``, written by this script from the
documents: the example ids of EXAMPLES.md, a short hash of every run of 8 words of the English
document and of 12 characters of the Korean and Chinese ones (tests/test_notebooks.py looks
the prose's runs up there: no copied passage), and a hash of each field of
``notebooks/sources.json`` found in its document (a card quotes only what the document says).

    python tests/source_fingerprints.py      # with ../shared/sources beside the project
"""
import hashlib
import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Beside the project, or beside a folder holding it (a git worktree in a folder of worktrees).
SOURCES = next((folder / "shared" / "sources" for folder in ROOT.parents
                if (folder / "shared" / "sources").is_dir()), ROOT.parent / "shared" / "sources")
STORED = ROOT / "tests" / "data" / "source_fingerprints.json"
SOURCE_LIST = ROOT / "notebooks" / "sources.json"
EXAMPLE_ID = re.compile(r"\bS\d{3}-\d{2}\b")
FIELDS = ("title", "author", "date", "link")  # what a card quotes from its document


def digest(text):
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def is_cjk(ch):
    """Hangul jamo, or anything from Hangul compatibility jamo through the CJK and Hangul
    syllable blocks (their punctuation included)."""
    return "\u1100" <= ch <= "\u11ff" or "\u3130" <= ch <= "\uffdc"


def is_cjk_text(text):
    return sum(map(is_cjk, text)) >= len(text) / 100


def word_runs(text, n=8):
    words = re.findall(r"[A-Za-z0-9_']+", text.lower())
    return {" ".join(words[i:i + n]) for i in range(len(words) - n + 1)}


def character_runs(text, n=12):
    """Runs of ``n`` characters, whitespace ignored, most of them Korean or Chinese (code and
    identifiers quoted in a document do not count)."""
    text = re.sub(r"\s+", "", text)
    runs = (text[i:i + n] for i in range(len(text) - n + 1))
    return {run for run in runs if sum(map(is_cjk, run)) >= n // 2}


def record():
    """The fingerprints of the documents beside the project."""
    texts = {p.name: p.read_text(encoding="utf-8") for p in sorted(SOURCES.glob("00*.txt"))}
    english = set().union(*(word_runs(t) for t in texts.values() if not is_cjk_text(t)))
    cjk = set().union(*(character_runs(t) for t in texts.values() if is_cjk_text(t)))
    found = []
    for source in json.loads(SOURCE_LIST.read_text(encoding="utf-8"))["sources"]:
        for field in FIELDS:
            value = source[field]
            if value is not None:
                assert value in texts[source["file"]], (source["id"], field, value)
                found.append(digest(source["file"] + field + value))
    return {"example_ids": sorted(set(EXAMPLE_ID.findall(
                (SOURCES / "EXAMPLES.md").read_text(encoding="utf-8")))),
            "english_8_word_runs": sorted(map(digest, english)),
            "cjk_12_character_runs": sorted(map(digest, cjk)),
            "card_fields_found": sorted(found)}


def stored():
    return json.loads(STORED.read_text(encoding="utf-8"))


if __name__ == "__main__":
    STORED.write_text(json.dumps(record(), indent=0) + "\n", encoding="utf-8")
    print("wrote", STORED.relative_to(ROOT))
