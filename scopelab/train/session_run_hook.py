"""``tf.train.SessionRunHook`` and the records a hook sees around each ``run`` call.

Mirrors ``tensorflow/python/training/session_run_hook.py``. A MonitoredSession
(``monitored_session.py``) calls every hook, in the order of its list:

- ``begin()`` when the session is made, while the graph can still grow (a hook adds its ops
  here);
- ``after_create_session(session, coord)`` once the variables are initialized or restored;
- around every ``run``: ``before_run(run_context)``, which may return ``SessionRunArgs``
  (more fetches, feeds, options) to run together with the caller's; then
  ``after_run(run_context, run_values)``, whose ``run_values.results`` are the values of that
  hook's fetches; ``run_context.request_stop()`` makes ``should_stop()`` true;
- ``end(session)`` when the session closes without an error.

>>> SessionRunArgs("loss")
SessionRunArgs(fetches='loss', feed_dict=None, options=None)
"""
import collections


class SessionRunHook:
    """A hook does nothing at each point until a subclass says otherwise."""

    def begin(self):
        pass

    def after_create_session(self, session, coord):
        pass

    def before_run(self, run_context):
        return None

    def after_run(self, run_context, run_values):
        pass

    def end(self, session):
        pass


class SessionRunArgs(collections.namedtuple("SessionRunArgs",
                                            ["fetches", "feed_dict", "options"])):
    """What a hook adds to a ``run`` call: fetches, and optionally feeds and options."""

    def __new__(cls, fetches, feed_dict=None, options=None):
        return super().__new__(cls, fetches, feed_dict, options)


class SessionRunContext:
    """The ``run`` call a hook is called around: its arguments, the raw session, and whether
    a hook has asked to stop."""

    def __init__(self, original_args, session):
        self._original_args = original_args
        self._session = session
        self._stop_requested = False

    original_args = property(lambda self: self._original_args)
    session = property(lambda self: self._session)
    stop_requested = property(lambda self: self._stop_requested)

    def request_stop(self):
        """Asks the MonitoredSession to stop: ``should_stop()`` is true after this run."""
        self._stop_requested = True


SessionRunValues = collections.namedtuple("SessionRunValues",
                                          ["results", "options", "run_metadata"])
SessionRunValues.__doc__ = ("What a hook gets after a ``run``: the values of its own fetches, "
                            "the run options and the run metadata.")
