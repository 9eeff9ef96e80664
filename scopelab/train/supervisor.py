"""``tf.train.Supervisor``: the TF1 training helper of ptb_word_lm.py and older tutorials.

Mirrors ``tensorflow/python/training/supervisor.py`` (deprecated in TF for
``MonitoredTrainingSession``, still in ``compat.v1``). A Supervisor gathers what a training
loop needs around its graph, each op taken from its graph collection if there is one, else
made and added to it (``Supervisor.USE_DEFAULT``, 0, asks for that; None turns it off):

- ``ready_op``: ``report_uninitialized_variables()``; ``ready_for_local_init_op``: only the
  collection's, else None;
- ``init_op``: ``global_variables_initializer()`` (``init``); ``local_init_op``: the local
  variables' and tables' initializers grouped (``group_deps``);
- ``saver``: ``Saver()`` when there are global variables; ``summary_op``:
  ``tf.summary.merge_all()``; ``global_step``: the collection's, else the tensor
  ``global_step:0`` if it is an integer;

then it finalizes the graph (for good: the graph stays finalized after the session). With a
``logdir`` a chief saves to ``<logdir>/model.ckpt`` (``checkpoint_basename``) and writes
events through its own ``FileWriter(logdir)``.

``managed_session()`` (a ``with`` block) or ``prepare_or_wait_for_session()`` makes the
session with a ``SessionManager`` (session_manager.py): the latest checkpoint of logdir is
restored, or the model initialized (``init_op``, then ``init_fn(sess)``); then it writes
``graph.pbtxt``, a graph and a meta graph event, and starts the standard services, threads on
the Supervisor's ``Coordinator`` (``LooperThread``s, coordinator.py), each first running at
once:

- every ``save_summaries_secs``: the summary op's value at the global step, and
  ``global_step/sec`` (0 turns both off);
- every ``save_model_secs``: a checkpoint ``model.ckpt-<step>`` and a CHECKPOINT session log
  (0 turns it off).

A START session log (at the global step) goes first. Leaving the block stops the threads
(``stop()``: a STOP session log, the writer closed) and closes the session; an exception from
the block or a thread is raised again then, except ``OutOfRangeError`` (the end of the input),
which ends the block cleanly. ``loop()`` starts a further LooperThread; ``should_stop()`` /
``request_stop()`` are the Coordinator's. A non-chief (``is_chief=False``) only waits for
the model to be ready (``wait_for_session``) and writes nothing.
Left out: queue runners of real queues (scopelab has none; those a program adds itself are
started), eager execution's RuntimeError.

>>> import os, tempfile, scopelab as tf
>>> logdir = tempfile.mkdtemp()
>>> with tf.Graph().as_default():
...     step = tf.train.get_or_create_global_step()
...     train = tf.assign_add(step, 1)
...     sv = Supervisor(logdir=logdir, save_model_secs=0, save_summaries_secs=0)
...     with sv.managed_session() as sess:
...         for _ in range(3):
...             if sv.should_stop():
...                 break
...             _ = sess.run(train)
...         path = sv.saver.save(sess, sv.save_path, global_step=sv.global_step)
>>> os.path.basename(path), sv.should_stop(), "graph.pbtxt" in os.listdir(logdir)
('model.ckpt-3', True, True)
"""
import contextlib
import os
import time

from .. import dtypes, tf_logging as logging
from ..default_graph import add_to_collection, get_collection, get_default_graph
from ..graph_io import write_graph
from ..graph_keys import GraphKeys
from ..ops.control_flow_ops import group
from ..summary.protos import proto_module
from ..summary.summary_ops import merge_all
from ..summary.writer import FileWriter
from ..variable_initialization import (global_variables_initializer,
                                       local_variables_initializer,
                                       report_uninitialized_variables, tables_initializer)
from ..variables import global_variables
from .coordinator import Coordinator, LooperThread
from .meta_graph_export import export_meta_graph
from .saver import Saver
from .session_manager import SessionManager
from .training_util import global_step as global_step_value


def _first_of_collection(key):
    """The first item of collection ``key`` (logging how many when there are several)."""
    items = get_collection(key)
    if len(items) > 1:
        logging.info("Found %d %s operations. Returning the first one.", len(items), key)
    return items[0] if items else None


def _default(key, make):
    """The first item of collection ``key``; else ``make()``, added to it unless None."""
    item = _first_of_collection(key)
    if item is None:
        item = make()
        if item is not None:
            add_to_collection(key, item)
    return item


