"""``tf.train.Saver``: saving variables to checkpoint files and restoring them by name.

Mirrors ``tensorflow/python/training/saver.py`` (V2, unsharded). Creating a Saver builds its
ops once, under the name scope ``save`` (``save_1`` for a second Saver):

- ``save/filename`` and ``save/Const``: PlaceholderWithDefault ops; ``save()`` feeds the path;
- ``save/SaveV2`` writes the variables, ``save/control_dependency`` returns the path after it;
- ``save/RestoreV2`` reads them back and ``save/Assign``, ``save/Assign_1``... store them; the
  NoOp ``save/restore_all`` runs all the Assigns.

Names in the checkpoint are the variables' op names (``net/a``), sorted; a dict
``{"name": variable}`` chooses other names, which is how a variable saved from one scope is
restored into a variable of another scope. Restoring a name that the checkpoint lacks raises
``NotFoundError`` naming the missing key(s); variables the Saver does not cover are not touched.
The files are TF's tensor bundle (``tensor_bundle/``: ``<prefix>.index`` and
``<prefix>.data-00000-of-00001``), plus TF's ``checkpoint`` state file naming the latest
checkpoint and ``<prefix>.meta``, TF's binary MetaGraphDef (meta_graph_export.py;
``tf.train.import_meta_graph`` reads it back and makes a Saver from its ``saver_def``). As in
TF, SaveV2 makes the prefix's folder (``save(sess, "./model/dnn.ckpt")`` makes ./model), one
level only: a deeper missing folder is the ValueError "Parent directory of ... doesn't exist".
Left out: sharding, ``keep_checkpoint_every_n_hours``, ``reshape``, the V1 format
(``write_version``; TF's V1 never makes a folder), object-based checkpoints, saveable objects
other than variables.

>>> import os, tempfile, scopelab as tf
>>> prefix = os.path.join(tempfile.mkdtemp(), "model")
>>> with tf.Graph().as_default():
...     w = tf.Variable([1.0, 2.0], name="w")
...     saver = Saver()
...     with tf.Session() as sess:
...         sess.run(w.initializer)
...         path = saver.save(sess, prefix)
...     with tf.Session() as sess:
...         saver.restore(sess, path)
...         restored = sess.run(w)
>>> saver.saver_def.restore_op_name, restored.tolist()
('save/restore_all', [1.0, 2.0])
"""
import os

import numpy as np

from .. import errors, nest, tf_logging as logging
from ..default_graph import get_collection, name_scope
from ..graph_keys import GraphKeys
from ..ops import state_ops
from ..ops.array_ops import placeholder_with_default
from ..ops.control_flow_ops import group
from ..ops.core import convert_to_tensor
from ..ops.gating_ops import with_dependencies
from ..ops.io_ops import checkpoint_exists, restore_v2, save_v2
from ..session import BaseSession
from ..tensor_bundle import DATA_SUFFIX
from ..tensor import Tensor
from ..partitioned_variables import PartitionedVariable
from ..variables import Variable
from .checkpoint_utils import write_checkpoint_state
from .training_util import global_step as global_step_value


class SaverDef:
    """The names a Saver's methods run: what TF keeps in its SaverDef proto."""

    def __init__(self, filename_tensor_name, save_tensor_name, restore_op_name, max_to_keep,
                 keep_checkpoint_every_n_hours):
        self.filename_tensor_name = filename_tensor_name
        self.save_tensor_name = save_tensor_name
        self.restore_op_name = restore_op_name
        self.max_to_keep = max_to_keep
        self.keep_checkpoint_every_n_hours = keep_checkpoint_every_n_hours
        self.sharded = False
        self.version = 2

    def __repr__(self):
        return ('filename_tensor_name: "%s"\nsave_tensor_name: "%s"\nrestore_op_name: "%s"\n'
                'max_to_keep: %d\nkeep_checkpoint_every_n_hours: %g\nversion: V2\n'
                % (self.filename_tensor_name, self.save_tensor_name, self.restore_op_name,
                   self.max_to_keep, self.keep_checkpoint_every_n_hours))


