"""``tf.Session`` as programs use it: the core's session with the rest of TF's API.

Mirrors ``tensorflow/python/client/session.py``. Running a graph (feeds in, fetches planned,
pruned, ordered and run, numpy values out) is the core's (``core/session.py``). The engine's
``BaseSession`` adds, each from its module:

1. TF's full rules for feeds and fetches (``session_feeds.py``, ``session_fetches.py``):
   nested feed keys, mappings, namedtuples, attrs classes, IndexedSlices, registered types;
2. a check of each graph it takes in, as TF's runtime does: no cycle (``core/executor.py``),
   each op on a device it has (``device_placement.py``); a ``tf.ConfigProto``
   (``session_config.py``) and a target (``session_target.py``);
3. ``RunOptions`` timeouts and tracing into ``tf.RunMetadata`` (``run_metadata.py``),
   ``make_callable`` (``session_callables.py``), partial runs (``partial_run.py``).

``Session`` is also a ``with`` block (the core's), ``InteractiveSession`` makes itself the
default when made, for notebooks. Left out: threads, tensor handles.
"""
import threading
import time

import numpy as np

from . import errors, partial_run, session_callables
from .core.executor import Plan, RunState, cycle_error, execute
from .core.session import BaseSession as CoreBaseSession
from .core.session import Session as CoreSession
from .core.session import get_default_session  # noqa: F401 - tf.get_default_session
from .device_placement import (  # noqa: F401 - _DeviceAttributes: TF's session module has it
    _DeviceAttributes, cpp_log, log_placement, placement_error, placement_lines, pruned_ops,
    session_devices)
from .graph import Graph
from .ops.control_flow_runtime import DEAD
from .proto_message import Message
from .run_metadata import measured_run, traced_execute
from .session_config import ConfigProto, GPUOptions, RunMetadata, RunOptions
from .session_feeds import kernel_value, read_feeds
from .session_fetches import (  # noqa: F401 - TF's session module has the register function
    fetch_mapper, register_session_run_conversion_functions)
from .session_target import deadline_exceeded, parse_target, unreachable


