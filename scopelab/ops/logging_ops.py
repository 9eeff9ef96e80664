"""Printing from inside a graph: TF1's ``tf.Print`` and TF 2's ``tf.print``.

Mirrors ``logging_ops.py``. A graph only prints when it runs, so printing is an op.
``tf.Print(input_, data, message)`` is an identity on ``input_`` (a ``Print`` node) that, each
time it runs, writes ``message`` and the values of the ``data`` tensors to stderr; use its
output in place of ``input_`` so that it runs. ``tf.print(*inputs)`` formats its inputs into
one string (a ``StringFormat`` node; Python values are written into the template) and returns
the ``PrintV2`` op that writes it; in a graph it prints only when run, or when something runs
that has it as a control dependency.
The two summarise a tensor differently, as TF's kernels do: ``Print`` shows the first
``summarize`` values in nested brackets and ``...`` (``[[1 2.5 -3]...]``); ``print`` shows the
first and last ``summarize`` entries of every axis, laid out like numpy (``[0 1 2 ... 7 8 9]``).
Gradients pass through ``Print`` to ``input_``.
Left out: sparse tensors, printing to TF's C++ log.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1.0, 2.5, -3.0], [4.0, 5.0, 6.0]])
...     line = format_string("x = {}", [x])
...     with tf.Session() as sess:
...         print(sess.run(line).decode())
x = [[1 2.5 -3]
 [4 5 6]]
>>> summarize_print(np.arange(10), 3), summarize_format(np.arange(10), 3)
('0 1 2...', '[0 1 2 ... 7 8 9]')
"""
import logging
import pprint
import sys
import weakref

import numpy as np

from .. import dtypes
from ..default_graph import get_default_graph, graph_from_inputs
from ..tensor import Tensor
from .core import convert_to_tensor, kernel, list_input, make_op
from .shape_rules import input_shape


# ---------------------------------------------------------------------- formatting values
def _element(value, dtype, quoted=False):
    """One value as TF's kernels print it: floats in as few digits as give them back, strings
    C-escaped (and in quotes for ``tf.print``)."""
    if dtype.kind == "f":
        digits = (15, 17) if dtype == np.float64 else (6, 9)
        short = "%.*g" % (digits[0], value)
        wide = np.float64 if dtype == np.float64 else np.float32
        return short if wide(short) == wide(value) else "%.*g" % (digits[1], value)
    if dtype.kind == "b":
        return "1" if value else "0"
    if dtype.kind == "O":
        text = _c_escape(value if isinstance(value, bytes) else str(value).encode())
        return '"%s"' % text if quoted else text
    return str(value)


def _c_escape(raw):
    """Control characters, quotes and backslashes escaped, C style; other bytes kept."""
    named = {10: b"\\n", 13: b"\\r", 9: b"\\t", 34: b'\\"', 39: b"\\'", 92: b"\\\\"}
    out = bytearray()
    for b in raw:
        if b in named:
            out += named[b]
        elif b < 32 or b == 127:
            out += b"\\%03o" % b
        else:
            out.append(b)
    return out.decode("utf-8", "replace")


def summarize_print(array, summarize):
    """``Print``'s summary: the first ``summarize`` values (all if negative), walking the
    axes in nested brackets, then ``...`` if some were left out."""
    array = np.asarray(array)
    flat, n = array.ravel(), array.size
    limit = n if summarize < 0 else min(summarize, n)
    if array.ndim == 0:
        shown = " ".join(_element(v, array.dtype) for v in flat[:limit])
        return shown + ("..." if n > limit else "")
    position = [0]  # how many values have been written so far

    def dim(axis):
        if position[0] >= limit:
            return ""
        if axis == array.ndim - 1:
            parts = []
            for _ in range(array.shape[axis]):
                if position[0] >= limit:
                    return " ".join(parts) + ("..." if axis else "")
                parts.append(_element(flat[position[0]], array.dtype))
                position[0] += 1
            return " ".join(parts)
        text = ""
        for _ in range(array.shape[axis]):
            if position[0] >= limit:
                break
            text += "[" + dim(axis + 1) + "]"
        return text
    return dim(0) + ("..." if n > limit else "")


