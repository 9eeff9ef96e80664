"""How ``Session.run`` reads its ``feed_dict``: keys to tensors, values to numpy arrays.

Mirrors the feed handling of ``tensorflow/python/client/session.py`` (``BaseSession._run``)
and ``nest.flatten_dict_items``, with TF's checks and messages:

1. a key may be a tuple of keys (an LSTM's state), fed a structure of the same leaves;
2. a key may be a tensor, a tensor's name (str or bytes) or an ``IndexedSlices``, which stands
   for its ``values``, ``indices`` (and ``dense_shape``) and takes a tuple of their values;
3. a value is converted as TF converts it: a Python int must survive the tensor's dtype
   (``TypeError``), numbers go through ``np.asarray(value).astype(dtype)`` (so numpy's own
   errors show), a string tensor keeps its objects (``str`` or ``bytes``, as fed);
4. the array's shape must fit the tensor's static shape (``ValueError``).

A string tensor's kernels see bytes: ``kernel_value`` encodes the fed objects when the run
computes something, and refuses what TF cannot turn into a string (``InternalError``).

>>> import numpy as np, scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.int32, [2], name="x")
>>> feeds = read_feeds(g, {"x:0": [1, 2]})
>>> feeds[x]
array([1, 2], dtype=int32)
>>> read_feeds(g, {x: [2 ** 31, 1]})[x]  # numpy wraps a list's items, as in TF
array([-2147483648,           1], dtype=int32)
"""
import collections.abc

import numpy as np

from . import errors
from .core.session import _fits
from .core.state import SESSION_RUN_CONVERSIONS
from .tensor import Tensor


def graph_element(graph, obj, allow_operation=True):
    """``graph.as_graph_element(obj)``, reading a bytes name as TF does (as UTF-8 text)."""
    if isinstance(obj, bytes):
        obj = obj.decode("utf-8")
    return graph.as_graph_element(obj, allow_tensor=True, allow_operation=allow_operation)


def read_feeds(graph, feed_dict):
    """{tensor: numpy array} for ``feed_dict`` (a non-empty mapping)."""
    if type(feed_dict) is dict:  # the usual feed: tensors of the graph as keys
        feeds = {}
        for key, value in feed_dict.items():
            if not (isinstance(key, Tensor) and key.graph is graph):
                break
            feeds[key] = _feed(graph, key, value, key, value)
        else:
            return feeds
    feeds = {}
    for key, value in flatten_dict_items(feed_dict).items():
        for subkey, subvalue in _expand(key, value):
            try:
                tensor = graph_element(graph, subkey, allow_operation=False)
            except (KeyError, ValueError, TypeError) as e:
                raise TypeError("Cannot interpret feed_dict key as Tensor: %s"
                                % (e.args[0] if e.args else e)) from None
            feeds[tensor] = _feed(graph, tensor, subvalue, key, value)
    return feeds


def _feed(graph, tensor, value, key, whole):
    """``value`` fed to ``tensor`` (part of ``whole`` fed to ``key``), checked as TF does."""
    if isinstance(value, Tensor):
        raise TypeError(
            "The value of a feed cannot be a tf.Tensor object. Acceptable feed values include "
            "Python scalars, strings, lists, numpy ndarrays, or TensorHandles. For reference, "
            "the tensor object was %s which was passed to the argument `feed_dict` with key %s."
            % (whole, key))
    array = feed_array(tensor, value)
    if not graph.is_feedable(tensor):
        raise ValueError("Tensor %s may not be fed." % tensor.name)
    return array


def _expand(key, value):
    """(tensor key, value) pairs of one feed: an IndexedSlices feeds each of its tensors, an
    object of a registered type what its feed function says."""
    for kind, _, feed_function, _ in SESSION_RUN_CONVERSIONS:
        if isinstance(key, kind):
            return feed_function(key, value)
    fetch_parts = getattr(key, "_fetch_parts", None)
    if fetch_parts is None:
        return ((key, value),)
    return zip(fetch_parts()[0], value)


