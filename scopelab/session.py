"""``tf.Session``: runs the part of a graph that the fetches need, and holds variable values.

Mirrors ``tensorflow/python/client/session.py`` with the runtime in plain Python. ``run``:

1. maps fetches (a tensor, an op, a name, or nested lists/tuples/dicts of them) and feeds to
   graph elements;
2. prunes: walks back from the fetches through inputs and control inputs, stopping at fed
   tensors, and orders what it reached (a *plan*, cached per fetch/feed signature);
3. runs each op's numpy kernel in that order; variables read and write this session's
   ``VariableSlot``s, so two sessions on one graph hold independent values;
4. returns numpy values in the shape of the fetches (None for ops).

Left out: devices, threads, partial runs, run options and metadata.

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
import functools
import threading

import numpy as np

from . import errors
from .default_graph import get_default_graph
from .operation import Operation
from .ops.control_flow_ops import DEAD
from .ops.core import KERNELS
from .ops.state_ops import VariableSlot
from .tensor import Tensor


class _DefaultSessionStack(threading.local):
    """Sessions made default by ``with sess:`` / ``sess.as_default()``, innermost last."""

    def __init__(self):
        self.sessions = []


_default_session_stack = _DefaultSessionStack()


def get_default_session():
    sessions = _default_session_stack.sessions
    return sessions[-1] if sessions else None


def _session_for_eval(obj, session, kind):
    """The session ``obj.eval()`` / ``op.run()`` should use, with TF's errors if there is none."""
    verb, what = ("execute", "operation") if kind == "operation" else ("evaluate", "tensor")
    if session is None:
        session = get_default_session()
        if session is None:
            if kind == "operation":
                raise ValueError("Cannot execute operation using `run()`: No default session is "
                                 "registered. Use `with sess.as_default():` or pass an explicit "
                                 "session to `run(session=sess)`")
            raise ValueError("Cannot evaluate tensor using `eval()`: No default session is "
                             "registered. Use `with sess.as_default()` or pass an explicit "
                             "session to `eval(session=sess)`")
        if obj.graph is not session.graph:
            way_out = "run(session=sess)" if kind == "operation" else "`eval(session=sess)`"
            raise ValueError("Cannot use the default session to %s %s: the %s's graph is "
                             "different from the session's graph. Pass an explicit session to "
                             "%s." % (verb, what, what, way_out))
    elif obj.graph is not session.graph:
        raise ValueError("Cannot use the given session to %s %s: the %s's graph is different "
                         "from the session's graph." % (verb, what, what))
    return session


class _SessionState:
    """What a session owns: one VariableSlot per variable, random generators per seeded op."""

    def __init__(self):
        self.variables = {}
        self._rngs = {}
        self._unseeded = np.random.default_rng()

    def slot(self, op):
        slot = self.variables.get(op)
        if slot is None:
            slot = self.variables[op] = VariableSlot(op.name)
        return slot

    def is_storage(self, array):
        return any(slot.value is array for slot in self.variables.values())

    def rng(self, op):
        """The generator of random op ``op`` (None: the one all unseeded ops share)."""
        if op is None:
            return self._unseeded
        rng = self._rngs.get(op)
        if rng is None:
            seed, seed2 = op.attrs["seed"], op.attrs["seed2"]
            rng = np.random.default_rng([seed, seed2]) if seed or seed2 else self._unseeded
            self._rngs[op] = rng
        return rng


class _Plan:
    """The ops one ``run`` signature needs, in execution order, with their kernels bound.

    Values that cannot change between runs are computed once here: constants, and each
    variable's storage slot in this session. Unseeded normal samples come from one shared
    generator in no particular order, so a run draws them all in one numpy call (``draws``):
    initialising thousands of variables would otherwise be mostly call overhead.
    """

    def __init__(self, state, fetch_tensors, target_ops, fed):
        order = _prune(fetch_tensors, target_ops, fed)
        self.constants = {}
        self.steps = []
        self.draws = {}  # numpy dtype -> [(output tensor, sample count, shape)]
        self.has_control_flow = any(op.type in ("Switch", "RefSwitch", "Merge") for op in order)
        for op in order:
            if not op.control_inputs and op.type in ("Const", "VariableV2"):
                value = op.attrs["value"] if op.type == "Const" else state.slot(op)
                self.constants[op.outputs[0]] = value
                continue
            if self._drawn_together(op, fed):
                continue
            try:
                fn, stateful, takes_refs = KERNELS[op.type]
            except KeyError:
                raise errors.UnimplementedError(None, op, "scopelab has no kernel for op type "
                                                "%r (node %s)." % (op.type, op.name)) from None
            if stateful:
                fn = functools.partial(fn, state)
            reads = () if takes_refs else tuple(
                i for i, t in enumerate(op.inputs) if t.dtype.is_ref)
            if reads:
                fn = _reading_refs(fn, reads)
            outs = [(i, t) for i, t in enumerate(op.outputs) if t not in fed]
            single = outs[0][1] if len(op.outputs) == 1 and outs else None
            self.steps.append((fn, op, tuple(op.inputs), single, outs))

    def _drawn_together(self, op, fed):
        """Plans an unseeded normal draw of constant shape into ``draws``; False otherwise."""
        if op.type != "RandomStandardNormal" or op.attrs["seed"] or op.attrs["seed2"] or \
                self.has_control_flow or op.outputs[0] in fed:
            return False
        shape = self.constants.get(op.inputs[0])
        dtype = op.attrs["dtype"].as_numpy_dtype
        if shape is None or dtype not in (np.float32, np.float64):
            return False
        dims = shape.tolist()
        self.draws.setdefault(dtype, []).append((op.outputs[0], int(np.prod(dims)), dims))
        return True