def _checkpoint_names(var_list):
    """{checkpoint name: [(variable reference, shape_and_slice, tensor saved)]}, from a list,
    tuple or set, which may nest (op names; the parts of a partitioned variable under its
    whole's name), or a name -> variable dict."""
    named = {}
    if isinstance(var_list, dict):
        for name in sorted(var_list):
            var = var_list[name]
            sliced = isinstance(var, (list, tuple, PartitionedVariable))
            saved = [_saved(v, "names_to_saveables must be a dict mapping string names to "
                            "Tensors/Variables. Not a variable: %s", sliced)
                     for v in (var if sliced else [var])]
            if any(ref is other[0] for ref, _, _ in saved for refs in named.values()
                   for other in refs):
                raise ValueError("The same saveable will be restored with two names: %s" % name)
            named[name] = saved
        return named
    if not isinstance(var_list, (list, tuple, set)):
        raise TypeError("Variables to save should be passed in a dict or a list. Got %s"
                        % (var_list,))
    for var in sorted(nest.flatten(list(var_list)), key=lambda v: v.name):  # lists may nest
        parts = list(var) if isinstance(var, PartitionedVariable) else [var]
        for part in parts:
            info = getattr(part, "_save_slice_info", None)
            saved = _saved(part, "Variable to save is not a Variable: %s", info is not None)
            name = info.full_name if info is not None else saved[0].op.name
            if info is None and name in named:
                raise ValueError("At least two variables have the same name: %s" % name)
            named.setdefault(name, []).append(saved)
    return named


def _saved(var, message, sliced):
    """(the variable's reference tensor, which Assign restores; its shape_and_slice, '' unless
    saved as a slice; the tensor SaveV2 reads: as in TF, a slice's value, else the reference)."""
    if isinstance(var, Variable) or isinstance(var, Tensor) and var.dtype.is_ref:
        info = getattr(var, "_save_slice_info", None)
        ref = convert_to_tensor(var, as_ref=True)
        if sliced and info:
            return ref, info.spec, convert_to_tensor(var)
        return ref, "", ref
    raise TypeError(message % (var,))


