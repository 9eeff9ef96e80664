"""``tf.train.init_from_checkpoint``: start variables from a checkpoint instead of their
initializers, the way fine-tuning code loads pretrained weights into a model of its own.

Mirrors ``init_from_checkpoint`` in ``checkpoint_utils.py``. Nothing is read when it is
called: each chosen variable's ``initializer`` is replaced by an ``Assign`` from a
``RestoreV2`` op (``checkpoint_initializer``, on the CPU), so ``global_variables_initializer``
loads the saved values. The ``assignment_map`` says which names go where, checkpoint name
first:

- ``{"old_scope/": "new_scope/"}``: every variable under ``new_scope/`` (in the variable
  store, i.e. made with ``get_variable``) takes the value saved under the same name below
  ``old_scope/``; ``"/"`` stands for the root on either side;
- ``{"old_scope/w": "new_scope/w"}`` or ``{"old_scope/w": variable}``: one variable;
- a partitioned variable (by name, or its list of parts) gets each part's slice of the saved
  tensor, however the checkpoint cut it.

A name the checkpoint lacks, or a shape that differs, raises TF's ``ValueError`` (the
first lists the checkpoint's tensors in TF's order, cpp_map_order.py).
Left out: resource variables, object-based checkpoints.

>>> import os, tempfile, scopelab as tf
>>> prefix = os.path.join(tempfile.mkdtemp(), "pretrained")
>>> with tf.Graph().as_default():
...     w = tf.get_variable("old/w", [2], initializer=tf.constant_initializer(0.5))
...     with tf.Session() as sess:
...         sess.run(w.initializer)
...         _ = tf.train.Saver().save(sess, prefix)
>>> with tf.Graph().as_default():
...     w = tf.get_variable("new/w", [2])
...     tf.train.init_from_checkpoint(prefix, {"old/": "new/"})
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         w.initializer.op.inputs[1].op.type, sess.run(w).tolist()
('RestoreV2', [0.5, 0.5])
"""
import os

from ..default_graph import get_default_graph
from ..ops import state_ops
from ..ops.core import convert_to_tensor
from ..ops.io_ops import restore_v2
from ..partitioned_variables import PartitionedVariable
from ..core.variable_scope import _get_default_variable_store
from ..variables import Variable
from .checkpoint_utils import latest_checkpoint, load_checkpoint
from .cpp_map_order import in_cpp_map_order


def init_from_checkpoint(ckpt_dir_or_file, assignment_map):
    """Makes the variables ``assignment_map`` names start from checkpoint values."""
    ckpt_dir_or_file = os.fspath(ckpt_dir_or_file)
    ckpt_file = (latest_checkpoint(ckpt_dir_or_file) if os.path.isdir(ckpt_dir_or_file)
                 else ckpt_dir_or_file)
    # The message for a missing name prints this dict in the order of TF's C++ map.
    saved_shapes = in_cpp_map_order(load_checkpoint(ckpt_dir_or_file).get_variable_to_shape_map())
    store = _get_default_variable_store()._vars
    items = assignment_map.items() if isinstance(assignment_map, dict) else assignment_map
    for saved_name, current in sorted(items, key=lambda pair: pair[0]):
        var = _variable_or_parts(current, store)
        if var is not None:
            if saved_name not in saved_shapes:
                raise ValueError("Tensor %s is not found in %s checkpoint %s"
                                 % (saved_name, ckpt_dir_or_file, saved_shapes))
            if isinstance(var, Variable) and not var.get_shape().is_compatible_with(
                    saved_shapes[saved_name]):
                raise ValueError("Shape of variable %s (%s) doesn't match with shape of tensor "
                                 "%s (%s) from checkpoint reader."
                                 % (var.name, var.get_shape(), saved_name,
                                    saved_shapes[saved_name]))
            _initialize_from(var, ckpt_file, saved_name)
            continue
        for name, saved in _scope_pairs(saved_name, current, store):
            if saved not in saved_shapes:
                raise ValueError("Tensor %s (%s in %s) is not found in %s checkpoint"
                                 % (saved, name[len(_scope_of(current)) + 1:], saved_name,
                                    ckpt_dir_or_file))
            _initialize_from(_variable_or_parts(name, store), ckpt_file, saved)


def _variable_or_parts(current, store):
    """The variable (or list of parts) ``current`` is or names; None for a scope."""
    if isinstance(current, Variable) or isinstance(current, list) and current and all(
            isinstance(v, Variable) for v in current):
        return current
    if isinstance(current, PartitionedVariable):
        return list(current)
    if current in store:
        return store[current]
    parts, i = [], 0
    while "%s/part_%d" % (current, i) in store:
        parts.append(store["%s/part_%d" % (current, i)])
        i += 1
    return parts or None


def _scope_of(name):
    return name[:name.rindex("/")] if "/" in name else ""


def _scope_pairs(saved_scope, current_scope, store):
    """(variable name, checkpoint name) for every variable under ``current_scope``."""
    scope = _scope_of(current_scope)
    if not saved_scope.endswith("/"):
        raise ValueError("Assignment map with scope only name {} should map to scope only {}. "
                         "Should be 'scope/': 'other_scope/'.".format(scope, saved_scope))
    names = {name[:name.index("/part_")] if "/part_" in name else name
             for name in store if not scope or name.startswith(scope + "/")}
    for name in sorted(names):
        saved = name[len(scope):]
        if current_scope != "/":
            saved = saved[1:]
        if saved_scope != "/":
            saved = saved_scope + saved
        yield name, saved[:-1] if saved.endswith("/") else saved


def _initialize_from(var, ckpt_file, saved_name):
    if isinstance(var, Variable):
        _set_initializer(var, ckpt_file, saved_name, "")
        return
    full_names = {part._save_slice_info.full_name for part in var}
    if len(full_names) > 1:
        raise ValueError("Slices must all be from the same tensor: %s != %s"
                         % tuple(sorted(full_names)[:2]))
    for part in var:
        _set_initializer(part, ckpt_file, saved_name, part._save_slice_info.spec)


def _set_initializer(var, ckpt_file, saved_name, spec):
    """The variable's initializer becomes an Assign from the checkpoint, read on the CPU."""
    g = get_default_graph()
    with g.device(var.device), g.device("/cpu:0"):
        restored = restore_v2(ckpt_file, [saved_name], [spec], [var.dtype.base_dtype],
                              name="checkpoint_initializer")[0]
    var._initializer_op = state_ops.assign(convert_to_tensor(var, as_ref=True), restored,
                                           validate_shape=var.get_shape().is_fully_defined())
    restored.set_shape(var.get_shape())
    var._initial_value = restored
