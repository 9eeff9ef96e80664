"""The variable-scope store: which VariableScope is current, and how often each was opened.

Mirrors ``_VariableScopeStore`` in ``tensorflow/python/ops/variable_scope.py``; each graph keeps
one in its collection ``("__varscope",)`` (see ``variable_scope.get_variable_scope_store``),
and each thread has its own state in it (a ``threading.local``).
The counts are what ``default_name`` scopes read ("layer", "layer_1", ...); they are kept per
full scope name, and closing a scope forgets the counts of the scopes opened below it, so a
sub-scope's default names start over each time its parent is re-entered.

Left out: nothing a learner can see.

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

    def open_variable_scope(self, scope_name):
        count = self.variable_scopes_count
        count[scope_name] = count.get(scope_name, 0) + 1

    def close_variable_subscopes(self, scope_name):
        """Forgets the sub-scopes opened under ``scope_name`` (default names start over)."""
        prefix = scope_name + "/"
        count = self.variable_scopes_count
        for name in count:
            if name.startswith(prefix):
                count[name] = 0

    def variable_scope_count(self, scope_name):
        return self.variable_scopes_count.get(scope_name, 0)

    def __repr__(self):
        opened = {k: v for k, v in self.variable_scopes_count.items() if v}
        return "<_VariableScopeStore current=%r opened=%r>" % (self.current_scope.name, opened)
