"""Rich display: the small HTML tables Jupyter shows for a Graph, VariableScope, Variable or
Session left as a cell's last line.

TF has no such tables; its objects print one line of text. Jupyter calls an object's
``_repr_html_`` when it has one, and each of those four classes hands itself to the matching
function here. Everything shown is escaped and free of memory addresses, so a stored notebook
output is the same on every run. Plain strings only: no widgets, no matplotlib.

>>> print(table([("name", "conv1/"), ("reuse", "True")], caption="VariableScope"))
<table class="scopelab-repr"><caption>VariableScope</caption>
<tr><td>name</td><td><code>conv1/</code></td></tr>
<tr><td>reuse</td><td><code>True</code></td></tr>
</table>
"""
import html
import re

from .graph_keys import GraphKeys

# Rows shown before "... and N more": a table is a glance, not a listing.
MAX_ROWS = 20

_STYLE = ('<style>.scopelab-repr{border-collapse:collapse;font-size:12px;margin:2px 0}'
          '.scopelab-repr caption{text-align:left;font-weight:bold;color:inherit}'
          '.scopelab-repr td,.scopelab-repr th{padding:1px 8px;text-align:left;'
          'border-bottom:1px solid rgba(128,128,128,.35)}'
          # The page's own text colour: a theme's code colours can vanish on its dark background.
          '.scopelab-repr code{color:inherit;background:none;border:0;padding:0}</style>')


def table(rows, caption=None, header=None):
    """An HTML table: ``rows`` of plain-text cells (escaped here), cells after the first in
    ``<code>``; at most MAX_ROWS rows, then a row saying how many were left out."""
    rows = list(rows)
    lines = ['<table class="scopelab-repr">' +
             ("<caption>%s</caption>" % html.escape(caption) if caption else "")]
    if header:
        lines.append("<tr>%s</tr>" % "".join("<th>%s</th>" % html.escape(h) for h in header))
    for row in rows[:MAX_ROWS]:
        first, rest = row[0], row[1:]
        lines.append("<tr><td>%s</td>%s</tr>" % (html.escape(str(first)), "".join(
            "<td><code>%s</code></td>" % html.escape(str(cell)) for cell in rest)))
    if len(rows) > MAX_ROWS:
        lines.append("<tr><td>... and %d more</td></tr>" % (len(rows) - MAX_ROWS))
    lines.append("</table>")
    return "\n".join(lines)


def describe(obj):
    """A short text for any setting (an initializer, a getter): its repr without addresses.

    >>> describe(None), describe(len)
    ('None', 'len')
    """
    if callable(obj) and hasattr(obj, "__qualname__"):
        return obj.__qualname__  # a function or class: its repr would show an address
    return re.sub(r" at 0x[0-9a-fA-F]+", "", repr(obj))


def _shape(variable):
    return str(variable.shape)


def collections_of(variable):
    """The names of the graph collections holding ``variable``, sorted (a graph's own order
    can change from run to run: ``add_to_collections`` goes through a set)."""
    return sorted(key for key, items in variable.graph._collections.items()
                  if isinstance(key, str) and any(item is variable for item in items))


def _variables(graph):
    """The graph's global then local variables (its own, whatever graph is the default).

    A collection may hold anything a program added to it; a variable is told by its
    initializer op (this module imports no engine class, so that the engine may import it).
    """
    found = graph._collections
    return [v for v in found.get(GraphKeys.GLOBAL_VARIABLES, []) +
            found.get(GraphKeys.LOCAL_VARIABLES, []) if hasattr(v, "initializer")]


def graph_html(graph):
    variables = _variables(graph)
    summary = table([("ops", len(graph._ops)), ("variables", len(variables)),
                     ("name scope in effect", graph._name_stack + "/" if graph._name_stack
                      else "(root)")], caption="scopelab.Graph")
    listing = table([(v.op.name, _shape(v), v.dtype.base_dtype.name) for v in variables],
                    header=("variable", "shape", "dtype"))
    collections = table(sorted((key, len(values)) for key, values in graph._collections.items()
                               if isinstance(key, str)), header=("collection", "items"))
    return _STYLE + summary + listing + collections


def variable_scope_html(scope):
    return _STYLE + table([("name", scope.name or "(root)"), ("reuse", describe(scope.reuse)),
                           ("original_name_scope", scope.original_name_scope),
                           ("initializer", describe(scope.initializer)),
                           ("dtype", scope.dtype.name if scope.dtype else "None"),
                           ("custom_getter", describe(scope.custom_getter))],
                          caption="VariableScope")


def variable_html(variable):
    return _STYLE + table([("name", variable.name), ("shape", _shape(variable)),
                           ("dtype", variable.dtype.name),
                           ("initializer op", variable.initializer.name),
                           ("initial value", variable.initial_value.name),
                           ("trainable", variable.trainable),
                           ("collections", ", ".join(collections_of(variable)))],
                          caption="tf.Variable")


def session_html(session):
    initialised = {op for op, slot in session._state.variables.items() if slot.value is not None}
    variables = _variables(session.graph)
    rows = [("graph", repr(session.graph)), ("closed", session._closed),
            ("variables initialised", "%d of %d" % (sum(v.op in initialised for v in variables),
                                                    len(variables)))]
    rows += [(v.op.name, "initialised" if v.op in initialised else "not initialised")
             for v in variables]
    return _STYLE + table(rows, caption="scopelab.Session")
