"""Partial runs: ``Session.partial_run_setup`` and ``Session.partial_run``, one run whose feeds
and fetches are handed over in several calls.

Mirrors ``partial_run_setup`` / ``partial_run`` of TF's ``session.py`` and ``PRunSetup`` /
``PRun`` of its ``DirectSession``:

- ``partial_run_setup(fetches, feeds)`` names every tensor the run will be fed and every
  tensor it will fetch, and returns a handle, a string like ``"a:0,b:0->r:0//1/;0"`` (feeds
  -> fetches / ops / a partial run, then a counter of the session's setups);
- each ``partial_run(handle, fetches, feed_dict)`` feeds some of those tensors and fetches
  some: each one once only ("has already been fed", "has already been fetched"), only those
  named at setup ("was not specified in partial_run_setup"), and only fetches that wait for
  no feed still to come ("can't be computed from the feeds that have been fed so far");
- every op runs once in the whole partial run: later calls reuse what earlier ones computed;
- the run ends, and its handle is forgotten ("Must run 'setup' before performing partial
  runs!"), once everything has been fed and fetched, or when a call fails in the graph.

TF's quirks are kept: a partial run cannot run ops (``partial_run`` refuses them), and a feed
that ``partial_run_setup`` cannot read as a tensor meets TF's reading of ``e.message`` on a
Python exception, so it fails with that ``AttributeError``.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     a = tf.placeholder(tf.float32, [], name="a")
...     b = tf.placeholder(tf.float32, [], name="b")
...     r1 = tf.add(a, 1.0, name="r1")
...     r2 = tf.multiply(r1, b, name="r2")
...     sess = tf.Session()
>>> h = sess.partial_run_setup([r1, r2], [a, b])
>>> h
'a:0,b:0->r1:0,r2:0//1/;0'
>>> sess.partial_run(h, r1, {a: 1.0})
np.float32(2.0)
>>> sess.partial_run(h, r2, {b: 10.0})
np.float32(20.0)
"""
import numpy as np

from . import errors
from .core.executor import Plan, execute, pruned_order
from .core.state import SESSION_RUN_CONVERSIONS
from .ops.control_flow_runtime import DEAD
from .session_feeds import graph_element, kernel_value, read_feeds
from .tensor import Tensor


class _PartialRuns:
    """A session's partial runs: the setups counted, the runs open (by handle)."""

    def __init__(self):
        self.count, self.open = 0, {}


class _PartialRun:
    """One open partial run: which feeds and fetches are still to come, and its values."""

    def __init__(self, feeds, fetches):
        self.fed = dict.fromkeys(feeds, False)
        self.fetched = dict.fromkeys(fetches, False)
        self.values = {}  # tensor -> value, fed or computed
        self.ran = set()  # the ops that ran
        self.error = None  # what failed while the run started, raised by the next call


def _start(session, run, tensors, targets):
    """Runs at setup what waits for no feed, as TF's executor starts at once (an op that
    updates a variable does so now); a failure waits for the next ``partial_run``."""
    fed, waiting = set(run.fed), set()
    order = pruned_order(tensors, targets, fed)
    for op in order:
        if any(t in fed or t.op in waiting for t in op.inputs) or \
                any(c in waiting for c in op.control_inputs):
            waiting.add(op)
    ready = [op for op in order if op not in waiting]
    try:
        _compute(session, run, (), {}, ready)
    except errors.OpError as e:
        run.error = e


def setup(session, fetches, feeds):
    """A handle for a partial run of ``fetches`` fed ``feeds`` (``Session.partial_run_setup``)."""
    session._check_usable()
    graph = session.graph
    if feeds is None:
        feeds = []
    feed_list = []
    for feed in feeds if isinstance(feeds, (list, tuple)) else [feeds]:
        for part in _parts(feed):
            try:
                feed_list.append(graph_element(graph, part, allow_operation=False))
            except (KeyError, ValueError, TypeError) as e:
                # TF means to prefix e.message, which Python's own exceptions do not have.
                raise AttributeError("'%s' object has no attribute 'message'"
                                     % type(e).__name__) from e
    _, elements = session._fetch_structure(fetches)
    tensors = [e for e in elements if isinstance(e, Tensor)]
    targets = [e for e in elements if not isinstance(e, Tensor)]
    runs = session._partial_runs = session._partial_runs or _PartialRuns()
    count = runs.count
    runs.count += 1  # TF counts a setup before it checks anything
    session._check_reachable_graph()
    if not (tensors or targets):
        raise _error("Must specify at least one target to fetch or execute.")
    for t in tensors:
        if t in feed_list:
            raise _error("%s is both fed and fetched." % t.name)
    handle = "%s->%s/%s/1/;%d" % (  # names sorted: TF's key for the run's executors
        ",".join(sorted(t.name for t in feed_list)), ",".join(sorted(t.name for t in tensors)),
        ",".join(sorted(op.name for op in targets)), count)
    run = runs.open[handle] = _PartialRun(feed_list, tensors)
    _start(session, run, tensors, targets)
    return handle


