"""``tf.Session``: runs the part of a graph that the fetches need, and holds variable values.

Mirrors ``tensorflow/python/client/session.py``. ``run``:

1. maps fetches (a tensor, an op, a name, or nested lists/tuples/dicts of them) and feeds to
   graph elements, with TF's checks and messages;
2. has ``executor.py`` plan and run them: prune to what the fetches need, call each op's numpy
   kernel in order (``grappler.py`` rewrites each new plan first); variables read and write
   this session's ``VariableSlot``s, so two sessions on one graph hold independent values;
3. returns numpy values in the shape of the fetches (None for ops).

A ``config`` (``tf.ConfigProto``) is checked and kept; of its fields only
``log_device_placement`` changes anything here (``device_placement.py``). ``options`` and
``run_metadata`` are accepted and left unused. Left out: devices, threads, partial runs.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [], name="x")
...     v = tf.Variable(2.0, name="v")
...     y = x * v
...     with tf.Session() as sess:
...         sess.run(v.initializer)
...         out = sess.run({"y": y, "both": [v, y]}, feed_dict={x: 3.0})
>>> out
{'y': np.float32(6.0), 'both': [np.float32(2.0), np.float32(6.0)]}
"""
import contextlib

import numpy as np

from . import errors, grappler
from .default_graph import get_default_graph
from .executor import Plan, RunState, execute
from .global_state import (  # noqa: F401 - tf.get_default_session is importable from here too
    KERNEL_SWITCHES, default_session_stack, get_default_session)
from .operation import Operation
from .runtime_values import DEAD, VariableSlot
from .tensor import Tensor


