"""``tf.Session``: runs the part of a graph the fetches need, and holds variable values.

Mirrors ``BaseSession`` of ``tensorflow/python/client/session.py``. ``run``:

1. reads the feeds (a dict from tensors, or their names, to values) and the fetches: a
   tensor, an op, a name, or lists, tuples and dicts of them, to any depth;
2. checks each new version of the graph for cycles, then has ``executor.py`` plan and run
   what the fetches need; variables read and write this session's ``VariableSlot``s, so two
   sessions on one graph hold independent values;
3. returns numpy values in the shape of the fetches (None for an op).

A session is also a ``with`` block: inside, it and its graph are the defaults, and leaving
closes it (``Session``). Left out here, added by the engine's ``Session``
(``scopelab/session.py``) by overriding the methods that the usual run does not reach:
configs, targets and devices, run options and metadata (``_execute``), TF's full rules for
feed values and fetch structures (``_read_all_feeds``, ``_fetch_mapper``), ``make_callable``,
partial runs, ``InteractiveSession``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [], name="x")
...     v = tf.Variable(2.0, name="v")
...     y = x * v
...     with Session() as sess:
...         sess.run(v.initializer)
...         out = sess.run({"y": y, "both": [v, y]}, feed_dict={x: 3.0})
>>> out
{'y': np.float32(6.0), 'both': [np.float32(2.0), np.float32(6.0)]}
"""
import numpy as np

from . import errors
from .executor import Plan, RunState, VariableSlot, cycle_error, execute
from .graph import DefaultBlock, get_default_graph
from .state import default_session_stack, switches
from .tensor import Operation, Tensor