def feed_array(tensor, value):
    """``value`` as the numpy array TF feeds to ``tensor``, checked against its shape."""
    np_type = tensor.dtype.as_numpy_dtype
    if np_type is np.object_:
        np_type = object  # TF's string dtype, as its messages name it
    if type(value) is np.ndarray and value.dtype == np_type:
        array = value  # the usual feed: nothing to convert
    else:
        if isinstance(value, int) and _as_scalar(np_type, value) != value:
            raise TypeError("Type of feed value %s with type %s is not compatible with Tensor "
                            "type %s. Try explicitly setting the type of the feed tensor to a "
                            "larger type (e.g. int64)." % (value, type(value), np_type))
        if np_type in _NUMBERS:
            # Numbers are converted after the array is made, so that out-of-range items wrap
            # as in numpy 1 (TF's numpy_compat.np_asarray).
            array = np.asarray(value).astype(np_type, copy=False)
        else:
            array = np.asarray(value, dtype=np_type)
    if not _fits(tensor._shape.dims, array.shape):
        raise ValueError("Cannot feed value of shape %r for Tensor %s, which has shape %s"
                         % (array.shape, tensor.name, tensor.shape))
    return array


# The numpy types TF converts as numbers (numpy's issubdtype(t, np.number)), looked up fast.
_NUMBERS = frozenset(t for t in np.sctypeDict.values() if np.issubdtype(t, np.number))


def _as_scalar(np_type, value):
    """``value`` as one item of ``np_type`` (a string tensor's item is ``str(value)``)."""
    if np_type is object:
        return str(value)
    return np_type(np.array(value).astype(np_type))


def kernel_value(array):
    """A fed string array as kernels see it: its items as bytes (str encoded as UTF-8)."""
    out = np.empty(array.shape, dtype=object)
    for index, item in np.ndenumerate(array):
        if isinstance(item, str):
            item = item.encode("utf-8")
        elif not isinstance(item, bytes):
            raise errors.InternalError(None, None, "Graph execution error:\n\nUnsupported "
                                       "object type %s" % type(item).__name__)
        out[index] = item
    return out


# ---------------------------------------------------------------------- nested keys
def flatten_dict_items(feed_dict):
    """``feed_dict`` with each nested key (a tuple of keys) paired leaf by leaf with its value,
    as TF's ``nest.flatten_dict_items``."""
    if not isinstance(feed_dict, (dict, collections.abc.Mapping)):
        raise TypeError("FlattenDictItems: 'dict' must be a dictionary or collection.Mapping "
                        "type object, instead of '%s'." % type(feed_dict).__name__)
    flat = {}
    for key in list(feed_dict.keys()):
        value = feed_dict[key]
        if _is_nested(key):
            keys, values = _leaves(key), _leaves(value)
            if len(keys) != len(values):
                raise ValueError("Could not flatten dictionary. Key had %d elements, but value "
                                 "had %d elements. Key: %s, value: %s."
                                 % (len(keys), len(values), keys, values))
            pairs = zip(keys, values)
        else:
            pairs = ((key, value),)
        for leaf, item in pairs:
            if leaf in flat:
                raise ValueError("Cannot flatten dict because this key is not unique: %s"
                                 % (leaf,))
            flat[leaf] = item
    return flat


def _is_nested(structure):
    return isinstance(structure, collections.abc.Mapping) or (
        isinstance(structure, collections.abc.Sequence) and
        not isinstance(structure, (str, bytes, bytearray)))


def _leaves(structure):
    """The leaves of a nested structure in TF's order (a mapping's values by sorted key)."""
    if isinstance(structure, collections.abc.Mapping):
        return [leaf for k in sorted(structure) for leaf in _leaves(structure[k])]
    if _is_nested(structure):
        return [leaf for item in structure for leaf in _leaves(item)]
    return [structure]
