"""Checkpoints by name, without a graph: the ``checkpoint`` state file
(``tf.train.get_checkpoint_state``, ``latest_checkpoint``, ``update_checkpoint_state``...),
the files of one checkpoint (``get_checkpoint_mtimes``, ``remove_checkpoint``), reading values
(``list_variables``, ``load_variable``, ``NewCheckpointReader``) and ``checkpoints_iterator``.

Mirrors ``checkpoint_management.py`` and ``checkpoint_utils.py``. A Saver writes, beside its
checkpoints, a text file ``checkpoint``: a ``CheckpointState`` message in protobuf's text
format naming the latest checkpoint and the ones kept (``update_checkpoint_state`` writes one,
paths relative to a relative folder written relative to it; ``get_checkpoint_state`` reads it
back, such paths joined to the folder again). These functions read it, and read the saved
values by name (the names a checkpoint holds are what a Saver matches variables against).
A checkpoint ``<prefix>`` is the files ``<prefix>.index``, ``<prefix>.data-*`` and
``<prefix>.meta``. ``checkpoints_iterator`` is how an evaluation job follows a training job:
it polls the folder and yields each new latest checkpoint, until a wait for the next one times
out (``wait_for_new_checkpoint``, which TF does not export, does one wait).
Left out: object-based checkpoints.

>>> import os, tempfile, scopelab as tf
>>> folder = tempfile.mkdtemp()
>>> with tf.Graph().as_default():
...     w = tf.get_variable("net/w", [2], initializer=tf.ones_initializer())
...     with tf.Session() as sess:
...         sess.run(w.initializer)
...         _ = tf.train.Saver().save(sess, os.path.join(folder, "model"), global_step=1)
>>> tf.train.list_variables(folder), tf.train.load_variable(folder, "net/w").tolist()
([('net/w', [2])], [1.0, 1.0])
>>> print(generate_checkpoint_state_proto("run", "run/model-2", ["run/model-1"]))
model_checkpoint_path: "model-2"
all_model_checkpoint_paths: "model-1"
all_model_checkpoint_paths: "model-2"
<BLANKLINE>
"""
import glob
import os
import re
import time

from .. import tf_logging as logging
from ..ops.io_ops import checkpoint_exists
from ..proto_message import Message, Repeated
from ..tensor_bundle import BundleReader


class CheckpointState(Message):
    """What the ``checkpoint`` file says: the latest checkpoint and all that are kept (TF's
    ``CheckpointState`` message)."""
    FIELDS = (("model_checkpoint_path", "string"),
              ("all_model_checkpoint_paths", Repeated("string")),
              ("all_model_checkpoint_timestamps", Repeated("double")),
              ("last_preserved_timestamp", "double"))


def _state_file(save_dir, latest_filename):
    return os.path.join(save_dir, latest_filename or "checkpoint")


def generate_checkpoint_state_proto(save_dir, model_checkpoint_path,
                                    all_model_checkpoint_paths=None,
                                    all_model_checkpoint_timestamps=None,
                                    last_preserved_timestamp=None):
    """The CheckpointState naming ``model_checkpoint_path`` the latest (added last to
    ``all_model_checkpoint_paths`` if it is not there); with ``save_dir`` relative, relative
    paths are made relative to it."""
    if all_model_checkpoint_paths is None:
        all_model_checkpoint_paths = []
    if not all_model_checkpoint_paths or all_model_checkpoint_paths[-1] != model_checkpoint_path:
        logging.info("%s is not in all_model_checkpoint_paths. Manually adding it.",
                     model_checkpoint_path)
        all_model_checkpoint_paths.append(model_checkpoint_path)  # the caller's list, as TF
    if (all_model_checkpoint_timestamps and
            len(all_model_checkpoint_timestamps) != len(all_model_checkpoint_paths)):
        raise ValueError("Checkpoint timestamps, if provided, must match checkpoint paths (got "
                         "paths %s and timestamps %s)"
                         % (all_model_checkpoint_paths, all_model_checkpoint_timestamps))
    if not os.path.isabs(save_dir):
        def relative(path):
            return path if os.path.isabs(path) else os.path.relpath(path, save_dir)
        model_checkpoint_path = relative(model_checkpoint_path)
        all_model_checkpoint_paths[:] = [relative(p) for p in all_model_checkpoint_paths]
    state = CheckpointState(model_checkpoint_path=model_checkpoint_path,
                            all_model_checkpoint_paths=all_model_checkpoint_paths,
                            all_model_checkpoint_timestamps=all_model_checkpoint_timestamps or ())
    if last_preserved_timestamp is not None:
        state.last_preserved_timestamp = last_preserved_timestamp
    return state


