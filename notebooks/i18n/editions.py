"""The Korean and Chinese editions' notebooks, written from the English chapters and the catalogs.

    python notebooks/i18n/editions.py           # writes notebooks/ko/*.ipynb, notebooks/zh/*.ipynb
    python notebooks/i18n/editions.py --check   # says which written notebook is out of date

An edition has the chapters that have a catalog (``catalog.py``). Its notebook is the English
one with each Markdown cell's text replaced by the catalog's and the notebook's metadata saying
its language (``scopelab_edition``). Links to other chapters stay inside the edition; a link to
a chapter the edition does not have yet keeps its text and loses its target.

The code cells are the English ones: source, tags, metadata and stored outputs, with two
exceptions: the words of a folded solution's button (``PROMPTS``) and the pictures. A figure's words follow the language (``scopelab/views/words.py``
reads the folder a kernel runs in), so an edition's figures are drawn by running its notebook
in ``notebooks/<lang>/``, where JupyterLab runs it too; from that run only the outputs that
hold a picture are taken (image, its size, its text form), every other output stays the
English one byte for byte (widget ids included). The run happens only when the English
chapter's code cells changed since the edition was written (their digest is in the metadata,
``english_code_sha1``), or when the edition is new; otherwise the pictures already in the
edition are kept, so writing the editions again after a catalog changed takes a second.
"""
import copy
import hashlib
import json
import pathlib
import re
import sys

from catalog import HERE, LANGUAGES, NOTEBOOKS

# The words of the button that unfolds a solution in the book (a code cell's mystnb metadata).
PROMPTS = {"ko": {"Show the solution": "풀이 보기", "Hide the solution": "풀이 접기"},
           "zh": {"Show the solution": "显示答案", "Hide the solution": "收起答案"}}

# A Markdown link to a chapter of the same folder: [text](01_sharing_variables.ipynb#part).
CHAPTER_LINK = re.compile(r"\[([^\]]*)\]\((\d\d[a-z]?_\w+)\.ipynb(#[^)]*)?\)")


def folder(language):
    return NOTEBOOKS / language


def chapters(language):
    """The chapters an edition has: those with a catalog, in the book's order."""
    return sorted(p.stem for p in (HERE / language).glob("*.json"))


def load(path):
    return json.loads(pathlib.Path(path).read_text(encoding="utf-8"))


def dumps(notebook):
    """A notebook's file text, as Jupyter writes it."""
    return json.dumps(notebook, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def lines(text):
    return text.splitlines(keepends=True)


def code_digest(notebook):
    """The SHA-1 of a notebook's code cells: sources, metadata and outputs."""
    code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
    return hashlib.sha1(json.dumps(code, sort_keys=True).encode("utf-8")).hexdigest()


def has_picture(output):
    return any(mime.startswith("image/") for mime in output.get("data", {}))


def pictures(notebook):
    """{cell id: [each output holding a picture, in order]}."""
    return {cell["id"]: [o for o in cell.get("outputs", []) if has_picture(o)]
            for cell in notebook["cells"] if cell["cell_type"] == "code"}


def keep_links_inside(text, present):
    """``text`` with each link to a chapter that is not in ``present`` turned into its text."""
    return CHAPTER_LINK.sub(
        lambda m: m.group(0) if m.group(2) in present else m.group(1), text)


def edition(language, chapter, drawn):
    """The edition's notebook of ``chapter``; ``drawn``: its pictures ({cell id: outputs}),
    from a run in the edition's folder (``draw``) or from the edition written before."""
    english = load(NOTEBOOKS / (chapter + ".ipynb"))
    catalog = load(HERE / language / (chapter + ".json"))
    present = set(chapters(language))
    notebook = copy.deepcopy(english)
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            cell["source"] = lines(keep_links_inside(catalog["cells"][cell["id"]]["text"],
                                                     present))
            continue
        prompts = cell["metadata"].get("mystnb", {})
        for key in ("code_prompt_show", "code_prompt_hide"):
            if key in prompts:
                prompts[key] = PROMPTS[language][prompts[key]]
        if drawn[cell["id"]]:
            shown = iter(drawn[cell["id"]])
            for output in cell["outputs"]:
                if has_picture(output):
                    picture = next(shown)
                    output["data"], output["metadata"] = picture["data"], picture["metadata"]
    notebook["metadata"]["scopelab_edition"] = {
        "language": language, "title": catalog["title"],
        "english_code_sha1": code_digest(english)}
    return notebook


def draw(language, chapter):
    """The pictures of ``chapter`` drawn in ``language``: its English notebook run by a
    kernel in the edition's folder."""
    import nbclient  # only here: writing the editions without new pictures needs no kernel
    import nbformat
    english = load(NOTEBOOKS / (chapter + ".ipynb"))
    folder(language).mkdir(exist_ok=True)
    client = nbclient.NotebookClient(
        nbformat.reads(dumps(english), as_version=4), timeout=120,
        resources={"metadata": {"path": str(folder(language))}})
    ran = client.execute()
    drawn, stored = pictures(ran), pictures(english)
    different = [cell_id for cell_id in stored if len(drawn[cell_id]) != len(stored[cell_id])]
    if different:
        raise RuntimeError("%s/%s: cells %s drew other pictures than the English run"
                           % (language, chapter, different))
    return drawn


def written(language, chapter):
    """The edition's notebook as written now, or None."""
    path = folder(language) / (chapter + ".ipynb")
    return load(path) if path.exists() else None


def up_to_date_pictures(language, chapter):
    """The pictures of the written edition if they were drawn from today's English code."""
    notebook = written(language, chapter)
    english = load(NOTEBOOKS / (chapter + ".ipynb"))
    if notebook is None or notebook["metadata"].get("scopelab_edition", {}).get(
            "english_code_sha1") != code_digest(english):
        return None
    return pictures(notebook)


def problems():
    """What is out of date in the written editions (empty when writing them changes nothing)."""
    found = []
    for language in LANGUAGES:
        wanted = chapters(language)
        for chapter in wanted:
            drawn = up_to_date_pictures(language, chapter)
            if drawn is None:
                found.append("%s/%s.ipynb: missing, or drawn from older English code"
                             % (language, chapter))
            elif dumps(edition(language, chapter, drawn)) != \
                    (folder(language) / (chapter + ".ipynb")).read_text(encoding="utf-8"):
                found.append("%s/%s.ipynb: differs from its catalog and the English chapter"
                             % (language, chapter))
        found += ["%s/%s: has no catalog" % (language, p.name)
                  for p in sorted(folder(language).glob("*.ipynb")) if p.stem not in wanted]
    return found


def write():
    for language in LANGUAGES:
        wanted = chapters(language)
        for chapter in wanted:
            drawn = up_to_date_pictures(language, chapter)
            if drawn is None:
                print("drawing %s/%s" % (language, chapter), flush=True)
                drawn = draw(language, chapter)
            path = folder(language) / (chapter + ".ipynb")
            path.write_text(dumps(edition(language, chapter, drawn)), encoding="utf-8")
        for path in folder(language).glob("*.ipynb"):
            if path.stem not in wanted:
                path.unlink()


def main(argv):
    if argv == ["--check"]:
        found = problems()
        print("\n".join(found) or "every edition is up to date")
        return 1 if found else 0
    if argv:
        print(__doc__)
        return 2
    write()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
