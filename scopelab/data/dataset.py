"""``tf.data.Dataset``: an input pipeline built as a chain of dataset ops in the graph.

Mirrors ``tensorflow/python/data/ops/dataset_ops.py`` as TF1 graph mode uses it. Each
constructor or transformation adds one dataset op (``TensorSliceDataset``, ``MapDataset``,
``BatchDatasetV2``...) to the default graph, with its arguments as ``Const``s named after
TF's arguments (``count``, ``batch_size``, ``drop_remainder``); the op's one output is a
``variant`` tensor, which at run time holds a description of the dataset
(``dataset_kernels.py``). A Dataset object remembers that tensor and the structure of its
elements: ``output_types``, ``output_shapes`` and ``output_classes`` nest like an element
(``nest.py``, whose tf.data variant reads a list as one value). Elements are read through an
iterator (``iterator.py``).

``padded_batch`` is in ``padded_batch.py``. Left out: ``flat_map``, ``interleave``, ``cache``,
``unbatch``, ``window``, file datasets (``TFRecordDataset``, ``TextLineDataset``), ``element_spec`` and ``Options``;
ops keep only the ``output_types``/``output_shapes``/``metadata`` attributes of TF's (no
``f``/``predicate`` function attributes: the graph has no function library), so a graph whose
dataset ops take functions (``map``, ``filter``, a one-shot iterator) cannot go through
``import_graph_def``.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     ds = tf.data.Dataset.from_tensor_slices(([1, 2, 3], [4, 5, 6]))
...     ds = ds.map(lambda a, b: a * b).repeat(2).batch(4)
...     batch = ds.make_one_shot_iterator().get_next()
...     with tf.Session() as sess:
...         print(sess.run(batch), sess.run(batch))
...         try:
...             sess.run(batch)
...         except tf.errors.OutOfRangeError as e:
...             print(e.message.splitlines()[2])
...     ds.output_shapes
[ 4 10 18  4] [10 18]
End of sequence
TensorShape([Dimension(None)])
"""
import numpy as np

from .. import dtypes, nest
from ..default_graph import get_default_graph
from ..ops.core import constant, convert_to_tensor
from ..tensor import Tensor
from ..core.shapes import TensorShape
from . import iterator, map_function, padded_batch as padding, shuffle as shuffling