class Session:
    """Runs ops of ``graph`` (the default graph when created) and owns their variable values."""

    def __init__(self, target="", graph=None, config=None):
        self._graph = graph if graph is not None else get_default_graph()
        self._closed = False
        self._state = RunState(optimize=grappler.optimize)
        self._log_placement = False
        if config is not None:
            from .session_config import ConfigProto
            if not isinstance(config, ConfigProto):
                raise TypeError("Argument `config` must be a tf.ConfigProto, but got \"%s\""
                                % type(config).__name__)
            self._log_placement = config.log_device_placement
            self._pruned_placement = config.graph_options.place_pruned_graph
            self._placed = set() if self._pruned_placement else -1  # signatures / graph size
            if self._log_placement:
                from .device_placement import cpp_log
                cpp_log("Device mapping: no known devices.", "direct_session.cc:382")

    graph = property(lambda self: self._graph)
    graph_def = property(lambda self: self._graph.as_graph_def())

    @contextlib.contextmanager
    def as_default(self):
        """Makes this the session that ``Tensor.eval`` / ``Operation.run`` use."""
        default_session_stack.sessions.append(self)
        try:
            yield self
        finally:
            default_session_stack.sessions.remove(self)

    def __enter__(self):
        # A with-block makes both the session and its graph the defaults.
        self._defaults = [self._graph.as_default(), self.as_default()]
        for context in self._defaults:
            context.__enter__()
        return self

    def __exit__(self, *exc):
        for context in reversed(self._defaults):
            context.__exit__(*exc)
        self.close()

    def close(self):
        self._closed = True

    # ------------------------------------------------------------------ run
    def run(self, fetches, feed_dict=None, options=None, run_metadata=None):
        """Computes ``fetches`` (nested lists/tuples/dicts allowed), feeding ``feed_dict``."""
        if self._closed:
            raise RuntimeError("Attempted to use a closed Session.")
        if options or run_metadata:
            _check_run_protos(options, run_metadata)
        feeds = self._feeds(feed_dict) if feed_dict else {}
        if isinstance(fetches, (Tensor, Operation)) and fetches.graph is self._graph and \
                not self._graph._unfetchable:
            elements = [fetches]
            rebuild = None
        else:
            rebuild, elements = self._flatten(fetches, [], {})
        tensors = tuple(e for e in elements if isinstance(e, Tensor))
        ops = tuple(e for e in elements if isinstance(e, Operation))
        key = (tensors, ops, tuple(feeds))
        if self._log_placement:
            self._log_device_placement(tensors, ops, feeds)
        # TF's kernels compute inf and nan (log(0), 0/0) without a word; numpy would warn.
        with np.errstate(all="ignore"):
            if self._state.kernel_switches != KERNEL_SWITCHES[0]:
                # scopelab.fast switched the kernels: plans bind kernels, so plan again.
                self._state.plans.clear()
                self._state.kernel_switches = KERNEL_SWITCHES[0]
            plan = self._state.plans.get(key)
            if plan is None or plan.loop_inputs and any(  # tf.gradients added to a loop
                    len(loop.inputs) != n for loop, n in plan.loop_inputs):
                plan = self._state.plans[key] = Plan(self._state, tensors, ops, feeds)
            values = execute(plan, feeds)
        results, handed_out = [], set()
        for i, element in enumerate(elements):
            value = self._result(values, element, i, feeds)
            # One array may answer two fetches (an Identity hands its input on): like TF, give
            # each fetched tensor an array of its own.
            if isinstance(value, np.ndarray) and id(value) in handed_out:
                value = value.copy()
            handed_out.add(id(value))
            results.append(value)
        return results[0] if rebuild is None else rebuild(results)

    def _log_device_placement(self, fetches, targets, feeds):
        """Prints the placement when TF's placer would run: see ``device_placement.py``."""
        from .device_placement import log_placement, placement_lines, pruned_ops
        if self._pruned_placement:
            fetches = sorted(set(fetches), key=lambda t: t.name)
            fed = sorted(feeds, key=lambda t: t.name)
            key = (tuple(fetches), tuple(sorted(op.name for op in targets)), tuple(fed))
            if key not in self._placed:
                self._placed.add(key)
                log_placement(placement_lines(
                    pruned_ops(self._graph, fetches, targets, feeds), fed, fetches))
        elif self._placed != self._graph.version:
            self._placed = self._graph.version
            log_placement(placement_lines(self._graph.get_operations()))

    def _flatten(self, fetches, elements, index):
        """(rebuild function, unique graph elements) for a nested fetch structure."""
        if isinstance(fetches, (list, tuple)):
            parts = [self._flatten(f, elements, index)[0] for f in fetches]
            kind = type(fetches)
            if hasattr(fetches, "_fields"):
                return (lambda r: kind(*[p(r) for p in parts])), elements
            return (lambda r: kind(p(r) for p in parts)), elements
        if isinstance(fetches, dict):
            parts = [(k, self._flatten(v, elements, index)[0]) for k, v in fetches.items()]
            kind = type(fetches)
            return (lambda r: kind((k, p(r)) for k, p in parts)), elements
        fetch_parts = getattr(fetches, "_fetch_parts", None)
        if fetch_parts is not None:  # an IndexedSlices: its tensors, fetched as one value
            parts, make = fetch_parts()
            parts = [self._flatten(p, elements, index)[0] for p in parts]
            return (lambda r: make(*[p(r) for p in parts])), elements
        element = self._fetch_element(fetches)
        if element not in index:
            index[element] = len(elements)
            elements.append(element)
        i = index[element]
        return (lambda r: r[i]), elements

    def _fetch_element(self, fetch):
        if fetch is None:
            raise TypeError('Argument `fetch` = None has invalid type "NoneType". Cannot be None')
        try:
            element = self._graph.as_graph_element(fetch)
        except TypeError as e:
            raise TypeError('Argument `fetch` = %s has invalid type "%s" must be a string or '
                            'Tensor. (%s)' % (fetch, type(fetch).__name__, e)) from None
        except (KeyError, ValueError) as e:
            raise ValueError("Argument `fetch` = %s cannot be interpreted as a Tensor. (%s)"
                             % (fetch, e)) from None
        if not self._graph.is_fetchable(element):
            op = element.op if isinstance(element, Tensor) else element
            raise errors.InaccessibleTensorError(
                "Operation %s has been marked as not fetchable. Typically this happens when it "
                "is defined in another function or code block. Use return values, explicit "
                "Python locals or TensorFlow collections to access it." % op.name)
        return element

    def _feeds(self, feed_dict):
        feeds = {}
        for key, value in _flatten_dict_items(feed_dict):
            if isinstance(key, Tensor) and key.graph is self._graph:
                t = key
            else:
                try:
                    t = self._graph.as_graph_element(key, allow_operation=False)
                except (KeyError, ValueError, TypeError) as e:
                    raise TypeError("Cannot interpret feed_dict key as Tensor: %s"
                                    % (e.args[0] if e.args else e)) from None
            array = self._feed_value(t, value)
            dims = t._shape.dims
            if dims is not None and not _fits(dims, array.shape):
                raise ValueError("Cannot feed value of shape %r for Tensor %s, which has shape %s"
                                 % (array.shape, t.name, t.shape))
            if not self._graph.is_feedable(t):  # see Graph.prevent_feeding
                raise ValueError("Tensor %s may not be fed." % t.name)
            feeds[t] = array
        return feeds

    @staticmethod
    def _feed_value(t, value):
        np_type = t.dtype.as_numpy_dtype
        if np_type is np.object_:  # a string: TF's kernels see bytes, whether str or bytes is fed
            return np.vectorize(lambda v: v.encode() if isinstance(v, str) else v,
                                otypes=[object])(np.asarray(value, dtype=object))
        if type(value) is np.ndarray and value.dtype == np_type:
            return value  # the usual feed: nothing to check or convert
        if isinstance(value, Tensor) or hasattr(value, "_as_tensor"):
            raise TypeError("The value of a feed cannot be a tf.Tensor object. Acceptable feed "
                            "values include Python scalars, strings, lists, numpy ndarrays, or "
                            "TensorHandles. For reference, the tensor object was %s which was "
                            "passed to the argument `feed_dict` with key %s." % (value, t))
        try:
            return np.asarray(value, dtype=np_type)
        except ValueError:
            # TF converts via a numpy array first, and its message shows that (np.str_('abc')).
            return np.asarray(value).astype(np_type)
        except OverflowError:
            raise TypeError("Type of feed value %s with type %s is not compatible with Tensor "
                            "type %s. Try explicitly setting the type of the feed tensor to a "
                            "larger type (e.g. int64)." % (value, type(value), np_type)) from None

    def _result(self, values, element, position, feeds):
        if isinstance(element, Operation):
            return None
        if element in feeds:
            return feeds[element]  # handed back as fed (a 0-d array stays an array)
        value = values[element]
        if type(value) is VariableSlot:
            name = "_retval_%s_%d" % (element.name.replace(":", "_"), position)
            value = value.read(element.op, name)
        elif value is DEAD:
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, element.op, "Retval[%d] does not have value"
                % position)
        if isinstance(value, np.ndarray):
            if value.ndim == 0:
                return value[()]
            # Hand out copies of anything a later run could overwrite or that is frozen:
            # variable buffers, views of them, constants.
            if not (value.flags.owndata and value.flags.writeable) or \
                    self._state.is_storage(value):
                return value.copy()
        return value

    def __repr__(self):
        return "<scopelab.Session%s on %r>" % (" (closed)" if self._closed else "", self._graph)

    def _repr_html_(self):
        from .rich_display import session_html  # Jupyter's table
        return session_html(self)


