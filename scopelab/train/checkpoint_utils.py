"""Reading checkpoints without a graph: ``tf.train.get_checkpoint_state``, ``latest_checkpoint``,
``list_variables``, ``load_variable`` and ``NewCheckpointReader``.

Mirrors ``checkpoint_management.py`` and ``checkpoint_utils.py``. A Saver writes, beside its
checkpoints, a text file ``checkpoint`` naming the latest one and the ones kept; these functions
read it, and read the saved values by name (the names a checkpoint holds are what a Saver
matches variables against). Left out: object-based checkpoints, glob patterns.

>>> import os, tempfile, scopelab as tf
>>> folder = tempfile.mkdtemp()
>>> with tf.Graph().as_default():
...     w = tf.get_variable("net/w", [2], initializer=tf.ones_initializer())
...     with tf.Session() as sess:
...         sess.run(w.initializer)
...         _ = tf.train.Saver().save(sess, os.path.join(folder, "model"), global_step=1)
>>> tf.train.list_variables(folder), tf.train.load_variable(folder, "net/w").tolist()
([('net/w', [2])], [1.0, 1.0])
"""
import os

from ..ops.io_ops import checkpoint_exists
from ..tensor_bundle import BundleReader


class CheckpointState:
    """What the ``checkpoint`` file says: the latest checkpoint and all that are kept."""

    def __init__(self, model_checkpoint_path, all_model_checkpoint_paths):
        self.model_checkpoint_path = model_checkpoint_path
        self.all_model_checkpoint_paths = list(all_model_checkpoint_paths)

    def __repr__(self):
        return "CheckpointState(model_checkpoint_path=%r, all_model_checkpoint_paths=%r)" % (
            self.model_checkpoint_path, self.all_model_checkpoint_paths)


def get_checkpoint_state(checkpoint_dir, latest_filename=None):
    """The CheckpointState of ``checkpoint_dir``, or None if it has no ``checkpoint`` file."""
    state_file = os.path.join(checkpoint_dir, latest_filename or "checkpoint")
    if not os.path.isfile(state_file):
        return None
    fields = {"model_checkpoint_path": [], "all_model_checkpoint_paths": []}
    with open(state_file) as f:
        for line in f:
            key, _, value = line.partition(":")
            if key.strip() in fields:
                path = value.strip().strip('"')
                # Relative paths are relative to the checkpoint folder.
                fields[key.strip()].append(path if os.path.isabs(path) else
                                           os.path.join(checkpoint_dir, path))
    latest = fields["model_checkpoint_path"]
    return CheckpointState(latest[0] if latest else "", fields["all_model_checkpoint_paths"])


def latest_checkpoint(checkpoint_dir, latest_filename=None):
    """The prefix of the newest checkpoint recorded in ``checkpoint_dir``, or None."""
    state = get_checkpoint_state(checkpoint_dir, latest_filename)
    if state is None or not checkpoint_exists(state.model_checkpoint_path):
        return None
    return state.model_checkpoint_path


def _prefix(ckpt_dir_or_file):
    if os.path.isdir(ckpt_dir_or_file):
        prefix = latest_checkpoint(ckpt_dir_or_file)
        if prefix is None:
            raise ValueError("Couldn't find 'checkpoint' file or checkpoints in given directory "
                             "%s" % ckpt_dir_or_file)
        return prefix
    return ckpt_dir_or_file


class CheckpointReader:
    """Reads the tensors of one checkpoint by name (TF's or scopelab's: the format is TF's)."""

    def __init__(self, prefix):
        self._bundle = BundleReader(prefix)

    def has_tensor(self, name):
        return self._bundle.has(name)

    def get_tensor(self, name):
        value = self._bundle.tensor(name)
        return value[()] if value.ndim == 0 else value

    def get_variable_to_shape_map(self):
        return {name: self._bundle.shape(name) for name in self._bundle.names()}

    def get_variable_to_dtype_map(self):
        return {name: self._bundle.dtype(name) for name in self._bundle.names()}

    def debug_string(self):
        return self._bundle.debug_string()


def NewCheckpointReader(filepattern):  # noqa: N802 - TF's name
    return CheckpointReader(filepattern)


def load_checkpoint(ckpt_dir_or_file):
    return CheckpointReader(_prefix(ckpt_dir_or_file))


def list_variables(ckpt_dir_or_file):
    """[(name, shape)] of everything in the checkpoint, sorted by name."""
    reader = load_checkpoint(ckpt_dir_or_file)
    return sorted(reader.get_variable_to_shape_map().items())


def load_variable(ckpt_dir_or_file, name):
    """The value saved under ``name`` (a variable's tensor name ``w:0`` is taken too)."""
    if name.endswith(":0"):
        name = name[:-2]
    return load_checkpoint(ckpt_dir_or_file).get_tensor(name)