def summarize_format(array, summarize):
    """``tf.print``'s summary: along every axis the first and last ``summarize`` entries,
    ``...`` between them when some are left out; rows on new lines, as numpy prints."""
    array = np.asarray(array)
    ends = array.size if summarize < 0 else min(summarize, array.size)
    if array.ndim == 0:
        return _element(array[()], array.dtype, quoted=True)

    def spacing(axis):
        if axis == array.ndim - 1:
            return " "
        return "\n" * (array.ndim - axis - 1) + " " * (axis + 1)

    def dim(axis, index):
        if axis == array.ndim:
            return _element(array[index], array.dtype, quoted=True)
        count, gap = array.shape[axis], spacing(axis)
        text = gap.join(dim(axis + 1, index + (i,)) for i in range(min(ends, count)))
        if count > 2 * ends:
            text += gap + "..."  # spaced even when nothing came before it, as in TF
        for i in range(max(ends, count - ends), count):
            text += gap + dim(axis + 1, index + (i,))
        return "[" + text + "]"
    return dim(0, ())


# ---------------------------------------------------------------------- tf.Print
def Print(input_, data, message=None, first_n=None, summarize=None, name=None):  # noqa: N802
    """``input_`` unchanged; running it writes ``message`` and the ``data`` tensors to stderr
    (only the first ``first_n`` times if that is given)."""
    list_input(data, "data", "Print", shown=str)  # a list of types: TF's op builder checks it
    g = graph_from_inputs([input_] + list(data))
    with g.name_scope(name or "Print") as scope:
        x = convert_to_tensor(input_, name="input", graph=g)
        data = [convert_to_tensor(d, name="data_%d" % i, graph=g) for i, d in enumerate(data)]
        attrs = {"T": x.dtype.base_dtype, "U": tuple(d.dtype.base_dtype for d in data),
                 "message": (message or "").encode(), "first_n": -1 if first_n is None
                 else int(first_n), "summarize": 3 if summarize is None else int(summarize)}
        return make_op(g, "Print", [x] + data, scope, x.dtype.base_dtype, x.shape, attrs)


# session -> {Print op: how many times it printed}: TF counts first_n per session.
_PRINTED = weakref.WeakKeyDictionary()


@kernel("Print", stateful=True, shape=input_shape)
def _print(state, op, x, *data):
    first_n = op.attrs["first_n"]
    if first_n >= 0:
        counts = _PRINTED.setdefault(state, {})
        if counts.get(op, 0) >= first_n:
            return x
        counts[op] = counts.get(op, 0) + 1
    summarize = op.attrs["summarize"]
    text = op.attrs["message"].decode("utf-8", "replace") + "".join(
        "[%s]" % summarize_print(d, summarize) for d in data)
    sys.stderr.write(text + "\n")
    return x


# ---------------------------------------------------------------------- tf.print
def format_string(template, inputs, placeholder="{}", summarize=3, name=None):
    """A scalar string: ``template`` with each ``placeholder`` replaced by the summary of the
    next tensor of ``inputs`` (the ``StringFormat`` op)."""
    g = graph_from_inputs(inputs)
    with g.name_scope(name or "StringFormat") as scope:
        tensors = [convert_to_tensor(t, graph=g) for t in inputs]
        expected = template.count(placeholder)
        if expected != len(tensors):
            raise ValueError("The template expects %d tensors, but the inputs only has %d. Please "
                             "ensure the number of placeholders in template matches inputs "
                             "length." % (expected, len(tensors)))
        attrs = {"T": tuple(t.dtype.base_dtype for t in tensors), "template": template.encode(),
                 "placeholder": placeholder.encode(), "summarize": int(summarize)}
        return make_op(g, "StringFormat", tensors, scope, dtypes.string, [], attrs)


