"""``tf.train.MonitoredTrainingSession``, ``MonitoredSession`` and ``SingularMonitoredSession``.

Mirrors ``tensorflow/python/training/monitored_session.py`` for one machine. A monitored
session is a ``tf.Session`` (made by a session creator, scaffold.py) with hooks
(session_run_hook.py) called around it:

1. when it is made: every hook's ``begin()``, then the session (the scaffold finalizes the
   graph, restores the latest checkpoint or initializes), then ``after_create_session``;
2. each ``run(fetches, feed_dict)``: ``before_run`` of each hook in order, one ``Session.run``
   of the caller's fetches together with the hooks' (a dict ``{"caller": fetches, hook:
   its fetches}``; a tensor fed by two hooks, or by a hook and the caller, is a RuntimeError),
   then ``after_run`` of each hook; the caller gets its own values back;
3. ``should_stop()`` turns true once a hook called ``run_context.request_stop()``; another
   ``run`` then raises "Run called even after should_stop requested.";
4. closing (``close()``, or leaving the ``with`` block) calls every hook's ``end`` (not when
   an exception is leaving the block), closes the session and makes the graph writable again
   if it was before. Leaving the block with ``OutOfRangeError`` (a dataset at its end) or
   ``StopIteration`` counts as a normal end: the hooks' ``end`` runs and the error is
   swallowed, which is how ``while not sess.should_stop()`` loops over a dataset end.

``MonitoredTrainingSession`` builds the chief's hooks from its arguments, in TF's order:
``chief_only_hooks``, a ``StepCounterHook`` and a ``SummarySaverHook`` writing to
``summary_dir`` (or ``checkpoint_dir``), a ``CheckpointSaverHook`` (every 600 seconds unless
``save_checkpoint_steps``/``save_checkpoint_secs`` say otherwise), then ``hooks``. A non-chief
(``is_chief=False``) gets ``hooks`` only and a WorkerSessionCreator.
Hooks get a ``Coordinator`` in ``after_create_session`` for the threads they start: a stop
it is asked for ends the loop, and closing waits for them (``stop_grace_period_secs``).
Left out: queue runners (scopelab has no queues), recovery from preempted workers
(MonitoredSession's retry of AbortedError/UnavailableError), ``run_step_fn``, distribution
strategies' worker contexts.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     step = tf.train.get_or_create_global_step()
...     train = tf.assign_add(step, 1)
...     hooks = [tf.train.StopAtStepHook(last_step=3)]
...     with MonitoredTrainingSession(hooks=hooks) as sess:
...         seen = []
...         while not sess.should_stop():
...             seen.append(int(sess.run(train)))
>>> seen
[1, 2, 3]
"""
from .. import errors
from ..default_graph import get_collection, get_default_graph
from ..graph_keys import GraphKeys
from ..session_config import RunMetadata, RunOptions
from . import basic_session_run_hooks as basic
from .coordinator import Coordinator, start_queue_runners
from .scaffold import ChiefSessionCreator, Scaffold, WorkerSessionCreator
from .session_run_hook import SessionRunArgs, SessionRunContext, SessionRunValues

# Arguments whose default depends on whether the other of a pair is given.
USE_DEFAULT = object()


def _raise_if_fed_twice(feeds1, feeds2, message):
    both = set(feeds1) & set(feeds2)
    if both:
        raise RuntimeError(message + " Conflict(s): " + str(list(both)))


def _merge_run_options(options, incoming):
    """Adds a hook's RunOptions to the run's: the larger value of each setting."""
    options.trace_level = max(options.trace_level, incoming.trace_level)
    options.timeout_in_ms = max(options.timeout_in_ms, incoming.timeout_in_ms)
    options.inter_op_thread_pool = max(options.inter_op_thread_pool,
                                       incoming.inter_op_thread_pool)
    options.output_partition_graphs = max(options.output_partition_graphs,
                                          incoming.output_partition_graphs)
    options.debug_options.debug_tensor_watch_opts.extend(
        incoming.debug_options.debug_tensor_watch_opts)
    options.debug_options.reset_disk_byte_usage = (
        options.debug_options.reset_disk_byte_usage or
        incoming.debug_options.reset_disk_byte_usage)
    options.report_tensor_allocations_upon_oom = (
        options.report_tensor_allocations_upon_oom or
        incoming.report_tensor_allocations_upon_oom)