class Dataset:
    """A dataset op's ``variant`` tensor and the structure of its elements."""

    def __init__(self, variant_tensor, element_types, flat_shapes):
        self._variant_tensor = variant_tensor
        self._types = element_types  # nested like an element, DTypes at the leaves
        self._flat_shapes = list(flat_shapes)

    # ------------------------------------------------------------------ structure
    @property
    def output_types(self):
        return self._types

    @property
    def output_shapes(self):
        return nest.pack_sequence_as_for_data(self._types, self._flat_shapes)

    @property
    def output_classes(self):
        return nest.map_structure_for_data(lambda _: Tensor, self._types)

    @property
    def _flat_types(self):
        return nest.flatten_for_data(self._types)

    def __iter__(self):
        raise RuntimeError("`tf.data.Dataset` only supports Python-style iteration in eager "
                           "mode or within tf.function.")

    def __repr__(self):
        return "<%s element_types=%s>" % (type(self).__name__, self._types)

    # ------------------------------------------------------------------ sources
    @staticmethod
    def from_tensor_slices(tensors, name=None):
        """A dataset of the slices of ``tensors`` along their first dimension."""
        components = _normalize(tensors)
        dim = None
        for c in components:
            if c.shape.ndims == 0:
                raise ValueError("Unbatching a tensor is only supported for rank >= 1")
            first = c.shape.dims[0] if c.shape.dims else None
            if dim is not None and first is not None and dim != first:
                raise ValueError("Dimensions %d and %d are not compatible" % (dim, first))
            dim = first if dim is None else dim
        shapes = [TensorShape(None if c.shape.dims is None else c.shape.dims[1:])
                  for c in components]
        return _make("TensorSliceDataset", components, _types_of(tensors, components), shapes,
                     types_attr="Toutput_types")

    @staticmethod
    def from_tensors(tensors, name=None):
        """A dataset of one element, ``tensors``."""
        components = _normalize(tensors)
        return _make("TensorDataset", components, _types_of(tensors, components),
                     [c.shape for c in components], types_attr="Toutput_types")

    @staticmethod
    def range(*args, output_type=dtypes.int64, name=None):
        """The integers of Python's ``range(*args)``, as int64 scalars."""
        if not 1 <= len(args) <= 3:
            raise ValueError("Invalid `args`. The length of `args` should be between 1 and 3 "
                             "but was %d." % len(args))
        start, stop, step = (0, args[0], 1) if len(args) == 1 else \
            (args[0], args[1], 1) if len(args) == 2 else args
        inputs = [_int64(v, n) for v, n in ((start, "start"), (stop, "stop"), (step, "step"))]
        return _make("RangeDataset", inputs, dtypes.as_dtype(output_type), [TensorShape([])])

    @staticmethod
    def zip(datasets, name=None):
        """Elements of ``datasets`` (a nested tuple or dict of datasets) side by side."""
        if isinstance(datasets, list):
            raise TypeError("Invalid input to `zip`. Inputs are expected to be (nested) "
                            "structures of `tf.data.Dataset` objects. Python `list` is not "
                            "supported and you should use `tuple` instead.")
        parts = nest.flatten_for_data(datasets)
        for d in parts:
            if not isinstance(d, Dataset):
                raise TypeError("Invalid `datasets`. `datasets` is expected to be a (nested) "
                                "structure of `tf.data.Dataset` objects. Encountered object "
                                "with type %s." % type(d))
        types = nest.map_structure_for_data(lambda d: d.output_types, datasets)
        shapes = [s for d in parts for s in d._flat_shapes]
        return _make("ZipDataset", [d._variant_tensor for d in parts], types, shapes,
                     extra={"N": len(parts)})

    # ------------------------------------------------------------------ transformations
    def map(self, map_func, num_parallel_calls=None, deterministic=None, name=None):
        """Applies ``map_func`` to each element (traced once: ``map_function.py``)."""
        fn = map_function.TracedFunction(map_func, self._types, self._flat_types,
                                         self._flat_shapes, getattr(map_func, "__name__", "fn"))
        types = nest.map_structure_for_data(lambda t: t.dtype.base_dtype, fn.output_structure)
        ds = _make("MapDataset", [self._variant_tensor] + fn.captured, types,
                   [t.shape for t in fn.outputs],
                   extra={"Targuments": [t.dtype.base_dtype for t in fn.captured]})
        map_function.register(ds._variant_tensor.op, fn)
        return ds

    def filter(self, predicate, name=None):
        """The elements for which ``predicate`` (traced once, like ``map``'s function) is
        true."""
        fn = map_function.TracedFunction(predicate, self._types, self._flat_types,
                                         self._flat_shapes, getattr(predicate, "__name__", "fn"))
        out = fn.output_structure
        if nest.is_nested_for_data(out) or out.dtype.base_dtype != dtypes.bool or out.shape.ndims != 0:
            raise ValueError("Invalid `predicate`. `predicate` must return a `tf.bool` scalar "
                             "tensor, but its return type is %s."
                             % (nest.map_structure_for_data(_spec, out),))
        ds = _make("FilterDataset", [self._variant_tensor] + fn.captured, self._types,
                   self._flat_shapes,
                   extra={"Targuments": [t.dtype.base_dtype for t in fn.captured]})
        map_function.register(ds._variant_tensor.op, fn)
        return ds

    def concatenate(self, dataset, name=None):
        """This dataset's elements, then ``dataset``'s (of the same structure and types)."""
        if not nest.same_structure(self._types, dataset.output_types) or \
                self._flat_types != dataset._flat_types:
            raise TypeError("Incompatible dataset elements:\n  %s vs.   %s"
                            % (self._types, dataset.output_types))
        shapes = [a.most_specific_compatible_shape(b)
                  for a, b in zip(self._flat_shapes, dataset._flat_shapes)]
        return self._then("ConcatenateDataset", [dataset._variant_tensor], shapes)

    def batch(self, batch_size, drop_remainder=False, num_parallel_calls=None,
              deterministic=None, name=None):
        """Elements stacked ``batch_size`` at a time; the last batch may be smaller unless
        ``drop_remainder``."""
        size = _int64(batch_size, "batch_size")
        drop = convert_to_tensor(drop_remainder, dtype=dtypes.bool, name="drop_remainder")
        known = batch_size if drop_remainder is True and isinstance(batch_size, int) else None
        shapes = [TensorShape([known]).concatenate(s) for s in self._flat_shapes]
        return self._then("BatchDatasetV2", [size, drop], shapes,
                          {"parallel_copy": False})

    def padded_batch(self, batch_size, padded_shapes=None, padding_values=None,
                     drop_remainder=False, name=None):
        """Elements batched ``batch_size`` at a time, each padded to ``padded_shapes``
        (None dimensions: to the batch's longest) with ``padding_values``."""
        return padding.padded_batch(self, _make, batch_size, padded_shapes, padding_values,
                                    drop_remainder)

    def repeat(self, count=None):
        """The elements ``count`` times over (forever if None or -1)."""
        return self._then("RepeatDataset", [_int64(-1 if count is None else count, "count")])

    def take(self, count, name=None):
        """The first ``count`` elements (all of them if -1)."""
        return self._then("TakeDataset", [_int64(count, "count")])

    def skip(self, count, name=None):
        """All but the first ``count`` elements (none if -1)."""
        return self._then("SkipDataset", [_int64(count, "count")])

    def prefetch(self, buffer_size, name=None):
        """The same elements: TF reads ahead on another thread, which changes no value."""
        return self._then("PrefetchDataset", [_int64(buffer_size, "buffer_size")],
                          colocate=True)

    def shuffle(self, buffer_size, seed=None, reshuffle_each_iteration=None, name=None):
        """The elements in random order, drawn from a buffer of ``buffer_size`` (TF's own
        order for a given seed: ``shuffle.py``); a new order each pass unless
        ``reshuffle_each_iteration=False``."""
        size = _int64(buffer_size, "buffer_size")
        seed, seed2 = shuffling.seed_tensors(seed)
        return self._then("ShuffleDataset", [size, seed, seed2], extra={
            "reshuffle_each_iteration": reshuffle_each_iteration is not False})

    def _then(self, op_type, inputs, shapes=None, extra=None, colocate=False):
        """A dataset op on this one's output and ``inputs``, with the same element types."""
        return _make(op_type, [self._variant_tensor] + inputs, self._types,
                     self._flat_shapes if shapes is None else shapes, extra=extra,
                     colocate=self._variant_tensor.op if colocate else None)

    # ------------------------------------------------------------------ iterators
    def make_one_shot_iterator(self):
        """An iterator that starts by itself on its first ``get_next`` and cannot restart."""
        return iterator.make_one_shot_iterator(self)

    def make_initializable_iterator(self, shared_name=None):
        """An iterator that starts (again) each time ``iterator.initializer`` runs."""
        return iterator.make_initializable_iterator(self, shared_name)