@kernel("StringFormat")
def _string_format(op, *values):
    pieces = op.attrs["template"].decode().split(op.attrs["placeholder"].decode())
    text = pieces[0]
    for value, piece in zip(values, pieces[1:]):
        text += summarize_format(value, op.attrs["summarize"]) + piece
    return np.array(text.encode(), dtype=object)


def _stream_name(stream):
    """The name TF's PrintV2 node records for ``output_stream``."""
    if isinstance(stream, str) and stream.startswith("file://"):
        return stream
    known = ((sys.stdout, "stdout"), (sys.stderr, "stderr"), (logging.info, "log(info)"),
             (logging.INFO, "log(info)"), (logging.warning, "log(warning)"),
             (logging.WARNING, "log(warning)"), (logging.error, "log(error)"),
             (logging.ERROR, "log(error)"))
    for value, stream_name in known:
        if stream is value:
            return stream_name
    raise ValueError("Unsupported output stream, logging level, or file.%s. Supported streams "
                     "are sys.stdout, sys.stderr, tf.logging.info, tf.logging.warning, "
                     "tf.logging.error. File needs to be in the form of 'file://<filepath>'."
                     % (stream,))


def print_v2(*inputs, **kwargs):
    """The ``PrintV2`` op that writes ``inputs`` (tensors, Python values, lists and dicts of
    them) when it runs: ``tf.print``. Keywords: ``output_stream`` (sys.stderr),
    ``summarize`` (3), ``sep`` (" "), ``end`` ("\\n"), ``name``."""
    stream = _stream_name(kwargs.pop("output_stream", sys.stderr))
    summarize, sep = kwargs.pop("summarize", 3), kwargs.pop("sep", " ")
    end, name = kwargs.pop("end", "\n"), kwargs.pop("name", None)
    if kwargs:
        raise ValueError("Unrecognized keyword arguments for tf.print: %s" % kwargs)
    if len(inputs) == 1 and isinstance(inputs[0], Tensor) and inputs[0].shape.ndims == 0 \
            and inputs[0].dtype.base_dtype is dtypes.string:
        text = inputs[0]  # one string tensor is printed as it is
    else:
        tensors, templates = [], []
        for value in inputs:
            if isinstance(value, str):
                templates.append(value)
            else:
                # The placeholder stands in quotes where a tensor was; the quotes go below.
                templates.append(pprint.pformat(_with_placeholders(value, tensors)))
        template = sep.join(templates).replace("'{}'", "{}")
        text = format_string(template, tensors, summarize=summarize,
                             name=name + "_format" if name else None)
    g = graph_from_inputs([text]) if isinstance(text, Tensor) else get_default_graph()
    op = g._create_op("PrintV2", [text], [], g._op_name(name or "PrintV2"),
                      {"output_stream": stream.encode(), "end": end.encode()})
    return op


def _with_placeholders(value, tensors):
    """``value`` with each tensor in it replaced by "{}", collecting the tensors in order."""
    if isinstance(value, Tensor) or hasattr(value, "_as_tensor"):
        tensors.append(value)
        return "{}"
    if isinstance(value, dict):  # in key order, as pprint writes them
        return {k: _with_placeholders(value[k], tensors) for k in sorted(value)}
    if isinstance(value, (list, tuple)):
        return type(value)(_with_placeholders(v, tensors) for v in value)
    return value


@kernel("PrintV2", stateful=True)
def _print_v2(state, op, text):
    stream = op.attrs["output_stream"].decode()
    line = np.asarray(text, dtype=object).item()
    line = (line.decode("utf-8", "replace") if isinstance(line, bytes) else str(line)) + \
        op.attrs["end"].decode()
    if stream.startswith("file://"):
        with open(stream[len("file://"):], "a") as f:
            f.write(line)
    elif stream.startswith("log("):
        logging.getLogger("tensorflow").log(logging.getLevelName(stream[4:-1].upper()),
                                            line.rstrip("\n"))
    else:
        {"stdout": sys.stdout, "stderr": sys.stderr}[stream].write(line)
