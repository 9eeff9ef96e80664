"""What a TensorArray is while a Session runs: a list of arrays that ops write and read.

Mirrors the C++ ``TensorArray`` resource (``tensor_array.h``, ``tensor_array_ops.cc``). The
``TensorArrayV3`` kernel makes a fresh ``TensorArrayStore`` each run and hands it out as the
handle's value; every other TensorArray op receives that handle and changes or reads the store
in place. The *flow* value (a float scalar) carries nothing: it only orders the ops, so a read
runs after the write whose flow it takes.

An element is written once and, with ``clear_after_read``, read once; its shape is fixed by
the first write when the array was built with ``infer_shape`` (``identical_element_shapes``).
Reading an element never written gives zeros if the element shape is fully known, as in TF.
A gradient array (``TensorArrayGradV3``) is made once per source and adds repeated writes up.

>>> import numpy as np
>>> store = TensorArrayStore("ta", np.float32, 2, False, True, None, True)
>>> store.write(0, np.ones(2, np.float32)); store.read(1).tolist()
[0.0, 0.0]
"""
import itertools

import numpy as np

from ..core.shapes import TensorShape
from .core import kernel

_FLOW = np.zeros((), np.float32)
_FLOW.flags.writeable = False
_SERIAL = itertools.count()  # TF numbers the arrays a process makes: TensorArray_1_1


class TensorArrayStore:
    """The elements of one TensorArray in one run, and the gradient arrays made from it."""

    def __init__(self, name, dtype, size, dynamic, clear_after_read, element_shape,
                 identical_shapes, aggregate=False):
        self.name, self.dtype = name, dtype
        self.values = [None] * size
        self.read_already = [False] * size
        self.dynamic, self.clear_after_read = dynamic, clear_after_read
        self.element_shape = element_shape  # a TensorShape, or None for an unknown rank
        self.identical_shapes, self.aggregate = identical_shapes, aggregate
        self.grads = {}

    def _error(self, text):
        return ValueError("TensorArray %s: %s" % (self.name, text))

    def _grow(self, index, verb):
        n = len(self.values)
        if index < 0 or (index >= n and not self.dynamic):
            raise self._error("Tried to %s index %d but array is not resizeable and size is: %d"
                              % (verb, index, n))
        if index >= n:
            self.values.extend([None] * (index + 1 - n))
            self.read_already.extend([False] * (index + 1 - n))

    def write(self, index, value):
        self._grow(index, "write to")
        value = np.asarray(value, self.dtype)
        shape = self.element_shape
        # (Most writes in a loop match the element shape exactly: that needs no TensorShape.)
        if shape is not None and shape.dims is not None and value.shape != shape.dims and \
                not TensorShape(value.shape).is_compatible_with(shape):
            raise self._error("Could not write to TensorArray index %d because the value shape "
                              "is %s which is incompatible with the TensorArray's inferred "
                              "element shape: %s (consider setting infer_shape=False)."
                              % (index, _dims(value.shape), _dims(shape.dims)))
        if self.identical_shapes and not (shape is not None and shape.is_fully_defined()):
            self.element_shape = TensorShape(value.shape)
        old = self.values[index]
        if old is not None or self.read_already[index]:
            if not self.aggregate:
                raise self._error("Could not write to TensorArray index %d because it has "
                                  "already been %s." % (index, "read" if old is None else
                                                        "written to"))
            if old is not None:
                if old.shape != value.shape:
                    raise self._error("Could not aggregate to TensorArray index %d because the "
                                      "existing shape is %s but the new input shape is %s."
                                      % (index, _dims(old.shape), _dims(value.shape)))
                value = old + value
        self.values[index] = value

    def read(self, index):
        n = len(self.values)
        if index < 0 or index >= n:
            raise ValueError("Tried to read from index %d but array size is: %d" % (index, n))
        value = self.values[index]
        if value is None:
            if self.read_already[index]:
                raise self._error("Could not read index %d twice because it was cleared after "
                                  "a previous read (perhaps try setting clear_after_read = "
                                  "false?)." % index)
            shape = self.element_shape
            if shape is None or not shape.is_fully_defined():
                raise self._error(
                    "Could not read from TensorArray index %d.  Furthermore, the element shape "
                    "is not fully defined: %s.  It is possible you are working with a "
                    "resizeable TensorArray and stop_gradients is not allowing the gradients "
                    "to be written.  If you set the full element_shape property on the forward "
                    "TensorArray, the proper all-zeros tensor will be returned instead of "
                    "incurring this error." % (index, _dims(None if shape is None
                                                            else shape.dims)))
            return np.zeros(shape.dims, self.dtype)
        if self.clear_after_read:
            self.values[index] = None
            self.read_already[index] = True
        return value

    def read_many(self, indices, element_shape=None):
        """The values at ``indices``, stacked; for no indices, an empty stack shaped by the
        gather's own ``element_shape`` when the array's is not known (TF's kernel does so)."""
        values = [self.read(int(i)) for i in indices]
        if not values:
            shape = self.element_shape
            if shape is None or not shape.is_fully_defined():
                shape = element_shape
            dims = shape.dims if shape is not None and shape.is_fully_defined() else (0,)
            return np.zeros((0,) + tuple(dims), self.dtype)
        first = values[0].shape
        for i, v in zip(indices, values):
            if v.shape != first:
                raise self._error("TensorArray has inconsistent shapes.  Index 0 has shape: %s "
                                  "but index %d has shape: %s" % (_dims(first), i,
                                                                  _dims(v.shape)))
        return np.stack(values)

    def grad(self, source):
        """The gradient array of ``source`` (made on first use, sized as this one now is)."""
        store = self.grads.get(source)
        if store is None:
            store = self.grads[source] = TensorArrayStore(
                "%s@%s" % (self.name, source), self.dtype, len(self.values), False,
                self.clear_after_read, self.element_shape, self.identical_shapes,
                aggregate=True)
        return store


