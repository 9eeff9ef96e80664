"""TF1's dataset iterators: ``make_one_shot_iterator``, ``make_initializable_iterator``,
``Iterator.from_structure``, and the ops they add (``OneShotIterator``, ``IteratorV2``,
``MakeIterator``, ``IteratorGetNext``, ``IteratorToStringHandle``).

Mirrors ``tensorflow/python/data/ops/iterator_ops.py``. The iterator op's ``resource`` output
is a handle to state kept in the session, like a variable's value: each session has its own
position in the data (``IteratorResource``). ``MakeIterator`` (the ``initializer``) starts a
new pass over its dataset, with whatever the placeholders are fed in that run; each run of
``IteratorGetNext`` takes the next element, and raises ``tf.errors.OutOfRangeError`` ("End of
sequence") once there is none. A one-shot iterator starts by itself on its first run; TF
rebuilds its dataset from a function copy of the dataset ops (``dataset_factory``), here it
runs the dataset's own ops once, so they must not need feeds (TF refuses placeholders too).

Left out: ``from_string_handle`` (``string_handle()`` gives a name, not TF's serialized
handle), ``get_next_as_optional``, shared names across sessions, saveable iterators.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     n = tf.placeholder(tf.int64, [], name="n")
...     it = tf.data.Dataset.range(n).make_initializable_iterator()
...     x = it.get_next()
...     with tf.Session() as sess:
...         sess.run(it.initializer, {n: 2})
...         first = [sess.run(x), sess.run(x)]
...         sess.run(it.initializer, {n: 1})
...         again = sess.run(x)
>>> first, again, x.op.type
([np.int64(0), np.int64(1)], np.int64(0), 'IteratorGetNext')
"""
import weakref

import numpy as np

from .. import dtypes, errors, nest
from ..default_graph import add_to_collection, get_default_graph
from ..core.executor import Plan, execute
from ..ops.core import kernel
from ..ops.random_ops import get_seed
from ..tensor import Tensor
from ..core.shapes import TensorShape, as_shape

GLOBAL_ITERATORS = "iterators"  # the collection of every iterator's resource tensor

_FACTORIES = weakref.WeakKeyDictionary()  # OneShotIterator op -> the dataset's variant tensor
_SESSION_ITERATORS = weakref.WeakKeyDictionary()  # RunState -> {iterator op: IteratorResource}


class Iterator:
    """An iterator's ``resource`` tensor, its ``initializer`` (None for one-shot) and the
    structure of its elements."""

    def __init__(self, iterator_resource, initializer, output_types, output_shapes,
                 output_classes=None):
        self._iterator_resource = iterator_resource
        self._initializer = initializer
        self._types = output_types
        self._flat_shapes = [as_shape(s) for s in nest.flatten_for_data(output_shapes)]
        g = iterator_resource.graph
        self._string_handle = _op(g, "IteratorToStringHandle", [iterator_resource],
                                  [(dtypes.string, TensorShape([]))], {})[0]
        add_to_collection(GLOBAL_ITERATORS, iterator_resource)

    @staticmethod
    def from_structure(output_types, output_shapes=None, shared_name=None,
                       output_classes=None):
        """An iterator of that element structure, started on a dataset by the op that
        ``make_initializer(dataset)`` returns (several datasets can share it)."""
        if output_shapes is None:
            output_shapes = nest.map_structure_for_data(lambda _: TensorShape(None), output_types)
        types = nest.map_structure_for_data(dtypes.as_dtype, output_types)
        shapes = [as_shape(s) for s in nest.flatten_for_data(output_shapes)]
        g = get_default_graph()
        resource = _op(g, "IteratorV2", [], [(dtypes.resource, TensorShape([]))],
                       _structure_attrs(types, shapes, shared_name=shared_name or "",
                                        container=""))[0]
        return Iterator(resource, None, types, nest.pack_sequence_as_for_data(types, shapes))

    output_types = property(lambda self: self._types)
    output_shapes = property(lambda self: nest.pack_sequence_as_for_data(self._types, self._flat_shapes))
    output_classes = property(lambda self: nest.map_structure_for_data(lambda _: Tensor, self._types))

    @property
    def initializer(self):
        if self._initializer is None:
            raise ValueError(
                "The iterator does not have an initializer. This means it was likely created "
                "using `tf.data.Dataset.make_one_shot_iterator()`. For an initializable "
                "iterator, use `tf.data.Dataset.make_initializable_iterator()` instead.")
        return self._initializer

    def make_initializer(self, dataset, name=None):
        """The ``MakeIterator`` op that starts this iterator on ``dataset``."""
        g = get_default_graph()
        with g.name_scope(name or "make_initializer") as scope:
            nest.assert_same_structure_for_data(self._types, dataset.output_types)
            if dataset._flat_types != nest.flatten_for_data(self._types):
                raise TypeError("Expected output types %r but got dataset with output types %r."
                                % (self._types, dataset.output_types))
            for mine, theirs in zip(self._flat_shapes, dataset._flat_shapes):
                if not mine.is_compatible_with(theirs):
                    raise TypeError("Expected output shapes compatible with %r but got dataset "
                                    "with output shapes %r." % (self.output_shapes,
                                                                dataset.output_shapes))
        with g.colocate_with(self._iterator_resource.op):
            return g._create_op("MakeIterator", [dataset._variant_tensor,
                                                 self._iterator_resource], [], g._op_name(scope))

    def get_next(self, name=None):
        """The next element, as tensors nested like ``output_types``: each run takes one."""
        g = self._iterator_resource.graph
        with g.colocate_with(self._iterator_resource.op):
            flat = _op(g, "IteratorGetNext", [self._iterator_resource],
                       list(zip(nest.flatten_for_data(self._types), self._flat_shapes)),
                       _structure_attrs(self._types, self._flat_shapes), name)
        return nest.pack_sequence_as_for_data(self._types, flat)

    def string_handle(self, name=None):
        if name is None:
            return self._string_handle
        g = self._iterator_resource.graph
        return _op(g, "IteratorToStringHandle", [self._iterator_resource],
                   [(dtypes.string, TensorShape([]))], {}, name)[0]


