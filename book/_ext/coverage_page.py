"""A Sphinx extension of the book: the page "What scopelab covers" gets its listing at build time.

``book/coverage.md`` holds the page's opening text; when Sphinx reads it, this extension adds
``scopelab.coverage.page()`` (Markdown) to its source, so the listing is parsed as MyST like the
rest of the page: real tables, and one section per namespace in the page's contents. (Shown as a
notebook cell's Markdown output instead, myst-nb would render it as plain CommonMark, without
tables.) The listing is written from the ``tf`` module of the build's Python, so it always says
what the code has today.
"""
from scopelab import coverage

PAGE = "coverage"


def _add_listing(app, docname, source):
    if docname == PAGE:
        source[0] = source[0].rstrip("\n") + "\n\n" + coverage.page()


def setup(app):
    app.connect("source-read", _add_listing)
    # The listing changes with the code, not with coverage.md: read the page on every build.
    app.connect("env-get-outdated", lambda app, env, added, changed, removed: [PAGE])
    return {"parallel_read_safe": True, "parallel_write_safe": True}
