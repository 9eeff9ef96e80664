"""The hooks TF1 training loops pass to a MonitoredSession, and ``SecondOrStepTimer``.

Mirrors ``tensorflow/python/training/basic_session_run_hooks.py``. Each hook is a
``SessionRunHook`` (session_run_hook.py) that asks for a few more fetches in ``before_run`` and
acts on their values in ``after_run``:

- ``StopAtStepHook``: asks to stop once the global step reaches ``last_step`` (or
  ``num_steps`` more than at the start);
- ``NanTensorHook``: raises ``NanLossDuringTrainingError`` (or asks to stop) when the loss is
  NaN;
- ``LoggingTensorHook``: logs tensors through ``tf.logging`` every ``every_n_iter`` runs (TF's
  text, ``loss = 0.5, step = 3 (0.012 sec)``) and/or at the end;
- ``CheckpointSaverHook``: saves ``<checkpoint_dir>/model.ckpt-<step>`` after the session is
  made, every ``save_steps`` steps (or ``save_secs`` seconds) and at the end, with
  ``graph.pbtxt``, a graph and meta graph event and a CHECKPOINT session log;
  ``CheckpointSaverListener``s are called around each save;
- ``SummarySaverHook``: writes the summary op's value every ``save_steps`` steps;
  ``StepCounterHook``: writes (and logs) ``global_step/sec``;
- ``FinalOpsHook``: runs ops at the end; ``FeedFnHook``: feeds what a function returns;
  ``GlobalStepWaiterHook``: waits until the global step reaches a value.

The hooks that count steps read the global step through ``global_step/add``
(training_util.global_step_read), fetched beside the train op. The value a run returns may be
the one before or after the train op's increment, so a hook that must be sure runs the read
again (TF's hooks do the same). Event files come from ``FileWriterCache``, one writer per folder.
Left out: ``ProfilerHook`` (timelines), the multi-step ``steps_per_run`` machinery.

>>> import scopelab as tf
>>> timer = SecondOrStepTimer(every_steps=3)
>>> [timer.should_trigger_for_step(s) for s in (0,)], timer.update_last_triggered_step(0)
([True], (None, None))
>>> [timer.should_trigger_for_step(s) for s in (1, 2, 3)]
[False, False, True]
"""
import os
import time

import numpy as np

from .. import errors, tf_logging as logging
from ..default_graph import get_collection, get_default_graph
from ..graph_io import write_graph
from ..graph_keys import GraphKeys
from ..summary.protos import proto_module
from ..summary.writer import FileWriterCache
from .meta_graph_export import export_meta_graph
from .session_run_hook import SessionRunArgs, SessionRunHook
from .training_util import get_global_step, global_step_read


class SecondOrStepTimer:
    """Says when a periodic action is due: every ``every_secs`` seconds or every
    ``every_steps`` steps (exactly one of them), counting from its last trigger."""

    def __init__(self, every_secs=None, every_steps=None):
        self.reset()
        self._every_secs = every_secs
        self._every_steps = every_steps
        if every_secs is None and every_steps is None:
            raise ValueError("Either every_secs or every_steps should be provided.")
        if every_secs is not None and every_steps is not None:
            raise ValueError("Can not provide both every_secs and every_steps.")

    def reset(self):
        self._last_triggered_step = None
        self._last_triggered_time = None

    def should_trigger_for_step(self, step):
        """True the first time, then once the interval has passed since the last trigger
        (never twice for one step)."""
        if self._last_triggered_step is None:
            return True
        if self._last_triggered_step == step:
            return False
        if self._every_secs is not None and \
                time.time() >= self._last_triggered_time + self._every_secs:
            return True
        return self._every_steps is not None and step >= self._last_triggered_step + \
            self._every_steps

    def update_last_triggered_step(self, step):
        """Records a trigger at ``step``; returns (seconds, steps) since the one before, or
        (None, None) the first time."""
        now = time.time()
        elapsed = (None, None)
        if self._last_triggered_time is not None:
            elapsed = (now - self._last_triggered_time, step - self._last_triggered_step)
        self._last_triggered_time, self._last_triggered_step = now, step
        return elapsed

    def last_triggered_step(self):
        return self._last_triggered_step


