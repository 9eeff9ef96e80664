"""The run-time side of tf.data: what a dataset op's ``variant`` output holds, and its kernels.

Mirrors the C++ ``DatasetBase`` classes of ``tensorflow/core/kernels/data/``: running a
dataset op does not read any data; it makes a *description* of a dataset (``DatasetValue``)
that can start any number of independent passes over its elements. An iterator
(``iterator.py``) starts one pass and takes elements from it one ``get_next`` at a time.
An element is a tuple of numpy values, one per flat component (``nest.flatten_for_data``).

Each kernel wraps its input description in a new one, as TF's dataset ops chain, and checks
its arguments with TF's messages. Left out: parallelism (``PrefetchDataset`` only passes its
elements on), cardinality, checkpointing of iterator state.

>>> import numpy as np
>>> d = DatasetValue(lambda: iter([(np.int64(1),), (np.int64(2),), (np.int64(3),)]))
>>> [e[0].tolist() for e in d.elements()]
[1, 2, 3]
>>> twice = _repeat(None, d, np.int64(2))  # the kernel of RepeatDataset (no op needed)
>>> [e[0].tolist() for e in _take(None, twice, np.int64(4)).elements()]
[1, 2, 3, 1]
"""
import itertools

import numpy as np

from ..ops.core import kernel


class DatasetValue:
    """A dataset at run time: ``elements()`` starts a new pass over its elements."""

    __slots__ = ("_start",)

    def __init__(self, start):
        self._start = start

    def elements(self):
        return self._start()

    def __repr__(self):
        return "<dataset>"


def _numpy_types(op):
    return [t.as_numpy_dtype for t in op.attrs["output_types"]]


# ---------------------------------------------------------------------------- sources
@kernel("TensorSliceDataset")
def _tensor_slices(op, *components):
    sizes = {np.shape(c)[0] for c in components}
    if len(sizes) > 1:
        raise ValueError("All components must have the same size in the 0th dimension")
    n = sizes.pop()
    return DatasetValue(lambda: (tuple(c[i] for c in components) for i in range(n)))


@kernel("TensorDataset")
def _tensors(op, *components):
    return DatasetValue(lambda: iter([components]))


@kernel("RangeDataset")
def _range(op, start, stop, step):
    if step == 0:
        raise ValueError("step must be a non-zero integer.")
    values = np.arange(start, stop, step, dtype=np.int64)
    return DatasetValue(lambda: ((v,) for v in values))


# ---------------------------------------------------------------------------- transformations
@kernel("MapDataset")
def _map(op, dataset, *captured):
    from .map_function import function_of  # the traced function of this MapDataset
    fn = function_of(op)
    return DatasetValue(lambda: (fn(element, captured) for element in dataset.elements()))


@kernel("FilterDataset")
def _filter(op, dataset, *captured):
    from .map_function import function_of  # the traced predicate of this FilterDataset
    keep = function_of(op)
    return DatasetValue(lambda: (e for e in dataset.elements() if keep(e, captured)[0]))


@kernel("ConcatenateDataset")
def _concatenate(op, first, second):
    return DatasetValue(lambda: itertools.chain(first.elements(), second.elements()))


@kernel("RepeatDataset")
def _repeat(op, dataset, count):
    count = int(count)

    def start():
        passes = itertools.count() if count < 0 else range(count)
        for _ in passes:
            seen = False
            for element in dataset.elements():
                seen = True
                yield element
            if not seen:  # repeating nothing forever would never end
                return
    return DatasetValue(start)


@kernel("BatchDatasetV2")
def _batch(op, dataset, batch_size, drop_remainder):
    size = int(batch_size)
    if size <= 0:
        raise ValueError("Batch size must be greater than zero.")
    types = _numpy_types(op)

    def start():
        elements = dataset.elements()
        while True:
            chunk = list(itertools.islice(elements, size))
            if not chunk or (drop_remainder and len(chunk) < size):
                return
            yield tuple(_stack([np.asarray(e[i], dtype=t) for e in chunk], i)
                        for i, t in enumerate(types))
    return DatasetValue(start)


def _stack(parts, component):
    try:
        return np.stack(parts)
    except ValueError:
        first = parts[0].shape
        k = next(k for k, p in enumerate(parts) if p.shape != first)
        raise ValueError("Cannot batch tensors with different shapes in component %d. First "
                         "element had shape %s and element %d had shape %s."
                         % (component, _dims(first), k, _dims(parts[k].shape))) from None


def _dims(shape):
    return "[%s]" % ",".join(str(d) for d in shape)


@kernel("TakeDataset")
def _take(op, dataset, count):
    count = int(count)
    return DatasetValue(lambda: itertools.islice(dataset.elements(), None if count < 0
                                                 else count))


@kernel("SkipDataset")
def _skip(op, dataset, count):
    count = int(count)
    if count < 0:  # skipping -1 elements skips them all
        return DatasetValue(lambda: iter(()))
    return DatasetValue(lambda: itertools.islice(dataset.elements(), count, None))


@kernel("ZipDataset")
def _zip(op, *datasets):
    return DatasetValue(lambda: (sum(parts, ()) for parts in
                                 zip(*[d.elements() for d in datasets])))


kernel("PrefetchDataset")(lambda op, dataset, buffer_size: dataset)
