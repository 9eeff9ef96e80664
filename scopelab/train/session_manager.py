"""``tf.train.SessionManager``: a session whose model is restored, initialized or ready.

Mirrors ``tensorflow/python/training/session_manager.py``, on which TF builds both the
Supervisor (supervisor.py) and the session creators of a MonitoredSession (scaffold.py).
A SessionManager holds the ops that say whether a model is usable:

- ``ready_op``: the names of the variables not yet initialized (empty when ready);
- ``local_init_op``, run in every new session once ``ready_for_local_init_op`` reports
  nothing (the local variables, which no checkpoint holds);

and makes sessions three ways:

- ``prepare_session`` (a chief's): restores the latest checkpoint of ``checkpoint_dir`` (or
  ``checkpoint_filename_with_path``), else runs ``init_op`` and calls ``init_fn(sess)``;
  then ``local_init_op``; RuntimeError if the model is still not ready;
- ``recover_session``: restores if it can; returns ``(sess, restored)``, never initializing;
- ``wait_for_session`` (a worker's): a new session every ``recovery_wait_secs`` until another
  process (or thread) has made the model ready; DeadlineExceededError after
  ``max_wait_secs``.

``wait_for_checkpoint`` makes the restoring wait (``recovery_wait_secs`` between looks, at most
``max_wait_secs``) for a checkpoint to appear.
Left out: distribution strategies' system initialization, ``local_init_run_options`` other
than as passed through to ``Session.run``.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     w = tf.Variable(2.0, name="w")
...     manager = SessionManager(ready_op=tf.report_uninitialized_variables())
...     sess = manager.prepare_session("", init_op=tf.global_variables_initializer())
...     value = sess.run(w)
...     sess.close()
>>> float(value)
2.0
"""
import time

import numpy as np

from .. import errors, tf_logging as logging
from ..default_graph import get_collection, get_default_graph
from ..session import Session
from .checkpoint_utils import get_checkpoint_state


def _op_name(op):
    if op is None:
        return "None"
    return op.name if hasattr(op, "name") else "<no name for %s>" % type(op)


def _ready(op, sess, what):
    """(True, None) when ``op`` reports no uninitialized variable, else (False, why)."""
    if op is None:
        return True, None
    try:
        value = sess.run(op)
    except errors.FailedPreconditionError as e:
        if "uninitialized" not in str(e):
            logging.warning("%s : error [%s]", what, str(e))
            raise
        return False, str(e)
    if value is None or value.dtype == np.int32 or value.size == 0:
        return True, None
    return False, "Variables not initialized: " + ", ".join(v.decode("utf-8") for v in value)


def _restore_and_run_saved_model_initializers(sess, saver, path):
    # A graph imported from a SavedModel may need its initializers before the restore.
    initializers = get_collection("saved_model_initializers")
    if initializers:
        sess.run(initializers)
    saver.restore(sess, path)