class BaseSession:
    """Runs ops of ``graph`` (the default graph when made) and owns their variables' values."""

    def __init__(self, target="", graph=None, config=None):
        self._graph = get_default_graph() if graph is None else graph
        self._closed = False
        self._state = RunState()
        self._checked = 0  # the graph version checked for cycles
        self._plain = True  # a run without options is plan and run (an engine config may add)

    graph = property(lambda self: self._graph)

    def as_default(self):
        """Makes this the session that ``Tensor.eval`` / ``Operation.run`` use."""
        return DefaultBlock(default_session_stack, "sessions", self)

    def close(self):
        self._closed = True

    def run(self, fetches, feed_dict=None, options=None, run_metadata=None):
        """Computes ``fetches``, feeding ``feed_dict``; the values come back in the shape of
        ``fetches``. ``options`` and ``run_metadata`` are the engine's (``_execute``)."""
        self._check_usable()
        feeds = self._read_feeds(feed_dict) if feed_dict else {}
        if isinstance(fetches, (Tensor, Operation)) and fetches.graph is self._graph and \
                not self._graph._unfetchable:
            elements, rebuild = [fetches], None  # the usual run: no structure to read
        else:
            rebuild, elements = self._fetch_structure(fetches)
        tensors = tuple(e for e in elements if isinstance(e, Tensor) and e not in feeds)
        ops = tuple(e for e in elements if isinstance(e, Operation))
        if options is None and run_metadata is None and self._plain:
            values = self._run(tensors, ops, feeds)
        else:
            values = self._execute(tensors, ops, feeds, options, run_metadata)
        results = self._fetched_values(values, elements, feeds)
        return results[0] if rebuild is None else rebuild(results)

    def _check_usable(self):
        if self._closed:
            raise RuntimeError("Attempted to use a closed Session.")
        if self._graph.version == 0:
            raise RuntimeError("The Session graph is empty. Add operations to the graph "
                               "before calling run().")

    def _fetch_structure(self, fetches):
        """(function rebuilding ``fetches`` from its elements' values, the graph elements it
        names, each once however often it is named)."""
        elements = []
        return self._fetch_mapper(fetches, elements, {}), elements

    def _read_feeds(self, feed_dict):
        """{tensor: array} from ``feed_dict``. The usual feed, arrays of the right dtype and
        shape for tensors of this graph, is taken as it is; any other goes to
        ``_read_all_feeds``."""
        feeds = {}
        if type(feed_dict) is dict:
            for key, value in feed_dict.items():
                if not (isinstance(key, Tensor) and key.graph is self._graph and
                        type(value) is np.ndarray and value.dtype == key.dtype.as_numpy_dtype
                        and _fits(key._shape.dims, value.shape)
                        and key not in self._graph._unfeedable):
                    break
                feeds[key] = value
            else:
                return feeds
        return self._read_all_feeds(feed_dict)

    def _read_all_feeds(self, feed_dict):
        """Every feed, converted to its tensor's dtype (the engine's Session adds TF's rules:
        names as keys, nested keys, TF's messages)."""
        feeds = {}
        for key, value in feed_dict.items():
            t = self._graph.as_graph_element(key, allow_operation=False)
            array = np.asarray(value, dtype=t.dtype.as_numpy_dtype)
            if not _fits(t._shape.dims, array.shape):
                raise ValueError("Cannot feed value of shape %r for Tensor %s, which has "
                                 "shape %s" % (array.shape, t.name, t.shape))
            if t in self._graph._unfeedable:
                raise ValueError("Tensor %s may not be fed." % t.name)
            feeds[t] = array
        return feeds

    def _fetch_mapper(self, fetch, elements, index):
        """The function that rebuilds ``fetch`` from the list of values of ``elements``, to
        which it adds each graph element ``fetch`` names (once however often it is named)."""
        if isinstance(fetch, (list, tuple)):
            parts = [self._fetch_mapper(f, elements, index) for f in fetch]
            kind = type(fetch)
            if kind is list or kind is tuple:
                return lambda values: kind(p(values) for p in parts)
            return lambda values: kind(*[p(values) for p in parts])  # a namedtuple
        if isinstance(fetch, dict):
            parts = [(k, self._fetch_mapper(v, elements, index)) for k, v in fetch.items()]
            return lambda values: type(fetch)((k, p(values)) for k, p in parts)
        element = fetch_element(self._graph, fetch)
        if element not in index:
            index[element] = len(elements)
            elements.append(element)
        i = index[element]
        return lambda values: values[i]

    def _run(self, tensors, ops, feeds):
        """Every value a run of ``tensors`` and ``ops`` computes (a dict keyed by tensor).
        TF's kernels compute inf and nan (log(0), 0/0) without a word; numpy would warn."""
        if not (tensors or ops):
            return {}  # only fed tensors fetched: TF hands them back, running nothing
        if self._graph.version != self._checked:
            self._check_graph()
        with np.errstate(all="ignore"):
            plan = self._plan_for(tensors, ops, feeds)
            if plan.fed_strings:
                feeds = self._kernel_feeds(plan, feeds)
            self._state.deadline = None
            return execute(plan, feeds)

    def _check_graph(self):
        """TF checks each graph a session takes in, once per version: it may not have a
        cycle, which no run would get through."""
        ops = self._graph.get_operations()
        message = cycle_error(ops)
        if message is not None:
            raise errors.InvalidArgumentError(None, None, "Graph execution error:\n\n" + message)
        self._checked = len(ops)

    def _execute(self, tensors, ops, feeds, options, run_metadata):
        """A run given options or metadata: the core has none to honour (the engine's Session
        does: timeouts, traces)."""
        return self._run(tensors, ops, feeds)

    def _kernel_feeds(self, plan, feeds):
        """The feeds as kernels take them: the core's kernels take no strings (the engine's
        Session encodes fed text as bytes)."""
        return feeds

    def _plan_for(self, tensors, ops, feeds):
        """The plan of this run's signature, made on its first run (again after a switch of
        kernels or passes, or when tf.gradients added to a loop it runs)."""
        state = self._state
        if state.generation != switches.generation:
            state.plans.clear()
            state.generation = switches.generation
        key = (tensors, ops, tuple(feeds))
        plan = state.plans.get(key)
        if plan is None or plan.growing and any(len(node.inputs) != n
                                                for node, n in plan.growing):
            plan = state.plans[key] = self._new_plan(tensors, ops, feeds)
        return plan

    def _new_plan(self, tensors, ops, feeds):
        return Plan(self._state, tensors, ops, feeds)

    def _fetched_values(self, values, elements, feeds):
        """The value of each element, from a run's ``values``."""
        results, handed_out = [], set()
        for i, element in enumerate(elements):
            value = self._fetched_value(values, element, i, feeds)
            # One array may answer two fetches (an Identity hands its input on): like TF,
            # give each fetched tensor an array of its own.
            if isinstance(value, np.ndarray) and id(value) in handed_out:
                value = value.copy()
            handed_out.add(id(value))
            results.append(value)
        return results

    def _fetched_value(self, values, element, position, feeds):
        """The value of ``element`` (at ``position`` among the fetches), as TF hands it out:
        None for an op, a fed tensor's array as fed, a variable's current value."""
        if isinstance(element, Operation):
            return None
        if element in feeds:
            return feeds[element]
        value = values[element]
        if type(value) is VariableSlot:  # the variable itself was fetched
            value = value.read(element.op, "_retval_%s_%d"
                               % (element.name.replace(":", "_"), position))
        if type(value) is np.ndarray:
            if value.ndim == 0:
                return value[()]
            # Copies of what a later run could overwrite or that is frozen: variable
            # buffers and views of them, constants.
            if not (value.flags.owndata and value.flags.writeable) or \
                    self._state.is_storage(value):
                return value.copy()
            return value
        return value if isinstance(value, np.generic) else \
            self._fetched_other(value, element, position)

    def _fetched_other(self, value, element, position):
        """A fetched value that is no array (the engine's Session refuses a dead one)."""
        return value

    def __repr__(self):
        return "<scopelab.%s%s on %r>" % (type(self).__name__,
                                          " (closed)" if self._closed else "", self._graph)