class _NeverTriggerTimer:
    """The timer of a hook that acts only at the end."""

    def reset(self):
        pass

    def should_trigger_for_step(self, step):
        return False

    def update_last_triggered_step(self, step):
        return (None, None)

    def last_triggered_step(self):
        return None


def _step_read(hook_name):
    """The global step read a hook fetches; RuntimeError when the graph has no global step."""
    read = global_step_read()
    if read is None:
        raise RuntimeError("Global step should be created to use %s." % hook_name)
    return read


def _as_graph_element(obj):
    """A tensor of the default graph for ``obj``, a tensor or a name ("loss" is "loss:0")."""
    graph = get_default_graph()
    if not isinstance(obj, str):
        if getattr(obj, "graph", None) is not graph:
            raise ValueError("Passed %s should have graph attribute that is equal to current "
                             "graph %s." % (obj, graph))
        return obj
    if ":" in obj:
        return graph.as_graph_element(obj)
    element = graph.as_graph_element(obj + ":0")
    try:
        graph.as_graph_element(obj + ":1")
    except (KeyError, ValueError):
        return element
    raise ValueError("Name %s is ambiguous, as this `Operation` has multiple outputs "
                     "(at least 2)." % obj)


class LoggingTensorHook(SessionRunHook):
    """Logs ``tensors`` (a dict tag -> tensor or name, or a list of them) every
    ``every_n_iter`` runs or ``every_n_secs`` seconds, and/or at the end."""

    def __init__(self, tensors, every_n_iter=None, every_n_secs=None, at_end=False,
                 formatter=None):
        only_at_end = at_end and every_n_iter is None and every_n_secs is None
        if not only_at_end and (every_n_iter is None) == (every_n_secs is None):
            raise ValueError("either at_end and/or exactly one of every_n_iter and "
                             "every_n_secs must be provided.")
        if every_n_iter is not None and every_n_iter <= 0:
            raise ValueError("invalid every_n_iter=%s." % every_n_iter)
        if isinstance(tensors, dict):
            self._tag_order = sorted(tensors)
        else:  # a list logs in its own order, each tagged with its name
            self._tag_order = tensors
            tensors = {item: item for item in tensors}
        self._tensors = tensors
        self._formatter = formatter
        self._timer = _NeverTriggerTimer() if only_at_end else SecondOrStepTimer(
            every_secs=every_n_secs, every_steps=every_n_iter)
        self._log_at_end = at_end

    def begin(self):
        self._timer.reset()
        self._iter_count = 0
        self._current_tensors = {tag: _as_graph_element(t) for tag, t in self._tensors.items()}

    def before_run(self, run_context):
        self._should_trigger = self._timer.should_trigger_for_step(self._iter_count)
        return SessionRunArgs(self._current_tensors) if self._should_trigger else None

    def _log_tensors(self, values):
        elapsed_secs, _ = self._timer.update_last_triggered_step(self._iter_count)
        if self._formatter:
            logging.info(self._formatter(values))
            return
        # TF prints the values with numpy's suppress=True, for this message only.
        with np.printoptions(suppress=True):
            text = ", ".join("%s = %s" % (tag, values[tag]) for tag in self._tag_order)
        if elapsed_secs is None:
            logging.info("%s", text)
        else:
            logging.info("%s (%.3f sec)", text, elapsed_secs)

    def after_run(self, run_context, run_values):
        if self._should_trigger:
            self._log_tensors(run_values.results)
        self._iter_count += 1

    def end(self, session):
        if self._log_at_end:
            self._log_tensors(session.run(self._current_tensors))


class StopAtStepHook(SessionRunHook):
    """Asks to stop once the global step reaches ``last_step``, or ``num_steps`` past the
    step the session started at."""

    def __init__(self, num_steps=None, last_step=None):
        if num_steps is None and last_step is None:
            raise ValueError("One of num_steps or last_step must be specified.")
        if num_steps is not None and last_step is not None:
            raise ValueError("Only one of num_steps or last_step can be specified.")
        self._num_steps = num_steps
        self._last_step = last_step

    def begin(self):
        self._global_step_tensor = _step_read("StopAtStepHook")

    def after_create_session(self, session, coord):
        if self._last_step is None:
            self._last_step = session.run(self._global_step_tensor) + self._num_steps

    def before_run(self, run_context):
        return SessionRunArgs(self._global_step_tensor)

    def after_run(self, run_context, run_values):
        # The value fetched may precede the train op's increment: read again to be sure.
        if run_values.results + 1 >= self._last_step and \
                run_context.session.run(self._global_step_tensor) >= self._last_step:
            run_context.request_stop()


