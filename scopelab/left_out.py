"""What scopelab leaves out of TensorFlow 1's API, and the AttributeError a missing name raises.

The names TensorFlow has are read from ``data/compat_v1_names.txt``, recorded once from
TensorFlow itself (tests/record_tf_names.py), so that a missing attribute can say which kind
it is: ``tf.tile`` exists in TF 1 and scopelab leaves it out (``reason`` says why);
``tf.float`` never existed and gets TF's one-line AttributeError (naming TF's module, as TF
does); ``tf.contrib`` was removed by TF 2 itself, and its error names the replacements for the
common cases. ``coverage.py`` lists what scopelab covers from the same names.

Python calls a module's ``__getattr__`` for the names it lacks (PEP 562). Each scopelab module
that stands for a TF namespace ends with ``__getattr__ = _missing_names(__name__)`` (imported
under a private name, which is no name of the namespace), so that ``tf.train.Server`` raises
TF's own AttributeError ("module 'tensorflow._api.v2.compat.v1.train' has no attribute
'Server'", naming the module TF's namespace is) followed by scopelab's line on why it leaves
the name out (``missing_attribute``). A module with names to load on first use (``tf``,
``tf.nn``) calls ``missing_attribute`` from its own ``__getattr__``. Python itself asks modules
for names they lack (``__path__`` on every ``from module import name``): a name with a leading
underscore gets TF's line at once, without reading the names file, which is read once, for the
first public name missing.

>>> missing_names("scopelab.train")("Server")
Traceback (most recent call last):
AttributeError: module 'tensorflow._api.v2.compat.v1.train' has no attribute 'Server'
tf.train.Server is in TensorFlow 1 (tensorflow.compat.v1), but scopelab leaves it out: ...
>>> missing_names("scopelab.tf_logging")("__path__")
Traceback (most recent call last):
AttributeError: module 'tensorflow.compat.v1.logging' has no attribute '__path__'
"""
import functools
import importlib
import os
import sys

NAMES_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data",
                          "compat_v1_names.txt")
_LIST_IT = ("`python -m scopelab.coverage` lists what scopelab covers; the book's page \"What "
            "scopelab covers\" (book/coverage.md) says why the rest is left out.")

NOT_YET = ("not written yet: no program of the book or of tests/programs needs it (the ops are "
           "small numpy functions; add the ones you miss)")

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
      "tf.QueueBase", "tf.RandomShuffleQueue", "tf.queue", "tf.train.QueueRunner",
      "tf.train.queue_runner", "tf.train.batch", "tf.train.shuffle_batch", "tf.train.maybe_batch",
      "tf.train.maybe_shuffle_batch", "tf.train.input_producer", "tf.train.string_input_producer",
      "tf.train.range_input_producer", "tf.train.slice_input_producer",
      "tf.train.limit_epochs"),
     "input pipelines, queues, readers and file formats: the book's programs feed numpy arrays "
     "through placeholders"),
    (("tf.distribute", "tf.tpu", "tf.xla", "tf.config", "tf.train.Server", "tf.train.Cluster",
      "tf.train.replica_device_setter", "tf.train.SyncReplicas"),
     "devices, clusters and distribution: scopelab runs every op on one CPU, in numpy"),
    (("tf.image.decode_", "tf.image.encode_", "tf.image.extract_jpeg_shape", "tf.image.is_jpeg",
      "tf.image.adjust_jpeg_quality", "tf.image.random_jpeg_quality"),
     "image files as bytes (JPEG, PNG, GIF...): the book's programs feed decoded numpy arrays"),
    # The rest of tf.image is not written yet (before "tf.imag", which would match it).
    (("tf.image.",), NOT_YET),
    (("tf.strings", "tf.audio", "tf.signal", "tf.sparse", "tf.ragged",
      "tf.RaggedTensor", "tf.lookup", "tf.as_string", "tf.string_", "tf.substr", "tf.fft",
      "tf.ifft", "tf.spectral", "tf.complex", "tf.real", "tf.imag", "tf.conj", "tf.angle",
      "tf.math.real", "tf.math.imag", "tf.math.conj", "tf.math.angle"),
     "strings, sparse and ragged tensors, complex numbers and signals: "
     "domains the tutorials of variable sharing do not touch"),
    (("tf.saved_model", "tf.lite", "tf.compat.v2", "tf.sysconfig", "tf.version", "tf.VERSION",
      "tf.GIT_VERSION", "tf.COMPILER_VERSION", "tf.CXX", "tf.MONOLITHIC_BUILD",
      "tf.GRAPH_DEF_VERSION", "tf.load_", "tf.experimental"),
     "exporting, deployment and facts about a TensorFlow build"),
    (("tf.quantiz", "tf.fake_quant", "tf.dequantize", "tf.nn.quantized", "tf.bfloat16",
      "tf.qint", "tf.quint"),
     "quantisation and low-precision types"),
    (("tf.errors.raise_exception_on_not_ok_status",),
     "a status handle for calls into TF's C API, which scopelab does not have"),
)


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