class BaseSession(CoreBaseSession):
    """Runs ops of ``graph`` (the default graph when made) and owns their variable values (see
    ``core/session.py``), with TF's configs, targets, checks and ways to run."""

    def __init__(self, target="", graph=None, config=None):
        if graph is not None and not isinstance(graph, Graph):
            raise TypeError('Argument `graph` must be a tf.Graph, but got "%s"'
                            % type(graph).__name__)
        if target is not None and not isinstance(target, (str, bytes, bytearray)):
            raise TypeError('Argument `target` must be a string, but got "%s"%s' % (
                type(target).__name__, '. Did you do "Session(config)" instead of '
                '"Session(config=config)"?' if isinstance(target, ConfigProto) else ""))
        if config is None:
            config = ConfigProto()
        elif not isinstance(config, ConfigProto):
            raise TypeError('Argument `config` must be a tf.ConfigProto, but got "%s"'
                            % type(config).__name__)
        super().__init__(target, graph, config)
        self._config = config
        self._target = None if target is None else parse_target(target, config)
        self._unreachable = self._target is not None and unreachable(self._target)
        cpus = config.device_count.get("CPU", 1)
        if cpus < 1:
            raise errors.NotFoundError(None, None, "No CPU devices are available in this process")
        self._devices = session_devices(cpus)
        if config.graph_options.rewrite_options.disable_meta_optimizer:
            self._state = RunState(passes=())
        self._timeout = config.operation_timeout_in_ms
        # Cost models (run_metadata.py): the settings, if any, and the runs of each signature.
        self._cost_model = config.graph_options if config.graph_options.build_cost_model > 0 \
            else None
        self._run_counts = {}
        self._partial_runs = None  # made by the first partial_run_setup (partial_run.py)
        self._log_placement = config.log_device_placement
        self._pruned_placement = config.graph_options.place_pruned_graph
        self._placed = set() if self._pruned_placement else -1  # signatures / graph size
        # Runs without options go the core's plain way unless the config asks more of each.
        self._plain = not (self._unreachable or self._timeout or self._cost_model or
                           self._log_placement or self._pruned_placement)
        if self._log_placement:
            cpp_log("Device mapping: no known devices.", "direct_session.cc:382")

    graph_def = property(lambda self: self._graph.as_graph_def(
        add_shapes=self._config.graph_options.infer_shapes))
    sess_str = property(lambda self: self._target)

    def list_devices(self):
        """The session's devices (``_DeviceAttributes``: name, device_type, memory_limit_bytes,
        incarnation)."""
        if self._closed:
            raise errors.CancelledError(None, None, "Session has been closed.")
        if self._unreachable:
            raise deadline_exceeded()
        return list(self._devices)

    # ------------------------------------------------------------------ run
    def _read_all_feeds(self, feed_dict):
        return read_feeds(self._graph, feed_dict)

    def _fetch_mapper(self, fetch, elements, index):
        return fetch_mapper(self._graph, fetch, elements, index)

    def _fetched_other(self, value, element, position):
        if value is DEAD:  # the fetched tensor is on the side of a cond that was not taken
            raise errors.graph_execution_error(
                errors.InvalidArgumentError, element.op, "Retval[%d] does not have value"
                % position)
        return value

    def _kernel_feeds(self, plan, feeds):
        return {t: kernel_value(a) if t in plan.fed_strings else a for t, a in feeds.items()}

    def _execute(self, tensors, ops, feeds, options=None, run_metadata=None):
        """Every value a run computes, after TF's checks of the graph: a run with ``options``
        (``tf.RunOptions``: a timeout, a trace), metadata to fill, or a config asking more of
        each run than the core's plain way. What the run reports replaces what
        ``run_metadata`` held, as TF parses it in after a run that did not fail."""
        if options and not isinstance(options, Message):  # TF serializes it first
            raise AttributeError("'%s' object has no attribute 'SerializeToString'"
                                 % type(options).__name__)
        run_metadata = run_metadata or None
        if run_metadata is None:
            return self._run_plan(tensors, ops, feeds, options)
        collected = RunMetadata()
        values = self._run_plan(tensors, ops, feeds, options, collected)
        if not isinstance(run_metadata, Message):
            raise AttributeError("'%s' object has no attribute 'ParseFromString'"
                                 % type(run_metadata).__name__)
        run_metadata.CopyFrom(collected)
        return values

    def _run_plan(self, tensors, ops, feeds, options, run_metadata=None):
        if not (tensors or ops):
            return {}  # only fed tensors fetched: TF hands them back, running nothing
        if self._unreachable or self._graph.version != self._checked:
            self._check_reachable_graph()
        if self._log_placement:
            self._log_device_placement(tensors, ops, feeds)
        with np.errstate(all="ignore"):
            plan = self._plan_for(tensors, ops, feeds)
            if plan.fed_strings:  # kernels see bytes: TF converts str, refuses other objects
                feeds = self._kernel_feeds(plan, feeds)
            if options or self._timeout:
                self._set_deadline(options)
            else:
                self._state.deadline = None
            measured = self._cost_model is not None and measured_run(
                self._run_counts, self._cost_model, tensors, ops, feeds)
            if run_metadata is not None and (measured or options and (options.trace_level or
                                                          options.output_partition_graphs)):
                return traced_execute(plan, feeds, options or RunOptions(), run_metadata,
                                      measured)
            return execute(plan, feeds)

    def _check_reachable_graph(self):
        """TF's checks before a run: a server that answers, a graph it can take in."""
        if self._unreachable:
            raise deadline_exceeded()
        if self._graph.version != self._checked:
            self._check_graph()

    def _set_deadline(self, options):
        """When a running loop gives up: ``RunOptions.timeout_in_ms`` if positive, else the
        config's ``operation_timeout_in_ms`` if positive, else never."""
        timeout = options.timeout_in_ms if options and options.timeout_in_ms > 0 \
            else self._timeout
        self._state.deadline = time.monotonic() + timeout / 1000 if timeout > 0 else None

    def _new_plan(self, tensors, ops, feeds):
        """A new plan; a session placing each run's pruned graph checks its devices now."""
        if self._pruned_placement:
            message = placement_error(pruned_ops(self._graph, tensors, ops, feeds),
                                      len(self._devices), self._config.allow_soft_placement)
            if message is not None:
                raise errors.InvalidArgumentError(None, None,
                                                  "Graph execution error:\n\n" + message)
        return Plan(self._state, tensors, ops, feeds)

    def _check_graph(self):
        """What TF checks of a graph a session takes in: no cycle, and (unless each run's
        pruned graph is placed) every op on a device the session has."""
        ops = self._graph.get_operations()
        message = cycle_error(ops)
        if message is None and not self._pruned_placement:
            message = placement_error(ops, len(self._devices),
                                      self._config.allow_soft_placement)
        if message is not None:
            raise errors.InvalidArgumentError(None, None, "Graph execution error:\n\n" + message)
        self._checked = len(ops)

    def _log_device_placement(self, fetches, targets, feeds):
        """Prints the placement when TF's placer would run: see ``device_placement.py``."""
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

    # ------------------------------------------------------------------ more ways to run
    def partial_run_setup(self, fetches, feeds=None):
        """A handle for a run whose feeds and fetches come over several ``partial_run``s."""
        return partial_run.setup(self, fetches, feeds)

    def partial_run(self, handle, fetches, feed_dict=None):
        """Feeds and fetches more of the partial run ``handle`` (a plain run if it is None)."""
        if handle is None:
            return self.run(fetches, feed_dict)
        return partial_run.run(self, handle, fetches, feed_dict)

    def make_callable(self, fetches, feed_list=None, accept_options=False):
        """A function running ``fetches``, fed its arguments for ``feed_list`` in order."""
        return session_callables.make_callable(self, fetches, feed_list, accept_options)

    def _make_callable_from_options(self, callable_options):
        """A ``_Callable`` for a ``CallableOptions`` (feed, fetch and target names)."""
        return session_callables._Callable(self, callable_options)

    def _repr_html_(self):
        from .rich_display import session_html  # Jupyter's table
        return session_html(self)