class CheckpointSaverListener:
    """Called by a CheckpointSaverHook around its saves; ``after_save`` returning True asks
    training to stop."""

    def begin(self):
        pass

    def before_save(self, session, global_step_value):
        pass

    def after_save(self, session, global_step_value):
        pass

    def end(self, session, global_step_value):
        pass


def only_saver(savers):
    """The Saver of collection ``savers`` (None if empty); RuntimeError if it has several."""
    if len(savers) > 1:
        raise RuntimeError("More than one item in collection %s. Please indicate which one to "
                           "use by passing it to the constructor." % GraphKeys.SAVERS)
    return savers[0] if savers else None


class CheckpointSaverHook(SessionRunHook):
    """Saves checkpoints ``<checkpoint_dir>/<checkpoint_basename>-<step>``."""

    def __init__(self, checkpoint_dir, save_secs=None, save_steps=None, saver=None,
                 checkpoint_basename="model.ckpt", scaffold=None, listeners=None,
                 save_graph_def=True):
        logging.info("Create CheckpointSaverHook.")
        if saver is not None and scaffold is not None:
            raise ValueError("You cannot provide both saver and scaffold.")
        self._saver = saver
        self._checkpoint_dir = checkpoint_dir
        self._save_path = os.path.join(checkpoint_dir, checkpoint_basename)
        self._scaffold = scaffold
        self._timer = SecondOrStepTimer(every_secs=save_secs, every_steps=save_steps)
        self._listeners = listeners or []
        self._save_graph_def = save_graph_def

    def begin(self):
        self._summary_writer = FileWriterCache.get(self._checkpoint_dir)
        self._global_step_tensor = _step_read("CheckpointSaverHook")
        for listener in self._listeners:
            listener.begin()

    def after_create_session(self, session, coord):
        step = session.run(self._global_step_tensor)
        graph = get_default_graph()
        if self._save_graph_def:
            write_graph(graph.as_graph_def(add_shapes=True), self._checkpoint_dir,
                        "graph.pbtxt")
        saver = self._get_saver()
        self._summary_writer.add_graph(graph)
        self._summary_writer.add_meta_graph(export_meta_graph(
            graph=graph, saver_def=saver.saver_def if saver else None))
        self._save(session, step)
        self._timer.update_last_triggered_step(step)

    def before_run(self, run_context):
        return SessionRunArgs(self._global_step_tensor)

    def after_run(self, run_context, run_values):
        # One run moves the step by one at most (TF reserves more for multi-step runs).
        if self._timer.should_trigger_for_step(run_values.results + 1):
            step = run_context.session.run(self._global_step_tensor)
            if self._timer.should_trigger_for_step(step):
                self._timer.update_last_triggered_step(step)
                if self._save(run_context.session, step):
                    run_context.request_stop()

    def end(self, session):
        last_step = session.run(self._global_step_tensor)
        if last_step != self._timer.last_triggered_step():
            self._save(session, last_step)
        for listener in self._listeners:
            listener.end(session, last_step)

    def _save(self, session, step):
        """Saves at ``step``; True if a listener asks training to stop."""
        logging.info("Calling checkpoint listeners before saving checkpoint %d...", step)
        for listener in self._listeners:
            listener.before_save(session, step)
        logging.info("Saving checkpoints for %d into %s.", step, self._save_path)
        self._get_saver().save(session, self._save_path, global_step=step,
                               write_meta_graph=self._save_graph_def)
        session_log = proto_module("event_pb2").SessionLog
        self._summary_writer.add_session_log(
            session_log(status=session_log.CHECKPOINT, checkpoint_path=self._save_path), step)
        logging.info("Calling checkpoint listeners after saving checkpoint %d...", step)
        should_stop = False
        for listener in self._listeners:
            if listener.after_save(session, step):
                logging.info("A CheckpointSaverListener requested that training be stopped. "
                             "listener: {}".format(listener))
                should_stop = True
        return should_stop

    def _get_saver(self):
        if self._saver is not None:
            return self._saver
        if self._scaffold is not None:
            return self._scaffold.saver
        self._saver = only_saver(get_collection(GraphKeys.SAVERS))
        if self._saver is None:
            raise RuntimeError("No items in collection %s. Please add a saver to the collection "
                               "or provide a saver or scaffold." % GraphKeys.SAVERS)
        return self._saver