# The scopelab modules that stand for a namespace of another name; any other module stands for
# the namespace of its own name (scopelab.io.gfile for tf.io.gfile).
_NAMESPACE_OF = {"scopelab.tf_logging": "logging", "scopelab.rnn.rnn_cell": "nn.rnn_cell"}

# The modules TF's namespaces are, as its AttributeErrors name them (recorded from TF 2.21:
# tf.layers and tf.nn.rnn_cell are tf_keras's, tf.flags TF's wrapper of absl's flags).
_TF_MODULES = {"": "tensorflow.compat.v1",
               "layers": "tf_keras.api._v1.keras.__internal__.legacy.layers",
               "nn.rnn_cell": "tf_keras.api._v1.keras.__internal__.legacy.rnn_cell",
               "flags": "tensorflow.python.platform.flags",
               "logging": "tensorflow.compat.v1.logging"}


def namespace_of(module_name):
    """The TF namespace the scopelab module ``module_name`` stands for ("" for ``tf``)."""
    return _NAMESPACE_OF.get(module_name, module_name.partition(".")[2])


def tf_line(module_name, name):
    """TF's message for ``name``, missing from the namespace the module ``module_name`` is."""
    namespace = namespace_of(module_name)
    tf_module = _TF_MODULES.get(namespace, "tensorflow._api.v2.compat.v1." + namespace)
    return "module %r has no attribute %r" % (tf_module, name)


def qualified(module_name, name):
    """``tf.nn.relu`` for ``("scopelab.nn", "relu")``."""
    namespace = namespace_of(module_name)
    return "tf." + (namespace + "." if namespace else "") + name


def missing_attribute(module_name, name):
    """The AttributeError for ``name``, missing from the scopelab module ``module_name``.

    Its first line is TF's, naming TF's module; a second says whether TensorFlow 1 has the name
    (and scopelab leaves it out) or, for ``contrib``, that TensorFlow 2 removed it and what to
    use instead.

    >>> print(str(missing_attribute("scopelab.nn", "zzz")))
    module 'tensorflow._api.v2.compat.v1.nn' has no attribute 'zzz'
    """
    message = tf_line(module_name, name)
    full_name = qualified(module_name, name)
    if full_name == "tf.contrib":
        rows = "\n".join("  %s  ->  %s" % row for row in CONTRIB_REPLACEMENTS)
        message += ("\nTensorFlow 2 removed tf.contrib; tensorflow.compat.v1 has none either. "
                    "For the common cases:\n%s\n%s" % (rows, _LIST_IT))
    elif not name.startswith("_") and full_name in tensorflow_names():
        message += ("\n%s is in TensorFlow 1 (tensorflow.compat.v1), but scopelab leaves it out: "
                    "%s.\n%s" % (full_name, reason(full_name), _LIST_IT))
    return AttributeError(message)


def missing_names(module_name):
    """The ``__getattr__`` of the namespace module ``module_name``."""
    def __getattr__(name):
        raise missing_attribute(module_name, name)
    return __getattr__


def names_on_first_use(module_name, table):
    """The ``__getattr__`` of a namespace module with names to load on first use: ``table``
    maps each to ``(scopelab module, attribute)`` (None: the module itself); the value is then
    kept in the namespace, found directly from then on. Other names are missing. The module
    also gets a ``__dir__`` that lists the names not loaded yet."""
    module = sys.modules[module_name]
    module.__dir__ = lambda: sorted(set(vars(module)) | set(table))

    def __getattr__(name):
        if name not in table:
            raise missing_attribute(module_name, name)
        found, attribute = table[name]
        found = importlib.import_module("scopelab." + found)
        value = found if attribute is None else getattr(found, attribute)
        setattr(sys.modules[module_name], name, value)
        return value
    return __getattr__
