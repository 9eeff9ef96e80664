"""Checkpoint ops: SaveV2 and RestoreV2, the ops a ``tf.train.Saver`` builds.

Mirrors ``gen_io_ops.save_v2`` / ``restore_v2`` and their kernels (``save_restore_v2_ops.cc``).
The files are TF's own V2 checkpoint format, written and read by ``scopelab/tensor_bundle``:
``P.index`` (what is where) and ``P.data-00000-of-00001`` (the bytes), so TensorFlow reads
what scopelab saves and the other way round. Each name comes with a ``shape_and_slices``
string: empty for a whole tensor, or like ``"5 2 3,2:0,2"`` for one slice of it (a part of a
partitioned variable; see ``tensor_bundle/tensor_slices.py``).
Left out: sharded saving (``MergeV2Checkpoints``), the V1 format.

>>> import os, tempfile, numpy as np, scopelab as tf
>>> prefix = os.path.join(tempfile.mkdtemp(), "ckpt")
>>> with tf.Graph().as_default():
...     path = tf.constant(prefix)
...     save = save_v2(path, ["w"], [""], [tf.constant([1.5, 2.5])])
...     (restored,) = restore_v2(path, ["w"], [""], [tf.float32])
...     with tf.Session() as sess:
...         _ = sess.run(save)
...         sess.run(restored).tolist()
[1.5, 2.5]
"""
import os

import numpy as np

from .. import dtypes, errors
from ..default_graph import get_default_graph
from ..tensor_bundle import TF_TYPE_NAMES, BundleReader, write_bundle
from ..tensor_bundle.tensor_slices import parse_spec
from ..tensor import Tensor
from .core import convert_to_tensor, kernel

def checkpoint_exists(prefix):
    """Whether a V2 checkpoint ``prefix`` is complete: its ``.index`` is written last."""
    return os.path.isfile(prefix + ".index")


def _text(value):
    value = value.item() if isinstance(value, np.ndarray) else value
    return value.decode() if isinstance(value, bytes) else str(value)


# ---------------------------------------------------------------------- SaveV2 / RestoreV2
def _string_inputs(g, tensor_names, shape_and_slices):
    names = convert_to_tensor(list(tensor_names), dtype=dtypes.string, name="tensor_names",
                              graph=g)
    slices = convert_to_tensor(list(shape_and_slices), dtype=dtypes.string,
                               name="shape_and_slices", graph=g)
    return names, slices


def save_v2(prefix, tensor_names, shape_and_slices, tensors, name=None):
    """An op (no outputs) writing ``tensors`` under ``tensor_names`` to checkpoint ``prefix``."""
    g = prefix.graph
    with g.name_scope(name or "SaveV2") as scope:
        names, slices = _string_inputs(g, tensor_names, shape_and_slices)
        tensors = [convert_to_tensor(t, graph=g) for t in tensors]
        return g._create_op("SaveV2", [prefix, names, slices] + tensors, [], g._op_name(scope),
                            {"dtypes": [t.dtype.base_dtype for t in tensors]})


@kernel("SaveV2", foldable=False)
def _save_v2(op, prefix, names, slices, *values):
    prefix = _text(prefix)
    arrays = [np.asarray(v, dtype=d.as_numpy_dtype) for v, d in zip(values, op.attrs["dtypes"])]
    try:
        write_bundle(prefix, list(zip([_text(n) for n in names], [_text(s) for s in slices],
                                      arrays)))
    except errors.OpError as e:  # a folder or file not made, a malformed shape_and_slices
        raise errors.graph_execution_error(type(e), op, e.message) from None


def restore_v2(prefix, tensor_names, shape_and_slices, dtypes_, name=None):
    """One output per name: the tensor saved under that name in checkpoint ``prefix`` (a
    string tensor, or a path made into the Const ``<name>/prefix``)."""
    g = prefix.graph if isinstance(prefix, Tensor) else get_default_graph()
    with g.name_scope(name or "RestoreV2") as scope:
        prefix = convert_to_tensor(prefix, dtype=dtypes.string, name="prefix", graph=g)
        names, slices = _string_inputs(g, tensor_names, shape_and_slices)
        op = g._create_op("RestoreV2", [prefix, names, slices], [(d, None) for d in dtypes_],
                          g._op_name(scope), {"dtypes": list(dtypes_)})
        return list(op.outputs)


@kernel("RestoreV2", foldable=False)
def _restore_v2(op, prefix, names, slices):
    prefix, names = _text(prefix), [_text(n) for n in names]
    try:
        reader = BundleReader(prefix)
        missing = [n for n in names if not reader.has(n)]
        if missing:
            # TF names the first missing key; the others are listed too, to fix them in one go.
            more = "" if len(missing) == 1 else "\n(also missing: %s)" % ", ".join(missing[1:])
            raise errors.NotFoundError(None, None, "Key %s not found in checkpoint%s"
                                       % (missing[0], more))
        arrays = [_restored(reader, n, _text(s), d)
                  for n, s, d in zip(names, slices, op.attrs["dtypes"])]
    except errors.OpError as e:
        raise errors.graph_execution_error(type(e), op, e.message) from None
    return arrays[0] if len(arrays) == 1 else arrays


def _restored(reader, name, spec, dtype):
    saved = reader.dtype(name)
    if saved != dtype:
        raise errors.InvalidArgumentError(
            None, None, "tensor_name = %s; expected dtype %s does not equal original dtype %s"
            % (name, TF_TYPE_NAMES.get(dtype.name, dtype.name),
               TF_TYPE_NAMES.get(saved.name, saved.name)))
    if not spec:
        return reader.tensor(name)
    shape, extents = parse_spec(spec)
    return reader.tensor(name, extents, shape)