class StepCounterHook(SessionRunHook):
    """Writes and logs the steps per second (``global_step/sec``) every ``every_n_steps``
    steps or ``every_n_secs`` seconds."""

    def __init__(self, every_n_steps=100, every_n_secs=None, output_dir=None,
                 summary_writer=None):
        if (every_n_steps is None) == (every_n_secs is None):
            raise ValueError("exactly one of every_n_steps and every_n_secs should be "
                             "provided.")
        self._timer = SecondOrStepTimer(every_steps=every_n_steps, every_secs=every_n_secs)
        self._summary_writer = summary_writer
        self._output_dir = output_dir
        self._last_global_step = None

    def begin(self):
        if self._summary_writer is None and self._output_dir:
            self._summary_writer = FileWriterCache.get(self._output_dir)
        self._global_step_tensor = _step_read("StepCounterHook")
        self._summary_tag = get_global_step().op.name + "/sec"

    def before_run(self, run_context):
        return SessionRunArgs(self._global_step_tensor)

    def _log_and_record(self, elapsed_steps, elapsed_time, global_step):
        steps_per_sec = elapsed_steps / elapsed_time
        if self._summary_writer is not None:
            summary_pb2 = proto_module("summary_pb2")
            self._summary_writer.add_summary(summary_pb2.Summary(value=[summary_pb2.Summary.Value(
                tag=self._summary_tag, simple_value=steps_per_sec)]), global_step)
        logging.info("%s: %g", self._summary_tag, steps_per_sec)

    def after_run(self, run_context, run_values):
        stale_step = run_values.results
        if self._timer.should_trigger_for_step(stale_step + 1):
            step = run_context.session.run(self._global_step_tensor)
            if self._timer.should_trigger_for_step(step):
                elapsed_time, elapsed_steps = self._timer.update_last_triggered_step(step)
                if elapsed_time is not None:
                    self._log_and_record(elapsed_steps, elapsed_time, step)
        if stale_step == self._last_global_step:
            logging.log_first_n(
                logging.WARN, "It seems that global step (tf.train.get_global_step) has not "
                "been increased. Current value (could be stable): %s vs previous value: %s. You "
                "could increase the global step by passing tf.train.get_global_step() to "
                "Optimizer.apply_gradients or Optimizer.minimize.", 5, stale_step,
                self._last_global_step)
        self._last_global_step = stale_step


class NanLossDuringTrainingError(RuntimeError):
    """What NanTensorHook raises when the loss is NaN."""

    def __str__(self):
        return "NaN loss during training."


class NanTensorHook(SessionRunHook):
    """Fetches the loss with every run: NaN raises NanLossDuringTrainingError (or, with
    ``fail_on_nan_loss=False``, logs a warning and asks to stop)."""

    def __init__(self, loss_tensor, fail_on_nan_loss=True):
        self._loss_tensor = loss_tensor
        self._fail_on_nan_loss = fail_on_nan_loss

    def before_run(self, run_context):
        return SessionRunArgs(self._loss_tensor)

    def after_run(self, run_context, run_values):
        if np.isnan(run_values.results):
            message = "Model diverged with loss = NaN."
            if self._fail_on_nan_loss:
                logging.error(message)
                raise NanLossDuringTrainingError
            logging.warning(message)
            run_context.request_stop()


