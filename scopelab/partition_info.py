"""``_PartitionInfo``: what an initializer learns about the slice of a variable it fills.

Mirrors ``_PartitionInfo`` in ``tensorflow/python/ops/variable_scope.py``. When
``get_variable`` cuts a variable into slices (``partitioner=``), each slice's initializer is
called as ``initializer(slice_shape, dtype=..., partition_info=info)`` if it takes
``partition_info``: ``info.full_shape`` is the whole variable's shape and ``info.var_offset``
where the slice starts. TF's scaling initializers (glorot, variance scaling) size their
values by the full shape, so the slices together look like one variable.

>>> info = _PartitionInfo(full_shape=[9, 3], var_offset=[4, 0])
>>> info.single_slice_dim([2, 3]), info.single_offset([2, 3])
(0, 4)
"""


def _sequence(value, what):
    if not isinstance(value, (list, tuple)):
        raise TypeError("`%s` must be a sequence (like tuple or list) instead of %s"
                        % (what, type(value).__name__))


class _PartitionInfo:
    """The whole variable's shape and the offset of one slice in it, along every axis."""

    __slots__ = ("_full_shape", "_var_offset")

    def __init__(self, full_shape, var_offset):
        _sequence(full_shape, "full_shape")
        _sequence(var_offset, "var_offset")
        if len(var_offset) != len(full_shape):
            raise ValueError("Expected equal length, but `var_offset` is of length %d while "
                             "full_shape is of length %d." % (len(var_offset), len(full_shape)))
        for offset, size in zip(var_offset, full_shape):
            if offset < 0 or offset >= size:
                raise ValueError("Expected 0 <= offset < shape but found offset=%s, shape=%s for "
                                 "var_offset=%s, full_shape=%s"
                                 % (offset, size, var_offset, full_shape))
        self._full_shape, self._var_offset = full_shape, var_offset

    full_shape = property(lambda self: self._full_shape)
    var_offset = property(lambda self: self._var_offset)

    def single_slice_dim(self, shape):
        """The one axis along which a slice of ``shape`` is cut (where it is shorter than the
        whole), None if it is the whole; a ValueError if it does not fit or is cut twice."""
        _sequence(shape, "shape")
        if len(shape) != len(self._full_shape):
            raise ValueError("Expected equal length, but received shape=%s of length %d while "
                             "self.full_shape=%s is of length %d."
                             % (shape, len(shape), self._full_shape, len(self._full_shape)))
        for i, (offset, size, whole) in enumerate(zip(self._var_offset, shape,
                                                      self._full_shape)):
            if offset + size > whole:
                raise ValueError("With self.var_offset=%s, a partition of shape=%s would exceed "
                                 "self.full_shape=%s in dimension %d."
                                 % (self._var_offset, shape, self._full_shape, i))
        cut = None
        for i, (size, whole) in enumerate(zip(shape, self._full_shape)):
            if size == whole:
                continue
            if cut is not None:
                raise ValueError("Cannot use single_slice_dim() with shape=%s and "
                                 "self.full_shape=%s since slice dim could be either dimension "
                                 "%d or %d." % (shape, self._full_shape, i, cut))
            cut = i
        return cut

    def single_offset(self, shape):
        """Where a slice of ``shape`` starts along its cut axis (0 if it is not cut)."""
        axis = self.single_slice_dim(shape)
        return 0 if axis is None else self._var_offset[axis]

    def __repr__(self):
        return "<_PartitionInfo full_shape=%s var_offset=%s>" % (self._full_shape,
                                                                 self._var_offset)
