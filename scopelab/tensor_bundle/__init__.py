"""TensorFlow's checkpoint files (the V2 "tensor bundle"), written and read with numpy.

A checkpoint that ``tf.train.Saver`` writes at ``<prefix>`` is TF's own format, so TensorFlow
restores what scopelab saved and scopelab restores what TensorFlow saved, bit for bit:

- ``bundle.py``: the two files, ``<prefix>.index`` and ``<prefix>.data-00000-of-00001``;
  ``write_bundle`` and ``BundleReader`` (what ``SaveV2``/``RestoreV2`` and the checkpoint
  reader use);
- ``sstable.py``: the ``.index`` file's layout, a LevelDB-style sorted table;
- ``bundle_protos.py``: the ``BundleHeaderProto`` / ``BundleEntryProto`` records in it;
- ``tensor_slices.py``: partitioned variables, saved as slices of one tensor;
- ``crc32c.py``: the checksums TF checks on every read.

Everything here is numpy and the standard library; the ``google-crc32c`` package, when
installed (``pip install scopelab[artefacts]``), computes the checksums faster.

>>> import os, tempfile, numpy as np
>>> prefix = os.path.join(tempfile.mkdtemp(), "ckpt")
>>> write_bundle(prefix, [("w", "", np.arange(3, dtype=np.int64))])
>>> sorted(os.listdir(os.path.dirname(prefix))), BundleReader(prefix).tensor("w").tolist()
(['ckpt.data-00000-of-00001', 'ckpt.index'], [0, 1, 2])
"""
from .bundle import DATA_SUFFIX, TF_TYPE_NAMES, BundleReader, write_bundle  # noqa: F401