def _parts(feed):
    """The tensors a feed stands for: an IndexedSlices its own, an object of a registered type
    what its partial-run feed function says."""
    for kind, _, _, partial_run_feeds in SESSION_RUN_CONVERSIONS:
        if isinstance(feed, kind):
            return partial_run_feeds(feed)
    fetch_parts = getattr(feed, "_fetch_parts", None)
    return fetch_parts()[0] if fetch_parts else [feed]


def run(session, handle, fetches, feed_dict):
    """Feeds ``feed_dict`` to the partial run ``handle`` and fetches ``fetches``."""
    session._check_usable()
    graph = session.graph
    feeds = read_feeds(graph, feed_dict) if feed_dict else {}
    rebuild, elements = session._fetch_structure(fetches)
    tensors = [e for e in elements if isinstance(e, Tensor) and e not in feeds]
    targets = [e for e in elements if not isinstance(e, Tensor)]
    values = {}
    if tensors or targets or feeds:
        if targets:
            raise RuntimeError("partial_run() requires empty `target_list`. Received: "
                               "target_list=%s (non-empty)" % (targets,))
        values = _continue(session, str(handle), tensors, feeds)
    return rebuild(session._fetched_values(values, elements, feeds))


def _continue(session, handle, tensors, feeds):
    """The values of the partial run ``handle`` once ``feeds`` are in and ``tensors`` out."""
    runs = session._partial_runs
    run = runs.open.get(handle) if runs else None
    if run is None:
        raise _error("Must run 'setup' before performing partial runs!")
    if run.error is not None:
        del runs.open[handle]
        raise run.error
    for kind, given, pending in (("feed", feeds, run.fed), ("fetch", tensors, run.fetched)):
        for t in given:
            if t not in pending:
                raise _error("The %s %s was not specified in partial_run_setup." % (kind, t.name))
            if pending[t]:
                raise _error("The %s %s has already been %s." % (
                    kind, t.name, "fed" if kind == "feed" else "fetched"))
    _check_fetch(tensors, {t for t, done in run.fed.items() if not done and t not in feeds})
    try:
        values = _compute(session, run, tensors, feeds)
    except errors.OpError:
        del runs.open[handle]  # TF drops a partial run that failed
        raise
    run.fed.update(dict.fromkeys(feeds, True))
    run.fetched.update(dict.fromkeys(tensors, True))
    if all(run.fed.values()) and all(run.fetched.values()):
        del runs.open[handle]
    return values


def _check_fetch(tensors, pending):
    """TF's check that no fetch waits for a feed still to come: a walk back over the whole
    graph from the fetches, which does not stop at tensors fed so far."""
    stack, seen = [t.op for t in tensors], set()
    while stack:
        op = stack.pop()
        for t in op.inputs:
            if t in pending:
                raise _error("Fetch %s can't be computed from the feeds that have been fed so "
                             "far." % t.name)
        for producer in [t.op for t in op.inputs] + list(op.control_inputs):
            if producer not in seen:
                seen.add(producer)
                stack.append(producer)


def _compute(session, run, tensors, feeds, targets=()):
    """Runs what ``tensors`` and ``targets`` need that has not run yet, from everything known
    so far."""
    run.values.update((t, kernel_value(a) if a.dtype == object else a)
                      for t, a in feeds.items())
    plan = Plan(session._state, tensors, targets, run.values, stop=run.ran, optimize=False)
    session._set_deadline(None)
    with np.errstate(all="ignore"):
        run.values = execute(plan, run.values)
    run.ran.update(step.op for step in plan.steps)
    for t in tensors:
        if run.values[t] is DEAD:
            raise _error("The tensor returned for %s was not valid." % t.name)
    return run.values


def _error(message):
    return errors.InvalidArgumentError(None, None, "Graph execution error:\n\n" + message)
