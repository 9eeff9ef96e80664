"""Joining strings: ``tf.string_join`` (``tf.strings.join``), the StringJoin op.

Mirrors ``string_join`` of ``string_ops.py``. TF strings are bytes: a Python str becomes UTF-8
bytes in a Const, and a str fed to a string placeholder is encoded the same way, so
``tf.equal(s, "b")`` compares bytes with bytes. StringJoin concatenates its inputs elementwise
with ``separator`` between them; scalars are repeated to the shape of the others, which must
all be the same. No gradient passes through it.
Left out: the rest of ``tf.strings`` (split, substr, regex_replace, ...).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     name = tf.placeholder(tf.string, [], name="name")
...     j = tf.string_join([name, ["a", "b"]], separator="-")
...     with tf.Session() as sess:
...         value = sess.run(j, {name: "run"})
>>> [t.name for t in j.op.inputs], value.tolist()
(['name:0', 'StringJoin/inputs_1:0'], [b'run-a', b'run-b'])
"""
import numpy as np

from .. import dtypes, errors
from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .core import convert_to_tensor, kernel, list_input, make_op, shape_error, shape_text


def string_join(inputs, separator="", name=None):
    """The ``inputs`` (string tensors of one shape, or scalars) joined elementwise."""
    list_input(inputs, "inputs", "string_join")
    if not isinstance(separator, (str, bytes)):
        raise TypeError("Expected string for argument 'separator' not %r." % (separator,))
    g = graph_from_inputs(inputs)
    with g.name_scope(name or "StringJoin") as scope:
        tensors = [convert_to_tensor(v, name="inputs_%d" % i, graph=g)
                   for i, v in enumerate(inputs)]
        wrong = [t.dtype.base_dtype.name for t in tensors]
        if any(n != "string" for n in wrong):
            raise TypeError("Tensors in list passed to 'inputs' of 'StringJoin' Op have types "
                            "[%s] that do not match expected type string."
                            % ", ".join(wrong))
        sep = separator.encode() if isinstance(separator, str) else separator
        attrs = {"N": len(tensors), "separator": sep}

        def shape(node):
            out = TensorShape([])
            for t in tensors:
                if t.shape.ndims == 0:
                    continue  # a scalar is repeated to the others' shape
                if out.ndims == 0 or out.is_compatible_with(t.shape):
                    out = t.shape if out.ndims == 0 else out.merge_with(t.shape)
                    continue
                if out.ndims != t.shape.ndims:
                    reason = "Shapes must be equal rank, but are %d and %d" % (out.ndims,
                                                                               t.shape.ndims)
                else:
                    i = next(i for i, (a, b) in enumerate(zip(out.dims, t.shape.dims))
                             if a is not None and b is not None and a != b)
                    reason = ("Dimension %d in both shapes must be equal, but are %d and %d. "
                              "Shapes are %s and %s." % (i, out.dims[i], t.shape.dims[i],
                                                         shape_text(out), shape_text(t.shape)))
                raise shape_error(reason, node, "StringJoin", attrs, tensors)
            return out
        return make_op(g, "StringJoin", tensors, scope, dtypes.string, shape, attrs)


@kernel("StringJoin")
def _string_join(op, *parts):
    shapes = {np.shape(p) for p in parts if np.ndim(p)}
    if len(shapes) > 1:
        first, second = sorted(shapes, key=[np.shape(p) for p in parts].index)[:2]
        raise errors.graph_execution_error(
            errors.InvalidArgumentError, op, "Input shapes do not match: [%s] vs. [%s]"
            % (",".join(map(str, first)), ",".join(map(str, second))))
    joined = parts[0] if parts else np.array(b"", dtype=object)
    sep = op.attrs["separator"]
    for p in parts[1:]:
        joined = np.char.add(np.char.add(joined.astype(bytes), sep), p.astype(bytes))
    return np.asarray(joined, dtype=object)
