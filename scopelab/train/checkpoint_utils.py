"""Reading checkpoints without a graph: ``tf.train.get_checkpoint_state``, ``latest_checkpoint``,
``list_variables``, ``load_variable``, ``NewCheckpointReader`` and ``checkpoints_iterator``.

Mirrors ``checkpoint_management.py`` and ``checkpoint_utils.py``. A Saver writes, beside its
checkpoints, a text file ``checkpoint`` naming the latest one and the ones kept; these functions
read it, and read the saved values by name (the names a checkpoint holds are what a Saver
matches variables against). ``checkpoints_iterator`` is how an evaluation job follows a
training job: it polls the folder and yields each new latest checkpoint, until a wait for the
next one times out (``wait_for_new_checkpoint``, which TF does not export, does one wait).
Left out: object-based checkpoints, glob patterns.

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
import time

from .. import tf_logging as logging
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


def wait_for_new_checkpoint(checkpoint_dir, last_checkpoint=None, seconds_to_sleep=1,
                            timeout=None):
    """The latest checkpoint of ``checkpoint_dir`` once it is not ``last_checkpoint``, looking
    every ``seconds_to_sleep`` seconds; None when the next look would pass ``timeout``."""
    logging.info("Waiting for new checkpoint at %s", checkpoint_dir)
    stop_time = None if timeout is None else time.time() + timeout
    while True:
        path = latest_checkpoint(checkpoint_dir)
        if path is not None and path != last_checkpoint:
            logging.info("Found new checkpoint at %s", path)
            return path
        if stop_time is not None and time.time() + seconds_to_sleep > stop_time:
            return None
        time.sleep(seconds_to_sleep)


def checkpoints_iterator(checkpoint_dir, min_interval_secs=0, timeout=None, timeout_fn=None):
    """Yields each new latest checkpoint of ``checkpoint_dir`` (at most one per
    ``min_interval_secs``). A wait longer than ``timeout`` ends it, unless ``timeout_fn`` is
    given: then it goes on waiting until ``timeout_fn()`` (asked after every wait) is true."""
    path = None
    while True:
        new_path = wait_for_new_checkpoint(checkpoint_dir, path, timeout=timeout)
        if new_path:
            start = time.time()
            path = new_path
            yield path
            time_to_next = start + min_interval_secs - time.time()
            if time_to_next > 0:
                time.sleep(time_to_next)
        elif timeout_fn is None:
            logging.info("Timed-out waiting for a checkpoint (without timeout_fn).")
            return
        if timeout_fn is not None and timeout_fn():
            logging.info("Done. No new checkpoints will be generated.")
            return