def _graph_global_step():
    """The tensor ``global_step:0`` of the default graph, if it is an integer."""
    try:
        step = get_default_graph().get_tensor_by_name("global_step:0")
    except KeyError:
        return None
    if step.dtype.base_dtype in (dtypes.int32, dtypes.int64):
        return step
    logging.warning("Found 'global_step' is not an int type: %s", step.dtype)
    return None


def _session_log(status, **fields):
    session_log = proto_module("event_pb2").SessionLog
    return session_log(status=getattr(session_log, status), **fields)


class Supervisor:
    """A Coordinator, a Saver and a SessionManager around a training loop (see the module)."""

    # Passed for ready_op, init_op, summary_op, saver, global_step...: find or make the default.
    USE_DEFAULT = 0

    def __init__(self, graph=None, ready_op=USE_DEFAULT, ready_for_local_init_op=USE_DEFAULT,
                 is_chief=True, init_op=USE_DEFAULT, init_feed_dict=None,
                 local_init_op=USE_DEFAULT, logdir=None, summary_op=USE_DEFAULT,
                 saver=USE_DEFAULT, global_step=USE_DEFAULT, save_summaries_secs=120,
                 save_model_secs=600, recovery_wait_secs=30, stop_grace_secs=120,
                 checkpoint_basename="model.ckpt", session_manager=None,
                 summary_writer=USE_DEFAULT, init_fn=None, local_init_run_options=None):
        logging.warn_deprecated("Supervisor.__init__",
                                "tensorflow.python.training.supervisor",
                                "Please switch to tf.train.MonitoredTrainingSession")
        use_default = Supervisor.USE_DEFAULT
        graph = graph if graph is not None else get_default_graph()
        with graph.as_default():
            if ready_op is use_default:
                ready_op = _default(GraphKeys.READY_OP, report_uninitialized_variables)
            if ready_for_local_init_op is use_default:
                ready_for_local_init_op = _first_of_collection(
                    GraphKeys.READY_FOR_LOCAL_INIT_OP)
            if init_op is use_default:
                init_op = _default(GraphKeys.INIT_OP, global_variables_initializer)
            if local_init_op is use_default:
                local_init_op = _default(GraphKeys.LOCAL_INIT_OP, lambda: group(
                    local_variables_initializer(), tables_initializer()))
            if saver is use_default:
                saver = _default(GraphKeys.SAVERS,
                                 lambda: Saver() if global_variables() else None)
            if summary_op is use_default:
                summary_op = _default(GraphKeys.SUMMARY_OP, merge_all)
            if global_step is use_default:
                global_step = _default(GraphKeys.GLOBAL_STEP, _graph_global_step)
        self._graph = graph
        self._ready_op, self._ready_for_local_init_op = ready_op, ready_for_local_init_op
        self._init_op, self._init_feed_dict = init_op, init_feed_dict
        self._local_init_op = local_init_op
        self._saver, self._summary_op, self._global_step = saver, summary_op, global_step
        self._is_chief = is_chief
        self._coord = Coordinator()
        self._recovery_wait_secs = recovery_wait_secs
        self._stop_grace_secs = stop_grace_secs
        self._init_fn = init_fn
        # Only a chief writes checkpoints and events.
        self._logdir = self._save_summaries_secs = self._save_model_secs = None
        self._save_path = self._summary_writer = None
        if is_chief:
            self._logdir = logdir
            self._save_summaries_secs = save_summaries_secs
            self._save_model_secs = save_model_secs
            if logdir:
                self._save_path = os.path.join(logdir, checkpoint_basename)
            if summary_writer is use_default:
                self._summary_writer = FileWriter(logdir) if logdir else None
            else:
                self._summary_writer = summary_writer
            self._graph_added_to_summary = False
        # The graph as it is now, for the event file (TF makes it here, before finalizing).
        self._meta_graph_def = None
        if self._summary_writer:
            self._meta_graph_def = export_meta_graph(
                graph=graph, saver_def=saver.saver_def if saver else None)
        self._session_manager = session_manager or SessionManager(
            local_init_op=local_init_op, ready_op=ready_op,
            ready_for_local_init_op=ready_for_local_init_op, graph=graph,
            recovery_wait_secs=recovery_wait_secs,
            local_init_run_options=local_init_run_options)
        if not is_chief:  # replicas share variables only through their devices
            for op in graph.get_operations():
                if op.type in ("Variable", "VariableV2") and not op.device:
                    raise ValueError("When using replicas, all Variables must have their "
                                     "device set: %s" % op)
        graph.finalize()

    is_chief = property(lambda self: self._is_chief)
    session_manager = property(lambda self: self._session_manager)
    coord = property(lambda self: self._coord)
    init_op = property(lambda self: self._init_op)
    init_feed_dict = property(lambda self: self._init_feed_dict)
    ready_op = property(lambda self: self._ready_op)
    ready_for_local_init_op = property(lambda self: self._ready_for_local_init_op)
    summary_writer = property(lambda self: self._summary_writer)
    summary_op = property(lambda self: self._summary_op)
    save_summaries_secs = property(lambda self: self._save_summaries_secs)
    global_step = property(lambda self: self._global_step)
    saver = property(lambda self: self._saver)
    save_model_secs = property(lambda self: self._save_model_secs)
    save_path = property(lambda self: self._save_path)

    def _write_graph(self):
        """``graph.pbtxt`` in logdir, and the graph and meta graph events (once per writer)."""
        if self._logdir:
            write_graph(self._graph.as_graph_def(add_shapes=True), self._logdir, "graph.pbtxt")
        if self._summary_writer and not self._graph_added_to_summary:
            self._summary_writer.add_graph(self._graph)
            self._summary_writer.add_meta_graph(self._meta_graph_def)
            self._graph_added_to_summary = True

    def start_standard_services(self, sess):
        """Starts the summary, step-counter and checkpoint threads (those the constructor's
        arguments ask for); returns them (None without a logdir)."""
        if not self._is_chief:
            raise RuntimeError("Only chief supervisor can start standard services. Because "
                               "only chief supervisors can write events.")
        if not self._logdir:
            logging.warning("Standard services need a 'logdir' passed to the SessionManager")
            return None
        if self._global_step is not None and self._summary_writer:
            # Without a step TensorBoard could not use START to drop stale events.
            self._summary_writer.add_session_log(
                _session_log("START"), global_step_value(sess, self._global_step))
        threads = []
        if self._save_summaries_secs and self._summary_writer:
            if self._summary_op is not None:
                threads.append(SVSummaryThread(self, sess))
            if self._global_step is not None:
                threads.append(SVStepCounterThread(self, sess))
        if self._saver and self._save_model_secs:
            threads.append(SVTimerCheckpointThread(self, sess))
        for thread in threads:
            thread.start()
        return threads

    def prepare_or_wait_for_session(self, master="", config=None, wait_for_checkpoint=False,
                                    max_wait_secs=7200, start_standard_services=True):
        """A session whose model is ready: a chief restores or initializes it (and starts
        the standard services), a non-chief waits for it."""
        # A session made again after a stop: the threads of the new one must be able to run.
        self._coord.clear_stop()
        if self._summary_writer:
            self._summary_writer.reopen()
        if self._is_chief:
            sess = self._session_manager.prepare_session(
                master, init_op=self._init_op, saver=self._saver, checkpoint_dir=self._logdir,
                wait_for_checkpoint=wait_for_checkpoint, max_wait_secs=max_wait_secs,
                config=config, init_feed_dict=self._init_feed_dict, init_fn=self._init_fn)
            self._write_graph()
            if start_standard_services:
                logging.info("Starting standard services.")
                self.start_standard_services(sess)
        else:
            sess = self._session_manager.wait_for_session(master, config=config,
                                                          max_wait_secs=max_wait_secs)
        if start_standard_services:
            logging.info("Starting queue runners.")
            self.start_queue_runners(sess)
        return sess

    def start_queue_runners(self, sess, queue_runners=None):
        """Starts the threads of ``queue_runners`` (the graph's collection if None)."""
        if queue_runners is None:
            queue_runners = self._graph.get_collection(GraphKeys.QUEUE_RUNNERS)
        return [thread for qr in queue_runners
                for thread in qr.create_threads(sess, coord=self._coord, daemon=True,
                                                start=True)]

    def loop(self, timer_interval_secs, target, args=None, kwargs=None):
        """A started LooperThread calling ``target`` every ``timer_interval_secs`` seconds
        until a stop; ``stop()`` joins it."""
        return LooperThread.loop(self._coord, timer_interval_secs, target, args=args,
                                 kwargs=kwargs)

    def stop(self, threads=None, close_summary_writer=True, ignore_live_threads=False):
        """Asks the threads to stop and joins them (raising the first error they reported);
        then logs STOP and closes the summary writer. The session stays open."""
        self._coord.request_stop()
        try:
            self._coord.join(threads, stop_grace_period_secs=self._stop_grace_secs,
                             ignore_live_threads=ignore_live_threads)
        finally:
            # The writer closes last: a thread may have been writing.
            if close_summary_writer and self._summary_writer:
                # No step: the session may be gone already.
                self._summary_writer.add_session_log(_session_log("STOP"))
                self._summary_writer.close()
                self._graph_added_to_summary = False

    def request_stop(self, ex=None):
        """Asks the threads to stop (``Coordinator.request_stop``)."""
        self._coord.request_stop(ex=ex)

    def should_stop(self):
        return self._coord.should_stop()

    def stop_on_exception(self):
        return self._coord.stop_on_exception()

    def wait_for_stop(self):
        self._coord.wait_for_stop()

    def summary_computed(self, sess, summary, global_step=None):
        """Writes ``summary`` (a Summary or its bytes) at ``global_step`` (the global step's
        value in ``sess`` if None)."""
        if not self._summary_writer:
            raise RuntimeError("Writing a summary requires a summary writer.")
        if global_step is None and self._global_step is not None:
            global_step = global_step_value(sess, self._global_step)
        self._summary_writer.add_summary(summary, global_step)

    @contextlib.contextmanager
    def managed_session(self, master="", config=None, start_standard_services=True,
                        close_summary_writer=True):
        """A ``with`` block around ``prepare_or_wait_for_session()``: on leaving it the
        services stop and the session closes; an error is raised again after that, except
        OutOfRangeError, a normal end."""
        sess = None
        try:
            sess = self.prepare_or_wait_for_session(
                master=master, config=config, start_standard_services=start_standard_services)
            yield sess
        except Exception as error:  # noqa: BLE001 - the Coordinator keeps it, stop() raises it
            self.request_stop(error)
        finally:
            try:
                self.stop(close_summary_writer=close_summary_writer)
            finally:
                if sess is not None:
                    sess.close()

    # TF's first spellings, still there.
    PrepareSession = prepare_or_wait_for_session
    StartQueueRunners = start_queue_runners
    StartStandardServices = start_standard_services
    Stop = stop
    RequestStop = request_stop
    Loop = loop
    ShouldStop = should_stop
    StopOnException = stop_on_exception
    WaitForStop = wait_for_stop
    SummaryComputed = summary_computed