class Session(BaseSession, CoreSession):
    """A session that is also a ``with`` block (see ``core/session.py``)."""

    @staticmethod
    def reset(target, containers=None, config=None):
        """Clears the resource containers of the server at ``target`` (TF: only distributed
        sessions have them); an in-process target has nothing to clear."""
        if unreachable(parse_target(target or "", config)):
            raise deadline_exceeded()


class InteractiveSession(BaseSession):
    """A session that makes itself (and an explicit ``graph``) the default when made, for shells
    and notebooks: ``t.eval()`` works without a with-block until ``close()``. Like TF's it is no
    ``with`` block, and TF logs an error when a second one is made while one is open."""

    _count_lock = threading.Lock()
    _active_session_count = 0  # open InteractiveSessions, as TF counts them

    def __init__(self, target="", graph=None, config=None):
        if not config:
            config = ConfigProto(gpu_options=GPUOptions(allow_growth=True))
        # TF sets this on the caller's config: each run places only the ops it needs.
        config.graph_options.place_pruned_graph = True
        super().__init__(target, graph, config)
        with InteractiveSession._count_lock:
            if InteractiveSession._active_session_count > 0:
                from . import tf_logging
                tf_logging.error(
                    "An interactive session is already active. This can cause out-of-memory "
                    "errors or some other unexpected errors (due to the unpredictable timing of "
                    "garbage collection) in some cases. You must explicitly call "
                    "`InteractiveSession.close()` to release resources held by the other "
                    "session(s). Please use `tf.Session()` if you intend to productionize.")
            InteractiveSession._active_session_count += 1
        self._explicitly_closed = False
        self._default_session = self.as_default()
        self._default_session.__enter__()
        self._explicit_graph = graph
        if graph is not None:
            self._default_graph = graph.as_default()
            self._default_graph.__enter__()

    def close(self):
        """Closes it and leaves the defaults it set, in TF's order: its graph, then itself (each
        "Nesting violated" if something made default later is still there)."""
        super().close()
        with InteractiveSession._count_lock:
            if self._explicitly_closed:
                return
            InteractiveSession._active_session_count -= 1
            self._explicitly_closed = True
        if self._explicit_graph is not None:
            self._default_graph.__exit__(None, None, None)
            self._default_graph = None
        self._default_session.__exit__(None, None, None)
        self._default_session = None
