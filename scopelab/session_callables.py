"""``Session.make_callable`` and ``Session._make_callable_from_options``: a run prepared once,
then called like a function.

Mirrors ``BaseSession.make_callable`` and ``BaseSession._Callable`` of TF's session.py:

- with a ``feed_list``, the function's positional arguments feed its entries in order (extra
  arguments are dropped, as ``zip`` drops them) and it calls ``Session.run``, passing on
  keyword arguments (``options``, ``run_metadata``);
- without one, the fetch structure is read when the function is made, and each call runs it
  straight away, as TF calls its runtime without ``Session.run``: an error then reads as the
  runtime writes it (no "Graph execution error:" header), a closed session is
  ``CancelledError`` "Session has been closed.", and only ``accept_options=True`` makes a
  function that takes ``options`` and ``run_metadata``;
- ``_make_callable_from_options(CallableOptions(feed=[...], fetch=[...], target=[...]))``
  makes a ``_Callable``: called with one numpy array per feed, of the tensor's exact dtype
  (no shape check), it returns the list of fetched values, and fills ``run_metadata=`` as its
  ``run_options`` ask.

The functions carry TF's names (``_single_tensor_run``...), which Python's own errors about
their arguments show: "BaseSession.make_callable.<locals>._single_tensor_run() takes 0
positional arguments but 1 was given".

>>> import numpy as np, scopelab as tf
>>> with tf.Graph().as_default():
...     x = tf.placeholder(tf.float32, name="x")
...     y = x + 1.0
...     sess = tf.Session()
>>> plus_one = sess.make_callable(y, feed_list=[x])
>>> plus_one(41.0)
np.float32(42.0)
"""
import functools

import numpy as np

from . import errors
from .dtypes import as_dtype
from .operation import Operation
from .proto_message import Message
from .tensor import Tensor

_HEADER = "Graph execution error:\n\n"


def make_callable(session, fetches, feed_list=None, accept_options=False):
    """TF's ``Session.make_callable`` (see the module's docstring)."""
    if feed_list is not None:
        if not isinstance(feed_list, (list, tuple)):
            raise TypeError("Argument `feed_list` must be a list or tuple. Received: "
                            "feed_list=%s" % (feed_list,))

        def _generic_run(*feed_args, **kwargs):
            feed_dict = {feed: value for feed, value in zip(feed_list, feed_args)}
            return session.run(fetches, feed_dict=feed_dict, **kwargs)
        return _tf_name(_generic_run)

    rebuild, elements = session._fetch_structure(fetches)
    tensors = tuple(e for e in elements if isinstance(e, Tensor))
    ops = tuple(e for e in elements if isinstance(e, Operation))

    def _callable_template_with_options_and_metadata(fetch_list, target_list, fetch_handler,
                                                     options=None, run_metadata=None):
        values = run_directly(session, fetch_list, target_list, {}, options, run_metadata)
        return fetch_handler(session._fetched_values(values, elements, {}))

    def _single_operation_run():
        run_directly(session, (), ops, {})

    def _single_tensor_run():
        values = run_directly(session, tensors, (), {})
        return session._fetched_values(values, elements, {})[0]

    def _fetch_handler_run():
        values = run_directly(session, tensors, ops, {})
        return rebuild(session._fetched_values(values, elements, {}))

    if accept_options:
        return functools.partial(_tf_name(_callable_template_with_options_and_metadata),
                                 tensors, ops, rebuild)
    if isinstance(fetches, Operation):
        return _tf_name(_single_operation_run)
    if isinstance(fetches, Tensor):
        return _tf_name(_single_tensor_run)
    return _tf_name(_fetch_handler_run)


def _tf_name(function):
    """``function`` named as TF's, defined in ``BaseSession.make_callable``."""
    function.__qualname__ = "BaseSession." + function.__qualname__
    return function


def run_directly(session, tensors, ops, feeds, options=None, run_metadata=None):
    """A run as TF's runtime makes it when called without ``Session.run``: its errors keep
    their own text, and nothing fetched or run is an error."""
    if options and not isinstance(options, Message):
        raise AttributeError("'%s' object has no attribute 'SerializeToString'"
                             % type(options).__name__)
    if session._closed:
        raise errors.CancelledError(None, None, "Session has been closed.")
    if not (tensors or ops):
        raise errors.InvalidArgumentError(None, None, "Must specify at least one target to "
                                          "fetch or execute.")
    try:
        return session._execute(tensors, ops, feeds, options, run_metadata or None)
    except errors.OpError as e:
        if not e.message.startswith(_HEADER):
            raise
        raise type(e)(e.node_def, e.op, e.message[len(_HEADER):]) from None


class _Callable:
    """TF's ``BaseSession._Callable``: the run a ``CallableOptions`` names, by position."""

    def __init__(self, session, callable_options):
        if session._closed:
            raise errors.CancelledError(None, None, "Session has been closed.")
        graph = session.graph
        self._session = session
        self._feeds = [_tensor(graph, name) for name in callable_options.feed]
        self._fetches = [_tensor(graph, name) for name in callable_options.fetch]
        self._targets = [_target(graph, name) for name in callable_options.target]
        for t in self._fetches:
            if t in self._feeds:
                raise errors.InvalidArgumentError(None, None, "%s is both fed and fetched."
                                                  % t.name)
        if not (self._fetches or self._targets):
            raise errors.InvalidArgumentError(None, None, "Must specify at least one target "
                                              "to fetch or execute.")
        self._options = callable_options.run_options

    def __call__(self, *args, **kwargs):
        if len(args) != len(self._feeds):
            raise errors.InvalidArgumentError(None, None, "Expected %d feed tensors, but got %d"
                                              % (len(self._feeds), len(args)))
        feeds = {}
        for i, (tensor, value) in enumerate(zip(self._feeds, args)):
            array = np.asarray(value)
            expected = tensor.dtype.base_dtype
            if array.dtype != expected.as_numpy_dtype:
                raise errors.InvalidArgumentError(
                    None, None, "Type mismatch: actual %s vs. expect %s\n\t [[{{node "
                    "_arg_%s_%d_%d}}]]" % (as_dtype(array.dtype).c_name(), expected.c_name(),
                                          tensor.op.name, tensor.value_index, i))
            feeds[tensor] = array
        fetches = tuple(dict.fromkeys(self._fetches))
        values = run_directly(self._session, fetches, tuple(self._targets), feeds,
                              self._options, kwargs.get("run_metadata"))
        return self._session._fetched_values(values, self._fetches, feeds)


def _tensor(graph, name):
    """The tensor a runtime name means: "op:index", or "op" for its first output."""
    op_name, colon, index = name.rpartition(":")
    if not (colon and index.isdigit()):
        op_name, index = name, "0"
    op = graph._nodes_by_name.get(op_name)
    if op is None:
        raise errors.InvalidArgumentError(
            None, None, "Tensor %s:%s, specified in either feed_devices or fetch_devices was "
            "not found in the Graph" % (op_name, index))
    if int(index) >= len(op.outputs):
        raise errors.OutOfRangeError(
            None, None, "Node '%s' (type: '%s', num of outputs: %d) does not have output %s"
            % (op.name, op.type, len(op.outputs), index))
    return op.outputs[int(index)]


def _target(graph, name):
    op = graph._nodes_by_name.get(name)
    if op is None:
        raise errors.NotFoundError(None, None, "PruneForTargets: Some target nodes not found: "
                                   "%s " % name)
    return op