def make_one_shot_iterator(dataset):
    variant = dataset._variant_tensor
    placeholder = _placeholder_under(variant)
    if placeholder is not None:
        raise ValueError("Cannot capture a placeholder (name:%s, type:Placeholder) by value."
                         % placeholder.name)
    # TF seeds the function that rebuilds the dataset: under a graph seed that takes an op
    # seed, and later random ops get the next ones.
    get_seed(None)
    g = variant.graph
    with g.colocate_with(variant.op):
        resource = _op(g, "OneShotIterator", [], [(dtypes.resource, TensorShape([]))],
                       _structure_attrs(dataset.output_types, dataset._flat_shapes,
                                        container="", shared_name=""))[0]
        _FACTORIES[resource.op] = variant
        return Iterator(resource, None, dataset.output_types, dataset.output_shapes)


def make_initializable_iterator(dataset, shared_name=None):
    variant = dataset._variant_tensor
    g = variant.graph
    with g.colocate_with(variant.op):
        resource = _op(g, "IteratorV2", [], [(dtypes.resource, TensorShape([]))],
                       _structure_attrs(dataset.output_types, dataset._flat_shapes,
                                        container="", shared_name=shared_name or ""))[0]
        init = g._create_op("MakeIterator", [variant, resource], [], g._op_name("MakeIterator"))
        return Iterator(resource, init, dataset.output_types, dataset.output_shapes)


def _structure_attrs(types, flat_shapes, **extra):
    return dict(extra, output_types=nest.flatten_for_data(types), output_shapes=list(flat_shapes))


def _op(g, op_type, inputs, output_specs, attrs, name=None):
    op = g._create_op(op_type, inputs, output_specs, g._op_name(name or op_type), attrs)
    return op.outputs


def _placeholder_under(tensor):
    """A Placeholder that ``tensor`` is computed from, if any."""
    seen, todo = set(), [tensor.op]
    while todo:
        op = todo.pop()
        if op.type == "Placeholder":
            return op
        for t in op.inputs:
            if t.op not in seen:
                seen.add(t.op)
                todo.append(t.op)
    return None


# ---------------------------------------------------------------------------- run time
class IteratorResource:
    """One session's iterator: ``elements`` is the pass in progress (None before the first
    initializer run)."""

    __slots__ = ("name", "elements")

    def __init__(self, name):
        self.name = name
        self.elements = None

    def __repr__(self):
        return "IteratorResource(%r, %s)" % (self.name, "uninitialized" if self.elements is None
                                             else "started")


def _resource(state, op):
    iterators = _SESSION_ITERATORS.setdefault(state, {})
    resource = iterators.get(op)
    if resource is None:
        resource = iterators[op] = IteratorResource(op.name)
    return resource


kernel("IteratorV2", stateful=True)(_resource)


@kernel("OneShotIterator", stateful=True)
def _one_shot(state, op):
    resource = _resource(state, op)
    if resource.elements is None:
        variant = _FACTORIES[op]
        dataset = execute(Plan(state, [variant], (), ()), {})[variant]
        resource.elements = dataset.elements()
    return resource


@kernel("MakeIterator", stateful=True)
def _make_iterator(state, op, dataset, resource):
    resource.elements = dataset.elements()


@kernel("IteratorGetNext", stateful=True)
def _get_next(state, op, resource):
    if resource.elements is None:
        raise errors.graph_execution_error(
            errors.FailedPreconditionError, op, "GetNext() failed because the iterator has not "
            "been initialized. Ensure that you have run the initializer operation for this "
            "iterator before getting the next element.")
    try:
        element = next(resource.elements)
    except StopIteration:
        raise errors.graph_execution_error(errors.OutOfRangeError, op,
                                           "End of sequence") from None
    return element[0] if len(element) == 1 else element


@kernel("IteratorToStringHandle", stateful=True)
def _string_handle(state, op, resource):
    return np.array(resource.name.encode(), dtype=object)