def _dims(dims):
    if dims is None:
        return "<unknown>"
    return "[%s]" % ",".join("?" if d is None else str(d) for d in dims)


@kernel("TensorArrayV3", stateful=True)
def _tensor_array(state, op, size):
    size = int(size)
    if size < 0:
        raise ValueError("Size should be >= 0.")
    attrs = op.attrs
    shape = attrs["element_shape"]
    name = attrs["tensor_array_name"].decode() or "%s_%d" % (op.name, next(_SERIAL))
    store = TensorArrayStore(name, attrs["dtype"].as_numpy_dtype, size, attrs["dynamic_size"],
                             attrs["clear_after_read"], None if shape.dims is None else shape,
                             attrs["identical_element_shapes"])
    return store, _FLOW


@kernel("TensorArrayWriteV3", stateful=True)
def _write(state, op, store, index, value, flow):
    store.write(int(index), value)
    return _FLOW


@kernel("TensorArrayReadV3", stateful=True)
def _read(state, op, store, index, flow):
    return store.read(int(index))


@kernel("TensorArrayGatherV3", stateful=True)
def _gather(state, op, store, indices, flow):
    return store.read_many(np.ravel(indices).tolist(), op.attrs.get("element_shape"))


@kernel("TensorArrayScatterV3", stateful=True)
def _scatter(state, op, store, indices, value, flow):
    indices = np.ravel(indices).tolist()
    value = np.asarray(value)
    if value.ndim == 0 or value.shape[0] != len(indices):
        raise ValueError(
            "Expected len(indices) == values.shape[0], but saw: %d vs. %d"
            % (len(indices), value.shape[0] if value.ndim else 0))
    if indices and not store.dynamic and max(indices) >= len(store.values):
        raise ValueError("Max scatter index must be < array size "
                         "(%d vs. %d)" % (max(indices), len(store.values)))
    for i, row in zip(indices, value):
        store.write(i, row)
    return _FLOW


@kernel("TensorArrayConcatV3", stateful=True)
def _concat(state, op, store, flow):
    values = [store.read(i) for i in range(len(store.values))]
    lengths = np.array([v.shape[0] if v.ndim else 1 for v in values], np.int64)
    if not values:
        return np.zeros((0,), store.dtype), lengths
    return np.concatenate([np.atleast_1d(v) for v in values]), lengths


@kernel("TensorArraySplitV3", stateful=True)
def _split(state, op, store, value, lengths, flow):
    value = np.asarray(value)
    lengths = np.ravel(lengths).astype(np.int64)
    if value.ndim == 0 or lengths.sum() != value.shape[0]:
        raise ValueError(
            "Expected sum of lengths to be equal to values.shape[0], but sum of "
            "lengths is %d and value's shape is: %s" % (lengths.sum(), _dims(value.shape)))
    if not store.dynamic and len(lengths) > len(store.values):
        raise ValueError(
            "TensorArray's size is not equal to the size of lengths (%d vs. %d), "
            "and the TensorArray is not marked as dynamically resizeable"
            % (len(store.values), len(lengths)))
    ends = np.cumsum(lengths)
    for i, (start, end) in enumerate(zip(ends - lengths, ends)):
        store.write(i, value[start:end])
    return _FLOW


@kernel("TensorArraySizeV3", stateful=True)
def _size(state, op, store, flow):
    return np.int32(len(store.values))


@kernel("TensorArrayCloseV3", stateful=True)
def _close(state, op, store):
    store.values = [None] * len(store.values)


@kernel("TensorArrayGradV3", stateful=True)
def _grad(state, op, store, flow):
    return store.grad(op.attrs["source"].decode()), _FLOW
