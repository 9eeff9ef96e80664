"""What scopelab covers of TensorFlow 1's API, namespace by namespace.

scopelab re-implements a part of ``tensorflow.compat.v1``. This module tells which part, from
the live ``tf`` surface: ``python -m scopelab.coverage`` lists, namespace by namespace
(``tf.*``, ``tf.nn.*``, ...), the names scopelab has, grouped by the module that defines them
(each module is one family: its docstring's first line says what it holds);
``--missing`` lists those TensorFlow has and scopelab leaves out. ``page()`` writes the same as
Markdown for the book's page "What scopelab covers" (added to ``book/coverage.md`` on every
build by ``book/_ext/coverage_page.py``), with the reason each group of names is left out
(``reason``). The names TensorFlow has, the reasons, and the AttributeError a missing name
raises (``missing_attribute``) live in ``left_out.py``.

>>> import scopelab as tf
>>> try:
...     tf.contrib
... except AttributeError as e:
...     print(str(e).splitlines()[0])
module 'tensorflow.compat.v1' has no attribute 'contrib'
>>> "tf.nn.relu" in covered_names()
True
"""
import argparse
import importlib
import sys
import textwrap
import types

from .left_out import NAMES_PATH, qualified, reason, tensorflow_names  # noqa: F401 - record_tf_names

# The namespaces whose names were recorded; "" is ``tf`` itself.
NAMESPACES = ("", "nn", "math", "train", "losses", "layers", "initializers", "summary",
              "errors", "random", "linalg", "image", "strings", "metrics", "debugging", "data",
              "data.experimental", "nn.rnn_cell", "bitwise", "nest", "compat", "dtypes", "io",
              "io.gfile", "gfile", "app", "flags", "logging", "distributions")


# ---------------------------------------------------------------------- the listing
def _namespace_module(namespace):
    module = importlib.import_module("scopelab")
    for part in namespace.split(".") if namespace else []:
        module = getattr(module, part, None)
        if not isinstance(module, types.ModuleType):
            return None
    return module


def covered_names():
    """The qualified names TensorFlow 1 has that scopelab has too."""
    found = set()
    for namespace in NAMESPACES:
        module = _namespace_module(namespace)
        if module is not None:
            found.update(q for q in (qualified(module.__name__, n) for n in dir(module))
                         if q in tensorflow_names())
    return found


# Families that are not a defining module.
_OTHER_FAMILIES = {"namespaces": "namespaces, listed below (if recorded)",
                   "constants": "plain values"}


def _family(value):
    """The scopelab module that defines ``value``: its family."""
    if isinstance(value, types.ModuleType):
        return "namespaces"
    module = getattr(value, "__module__", None) or type(value).__module__
    return module if module.startswith("scopelab") else "constants"


def _summary(family):
    if family in _OTHER_FAMILIES:
        return _OTHER_FAMILIES[family]
    first_line = (sys.modules[family].__doc__ or "").strip().split("\n")[0]
    return textwrap.shorten(first_line, 80, placeholder=" ...")


def families(namespace):
    """{defining module: sorted names} for the names of ``tf.<namespace>`` scopelab covers."""
    module = _namespace_module(namespace)
    groups = {}
    for name in dir(module) if module is not None else ():
        if qualified(module.__name__, name) in tensorflow_names():
            groups.setdefault(_family(getattr(module, name)), []).append(name)
    return {family: sorted(names) for family, names in sorted(groups.items())}


def report(missing=False, out=sys.stdout):
    """Prints what scopelab covers, namespace by namespace (and with ``missing`` what not)."""
    covered, total = covered_names(), tensorflow_names()
    out.write("scopelab covers %d of the %d names recorded from tensorflow.compat.v1.\n"
              % (len(covered), len(total)))
    for namespace in NAMESPACES:
        prefix = "tf." + (namespace + "." if namespace else "")
        in_tf = sorted(n for n in total if n.startswith(prefix) and "." not in n[len(prefix):])
        have = [n for n in in_tf if n in covered]
        out.write("\n%s* (%d of %d)\n" % (prefix, len(have), len(in_tf)))
        for family, names in families(namespace).items():
            out.write("  %s: %s\n" % (family, _summary(family)))
            out.write(textwrap.fill(" ".join(names), 96, initial_indent="      ",
                                    subsequent_indent="      ") + "\n")
        if missing:
            left_out = [n[len(prefix):] for n in in_tf if n not in covered]
            out.write("  left out:\n" + textwrap.fill(" ".join(left_out), 96,
                                                      initial_indent="      ",
                                                      subsequent_indent="      ") + "\n")


def _listing(names):
    return ", ".join("`%s`" % n for n in names)


def page():
    """The book's page "What scopelab covers", as Markdown: the totals, then per namespace the
    names scopelab has, family by family, and the names it leaves out, grouped by reason."""
    covered, total = covered_names(), tensorflow_names()
    lines = ["scopelab has **%d** of the %d public names of `tensorflow.compat.v1` recorded in "
             "`scopelab/data/compat_v1_names.txt` (namespaces: %s)."
             % (len(covered), len(total), ", ".join("`tf.%s`" % n if n else "`tf`"
                                                     for n in NAMESPACES))]
    for namespace in NAMESPACES:
        prefix = "tf." + (namespace + "." if namespace else "")
        in_tf = sorted(n for n in total if n.startswith(prefix) and "." not in n[len(prefix):])
        have = [n for n in in_tf if n in covered]
        lines += ["", "## `%s*`: %d of %d" % (prefix, len(have), len(in_tf)), "",
                  "| family | what it holds | names |", "|---|---|---|"]
        for family, names in families(namespace).items():
            lines.append("| `%s` | %s | %s |" % (family, _summary(family).replace("|", "/"),
                                                  _listing(names)))
        if not have:
            lines.append("| (none) | scopelab has none of these names | |")
        left_out = {}
        for name in in_tf:
            if name not in covered:
                left_out.setdefault(reason(name), []).append(name[len(prefix):])
        if left_out:
            lines += ["", "Left out:", ""]
            lines += ["- *%s*: %s" % (why, _listing(names)) for why, names in left_out.items()]
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description="What scopelab covers of tensorflow.compat.v1.")
    ap.add_argument("--missing", action="store_true",
                    help="also list the names TensorFlow has and scopelab leaves out")
    report(ap.parse_args(argv).missing)


if __name__ == "__main__":
    main()