class Saver:
    """Saves and restores variables; builds its save and restore ops when created."""

    def __init__(self, var_list=None, reshape=False, sharded=False, max_to_keep=5,
                 keep_checkpoint_every_n_hours=10000.0, name=None, restore_sequentially=False,
                 saver_def=None, builder=None, defer_build=False, allow_empty=False,
                 write_version=2, pad_step_number=False, save_relative_paths=False,
                 filename=None):
        if var_list is None:
            var_list = get_collection(GraphKeys.GLOBAL_VARIABLES) + get_collection(
                "saveable_objects")
        self._max_to_keep = max_to_keep or 0
        self._pad_step_number = pad_step_number
        self._last_checkpoints = []
        self._is_empty = not var_list
        self.saver_def = None
        if saver_def is not None:  # an imported meta graph's: its ops exist already
            self.saver_def, self._is_empty = saver_def, False
            self._max_to_keep = saver_def.max_to_keep
            return
        if self._is_empty:
            if not allow_empty:
                raise ValueError("No variables to save")
            return
        self._build(_checkpoint_names(var_list), name, filename, keep_checkpoint_every_n_hours)

    def _build(self, named, name, filename, keep_hours):
        saved = [(n,) + triple for n in sorted(named) for triple in named[n]]
        names, refs, specs, tensors = (list(column) for column in zip(*saved))
        with name_scope(name, "save", [r.op for r in refs]):
            filename_tensor = placeholder_with_default(filename or "model", shape=(),
                                                       name="filename")
            # A second placeholder named "Const" keeps the names old TF graphs used.
            filename_tensor = placeholder_with_default(filename_tensor, shape=(), name="Const")
            save = save_v2(filename_tensor, names, specs, tensors)
            save_tensor = with_dependencies([save], filename_tensor)
            with filename_tensor.graph.device("cpu:0"):  # TF pins reading files to the CPU
                restored = restore_v2(filename_tensor, names, specs,
                                      [r.dtype.base_dtype for r in refs])
            assigns = [state_ops.assign(ref, value, validate_shape=ref.shape.is_fully_defined())
                       for ref, value in zip(refs, restored)]
            restore_op = group(*assigns, name="restore_all")
        self.saver_def = SaverDef(filename_tensor.name, save_tensor.name, restore_op.name,
                                  self._max_to_keep, keep_hours)

    def to_proto(self):
        """TF's ``SaverDef`` message of this Saver: what a meta graph's ``savers`` collection
        holds."""
        from .meta_graph_export import saver_def_proto  # loads TF's messages when used
        return saver_def_proto(self.saver_def)

    @property
    def last_checkpoints(self):
        """The checkpoints this Saver wrote and has not deleted, oldest first."""
        return list(self._last_checkpoints)

    def recover_last_checkpoints(self, checkpoint_paths):
        """Takes over ``checkpoint_paths`` (a restored run's, from the checkpoint file) as the
        checkpoints it wrote, those still on disk, so that ``max_to_keep`` deletes them in
        turn."""
        self._last_checkpoints = [p for p in checkpoint_paths if checkpoint_exists(p)]

    # ------------------------------------------------------------------ saving
    def save(self, sess, save_path, global_step=None, latest_filename=None,
             meta_graph_suffix="meta", write_meta_graph=True, write_state=True,
             strip_default_attrs=False, save_debug_info=False):
        """Writes the variables' values in ``sess`` to ``save_path[-global_step]``; returns it."""
        latest_filename = latest_filename or "checkpoint"
        if os.path.split(latest_filename)[0]:
            raise ValueError("'latest_filename' must not contain path components")
        save_path = str(save_path)
        checkpoint_file = save_path
        if global_step is not None:
            if not isinstance(global_step, (int, np.integer)):
                global_step = global_step_value(sess, global_step)
            step = "{:08d}".format(global_step) if self._pad_step_number else str(global_step)
            checkpoint_file = "%s-%s" % (save_path, step)
        elif os.path.basename(save_path) == latest_filename:
            raise ValueError("'latest_filename' collides with 'save_path': '%s' and '%s'"
                             % (latest_filename, save_path))
        if not isinstance(sess, BaseSession):
            raise TypeError("'sess' must be a Session; %s" % sess)
        if self._is_empty:
            return None
        parent = os.path.dirname(save_path)
        try:
            path = sess.run(self.saver_def.save_tensor_name,
                            {self.saver_def.filename_tensor_name: checkpoint_file})
            path = path.decode() if isinstance(path, bytes) else str(path)
            if write_state:
                self._record_last_checkpoint(path, meta_graph_suffix)
                write_checkpoint_state(parent, path, list(self._last_checkpoints), latest_filename)
            if write_meta_graph:
                from .meta_graph_export import save_meta_graph  # loads TF's messages when used
                save_meta_graph("%s.%s" % (path, meta_graph_suffix), sess.graph, self.saver_def)
        except (errors.FailedPreconditionError, errors.NotFoundError):
            # As in TF, a relative path like "ckpt" has parent "" and lands here too.
            if not os.path.isdir(parent):
                raise ValueError("Parent directory of %s doesn't exist, can't save."
                                 % save_path) from None
            raise
        return path

    def _record_last_checkpoint(self, path, meta_graph_suffix):
        if path in self._last_checkpoints:
            self._last_checkpoints.remove(path)
        self._last_checkpoints.append(path)
        while self._max_to_keep and len(self._last_checkpoints) > self._max_to_keep:
            old = self._last_checkpoints.pop(0)
            # As in TF, the meta graph deleted is the one with this save's suffix.
            for suffix in (".index", DATA_SUFFIX, "." + meta_graph_suffix):
                if os.path.exists(old + suffix):
                    os.remove(old + suffix)

    # ------------------------------------------------------------------ restoring
    def restore(self, sess, save_path):
        """Assigns the checkpoint's values to this Saver's variables in ``sess``."""
        if self._is_empty:
            return
        if save_path is None:
            raise ValueError("Can't load save_path when it is None.")
        save_path = str(save_path)
        if not checkpoint_exists(save_path):
            raise ValueError("The passed save_path is not a valid checkpoint: " + save_path)
        logging.info("Restoring parameters from %s", save_path)
        try:
            sess.run(self.saver_def.restore_op_name,
                     {self.saver_def.filename_tensor_name: save_path})
        except errors.NotFoundError as e:
            raise _restore_error(e, "a Variable name or other graph key that is missing") \
                from None
        except errors.InvalidArgumentError as e:
            raise _restore_error(e, "a mismatch between the current graph and the graph") \
                from None


def _restore_error(err, cause):
    return type(err)(err.node_def, err.op, "Restoring from checkpoint failed. This is most likely "
                     "due to %s from the checkpoint. Please ensure that you have not altered the "
                     "graph expected based on the checkpoint. Original error:\n\n%s"
                     % (cause, err.message))
