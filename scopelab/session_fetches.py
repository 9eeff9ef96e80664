"""How ``Session.run`` reads its fetches, a structure of graph elements, and hands back values.

Mirrors the fetch mappers of ``tensorflow/python/client/session.py`` (``_FetchMapper`` and
its subclasses), with TF's rules for what comes back:

- a list (or a subclass of list) comes back as a list, a tuple as a tuple, any other tuple
  type (a namedtuple) as ``type(*values)``;
- a mapping comes back as ``type(pairs)``, fed a generator of (key, value) pairs; a
  ``collections.defaultdict`` keeps its ``default_factory``;
- an ``attrs`` class instance comes back as ``type(*values)`` of its fields;
- an ``IndexedSlices`` comes back as an ``IndexedSlicesValue`` of its tensors' values, and an
  object of a type registered with ``register_session_run_conversion_functions`` as its
  fetch function says;
- anything else is one graph element: a Tensor or Operation, or a name (str or bytes);
  an Operation's value is None.

Each graph element is computed once however often the structure names it.

>>> import collections, scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a = tf.constant(1.0, name="a")
>>> elements = []
>>> rebuild = fetch_mapper(g, collections.defaultdict(list, x=[a, "a:0"]), elements, {})
>>> elements
[<tf.Tensor 'a:0' shape=() dtype=float32>]
>>> rebuild([1.0])
defaultdict(<class 'list'>, {'x': [1.0, 1.0]})
"""
import collections

from .core.session import fetch_element
from .core.state import SESSION_RUN_CONVERSIONS


def fetch_mapper(graph, fetch, elements, index):
    """The function that rebuilds ``fetch`` from the list of values of ``elements``."""
    if fetch is None:
        raise TypeError('Argument `fetch` = None has invalid type "NoneType". Cannot be None')
    if isinstance(fetch, (list, tuple)):
        parts = [fetch_mapper(graph, f, elements, index) for f in fetch]
        kind = type(fetch)
        if issubclass(kind, list):
            return lambda values: [p(values) for p in parts]
        if kind is tuple:
            return lambda values: tuple(p(values) for p in parts)
        return lambda values: kind(*[p(values) for p in parts])  # a namedtuple
    if isinstance(fetch, collections.abc.Mapping):
        make = type(fetch)
        if isinstance(fetch, collections.defaultdict):
            factory = fetch.default_factory
            make = lambda pairs: collections.defaultdict(factory, pairs)  # noqa: E731
        parts = [(k, fetch_mapper(graph, v, elements, index)) for k, v in fetch.items()]
        return lambda values: make((k, p(values)) for k, p in parts)
    fields = getattr(type(fetch), "__attrs_attrs__", None)
    if fields is not None:
        parts = [fetch_mapper(graph, getattr(fetch, f.name), elements, index) for f in fields]
        kind = type(fetch)
        return lambda values: kind(*[p(values) for p in parts])
    for kind, fetch_function, _, _ in SESSION_RUN_CONVERSIONS:
        if isinstance(fetch, kind):
            tensors, contract = fetch_function(fetch)
            positions = [_position(graph, t, elements, index) for t in tensors]
            return lambda values: contract([values[i] for i in positions]) if positions else None
    fetch_parts = getattr(fetch, "_fetch_parts", None)
    if fetch_parts is not None:  # an IndexedSlices: its tensors, fetched as one value
        tensors, make = fetch_parts()
        positions = [_position(graph, t, elements, index) for t in tensors]
        return lambda values: make(*[values[i] for i in positions])
    i = _position(graph, fetch, elements, index)
    return lambda values: values[i]


def register_session_run_conversion_functions(tensor_type, fetch_function, feed_function=None,
                                              feed_function_for_partial_run=None):
    """Makes ``Session.run`` fetch and feed objects of ``tensor_type`` through the functions:
    ``fetch_function(obj)`` gives (tensors, function making the value from their values),
    ``feed_function(obj, value)`` (tensor, value) pairs, ``feed_function_for_partial_run(obj)``
    the tensors a partial run is fed (TF's ``session.register_session_run_conversion_functions``).
    """
    for kind, _, _, _ in SESSION_RUN_CONVERSIONS + [(object,) * 4]:  # TF's default: object
        if issubclass(kind, tensor_type):
            raise ValueError("%s has already been registered so ignore it." % tensor_type)
    SESSION_RUN_CONVERSIONS.insert(0, (tensor_type, fetch_function, feed_function,
                                       feed_function_for_partial_run))


def _position(graph, fetch, elements, index):
    """Where the graph element ``fetch`` names sits in ``elements`` (added if new)."""
    element = fetch_element(graph, fetch)
    if element not in index:
        index[element] = len(elements)
        elements.append(element)
    return index[element]
