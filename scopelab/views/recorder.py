"""A recorder for notebooks: listens to scope events from ``start()`` until ``stop()``.

``scopelab.scope_events.record()`` is a ``with`` block; a notebook builds its graph over many
cells, so the explorers use this object instead: start it in one cell, build in the next ones,
and look at ``events`` (or at an explorer fed by it) whenever you like.

>>> import scopelab as tf
>>> recorder = Recorder().start()
>>> g = tf.Graph()
>>> with g.as_default(), tf.variable_scope("a"):
...     v = tf.get_variable("v", [1])
>>> recorder.stop()
Recorder(3 events, stopped)
>>> recorder.events[1]
VariableGot(name='a/v', created=True, shape=(1,), dtype='float32', reuse=False)
"""
from ..core.state import scope_observers
from ..scope_events import listener


class Recorder:
    """Keeps every scope event it hears, in order, and tells its ``listeners`` about each."""

    def __init__(self):
        self.events = []
        self.listeners = []  # callables taking one event, e.g. a widget that redraws
        self._observer = listener(self._hear)

    @property
    def recording(self):
        return self._observer in scope_observers

    def start(self):
        if not self.recording:
            scope_observers.append(self._observer)
        return self

    def stop(self):
        if self.recording:
            scope_observers.remove(self._observer)
        return self

    def clear(self):
        """Forgets what was heard (after ``reset_default_graph`` the old events are moot)."""
        self.events.clear()

    def _hear(self, event):
        self.events.append(event)
        for listener in self.listeners:
            listener(event)

    def __repr__(self):
        return "Recorder(%d events, %s)" % (len(self.events),
                                            "recording" if self.recording else "stopped")