class SummarySaverHook(SessionRunHook):
    """Writes the summaries (``summary_op``, or the scaffold's) every ``save_steps`` steps or
    ``save_secs`` seconds, at the step after the run; a START session log first."""

    def __init__(self, save_steps=None, save_secs=None, output_dir=None, summary_writer=None,
                 scaffold=None, summary_op=None):
        if (scaffold is None) == (summary_op is None):
            raise ValueError("Exactly one of scaffold or summary_op must be provided.")
        self._summary_op = summary_op
        self._summary_writer = summary_writer
        self._output_dir = output_dir
        self._scaffold = scaffold
        self._timer = SecondOrStepTimer(every_secs=save_secs, every_steps=save_steps)

    def begin(self):
        if self._summary_writer is None and self._output_dir:
            self._summary_writer = FileWriterCache.get(self._output_dir)
        self._next_step = None
        self._global_step_tensor = _step_read("SummarySaverHook")

    def before_run(self, run_context):
        self._request_summary = (self._next_step is None or
                                 self._timer.should_trigger_for_step(self._next_step))
        requests = {"global_step": self._global_step_tensor}
        if self._request_summary and self._get_summary_op() is not None:
            requests["summary"] = self._get_summary_op()
        return SessionRunArgs(requests)

    def after_run(self, run_context, run_values):
        if not self._summary_writer:
            return
        step = run_values.results["global_step"] + 1
        if self._next_step is None or self._request_summary:
            step = run_context.session.run(self._global_step_tensor)
        if self._next_step is None:
            session_log = proto_module("event_pb2").SessionLog
            self._summary_writer.add_session_log(session_log(status=session_log.START), step)
        if self._request_summary:
            self._timer.update_last_triggered_step(step)
            for summary in run_values.results.get("summary", ()):
                self._summary_writer.add_summary(summary, step)
        self._next_step = step + 1

    def end(self, session=None):
        if self._summary_writer:
            self._summary_writer.flush()

    def _get_summary_op(self):
        """The summary ops to fetch, as a list, or None."""
        summary_op = self._summary_op if self._summary_op is not None else \
            self._scaffold.summary_op
        if summary_op is None or isinstance(summary_op, list):
            return summary_op
        return [summary_op]


class GlobalStepWaiterHook(SessionRunHook):
    """Holds the first run until the global step reaches ``wait_until_step`` (another
    worker's training moves it), polling every half second."""

    def __init__(self, wait_until_step):
        self._wait_until_step = wait_until_step

    def begin(self):
        self._worker_is_started = False
        self._global_step_tensor = _step_read("_GlobalStepWaiterHook")

    def before_run(self, run_context):
        if self._worker_is_started:
            return None
        if self._wait_until_step <= 0:
            self._worker_is_started = True
            return None
        logging.info("Waiting for global step %d before starting training.",
                     self._wait_until_step)
        last_logged_step = 0
        while True:
            step = run_context.session.run(self._global_step_tensor)
            if step >= self._wait_until_step:
                self._worker_is_started = True
                return None
            if step - last_logged_step > 1000:
                logging.info("Waiting for global step %d before starting training. Current "
                             "step is %d.", self._wait_until_step, step)
                last_logged_step = step
            time.sleep(0.5)


class FinalOpsHook(SessionRunHook):
    """Runs ``final_ops`` when the session ends; their values are ``final_ops_values``."""

    def __init__(self, final_ops, final_ops_feed_dict=None):
        self._final_ops = final_ops
        self._final_ops_feed_dict = final_ops_feed_dict
        self._final_ops_values = None

    final_ops_values = property(lambda self: self._final_ops_values)

    def end(self, session):
        if self._final_ops is None:
            return
        try:
            self._final_ops_values = session.run(self._final_ops,
                                                 feed_dict=self._final_ops_feed_dict)
        except (errors.OutOfRangeError, StopIteration):
            logging.warning(
                "An OutOfRangeError or StopIteration exception is raised by the code in "
                "FinalOpsHook. This typically means the Ops running by the FinalOpsHook have a "
                "dependency back to some input source, which should not happen. For example, "
                "for metrics in tf.estimator.Estimator, all metrics functions return two Ops: "
                "`value_op` and  `update_op`. Estimator.evaluate calls the `update_op` for each "
                "batch of the data in input source and, once it is exhausted, it call the "
                "`value_op` to get the metric values. The `value_op` here should have "
                "dependency back to variables reading only, rather than reading another batch "
                "from input. Otherwise, the `value_op`, executed by `FinalOpsHook`, triggers "
                "another data reading, which ends OutOfRangeError/StopIteration. Please fix "
                "that.")
            raise


class FeedFnHook(SessionRunHook):
    """Adds the feeds ``feed_fn()`` returns to every run."""

    def __init__(self, feed_fn):
        self.feed_fn = feed_fn

    def before_run(self, run_context):
        return SessionRunArgs(fetches=None, feed_dict=self.feed_fn())