def _reading_refs(fn, reads):
    """``fn`` given the values of its reference inputs (a variable's slot) instead of the slot.

    A fed reference input is already a value.
    """
    def read_then_run(op, *args):
        args = list(args)
        for i in reads:
            if type(args[i]) is VariableSlot:
                args[i] = args[i].read(op)
        return fn(op, *args)
    return read_then_run


def _prune(fetch_tensors, target_ops, fed):
    """Ops needed for the fetches, inputs before consumers; fed tensors cut the walk."""
    order, done = [], set()
    stack = [(t.op, False) for t in fetch_tensors if t not in fed]
    stack += [(op, False) for op in target_ops]
    stack.reverse()
    while stack:
        op, expanded = stack.pop()
        if op in done:
            continue
        if expanded:
            done.add(op)
            order.append(op)
            continue
        stack.append((op, True))
        for c in reversed(op.control_inputs):
            if c not in done:
                stack.append((c, False))
        for t in reversed(op.inputs):
            if t not in fed and t.op not in done:
                stack.append((t.op, False))
    return order


class Session:
    """Runs ops of ``graph`` (the default graph when created) and owns their variable values."""

    def __init__(self, target="", graph=None, config=None):
        self._graph = graph if graph is not None else get_default_graph()
        self._closed = False
        self._state = _SessionState()
        self._plans = {}

    graph = property(lambda self: self._graph)
    graph_def = property(lambda self: self._graph.as_graph_def())

    @contextlib.contextmanager
    def as_default(self):
        """Makes this the session that ``Tensor.eval`` / ``Operation.run`` use."""
        _default_session_stack.sessions.append(self)
        try:
            yield self
        finally:
            _default_session_stack.sessions.remove(self)

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
        plan = self._plans.get(key)
        if plan is None:
            plan = self._plans[key] = _Plan(self._state, tensors, ops, feeds)
        values = self._execute(plan, feeds)
        results = [self._result(values, e, i, feeds) for i, e in enumerate(elements)]
        return results[0] if rebuild is None else rebuild(results)

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
        for key, value in feed_dict.items():
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
            if dims is not None and (len(dims) != array.ndim or any(
                    d is not None and d != n for d, n in zip(dims, array.shape))):
                raise ValueError("Cannot feed value of shape %r for Tensor %s, which has shape %s"
                                 % (array.shape, t.name, t.shape))
            feeds[t] = array
        return feeds

    @staticmethod
    def _feed_value(t, value):
        if isinstance(value, Tensor) or hasattr(value, "_as_tensor"):
            raise TypeError("The value of a feed cannot be a tf.Tensor object. Acceptable feed "
                            "values include Python scalars, strings, lists, numpy ndarrays, or "
                            "TensorHandles. For reference, the tensor object was %s which was "
                            "passed to the argument `feed_dict` with key %s." % (value, t))
        np_type = t.dtype.as_numpy_dtype
        try:
            return np.asarray(value, dtype=np_type)
        except ValueError:
            # TF converts via a numpy array first, and its message shows that (np.str_('abc')).
            return np.asarray(value).astype(np_type)
        except OverflowError:
            raise TypeError("Type of feed value %s with type %s is not compatible with Tensor "
                            "type %s. Try explicitly setting the type of the feed tensor to a "
                            "larger type (e.g. int64)." % (value, type(value), np_type)) from None

    def _execute(self, plan, feeds):
        values = dict(plan.constants)
        values.update(feeds)
        for dtype, draws in plan.draws.items():
            samples = self._state.rng(None).standard_normal(sum(d[1] for d in draws), dtype=dtype)
            start = 0
            for tensor, count, dims in draws:
                values[tensor] = samples[start:start + count].reshape(dims)
                start += count
        if plan.has_control_flow:
            return self._execute_with_dead_values(plan, values)
        op = None
        read = values.__getitem__
        try:
            for fn, op, inputs, single, outs in plan.steps:
                result = fn(op, *map(read, inputs))
                if single is not None:
                    values[single] = result
                else:
                    for i, t in outs:
                        values[t] = result[i]
        except errors.OpError:
            raise
        except (ValueError, TypeError, IndexError, ArithmeticError) as e:
            raise errors.graph_execution_error(errors.InvalidArgumentError, op, str(e)) from None
        return values

    def _execute_with_dead_values(self, plan, values):
        """The same loop, but an op with a dead input (or control input) is skipped as dead."""
        dead_ops = set()
        for fn, op, inputs, single, outs in plan.steps:
            args = [values[t] for t in inputs]
            if op.type != "Merge" and (any(a is DEAD for a in args) or
                                       any(c in dead_ops for c in op.control_inputs)):
                dead_ops.add(op)
                result = [DEAD] * len(op.outputs)
            else:
                result = fn(op, *args)
                if single is not None:
                    result = [result]
            for i, t in outs:
                values[t] = result[i]
        return values

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


class InteractiveSession(Session):
    """A Session that makes itself the default when created, for shells and notebooks:
    ``t.eval()`` works without a with-block until ``close()``."""

    def __init__(self, target="", graph=None, config=None):
        super().__init__(target, graph, config)
        self._default = self.as_default()
        self._default.__enter__()

    def close(self):
        if not self._closed:
            self._default.__exit__(None, None, None)
        super().close()