class SessionManager:
    """Makes sessions whose model is restored or initialized (``prepare_session``), or
    waits until another has made it ready (``wait_for_session``)."""

    def __init__(self, local_init_op=None, ready_op=None, ready_for_local_init_op=None,
                 graph=None, recovery_wait_secs=30, local_init_run_options=None,
                 local_init_feed_dict=None):
        self._graph = graph if graph is not None else get_default_graph()
        self._local_init_op = local_init_op
        self._ready_op = ready_op
        self._ready_for_local_init_op = ready_for_local_init_op
        self._recovery_wait_secs = recovery_wait_secs
        self._local_init_run_options = local_init_run_options
        self._local_init_feed_dict = local_init_feed_dict
        if ready_for_local_init_op is not None and local_init_op is None:
            raise ValueError("If you pass a ready_for_local_init_op you must also pass a "
                             "local_init_op , ready_for_local_init_op [%s]"
                             % ready_for_local_init_op)

    def _restore_checkpoint(self, master, saver=None, checkpoint_dir=None,
                            checkpoint_filename_with_path=None, wait_for_checkpoint=False,
                            max_wait_secs=7200, config=None):
        """A new session, and whether a checkpoint was restored into it."""
        sess = Session(master, graph=self._graph, config=config)
        if checkpoint_dir and checkpoint_filename_with_path:
            raise ValueError("Can not provide both checkpoint_dir and "
                             "checkpoint_filename_with_path.")
        if not saver or not (checkpoint_dir or checkpoint_filename_with_path):
            return sess, False
        if checkpoint_filename_with_path:
            _restore_and_run_saved_model_initializers(sess, saver, checkpoint_filename_with_path)
            return sess, True
        waited = 0
        state = get_checkpoint_state(checkpoint_dir)
        while not state or not state.model_checkpoint_path:
            if not wait_for_checkpoint or waited >= max_wait_secs:
                return sess, False
            logging.info("Waiting for checkpoint to be available.")
            time.sleep(self._recovery_wait_secs)
            waited += self._recovery_wait_secs
            state = get_checkpoint_state(checkpoint_dir)
        _restore_and_run_saved_model_initializers(sess, saver, state.model_checkpoint_path)
        # The Saver deletes the restored run's old checkpoints as if it had written them.
        saver.recover_last_checkpoints(state.all_model_checkpoint_paths)
        return sess, True

    def prepare_session(self, master, init_op=None, saver=None, checkpoint_dir=None,
                        checkpoint_filename_with_path=None, wait_for_checkpoint=False,
                        max_wait_secs=7200, config=None, init_feed_dict=None, init_fn=None):
        """A session with the model restored from a checkpoint, or else initialized."""
        sess, restored = self._restore_checkpoint(
            master, saver, checkpoint_dir=checkpoint_dir,
            checkpoint_filename_with_path=checkpoint_filename_with_path,
            wait_for_checkpoint=wait_for_checkpoint, max_wait_secs=max_wait_secs,
            config=config)
        if not restored:
            if init_op is None and not init_fn and self._local_init_op is None:
                raise RuntimeError("Model is not initialized and no init_op or init_fn or "
                                   "local_init_op was given")
            if init_op is not None:
                sess.run(init_op, feed_dict=init_feed_dict)
            if init_fn:
                init_fn(sess)
        done, why = self._try_run_local_init_op(sess)
        if not done:
            raise RuntimeError("Init operations did not make model ready for local_init.  "
                               "Init op: %s, init fn: %s, error: %s"
                               % (_op_name(init_op), init_fn, why))
        ready, why = self._model_ready(sess)
        if not ready:
            raise RuntimeError("Init operations did not make model ready.  Init op: %s, init "
                               "fn: %s, local_init_op: %s, error: %s"
                               % (_op_name(init_op), init_fn, self._local_init_op, why))
        return sess

    def recover_session(self, master, saver=None, checkpoint_dir=None,
                        checkpoint_filename_with_path=None, wait_for_checkpoint=False,
                        max_wait_secs=7200, config=None):
        """``(sess, True)`` when a checkpoint made the model ready, else ``(sess, False)``."""
        sess, restored = self._restore_checkpoint(
            master, saver, checkpoint_dir=checkpoint_dir,
            checkpoint_filename_with_path=checkpoint_filename_with_path,
            wait_for_checkpoint=wait_for_checkpoint, max_wait_secs=max_wait_secs,
            config=config)
        # As in TF, the local init runs even when nothing was restored.
        done, why = self._try_run_local_init_op(sess)
        if not restored:
            return sess, False
        source = checkpoint_dir or checkpoint_filename_with_path
        if not done:
            logging.info("Restoring model from %s did not make model ready for local init: %s",
                         source, why)
            return sess, False
        ready, why = self._model_ready(sess)
        if not ready:
            logging.info("Restoring model from %s did not make model ready: %s", source, why)
            return sess, False
        logging.info("Restored model from %s", source)
        return sess, True

    def wait_for_session(self, master, config=None, max_wait_secs=float("Inf")):
        """A session once the model is ready, trying every ``recovery_wait_secs``."""
        if max_wait_secs is None:
            max_wait_secs = float("Inf")
        deadline = time.time() + max_wait_secs
        while True:
            sess = Session(master, graph=self._graph, config=config)
            why = None
            done, why_local = self._try_run_local_init_op(sess)
            if done:
                ready, why = self._model_ready(sess)
                if ready:
                    return sess
            sess.close()
            if max(0, deadline - time.time()) - self._recovery_wait_secs < 0:
                raise errors.DeadlineExceededError(None, None, "Session was not ready after "
                                                   "waiting %d secs." % (max_wait_secs,))
            logging.info("Waiting for model to be ready.  Ready_for_local_init_op:  %s, "
                         "ready: %s", why_local, why)
            time.sleep(self._recovery_wait_secs)

    def _model_ready(self, sess):
        return _ready(self._ready_op, sess, "Model not ready")

    def _try_run_local_init_op(self, sess):
        """Runs ``local_init_op`` once the model is ready for it: (done, why not)."""
        if self._local_init_op is None:
            return True, None
        ready, why = _ready(self._ready_for_local_init_op, sess, "Model not ready for local init")
        if not ready:
            return False, why
        logging.info("Running local_init_op.")
        sess.run(self._local_init_op, feed_dict=self._local_init_feed_dict,
                 options=self._local_init_run_options)
        logging.info("Done running local_init_op.")
        return True, None