class InteractiveSession(Session):
    """A Session that makes itself the default when created, for shells and notebooks:
    ``t.eval()`` works without a with-block until ``close()``."""

    _active_count = 0

    def __init__(self, target="", graph=None, config=None):
        from .session_config import ConfigProto, GPUOptions
        if not config:
            config = ConfigProto(gpu_options=GPUOptions(allow_growth=True))
        # TF sets this on the caller's config: each run places only the ops it needs.
        config.graph_options.place_pruned_graph = True
        super().__init__(target, graph, config)
        if InteractiveSession._active_count > 0:
            from . import tf_logging
            tf_logging.error(
                "An interactive session is already active. This can cause out-of-memory "
                "errors or some other unexpected errors (due to the unpredictable timing of "
                "garbage collection) in some cases. You must explicitly call "
                "`InteractiveSession.close()` to release resources held by the other "
                "session(s). Please use `tf.Session()` if you intend to productionize.")
        InteractiveSession._active_count += 1
        self._default = self.as_default()
        self._default.__enter__()

    def close(self):
        if not self._closed:
            self._default.__exit__(None, None, None)
            InteractiveSession._active_count -= 1
        super().close()


def _check_run_protos(options, run_metadata):
    """TF serializes ``options`` and parses into ``run_metadata`` (when they are truthy): other
    objects fail there."""
    from .session_config import Message
    if options and not isinstance(options, Message):
        raise AttributeError("'%s' object has no attribute 'SerializeToString'"
                             % type(options).__name__)
    if run_metadata and not isinstance(run_metadata, Message):
        raise AttributeError("'%s' object has no attribute 'ParseFromString'"
                             % type(run_metadata).__name__)


def _fits(dims, shape):
    """Whether an array of ``shape`` fits a tensor of static ``dims`` (None: any size)."""
    if len(dims) != len(shape):
        return False
    for d, n in zip(dims, shape):
        if d is not None and d != n:
            return False
    return True


def _flatten_dict_items(feed_dict):
    """The feeds, a nested key (an LSTM's state tuple) paired leaf by leaf with its value."""
    items = []
    for key, value in feed_dict.items():
        if not isinstance(key, (list, tuple)):
            items.append((key, value))
            continue
        keys, values = _leaves(key), _leaves(value)
        if not isinstance(value, (list, tuple)) or len(keys) != len(values):
            raise ValueError("Could not flatten dictionary. Key had %d elements, but value had "
                             "%d elements. Key: %s, value: %s."
                             % (len(keys), len(values) if isinstance(value, (list, tuple))
                                else 1, key, value))
        items.extend(zip(keys, values))
    return items


def _leaves(structure):
    if isinstance(structure, (list, tuple)):
        return [leaf for item in structure for leaf in _leaves(item)]
    return [structure]
