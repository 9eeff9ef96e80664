"""The scope-store timeline: recorded scope events, one step at a time, as a widget.

Each step of ``timeline_model.timeline`` is shown with the event in words, the variable scope
stack, the op name scope in effect, the variable store and the ops built since the previous
step. The numbered buttons and the previous / next links pick a step. They are plain HTML radio
buttons, switched by a few CSS rules: stepping needs no kernel and no script, so it works the
same in JupyterLab and on a static page of the book.

>>> import scopelab as tf
>>> from scopelab.scope_events import record
>>> g = tf.Graph()
>>> with record() as events, g.as_default():
...     with tf.variable_scope("foo"):
...         v = tf.get_variable("v", [2])
>>> ScopeTimeline(events, g)
ScopeTimeline(3 steps; step 1: enter variable_scope 'foo' (reuse=False; ops go under 'foo/'))
"""
import html
import itertools

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
                step.number, total, html.escape(step.text)) +
            table([("variable scope stack", " > ".join(step.scope_stack) or "(root)"),
                   ("op name scope", step.name_stack or "(root)"),
                   ("ops built since the last step", ops)]) +
            "<div><b>variable store</b>: %s</div>" % store)


# Only the checked step is shown; its number button is highlighted. The step pages follow the
# buttons (flex order), whatever their order in the HTML.
_STEPPER_CSS = """<style>
.scopelab-steps {display: flex; flex-wrap: wrap; gap: 3px; align-items: center}
.scopelab-steps > input {display: none}
.scopelab-steps > label {order: 1; min-width: 1.6em; padding: 0 4px; text-align: center;
  border: 1px solid #bbb; border-radius: 3px; cursor: pointer; font-family: monospace}
.scopelab-steps > input:checked + label {background: #1976d2; border-color: #1976d2; color: #fff}
.scopelab-steps > .scopelab-step {order: 2; width: 100%; display: none; margin-top: 6px}
.scopelab-steps > input:checked + label + .scopelab-step {display: block}
.scopelab-step label {cursor: pointer; color: #1976d2; margin-right: 1em}
</style>"""
_timelines = itertools.count(1)  # radio groups need a page-wide name; no randomness


def stepper_html(steps, first, group):
    """All ``steps`` as one HTML block of radio buttons, step ``first`` shown."""
    parts = [_STEPPER_CSS, '<div class="scopelab-steps">']
    for s in steps:
        near = [(s.number - 1, "&#9664; previous"), (s.number + 1, "next &#9654;")]
        links = "".join('<label for="%s-%d">%s</label>' % (group, i, text)
                        for i, text in near if 1 <= i <= len(steps))
        parts.append('<input type="radio" name="%s" id="%s-%d"%s>'
                     '<label for="%s-%d" title="%s">%d</label>'
                     '<div class="scopelab-step">%s<div>%s</div></div>' % (
                         group, group, s.number, " checked" if s.number == first else "",
                         group, s.number, html.escape(s.text), s.number,
                         step_html(s, len(steps)), links))
    return "".join(parts) + "</div>"


class ScopeTimeline(widgets.VBox):
    """The steps of the recorded ``events`` (a list, or a Recorder) of ``graph``."""

    def __init__(self, events, graph=None, step=1):
        self.steps = timeline(getattr(events, "events", events), graph or get_default_graph())
        self.step = step
        if not self.steps:
            super().__init__([widgets.HTML("<i>No scope events recorded.</i>")])
            return
        group = "scopelab-timeline-%d" % next(_timelines)
        listing = widgets.HTML("<ol>%s</ol>" % "".join(
            "<li><code>%s</code></li>" % html.escape(s.text) for s in self.steps))
        super().__init__([widgets.HTML(stepper_html(self.steps, step, group)),
                          widgets.Accordion([listing], titles=("all steps",))])

    def __repr__(self):
        if not self.steps:
            return "ScopeTimeline(no steps)"
        step = self.steps[self.step - 1]
        return "ScopeTimeline(%d steps; step %d: %s)" % (len(self.steps), step.number, step.text)
