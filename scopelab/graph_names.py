"""How a Graph names ops: the name scope each thread is in, and the names already handed out.

Mirrors the naming part of ``tf.Graph`` (``tensorflow/python/framework/ops.py``). Two pieces of
state decide a new op's name:

- ``_name_stack``, the op name scope in effect ("outer/inner", "" at the root). Like TF, each
  thread has its own: a thread starts at the root even while another is inside a scope, and
  the scopes it opens are invisible to the others (``_PerThread`` below);
- ``_names_in_use``, shared by all threads: how many times each lower-cased name was handed
  out, so two threads opening "layer" get "layer" and "layer_1".

A name ending in "/" is taken verbatim (a captured scope re-entered); any other is made unique.
Names come in as text or, as TF allows for op names and name scopes, as UTF-8 bytes
(``tf.constant(1.0, name=b"c")`` is "c", a ``str``): both doors below (``_enter_name_scope``,
``_op_name``) decode them, at the moment TF does.

``name=''`` is not "no name". TF builds ops in two ways, and each reads the empty name its own way:

- a Python function (``tf.transpose``, ``tf.nn.moments``, ``tf.zeros``...) opens
  ``name_scope(name, default_name)``: the default only replaces None, and "" resets the scope to
  the root. The function then hands that scope string ("" at the root) to its last op;
- a generated op (``tf.nn.relu``, ``tf.concat``, and the last op of such a function) is named
  ``name if name else op_type``: "" means the op's type, in the scope in effect, and the op's
  Python inputs become Consts inside it (``Transpose/perm``).

So scopelab writes ``g.name_scope(name, "transpose")`` for the first kind and
``g.name_scope(name or "Transpose")`` for the second (see ``make_op`` in ``ops/core.py``).
Left out: nothing a learner can see.

>>> import threading
>>> g = _GraphNames()
>>> seen = []
>>> with g.name_scope("main"):
...     t = threading.Thread(target=lambda: seen.append(g.unique_name("op")))
...     t.start(); t.join()
...     seen.append(g.unique_name("op"))
>>> seen
['op', 'main/op']
"""
import contextlib
import re
import threading

from .compat import as_str


# Names TF accepts for ops and root name scopes, and (looser) for nested scopes.
_VALID_OP_NAME_REGEX = re.compile(r"^[A-Za-z0-9.][A-Za-z0-9_.\\/>-]*$")
_VALID_SCOPE_NAME_REGEX = re.compile(r"^[A-Za-z0-9_.\\/>-]*$")


def check_node_name(name):
    """TF's ValueError for a name no node may have ("", "_x", "x:0"...)."""
    if not _VALID_OP_NAME_REGEX.match(name):
        raise ValueError("`%s` is not a valid node name. Accepted names conform to Regex /%r/"
                         % (name, _VALID_OP_NAME_REGEX))


class _PerThread(threading.local):
    """A graph's state that each thread has its own copy of, starting empty."""

    def __init__(self):
        self.name_stack = ""
        self.variable_creators = []  # see variable_creator.py


class _GraphNames:
    """The naming half of ``Graph``: name scopes and unique names."""

    def __init__(self):
        self._names_in_use = {}
        self._per_thread = _PerThread()

    @property
    def _name_stack(self):
        return self._per_thread.name_stack

    @_name_stack.setter
    def _name_stack(self, stack):
        self._per_thread.name_stack = stack

    def unique_name(self, name, mark_as_used=True):
        """``name`` under the current name scope, suffixed ``_1``, ``_2``... if taken.

        Names are compared lower-cased, because node names become file names on
        case-insensitive file systems; a suffixed name that is itself taken is skipped.
        """
        stack = self._per_thread.name_stack
        if stack:
            name = stack + "/" + name
        key = name.lower()
        i = self._names_in_use.get(key, 0)
        if mark_as_used:
            self._names_in_use[key] = i + 1
        if i > 0:
            base = key
            while key in self._names_in_use:
                key = "%s_%d" % (base, i)
                i += 1
            if mark_as_used:
                self._names_in_use[key] = 1
            name = "%s_%d" % (name, i - 1)
        return name

    def get_name_scope(self):
        return self._name_stack

    def _check_scope_name(self, name):
        if self._name_stack:
            if not _VALID_SCOPE_NAME_REGEX.match(name):
                raise ValueError("'%s' is not a valid scope name. A scope name has to match the "
                                 "following pattern: %s" % (name, _VALID_SCOPE_NAME_REGEX.pattern))
        elif not _VALID_OP_NAME_REGEX.match(name):
            raise ValueError("'%s' is not a valid root scope name. A root scope name has to match "
                             "the following pattern: %s" % (name, _VALID_OP_NAME_REGEX.pattern))

    def _enter_name_scope(self, name):
        """Sets the name stack for ``name``; returns (scope string, previous stack).

        A name ending in "/" re-enters that scope verbatim; None or "" goes back to the root;
        any other name is made unique, so a second "foo" scope becomes "foo_1".
        """
        here = self._per_thread
        old = here.name_stack
        if isinstance(name, bytes):
            name = as_str(name)
        if not name:
            here.name_stack = ""
            return "", old
        self._check_scope_name(name)
        if name[-1] == "/":
            here.name_stack = name[:-1]
            return name, old
        here.name_stack = self.unique_name(name)
        return here.name_stack + "/", old

    @contextlib.contextmanager
    def name_scope(self, name, default_name=None):
        """Opens op name scope ``name`` (``default_name`` if it is None; "" is the root);
        ``with`` gives its full name with a trailing "/", or "" at the root.

        A generator made into a context manager, as in TF: the code before ``yield`` runs on
        entering the ``with`` block, the ``finally`` part on leaving it, even by an exception.
        """
        scope, old = self._enter_name_scope(default_name if name is None else name)
        try:
            yield scope
        finally:
            self._name_stack = old

    def _op_name(self, name, check_scope=True):
        """The final name of a new op asked to be called ``name`` (see ``_enter_name_scope``).

        Most ops open a name scope for themselves, so ``name`` must be a valid scope name;
        ``Const`` does not (``check_scope=False``) and only its full node name is checked.
        """
        if check_scope and isinstance(name, bytes):
            name = as_str(name)  # the op's own name scope decodes it, as a name scope does
        if name[-1:] == "/":
            return name[:-1]
        if check_scope:
            # A valid scope name under a valid stack makes a valid node name.
            self._check_scope_name(name)
            return self.unique_name(name)
        # As in TF, bytes are made unique as they are and decoded only then: b"c" works at the
        # root, once; a second b"c" becomes "b'c'_1", an invalid name, and inside a name scope
        # "scope/" + b"c" is a TypeError.
        name = self.unique_name(name)
        if isinstance(name, bytes):
            name = as_str(name)
        check_node_name(name)
        return name
