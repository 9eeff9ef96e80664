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
"""
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
NOTEBOOKS = HERE.parent
LANGUAGES = ("ko", "zh")


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
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
