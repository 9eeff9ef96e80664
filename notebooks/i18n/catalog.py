"""The Korean and Chinese editions' prose: one catalog per chapter and language.

The book's code exists once, in the English notebooks (``notebooks/*.ipynb``); an edition
differs only in its Markdown cells. ``notebooks/i18n/<lang>/<chapter>.json`` holds, for each
Markdown cell of the English chapter (by its cell id), the English text's digest and the
translation::

    {"language": "ko", "chapter": "01_sharing_variables", "title": "...",
     "cells": {"3b345049": {"source_sha1": "...", "text": "..."}}}

``source_sha1`` is the SHA-1 of the English cell's text when it was translated: when the
English changes, the digest no longer matches and the translation is known to be stale.

    python notebooks/i18n/catalog.py skeleton ko 01_sharing_variables   # English text to translate
    python notebooks/i18n/catalog.py check                              # stale or missing cells
    python notebooks/i18n/catalog.py own-words                          # runs copied from a source

The prose is the book's own, in every language: no run of 12 Hangul or Han characters of a
translation may appear in a source document (``../shared/sources/``), spaces and punctuation
left out on both sides (``copied_runs``).
"""
import hashlib
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
NOTEBOOKS = HERE.parent
# The source documents: in shared/sources beside the project (or beside a folder it is in).
SOURCES = next((folder / "shared" / "sources" for folder in NOTEBOOKS.parents
                if (folder / "shared" / "sources").is_dir()), None)
LANGUAGES = ("ko", "zh")
RUN = 12  # the longest run of Hangul or Han characters a translation may share with a source
_LETTERS = re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af\u3400-\u4dbf\u4e00-\u9fff]+")


def english_cells(chapter):
    """[(cell id, Markdown text)] of an English chapter, in order."""
    book = json.loads((NOTEBOOKS / (chapter + ".ipynb")).read_text(encoding="utf-8"))
    return [(c["id"], "".join(c["source"])) for c in book["cells"]
            if c["cell_type"] == "markdown"]


def sha1(text):
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def path(language, chapter):
    return HERE / language / (chapter + ".json")


def skeleton(language, chapter):
    """A catalog whose texts are still the English ones, to be translated."""
    return {"language": language, "chapter": chapter, "title": "",
            "cells": {cell_id: {"source_sha1": sha1(text), "text": text}
                      for cell_id, text in english_cells(chapter)}}


def problems(language, chapter):
    """What is wrong with a catalog: cells missing, left over or translated from old text."""
    catalog = json.loads(path(language, chapter).read_text(encoding="utf-8"))
    english = dict(english_cells(chapter))
    found = []
    for cell_id, text in english.items():
        entry = catalog["cells"].get(cell_id)
        if entry is None:
            found.append("%s/%s: cell %s has no translation" % (language, chapter, cell_id))
        elif entry["source_sha1"] != sha1(text):
            found.append("%s/%s: cell %s was translated from other English text"
                         % (language, chapter, cell_id))
    found += ["%s/%s: cell %s is not in the English chapter" % (language, chapter, cell_id)
              for cell_id in catalog["cells"] if cell_id not in english]
    return found


def _letters(text):
    """The Hangul and Han characters of ``text``, everything else left out."""
    return "".join(_LETTERS.findall(text))


def _source_letters():
    if SOURCES is None:
        raise FileNotFoundError("shared/sources is not beside the project")
    return [_letters(f.read_text(encoding="utf-8")) for f in sorted(SOURCES.glob("*.txt"))]


def copied_runs(text, sources=None):
    """The runs of RUN Hangul or Han characters of ``text`` that a source document has."""
    if sources is None:
        sources = _source_letters()
    letters = _letters(text)
    return sorted({letters[i:i + RUN] for i in range(len(letters) - RUN + 1)
                   if any(letters[i:i + RUN] in source for source in sources)})


def main(argv):
    if argv[:1] == ["skeleton"]:
        language, chapter = argv[1:3]
        print(json.dumps(skeleton(language, chapter), ensure_ascii=False, indent=1))
        return 0
    if argv[:1] == ["check"]:
        found = [p for language in LANGUAGES for f in sorted((HERE / language).glob("*.json"))
                 for p in problems(language, f.stem)]
        print("\n".join(found) or "every catalog is up to date")
        return 1 if found else 0
    if argv[:1] == ["own-words"]:
        sources = _source_letters()
        found = ["%s/%s %s: %s" % (language, f.stem, cell_id, run)
                 for language in LANGUAGES for f in sorted((HERE / language).glob("*.json"))
                 for cell_id, entry in json.loads(f.read_text(encoding="utf-8"))["cells"].items()
                 for run in copied_runs(entry["text"], sources)]
        print("\n".join(found) or "no run of %d characters comes from a source" % RUN)
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
