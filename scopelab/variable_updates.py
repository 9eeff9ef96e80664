"""What a TF1 ``tf.Variable`` offers to write itself: assign, the scatters, sliced assignment.

Mirrors the update methods of ``RefVariable`` (``ref_variable.py``). Each builds one op that
takes the variable's reference (``v:0``, not the ``v/read`` snapshot) and returns it after the
write, so reading the result reads the new value:

- ``assign`` / ``assign_add`` / ``assign_sub`` (``read_value=False`` gives the op instead);
- the row scatters, each given a ``tf.IndexedSlices`` of rows and their values:
  ``scatter_update`` / ``_add`` / ``_sub`` / ``_mul`` / ``_div`` / ``_min`` / ``_max``, and
  ``batch_scatter_update`` (indices along the last axis of leading batch axes);
- the coordinate scatters ``scatter_nd_update`` / ``_add`` / ``_sub`` / ``_max`` / ``_min``
  (always locking, as TF's);
- ``v[...]``: a slice of the snapshot whose ``assign`` writes that part of the variable
  (scatter_nd_state_ops.py);
- ``count_up_to`` and ``load`` (a value written by feeding the initializer).

``sparse_read`` and ``gather_nd`` belong to TF's resource variables: a RefVariable has them
and raises an AttributeError without a message when they are called, as TF's does.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     v = tf.Variable([1.0, 2.0, 3.0], name="v")
...     doubled = v.scatter_mul(tf.IndexedSlices(tf.constant([2.0]), tf.constant([1])))
...     with tf.Session() as sess:
...         sess.run(v.initializer)
...         value = sess.run(doubled)
>>> doubled.op.type, [t.name for t in doubled.op.inputs][0], value.tolist()
('ScatterMul', 'v:0', [1.0, 4.0, 3.0])
"""
from .core.session import get_default_session
from .ops import scatter_nd_state_ops, state_ops
from .ops.indexing_ops import strided_slice
from .tf_logging import warn_deprecated


class VariableUpdates:
    """The update methods of ``Variable`` (variables.py), which keeps ``_variable``, its
    reference, and ``_snapshot``, its ``read``."""

    def assign(self, value, use_locking=False, name=None, read_value=True):
        t = state_ops.assign(self._variable, value, use_locking=use_locking, name=name)
        return t if read_value else t.op

    def assign_add(self, delta, use_locking=False, name=None, read_value=True):
        t = state_ops.assign_add(self._variable, delta, use_locking=use_locking, name=name)
        return t if read_value else t.op

    def assign_sub(self, delta, use_locking=False, name=None, read_value=True):
        t = state_ops.assign_sub(self._variable, delta, use_locking=use_locking, name=name)
        return t if read_value else t.op

    def count_up_to(self, limit):
        """A ``CountUpTo`` op: each run adds 1 and gives the value before, until ``limit``."""
        warn_deprecated("RefVariable.count_up_to", "tensorflow.python.ops.ref_variable",
                        "Prefer Dataset.range instead.")
        return state_ops.count_up_to(self._variable, limit, warn=False)

    # ------------------------------------------------------------------ rows
    def scatter_add(self, sparse_delta, use_locking=False, name=None):
        """Adds an IndexedSlices to this variable's rows."""
        return self._scatter(state_ops.scatter_add, sparse_delta, use_locking, name)

    def scatter_sub(self, sparse_delta, use_locking=False, name=None):
        """Subtracts an IndexedSlices from this variable's rows (a sparse gradient step)."""
        return self._scatter(state_ops.scatter_sub, sparse_delta, use_locking, name)

    def scatter_update(self, sparse_delta, use_locking=False, name=None):
        """Sets this variable's rows to an IndexedSlices' values."""
        return self._scatter(state_ops.scatter_update, sparse_delta, use_locking, name)

    def scatter_mul(self, sparse_delta, use_locking=False, name=None):
        """Multiplies this variable's rows by an IndexedSlices' values."""
        return self._scatter(state_ops.scatter_mul, sparse_delta, use_locking, name)

    def scatter_div(self, sparse_delta, use_locking=False, name=None):
        """Divides this variable's rows by an IndexedSlices' values."""
        return self._scatter(state_ops.scatter_div, sparse_delta, use_locking, name)

    def scatter_min(self, sparse_delta, use_locking=False, name=None):
        """This variable's rows become their minimum with an IndexedSlices' values."""
        return self._scatter(state_ops.scatter_min, sparse_delta, use_locking, name)

    def scatter_max(self, sparse_delta, use_locking=False, name=None):
        """This variable's rows become their maximum with an IndexedSlices' values."""
        return self._scatter(state_ops.scatter_max, sparse_delta, use_locking, name)

    def _scatter(self, update, sparse_delta, use_locking, name):
        _check_slices(sparse_delta)
        return update(self._variable, sparse_delta.indices, sparse_delta.values,
                      use_locking=use_locking, name=name)

    def batch_scatter_update(self, sparse_delta, use_locking=False, name=None):
        """Sets entries along the last axis of ``sparse_delta.indices``, batch by batch."""
        # TF's method takes the IndexedSlices unchecked and calls the deprecated function,
        # which warns all the same.
        return scatter_nd_state_ops.batch_scatter_update(
            self, sparse_delta.indices, sparse_delta.values, use_locking=use_locking, name=name)

    # ------------------------------------------------------------------ coordinates
    def scatter_nd_update(self, indices, updates, name=None):
        """Sets the entries (or slices) at the coordinates ``indices`` to ``updates``."""
        return self._scatter_nd("ScatterNdUpdate", indices, updates, name)

    def scatter_nd_add(self, indices, updates, name=None):
        return self._scatter_nd("ScatterNdAdd", indices, updates, name)

    def scatter_nd_sub(self, indices, updates, name=None):
        return self._scatter_nd("ScatterNdSub", indices, updates, name)

    def scatter_nd_max(self, indices, updates, name=None):
        return self._scatter_nd("ScatterNdMax", indices, updates, name)

    def scatter_nd_min(self, indices, updates, name=None):
        return self._scatter_nd("ScatterNdMin", indices, updates, name)

    def _scatter_nd(self, op_type, indices, updates, name):
        return scatter_nd_state_ops.scatter_nd_op(op_type, self._variable, indices, updates,
                                                  True, name)

    def sparse_read(self, indices, name=None):
        raise AttributeError  # a resource variable's method (module docstring)

    def gather_nd(self, indices, name=None):
        raise AttributeError  # a resource variable's method (module docstring)

    # ------------------------------------------------------------------ slices
    def __getitem__(self, spec):
        """``v[spec]``: the slice of the ``read`` snapshot, assignable (``v[0].assign(x)``)."""
        t = strided_slice(self._snapshot, spec)
        if t.op.type == "StridedSlice":  # not a boolean mask
            t.__class__ = scatter_nd_state_ops.VariableSlice
        return t

    def load(self, value, session=None):
        """Writes ``value`` into the variable in ``session`` (by feeding its initializer)."""
        session = session or get_default_session()
        if session is None:
            raise ValueError("Either session argument should be provided or default session "
                             "should be established")
        session.run(self._initializer_op, {self._initializer_op.inputs[1]: value})


def _check_slices(sparse_delta):
    # Known by its parts: indexed_slices.py builds on the op modules that import this one.
    if not (hasattr(sparse_delta, "values") and hasattr(sparse_delta, "indices")):
        raise TypeError("sparse_delta is not IndexedSlices: %s" % (sparse_delta,))