class _HookedSession:
    """A ``tf.Session`` whose ``run`` calls the hooks around it."""

    def __init__(self, sess, hooks):
        self._sess = sess
        self._hooks = hooks
        self._should_stop = False

    def should_stop(self):
        return self._should_stop or self._sess is None

    def run(self, fetches, feed_dict=None, options=None, run_metadata=None):
        if self.should_stop():
            raise RuntimeError("Run called even after should_stop requested.")
        all_fetches = {"caller": fetches}
        run_context = SessionRunContext(original_args=SessionRunArgs(fetches, feed_dict),
                                        session=self._sess)
        options = options or RunOptions()
        feed_dict = self._hooks_before_run(run_context, all_fetches, feed_dict, options)
        run_metadata = run_metadata or RunMetadata()
        outputs = self._sess.run(all_fetches, feed_dict=feed_dict, options=options,
                                 run_metadata=run_metadata)
        for hook in self._hooks:
            hook.after_run(run_context, SessionRunValues(
                results=outputs[hook] if hook in outputs else None, options=options,
                run_metadata=run_metadata))
        self._should_stop = self._should_stop or run_context.stop_requested
        return outputs["caller"]

    def _hooks_before_run(self, run_context, all_fetches, user_feeds, options):
        """Collects the hooks' fetches into ``all_fetches``; returns the feeds to run with."""
        hook_feeds = {}
        for hook in self._hooks:
            request = hook.before_run(run_context)
            if request is None:
                continue
            if request.fetches is not None:
                all_fetches[hook] = request.fetches
            if request.feed_dict:
                _raise_if_fed_twice(hook_feeds, request.feed_dict,
                                    "Same tensor is fed by two hooks.")
                hook_feeds.update(request.feed_dict)
            if request.options:
                _merge_run_options(options, request.options)
        if not hook_feeds:
            return user_feeds
        if not user_feeds:
            return hook_feeds
        _raise_if_fed_twice(user_feeds, hook_feeds,
                            "Same tensor is fed by a SessionRunHook and user.")
        hook_feeds.update(user_feeds)
        return hook_feeds

    def close(self):
        if self._sess:
            try:
                self._sess.close()
            finally:
                self._sess = None


class _MonitoredSession:
    """What MonitoredSession and SingularMonitoredSession share."""

    def __init__(self, session_creator, hooks, stop_grace_period_secs=120):
        self._graph_was_finalized = get_default_graph().finalized
        self._hooks = hooks or []
        for hook in self._hooks:
            hook.begin()
        self._tf_session = (session_creator or ChiefSessionCreator()).create_session()
        # A Coordinator that lets every exception through, for threads the hooks start; the
        # session stops when one of them asks it to, and waits for them when it closes.
        self._coord = Coordinator(clean_stop_exception_types=[])
        self._stop_grace_period_secs = stop_grace_period_secs
        if get_collection(GraphKeys.QUEUE_RUNNERS):
            start_queue_runners(sess=self._tf_session, coord=self._coord)
        for hook in self._hooks:
            hook.after_create_session(self._tf_session, self._coord)
        self._sess = _HookedSession(self._tf_session, self._hooks)

    @property
    def graph(self):
        """The session's graph; None once closed."""
        return None if self._tf_session is None else self._tf_session.graph

    def run(self, fetches, feed_dict=None, options=None, run_metadata=None):
        """Runs ``fetches`` like ``Session.run``, with the hooks called around it."""
        return self._sess.run(fetches, feed_dict=feed_dict, options=options,
                              run_metadata=run_metadata)

    def should_stop(self):
        return self._sess is None or self._coord.should_stop() or self._sess.should_stop()

    def close(self):
        self._close_internal()

    def __enter__(self):
        return self

    def __exit__(self, exception_type, exception_value, traceback):
        if exception_type in (errors.OutOfRangeError, StopIteration):
            exception_type = None  # the end of the input: a normal end of training
        self._close_internal(exception_type)
        return exception_type is None

    def _close_internal(self, exception_type=None):
        try:
            if not exception_type:
                for hook in self._hooks:
                    hook.end(self._tf_session)
        finally:
            try:
                if self._sess is None:
                    raise RuntimeError("Session is already closed.")
                self._coord.request_stop()
                try:
                    self._coord.join(stop_grace_period_secs=self._stop_grace_period_secs,
                                     ignore_live_threads=True)
                finally:
                    self._sess.close()
            finally:
                self._sess = None
                self._tf_session = None
                if not self._graph_was_finalized:
                    get_default_graph()._unsafe_unfinalize()


