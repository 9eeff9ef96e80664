"""Checkpoint ops: SaveV2, RestoreV2, and scopelab's checkpoint files.

Mirrors ``gen_io_ops.save_v2`` / ``restore_v2``, the ops a ``tf.train.Saver`` builds. The graph
side is TF's; the *files* are scopelab's own, plain enough to open with numpy alone. A
checkpoint with prefix ``P`` is two files:

- ``P.index``: JSON, ``{"format": "scopelab-checkpoint-v1", "tensors": {name: {"key": "t0",
  "dtype": "float32", "shape": [2]}}}``, one entry per saved name (e.g. ``net/a``);
- ``P.data-00000-of-00001``: a numpy ``.npz`` archive holding each tensor's array under its
  ``key`` (named like TF's single data shard, so a checkpoint folder lists the same files).

``P.index`` is written last, so its presence marks a complete checkpoint (as TF's ``.index``).
Left out: TF's own file format (TF cannot read these files, nor scopelab TF's), slices,
sharding, string tensors.

>>> import os, tempfile, numpy as np
>>> prefix = os.path.join(tempfile.mkdtemp(), "ckpt")
>>> write_checkpoint(prefix, ["w"], [np.array([1.5, 2.5], np.float32)])
>>> read_checkpoint_index(prefix)["w"]["shape"], read_tensors(prefix, ["w"])[0].tolist()
([2], [1.5, 2.5])
"""
import json
import os

import numpy as np

from .. import dtypes, errors
from .core import convert_to_tensor, kernel

FORMAT = "scopelab-checkpoint-v1"
# The data file beside ``P.index``; TF names its single shard the same way.
DATA_SUFFIX = ".data-00000-of-00001"


# ---------------------------------------------------------------------- the files


def write_checkpoint(prefix, names, arrays):
    """Writes the arrays (``prefix`` + DATA_SUFFIX) then ``prefix.index`` (what is where)."""
    tensors, data = {}, {}
    for i, (name, array) in enumerate(zip(names, arrays)):
        key = "t%d" % i  # names hold slashes; neutral keys keep the archive flat
        tensors[name] = {"key": key, "dtype": array.dtype.name, "shape": list(array.shape)}
        data[key] = array
    with open(prefix + DATA_SUFFIX, "wb") as f:
        np.savez(f, **data)
    with open(prefix + ".index", "w") as f:
        json.dump({"format": FORMAT, "tensors": tensors}, f, indent=1, sort_keys=True)


def checkpoint_exists(prefix):
    return os.path.isfile(prefix + ".index")


def read_checkpoint_index(prefix):
    """name -> {"key", "dtype", "shape"} for every tensor in the checkpoint."""
    with open(prefix + ".index") as f:
        index = json.load(f)
    if index.get("format") != FORMAT:
        raise ValueError("%s.index is not a scopelab checkpoint index" % prefix)
    return index["tensors"]


def read_tensors(prefix, names):
    """The saved arrays for ``names`` (all must be in the checkpoint)."""
    index = read_checkpoint_index(prefix)
    with np.load(prefix + DATA_SUFFIX, allow_pickle=False) as archive:
        return [archive[index[name]["key"]] for name in names]


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


@kernel("SaveV2")
def _save_v2(op, prefix, names, slices, *values):
    prefix = _text(prefix)
    arrays = [np.asarray(v, dtype=d.as_numpy_dtype) for v, d in zip(values, op.attrs["dtypes"])]
    try:
        write_checkpoint(prefix, [_text(n) for n in names], arrays)
    except OSError as e:
        raise errors.graph_execution_error(
            errors.NotFoundError, op, "Failed to create a NewWriteableFile: %s%s : %s"
            % (prefix, DATA_SUFFIX, e.strerror)) from None


def restore_v2(prefix, tensor_names, shape_and_slices, dtypes_, name=None):
    """One output per name: the tensor saved under that name in checkpoint ``prefix``."""
    g = prefix.graph
    with g.name_scope(name or "RestoreV2") as scope:
        names, slices = _string_inputs(g, tensor_names, shape_and_slices)
        op = g._create_op("RestoreV2", [prefix, names, slices], [(d, None) for d in dtypes_],
                          g._op_name(scope), {"dtypes": list(dtypes_)})
        return list(op.outputs)


@kernel("RestoreV2")
def _restore_v2(op, prefix, names, slices):
    prefix, names = _text(prefix), [_text(n) for n in names]
    try:
        index = read_checkpoint_index(prefix)
    except OSError:
        raise errors.graph_execution_error(
            errors.NotFoundError, op, "Unsuccessful TensorSliceReader constructor: Failed to find "
            "any matching files for %s" % prefix) from None
    missing = [n for n in names if n not in index]
    if missing:
        # TF names the first missing key; the others are listed too, to fix them in one go.
        more = "" if len(missing) == 1 else "\n(also missing: %s)" % ", ".join(missing[1:])
        raise errors.graph_execution_error(
            errors.NotFoundError, op, "Key %s not found in checkpoint%s" % (missing[0], more))
    for n, d in zip(names, op.attrs["dtypes"]):
        if np.dtype(index[n]["dtype"]) != np.dtype(d.as_numpy_dtype):
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, op, "tensor_name = %s; expected dtype %s does not "
                "equal original dtype %s" % (n, d.name, index[n]["dtype"]))
    arrays = read_tensors(prefix, names)
    return arrays[0] if len(arrays) == 1 else arrays
