"""What scopelab covers of TensorFlow 1's API, and the errors for what it leaves out.

scopelab re-implements a part of ``tensorflow.compat.v1``. This module tells which part, from
the live ``tf`` surface: ``python -m scopelab.coverage`` lists, namespace by namespace
(``tf.*``, ``tf.nn.*``, ...), the names scopelab has, grouped by the module that defines them
(each module is one family: its docstring's first line says what it holds);
``--missing`` lists those TensorFlow has and scopelab leaves out. ``page()`` writes the same as
Markdown for the book's page "What scopelab covers" (added to ``book/coverage.md`` on every
build by ``book/_ext/coverage_page.py``), with the reason each group of names is left out
(``reason``).
The names TensorFlow has are read from ``data/compat_v1_names.txt``, recorded once from
TensorFlow itself (tests/record_tf_names.py), so that a missing attribute can say which kind
it is: ``tf.tile`` exists in TF 1 and scopelab leaves it out; ``tf.float`` never existed and
gets TF's one-line AttributeError (naming TF's module, as TF does); ``tf.contrib`` was removed
by TF 2 itself, and its error names the replacements for the common cases.

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
import functools
import importlib
import os
import sys
import textwrap
import types

NAMES_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data",
                          "compat_v1_names.txt")
# The namespaces whose names were recorded; "" is ``tf`` itself.
NAMESPACES = ("", "nn", "math", "train", "losses", "layers", "initializers", "summary",
              "errors", "random", "linalg", "image", "strings", "metrics", "debugging", "data")
_LIST_IT = ("`python -m scopelab.coverage` lists what scopelab covers; the book's page \"What "
            "scopelab covers\" (book/coverage.md) says why the rest is left out.")

# Why a name is left out: the first entry whose prefixes start the qualified name gives it.
LEFT_OUT = (
    (("tf.keras", "tf.estimator", "tf.feature_column", "tf.Module"),
     "TF 2's high-level APIs: their layers and models keep their own variables, outside "
     "variable_scope, which is what this book studies; tf.layers is the TF1 way"),
    (("tf.enable_", "tf.disable_", "tf.executing_eagerly", "tf.GradientTape", "tf.function",
      "tf.autograph", "tf.custom_gradient", "tf.control_flow_v2"),
     "eager execution and the switches between TF1 and TF2 behaviour: scopelab is TF1 graph "
     "mode, always"),
    (("tf.data",),
     "file datasets, options and the rarer transformations: scopelab's tf.data has in-memory "
     "datasets, the common transformations and the TF1 iterators"),
    (("tf.io", "tf.decode_", "tf.parse_", "tf.FixedLen", "tf.VarLen", "tf.Sparse",
      "tf.TFRecordReader", "tf.TextLineReader", "tf.WholeFileReader", "tf.IdentityReader",
      "tf.FixedLengthRecordReader", "tf.LMDBReader", "tf.ReaderBase", "tf.read_file",
      "tf.write_file", "tf.FIFOQueue", "tf.PaddingFIFOQueue", "tf.PriorityQueue",
      "tf.QueueBase", "tf.RandomShuffleQueue", "tf.queue"),
     "input pipelines, queues, readers and file formats: the book's programs feed numpy arrays "
     "through placeholders"),
    (("tf.distribute", "tf.tpu", "tf.xla", "tf.config", "tf.train.Server", "tf.train.Cluster",
      "tf.train.replica_device_setter", "tf.train.MonitoredTrainingSession",
      "tf.train.SyncReplicas"),
     "devices, clusters and distribution: scopelab runs every op on one CPU, in numpy"),
    (("tf.image", "tf.strings", "tf.audio", "tf.signal", "tf.sparse", "tf.ragged",
      "tf.RaggedTensor", "tf.lookup", "tf.as_string", "tf.string_", "tf.substr", "tf.fft",
      "tf.ifft", "tf.spectral", "tf.complex", "tf.real", "tf.imag", "tf.conj", "tf.angle",
      "tf.math.real", "tf.math.imag", "tf.math.conj", "tf.math.angle"),
     "images as bytes, strings, sparse and ragged tensors, complex numbers and signals: "
     "domains the tutorials of variable sharing do not touch"),
    (("tf.saved_model", "tf.lite", "tf.compat.v2", "tf.sysconfig", "tf.version", "tf.VERSION",
      "tf.GIT_VERSION", "tf.COMPILER_VERSION", "tf.CXX", "tf.MONOLITHIC_BUILD",
      "tf.GRAPH_DEF_VERSION", "tf.load_", "tf.experimental"),
     "exporting, deployment and facts about a TensorFlow build"),
    (("tf.quantiz", "tf.fake_quant", "tf.dequantize", "tf.nn.quantized", "tf.bfloat16",
      "tf.qint", "tf.quint"),
     "quantisation and low-precision types"),
)
NOT_YET = ("not written yet: no program of the book or of tests/programs needs it (the ops are "
           "small numpy functions; add the ones you miss)")


def reason(qualified):
    """Why scopelab leaves the TF 1 name ``qualified`` (``tf.keras``) out, in a sentence.

    >>> reason("tf.keras").split(":")[0]
    "TF 2's high-level APIs"
    """
    for prefixes, why in LEFT_OUT:
        if qualified.startswith(prefixes):
            return why
    return NOT_YET

# tf.contrib in TF1 programs, and what does the same job in tensorflow.compat.v1.
CONTRIB_REPLACEMENTS = (
    ("tf.contrib.layers.xavier_initializer()", "tf.glorot_uniform_initializer()"),
    ("tf.contrib.layers.xavier_initializer(uniform=False)", "tf.glorot_normal_initializer()"),
    ("tf.contrib.layers.variance_scaling_initializer()", "tf.variance_scaling_initializer()"),
    ("tf.contrib.layers.l2_regularizer(scale)", "scale * tf.nn.l2_loss(w), added to the loss"),
    ("tf.contrib.layers.fully_connected / flatten / batch_norm",
     "tf.layers.dense / flatten / batch_normalization"),
    ("tf.contrib.slim", "tf.layers and tf.variable_scope"),
    ("tf.contrib.rnn.*", "tf.nn.rnn_cell.*"),
)


@functools.lru_cache(maxsize=None)
def tensorflow_names():
    """The qualified public names of tensorflow.compat.v1 (``tf.abs``, ``tf.nn.relu``...)."""
    with open(NAMES_PATH) as f:
        return frozenset(line.strip() for line in f if line.strip() and line[0] != "#")


def _qualified(module_name, name):
    """``tf.nn.relu`` for ``("scopelab.nn", "relu")``."""
    namespace = module_name.partition(".")[2]
    return "tf." + (namespace + "." if namespace else "") + name


# The modules TF's namespaces are, as its AttributeErrors name them (tf.layers is tf_keras's).
_TF_MODULES = {"": "tensorflow.compat.v1",
               "layers": "tf_keras.api._v1.keras.__internal__.legacy.layers"}


def missing_attribute(module_name, name):
    """The AttributeError for ``name``, missing from the scopelab module ``module_name``.

    Its first line is TF's, naming TF's module; a second says whether TensorFlow 1 has the name
    (and scopelab leaves it out) or, for ``contrib``, that TensorFlow 2 removed it and what to
    use instead.

    >>> print(str(missing_attribute("scopelab.nn", "zzz")))
    module 'tensorflow._api.v2.compat.v1.nn' has no attribute 'zzz'
    """
    namespace = module_name.partition(".")[2]
    tf_module = _TF_MODULES.get(namespace, "tensorflow._api.v2.compat.v1." + namespace)
    message = "module %r has no attribute %r" % (tf_module, name)
    qualified = _qualified(module_name, name)
    if qualified == "tf.contrib":
        rows = "\n".join("  %s  ->  %s" % row for row in CONTRIB_REPLACEMENTS)
        message += ("\nTensorFlow 2 removed tf.contrib; tensorflow.compat.v1 has none either. "
                    "For the common cases:\n%s\n%s" % (rows, _LIST_IT))
    elif not name.startswith("_") and qualified in tensorflow_names():
        message += ("\n%s is in TensorFlow 1 (tensorflow.compat.v1), but scopelab leaves it out: "
                    "%s.\n%s" % (qualified, reason(qualified), _LIST_IT))
    return AttributeError(message)


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
            found.update(q for q in (_qualified(module.__name__, n) for n in dir(module))
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
        if _qualified(module.__name__, name) in tensorflow_names():
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