def _spec(t):
    """How TF's messages show a traced output: ``TensorSpec(shape=(), dtype=tf.bool, ...)``."""
    dims = t.shape.dims
    shape = "<unknown>" if dims is None else repr(tuple(dims))
    return "TensorSpec(shape=%s, dtype=tf.%s, name=None)" % (shape, t.dtype.base_dtype.name)


def _normalize(tensors):
    """The components of an element as tensors: Python and numpy values become ``Const``s
    ``normalize_element/component_<i>``, as in TF (the scope is opened even if not used)."""
    g = get_default_graph()
    with g.name_scope("normalize_element"):
        return [t if isinstance(t, Tensor) else
                convert_to_tensor(t, name="component_%d" % i)
                for i, t in enumerate(nest.flatten_for_data(tensors))]


def _types_of(tensors, components):
    return nest.pack_sequence_as_for_data(tensors, [c.dtype.base_dtype for c in components])


def _int64(value, name):
    if isinstance(value, Tensor):
        return value
    return constant(np.int64(value), dtype=dtypes.int64, name=name)


def _make(op_type, inputs, element_types, flat_shapes, types_attr="output_types", extra=None,
          colocate=None):
    """Adds dataset op ``op_type`` (named after its type in the current scope); returns the
    Dataset whose variant tensor it makes."""
    g = get_default_graph()
    flat_types = nest.flatten_for_data(element_types)
    attrs = dict(extra or {})
    attrs.update({types_attr: list(flat_types), "output_shapes": list(flat_shapes),
                  "metadata": b""})
    if colocate is not None:
        with g.colocate_with(colocate):
            op = g._create_op(op_type, inputs, [(dtypes.variant, TensorShape([]))],
                              g._op_name(op_type), attrs)
    else:
        op = g._create_op(op_type, inputs, [(dtypes.variant, TensorShape([]))],
                          g._op_name(op_type), attrs)
    return Dataset(op.outputs[0], element_types, flat_shapes)


def get_output_types(dataset):
    return dataset.output_types


def get_output_shapes(dataset):
    return dataset.output_shapes


def get_output_classes(dataset):
    return dataset.output_classes