def update_checkpoint_state(save_dir, model_checkpoint_path, all_model_checkpoint_paths=None,
                            latest_filename=None, all_model_checkpoint_timestamps=None,
                            last_preserved_timestamp=None):
    """Writes the ``checkpoint`` file of ``save_dir`` (or ``latest_filename``)."""
    logging.warn_deprecated("update_checkpoint_state",
                            "tensorflow.python.checkpoint.checkpoint_management",
                            "Use `tf.train.CheckpointManager` to manage checkpoints rather than "
                            "manually editing the Checkpoint proto.")
    write_checkpoint_state(save_dir, model_checkpoint_path, all_model_checkpoint_paths,
                           latest_filename, all_model_checkpoint_timestamps,
                           last_preserved_timestamp)


def write_checkpoint_state(save_dir, model_checkpoint_path, all_model_checkpoint_paths=None,
                           latest_filename=None, all_model_checkpoint_timestamps=None,
                           last_preserved_timestamp=None):
    """``update_checkpoint_state`` without its warning: what ``Saver.save`` calls."""
    state_file = _state_file(save_dir, latest_filename)
    state = generate_checkpoint_state_proto(save_dir, model_checkpoint_path,
                                            all_model_checkpoint_paths,
                                            all_model_checkpoint_timestamps,
                                            last_preserved_timestamp)
    if state_file == state.model_checkpoint_path:
        raise RuntimeError("Save path '%s' conflicts with path used for checkpoint state.  "
                           "Please use a different save path." % model_checkpoint_path)
    # TF writes with Python's text_format, whose doubles read as Python prints them (10.0).
    text = re.sub(r"^((?:all_model_checkpoint_timestamps|last_preserved_timestamp): )(.*)$",
                  lambda m: m.group(1) + repr(float(m.group(2))), str(state), flags=re.M)
    partial = state_file + ".tmp"
    with open(partial, "w") as f:  # written whole, then renamed: a reader never sees half
        f.write(text)
    os.replace(partial, state_file)


def get_checkpoint_state(checkpoint_dir, latest_filename=None):
    """The CheckpointState of ``checkpoint_dir``, or None if it has no ``checkpoint`` file."""
    checkpoint_dir = os.fspath(checkpoint_dir)
    state_file = _state_file(checkpoint_dir, latest_filename)
    if not os.path.isfile(state_file):
        return None
    state = CheckpointState()
    with open(state_file) as f:
        for line in f:
            key, _, value = (part.strip() for part in line.partition(":"))
            if key in ("model_checkpoint_path", "all_model_checkpoint_paths"):
                # Relative paths are relative to the checkpoint folder.
                path = os.path.join(checkpoint_dir, value.strip('"'))
                if key == "model_checkpoint_path":
                    state.model_checkpoint_path = path
                else:
                    state.all_model_checkpoint_paths.append(path)
            elif key == "all_model_checkpoint_timestamps":
                state.all_model_checkpoint_timestamps.append(float(value))
            elif key == "last_preserved_timestamp":
                state.last_preserved_timestamp = float(value)
    if not state.model_checkpoint_path:
        raise ValueError("Invalid checkpoint state loaded from " + checkpoint_dir)
    return state


def latest_checkpoint(checkpoint_dir, latest_filename=None):
    """The prefix of the newest checkpoint recorded in ``checkpoint_dir``, or None."""
    state = get_checkpoint_state(checkpoint_dir, latest_filename)
    if state is None:
        return None
    if not checkpoint_exists(state.model_checkpoint_path):
        logging.error("Couldn't match files for checkpoint %s", state.model_checkpoint_path)
        return None
    return state.model_checkpoint_path


def get_checkpoint_mtimes(checkpoint_prefixes):
    """When each checkpoint was last written (its ``.index`` file, else a file named as the
    prefix), in whole seconds as TF's file system reports them; missing ones are skipped."""
    logging.warn_deprecated("get_checkpoint_mtimes",
                            "tensorflow.python.checkpoint.checkpoint_management",
                            "Use standard file utilities to get mtimes.")
    mtimes = []
    for prefix in checkpoint_prefixes:
        for pattern in (prefix + ".index", prefix):
            files = sorted(glob.glob(pattern))
            if files:
                mtimes.append(float(int(os.stat(files[0]).st_mtime)))
                break
    return mtimes


def remove_checkpoint(checkpoint_prefix, checkpoint_format_version=2, meta_graph_suffix="meta"):
    """Deletes the files of the checkpoint ``checkpoint_prefix`` (and its meta graph) that
    exist; version 1 checkpoints are one file, named as the prefix."""
    logging.warn_deprecated("remove_checkpoint",
                            "tensorflow.python.checkpoint.checkpoint_management",
                            "Use standard file APIs to delete files with this prefix.")
    # A sharded file name's "-00000-of-00002" is not part of its meta graph's name.
    base = re.sub(r"-[\d\?]+-of-\d+$", "", checkpoint_prefix)
    patterns = [base + "." + meta_graph_suffix]
    if checkpoint_format_version == 2:
        patterns += [checkpoint_prefix + ".index", checkpoint_prefix + ".data-?????-of-?????"]
    else:
        patterns.append(checkpoint_prefix)
    for pattern in patterns:
        for path in glob.glob(pattern):
            os.remove(path)


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
