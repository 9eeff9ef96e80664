"""The scope-store timeline: recorded scope events, one step at a time, as a widget.

A slider (or the play button) walks through the steps of ``timeline_model.timeline``; each
step shows the event in words, the variable scope stack, the op name scope in effect, the
variable store and the ops built since the previous step. The steps are drawn once, and the
slider picks one of them in the browser (``jslink``): stepping needs no round trip to the
kernel. A static page of the book shows the step that was current when the notebook was saved.

>>> import scopelab as tf
>>> from scopelab.scope_events import record
>>> g = tf.Graph()
>>> with record() as events, g.as_default():
...     with tf.variable_scope("foo"):
...         v = tf.get_variable("v", [2])
>>> ScopeTimeline(events, g)
ScopeTimeline(3 steps; step 0: enter variable_scope 'foo' (reuse=False; ops go under 'foo/'))
"""
import html

import ipywidgets as widgets

from ..default_graph import get_default_graph
from ..rich_display import table
from ..scope_events import VariableGot
from .timeline_model import timeline


def step_html(step, total):
    """One step as HTML: the event, then the state of the scope machinery after it."""
    event = step.event
    touched = event.name if type(event) is VariableGot else None
    store = ", ".join("<b>%s</b>" % html.escape(n) if n == touched else html.escape(n)
                      for n in step.store) or "(empty)"
    ops = ", ".join(step.new_ops) or "(none)"
    return ("<div><b>step %d of %d</b>: <code>%s</code></div>" % (
                step.index, total - 1, html.escape(step.text)) +
            table([("variable scope stack", " > ".join(step.scope_stack) or "(root)"),
                   ("op name scope", step.name_stack or "(root)"),
                   ("ops built since the last step", ops)]) +
            "<div><b>variable store</b>: %s</div>" % store)


class ScopeTimeline(widgets.VBox):
    """The steps of the recorded ``events`` (a list, or a Recorder) of ``graph``."""

    def __init__(self, events, graph=None, step=0):
        self.steps = timeline(getattr(events, "events", events), graph or get_default_graph())
        if not self.steps:
            super().__init__([widgets.HTML("<i>No scope events recorded.</i>")])
            return
        last = len(self.steps) - 1
        self.slider = widgets.IntSlider(value=step, min=0, max=last, description="step",
                                        continuous_update=True,
                                        layout=widgets.Layout(width="60%"))
        play = widgets.Play(value=step, min=0, max=last, interval=1200, description="play")
        pages = widgets.Stack([widgets.HTML(step_html(s, len(self.steps))) for s in self.steps],
                              selected_index=step)
        # Linked in the browser, not through the kernel: stepping stays quick.
        widgets.jslink((play, "value"), (self.slider, "value"))
        widgets.jslink((self.slider, "value"), (pages, "selected_index"))
        listing = widgets.HTML("<ol start=0>%s</ol>" % "".join(
            "<li><code>%s</code></li>" % html.escape(s.text) for s in self.steps))
        super().__init__([widgets.HBox([play, self.slider]), pages,
                          widgets.Accordion([listing], titles=("all steps",))])

    def __repr__(self):
        if not self.steps:
            return "ScopeTimeline(no steps)"
        step = self.steps[self.slider.value]
        return "ScopeTimeline(%d steps; step %d: %s)" % (len(self.steps), step.index, step.text)
