"""``tf.einsum``: sums of products written as an equation of axis labels (the Einsum op).

Mirrors ``einsum`` in ``special_math_ops.py``: with one or two operands TF 2.21 adds a single
``Einsum`` op, whatever the TF1 program (``tf.einsum('ij,jk->ik', a, b)`` is a matrix
product). Without ``->`` the output takes, in alphabetical order, the labels that appear
once; ``...`` stands for broadcast batch axes. The kernel is ``np.einsum``; the gradient is
again Einsum ops (gradients_impl/einsum_grad.py).
Left out: three or more operands (TF splits them into pairs with the opt_einsum package).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     c = tf.einsum("ij,jk->ik", tf.ones([2, 3]), tf.ones([3, 4]))
...     with tf.Session() as sess:
...         value = sess.run(c)
>>> c.name, value.shape, float(value[0, 0])
('einsum/Einsum:0', (2, 4), 3.0)
"""
import collections
import re

import numpy as np

from ..default_graph import graph_from_inputs
from ..core.shapes import TensorShape
from .broadcast_shape_ops import broadcast_static_shape
from .core import check_same_dtype, convert_to_tensor, kernel

_ELLIPSIS = "0"  # one character standing for "..." while the equation is parsed


def resolve(equation, count):
    """The equation with spaces removed and an explicit output (``ij,jk->ik``); TF's
    ValueErrors for one it cannot read."""
    resolved = equation.replace(" ", "")
    labels = "a-zA-Z"
    if "..." in equation:
        if _ELLIPSIS in resolved:
            raise ValueError('Invalid character "%s" in equation: %s.' % (_ELLIPSIS, equation))
        resolved = resolved.replace("...", _ELLIPSIS)
        labels += _ELLIPSIS
    match = re.match("^([{0},]*)(->[{0}]*)?$".format(labels), resolved)
    if not match:
        raise ValueError("Subscripts have incorrect format: %s" % resolved)
    inputs = match.group(1).split(",")
    if count != len(inputs):
        raise ValueError('Got %d inputs for equation "%s", expecting %d'
                         % (count, equation, len(inputs)))
    if match.group(2):
        output = match.group(2)[2:]
    else:
        counts = collections.Counter(match.group(1))
        output = "".join(c for c in sorted(counts) if c != "," and counts[c] == 1)
        resolved += "->" + output
    if len(set(output)) != len(output):
        raise ValueError("Output subscripts contain a label appearing more than once: %s"
                         % equation)
    for label in output:
        if label != _ELLIPSIS and label not in match.group(1):
            raise ValueError("Output subscripts contain the label %s not present in the "
                             "input subscripts." % label)
    return resolved.replace(_ELLIPSIS, "...")


def _output_shape(equation, shapes):
    """The static shape of the result, from the labels' sizes (None where unknown)."""
    inputs, output = equation.split("->")
    sizes, batch = {}, []
    for labels, s in zip(inputs.split(","), shapes):
        if s.dims is None:
            return TensorShape(None)
        dims = list(s.dims)
        if "..." in labels:
            head, tail = labels.split("...")
            middle = dims[len(head):len(dims) - len(tail)]
            batch.append(TensorShape(middle))
            dims = dims[:len(head)] + dims[len(dims) - len(tail):]
            labels = head + tail
        for label, d in zip(labels, dims):
            if sizes.get(label) is None:
                sizes[label] = d
    out = []
    for part in output.split("..."):
        out.append([sizes.get(label) for label in part])
    if "..." not in output:
        return TensorShape(out[0])
    wide = TensorShape([])
    for b in batch:
        wide = broadcast_static_shape(wide, b)
    if wide.dims is None:
        return TensorShape(None)
    return TensorShape(out[0] + list(wide.dims) + out[1])


def einsum_op(inputs, equation, name=None):
    """One Einsum op over ``inputs`` (an already resolved equation)."""
    g = graph_from_inputs(tuple(inputs))
    with g.name_scope(name or "Einsum") as scope:
        xs = [convert_to_tensor(x, name="inputs", graph=g) for x in inputs]
        dtype = check_same_dtype("Einsum", ["inputs"] * len(xs), xs)
        shape = _output_shape(equation, [x.shape for x in xs])
        op = g._create_op("Einsum", xs, [(dtype, shape)], g._op_name(scope),
                          {"T": dtype, "N": len(xs), "equation": equation.encode()})
        return op.outputs[0]


def einsum(equation, *inputs, **kwargs):
    """The contraction ``equation`` describes (numpy's notation) of one or two tensors."""
    name = kwargs.pop("name", None)
    kwargs.pop("optimize", None)
    if kwargs:
        raise TypeError("Invalid keyword arguments for einsum: %s. Valid arguments: name, "
                        "optimize, greedy." % ", ".join(kwargs))
    if len(inputs) > 2:
        raise NotImplementedError("scopelab's einsum takes one or two operands; TF orders "
                                  "more with the opt_einsum package")
    g = graph_from_inputs(inputs)
    with g.name_scope(name, "einsum"):
        xs = [convert_to_tensor(x, graph=g) for x in inputs]
        return einsum_op(xs, resolve(equation, len(xs)))


kernel("Einsum")(lambda op, *xs: np.asarray(np.einsum(op.attrs["equation"].decode(), *xs),
                                            dtype=xs[0].dtype))