class Session(BaseSession):
    """A session that is also a ``with`` block: inside, it and its graph are the defaults;
    leaving the block closes it."""

    _graph_context = _session_context = None

    def __enter__(self):
        if self._graph_context is not None:
            raise RuntimeError("Session context managers are not re-entrant. Use "
                               "`Session.as_default()` if you want to enter a session multiple "
                               "times.")
        self._graph_context, self._session_context = self._graph.as_default(), self.as_default()
        self._graph_context.__enter__()
        return self._session_context.__enter__()

    def __exit__(self, exc_type, exc_value, traceback):
        self._session_context.__exit__(exc_type, exc_value, traceback)
        self._graph_context.__exit__(exc_type, exc_value, traceback)
        self._graph_context = self._session_context = None
        self.close()


def fetch_element(graph, fetch):
    """The Tensor or Operation of ``graph`` that ``fetch`` stands for, with TF's errors."""
    if fetch is None:
        raise TypeError('Argument `fetch` = None has invalid type "NoneType". Cannot be None')
    try:
        element = graph.as_graph_element(fetch)
    except TypeError as e:
        raise TypeError('Argument `fetch` = %s has invalid type "%s" must be a string or '
                        'Tensor. (%s)' % (fetch, type(fetch).__name__, e)) from None
    except (KeyError, ValueError) as e:
        raise ValueError("Argument `fetch` = %s cannot be interpreted as a Tensor. (%s)"
                         % (fetch, e)) from None
    if not graph.is_fetchable(element):
        op = element.op if isinstance(element, Tensor) else element
        raise errors.InaccessibleTensorError(
            "Operation %s has been marked as not fetchable. Typically this happens when it "
            "is defined in another function or code block. Use return values, explicit "
            "Python locals or TensorFlow collections to access it." % op.name)
    return element


def _fits(dims, shape):
    """Whether an array of ``shape`` fits a tensor of static ``dims`` (None: any size)."""
    if dims is None:
        return True
    if len(dims) != len(shape):
        return False
    for d, n in zip(dims, shape):
        if d is not None and d != n:
            return False
    return True


def get_default_session():
    """``tf.get_default_session``: the innermost default session of this thread, or None."""
    sessions = default_session_stack.sessions
    return sessions[-1] if sessions else None