class MonitoredSession(_MonitoredSession):
    """A session with hooks, made by ``session_creator`` (a ChiefSessionCreator by default)."""

    def __init__(self, session_creator=None, hooks=None, stop_grace_period_secs=120):
        super().__init__(session_creator, hooks, stop_grace_period_secs)


class SingularMonitoredSession(_MonitoredSession):
    """A chief's monitored session, with access to the raw ``tf.Session``."""

    def __init__(self, hooks=None, scaffold=None, master="", config=None, checkpoint_dir=None,
                 stop_grace_period_secs=120, checkpoint_filename_with_path=None):
        creator = ChiefSessionCreator(
            scaffold=scaffold, master=master, config=config, checkpoint_dir=checkpoint_dir,
            checkpoint_filename_with_path=checkpoint_filename_with_path)
        super().__init__(creator, hooks, stop_grace_period_secs)

    def raw_session(self):
        """The ``tf.Session`` inside (None once closed)."""
        return self._tf_session


def MonitoredTrainingSession(master="", is_chief=True, checkpoint_dir=None, scaffold=None,  # noqa: N802 - TF's name
                             hooks=None, chief_only_hooks=None,
                             save_checkpoint_secs=USE_DEFAULT, save_summaries_steps=USE_DEFAULT,
                             save_summaries_secs=USE_DEFAULT, config=None,
                             stop_grace_period_secs=120, log_step_count_steps=100,
                             max_wait_secs=7200, save_checkpoint_steps=USE_DEFAULT,
                             summary_dir=None, save_graph_def=True):
    """A MonitoredSession for training, with TF's checkpoint, summary and step-counter hooks."""
    # Summaries every 100 steps and checkpoints every 600 seconds, unless either is given.
    if save_summaries_steps is USE_DEFAULT and save_summaries_secs is USE_DEFAULT:
        save_summaries_steps, save_summaries_secs = 100, None
    elif save_summaries_secs is USE_DEFAULT:
        save_summaries_secs = None
    elif save_summaries_steps is USE_DEFAULT:
        save_summaries_steps = None
    if save_checkpoint_steps is USE_DEFAULT and save_checkpoint_secs is USE_DEFAULT:
        save_checkpoint_steps, save_checkpoint_secs = None, 600
    elif save_checkpoint_secs is USE_DEFAULT:
        save_checkpoint_secs = None
    elif save_checkpoint_steps is USE_DEFAULT:
        save_checkpoint_steps = None
    scaffold = scaffold or Scaffold()
    if not is_chief:
        creator = WorkerSessionCreator(scaffold=scaffold, master=master, config=config,
                                       max_wait_secs=max_wait_secs)
        return MonitoredSession(session_creator=creator, hooks=hooks or [],
                                stop_grace_period_secs=stop_grace_period_secs)
    all_hooks = list(chief_only_hooks or [])
    creator = ChiefSessionCreator(scaffold=scaffold, checkpoint_dir=checkpoint_dir,
                                  master=master, config=config)
    summary_dir = summary_dir or checkpoint_dir
    if summary_dir:
        if log_step_count_steps and log_step_count_steps > 0:
            all_hooks.append(basic.StepCounterHook(output_dir=summary_dir,
                                                   every_n_steps=log_step_count_steps))
        if (save_summaries_steps and save_summaries_steps > 0) or \
                (save_summaries_secs and save_summaries_secs > 0):
            all_hooks.append(basic.SummarySaverHook(
                scaffold=scaffold, save_steps=save_summaries_steps,
                save_secs=save_summaries_secs, output_dir=summary_dir))
    if checkpoint_dir and ((save_checkpoint_secs and save_checkpoint_secs > 0) or
                           (save_checkpoint_steps and save_checkpoint_steps > 0)):
        all_hooks.append(basic.CheckpointSaverHook(
            checkpoint_dir, save_steps=save_checkpoint_steps, save_secs=save_checkpoint_secs,
            scaffold=scaffold, save_graph_def=save_graph_def))
    all_hooks.extend(hooks or [])
    return MonitoredSession(session_creator=creator, hooks=all_hooks,
                            stop_grace_period_secs=stop_grace_period_secs)
