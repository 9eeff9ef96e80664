"""The variable-scope store: which VariableScope is current, and how often each was opened.

Mirrors ``_VariableScopeStore`` in ``tensorflow/python/ops/variable_scope.py``; each graph keeps
one in its collection ``("__varscope",)`` (see ``variable_scope.get_variable_scope_store``),
and each thread has its own state in it (a ``threading.local``).
The counts are what ``default_name`` scopes read ("layer", "layer_1", ...); they are kept per
full scope name, and closing a scope forgets the counts of the scopes opened below it, so a
sub-scope's default names start over each time its parent is re-entered.

Left out: nothing a learner can see; the undo record below replaces TF's copy of the counts.

>>> from scopelab.variable_scope import VariableScope
>>> store = _VariableScopeStore(lambda: VariableScope(False))
>>> for name in ("foo", "foo/bar", "foo"):
...     store.open_variable_scope(name)
>>> store
<_VariableScopeStore current='' opened={'foo': 2, 'foo/bar': 1}>
>>> store.close_variable_subscopes("foo")
>>> store.variable_scope_count("foo/bar")
0
"""
import threading


class _VariableScopeStore(threading.local):
    """The current VariableScope and how many times each scope name has been opened.

    Each thread sees its own copy of these attributes, made by ``__init__`` the first time it
    looks (as in TF): a new thread starts at a fresh root scope with no scopes opened, even
    while another thread is inside one.
    """

    def __init__(self, make_root_scope):
        self.current_scope = make_root_scope()
        self.variable_scopes_count = {}
        # scope name -> names opened below it, so that closing a scope resets only those.
        self._below = {}
        # One undo record per captured scope we have jumped into and not yet left: the counts
        # changed since the jump, each with its value before (None: it was never opened).
        # Leaving the scope puts back just those, however many scopes the graph has.
        self._undo = []

    def _set_count(self, scope_name, n):
        count = self.variable_scopes_count
        if self._undo:
            self._undo[-1].setdefault(scope_name, count.get(scope_name))
        count[scope_name] = n

    def open_variable_scope(self, scope_name):
        count = self.variable_scopes_count
        if scope_name not in count:
            prefix = scope_name.rfind("/")
            while prefix > 0:
                self._below.setdefault(scope_name[:prefix], set()).add(scope_name)
                prefix = scope_name.rfind("/", 0, prefix)
        self._set_count(scope_name, count.get(scope_name, 0) + 1)

    def close_variable_subscopes(self, scope_name):
        """Forgets the sub-scopes opened under ``scope_name`` (default names start over)."""
        count = self.variable_scopes_count
        for name in self._below.get(scope_name, ()):
            if count.get(name):
                self._set_count(name, 0)

    def start_undo_record(self):
        """From now on, remember the counts that change (a captured scope was entered)."""
        self._undo.append({})

    def undo(self):
        """Puts back the counts changed since the matching ``start_undo_record``.

        TF copies the whole count dict on entering a captured scope and restores the copy on
        leaving; the record gives the same counts without a copy per entry.
        """
        count = self.variable_scopes_count
        for name, n in self._undo.pop().items():
            if n is None:
                del count[name]
            else:
                count[name] = n

    def variable_scope_count(self, scope_name):
        return self.variable_scopes_count.get(scope_name, 0)

    def __repr__(self):
        opened = {k: v for k, v in self.variable_scopes_count.items() if v}
        return "<_VariableScopeStore current=%r opened=%r>" % (self.current_scope.name, opened)