class SVSummaryThread(LooperThread):
    """Writes the summary op's value every ``save_summaries_secs``."""

    def __init__(self, sv, sess):
        super().__init__(sv.coord, sv.save_summaries_secs)
        self._sv = sv
        self._sess = sess

    def run_loop(self):
        step = None
        if self._sv.global_step is not None:
            summary, step = self._sess.run([self._sv.summary_op, self._sv.global_step])
        else:
            summary = self._sess.run(self._sv.summary_op)
        if self._sv.summary_writer:
            logging.info("Recording summary at step %s.", step)
            self._sv.summary_writer.add_summary(summary, step)


class SVStepCounterThread(LooperThread):
    """Writes ``<global step op>/sec``, the steps per second, every ``save_summaries_secs``."""

    def __init__(self, sv, sess, step_counter=None):
        super().__init__(sv.coord, sv.save_summaries_secs)
        self._sv = sv
        self._sess = sess
        self._last_time = 0.0
        self._last_step = 0
        self._step_counter = sv.global_step if step_counter is None else step_counter
        self._summary_tag = "%s/sec" % self._step_counter.op.name

    def start_loop(self):
        self._last_time = time.time()
        self._last_step = global_step_value(self._sess, self._step_counter)

    def run_loop(self):
        step = global_step_value(self._sess, self._step_counter)
        steps, self._last_step = step - self._last_step, step
        now = time.time()
        elapsed, self._last_time = now - self._last_time, now
        steps_per_sec = steps / elapsed if elapsed > 0.0 else float("inf")
        summary_pb2 = proto_module("summary_pb2")
        summary = summary_pb2.Summary(value=[summary_pb2.Summary.Value(
            tag=self._summary_tag, simple_value=steps_per_sec)])
        if self._sv.summary_writer:
            self._sv.summary_writer.add_summary(summary, step)
        logging.log_first_n(logging.INFO, "%s: %g", 10, self._summary_tag, steps_per_sec)


class SVTimerCheckpointThread(LooperThread):
    """Saves a checkpoint (and logs CHECKPOINT) every ``save_model_secs``."""

    def __init__(self, sv, sess):
        super().__init__(sv.coord, sv.save_model_secs)
        self._sv = sv
        self._sess = sess

    def run_loop(self):
        logging.info("Saving checkpoint to path %s", self._sv.save_path)
        self._sv.saver.save(self._sess, self._sv.save_path, global_step=self._sv.global_step)
        if self._sv.summary_writer and self._sv.global_step is not None:
            self._sv.summary_writer.add_session_log(
                _session_log("CHECKPOINT", checkpoint_path=self._sv.save_path),
                global_step_value(self._sess, self._sv.global_step))
