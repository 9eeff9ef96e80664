"""``tf.make_template``: wrap a function so that every call shares one set of variables.

Mirrors ``tensorflow/python/ops/template.py``. The first call opens a fresh variable scope
(``name_`` made unique, or ``unique_name_`` as given) and *captures* it; every later call
re-enters that captured scope with ``reuse=True``. So the variables live where the first call
put them (``abc/fn/w``), while each call's ops follow its call site (``def/fn/mul``): op name
scopes are made unique on every call. The first call also records what it made, as TF's
object-based checkpoints read it (``_trackable_children()``).
Left out: eager mode, templates run as graph functions (``create_graph_function_``).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     scale = make_template("scale", lambda x: x * tf.get_variable("w", []))
...     a, b = scale(tf.constant(1.0)), scale(tf.constant(2.0))
...     [v.name for v in scale.variables], a.op.name, b.op.name
(['scale/w:0'], 'scale/mul', 'scale_1/mul')
"""
import functools
import sys
import traceback

from .graph import get_default_graph
from .state import scope_observers
from .variable_scope import _get_unique_variable_scope, _pure_variable_scope, variable_scope
from .variables import GraphKeys, variable_creator_scope


def make_template(name_, func_, create_scope_now_=False, unique_name_=None, custom_getter_=None,
                  **kwargs):
    """A Template calling ``func_(*args, **kwargs_at_call, **kwargs)`` with shared variables."""
    if kwargs:
        func_ = functools.wraps(func_)(functools.partial(func_, **kwargs))
    return Template(name_, func_, create_scope_now=create_scope_now_, unique_name=unique_name_,
                    custom_getter=custom_getter_)


def _user_stack():
    """The formatted stack of the user's code that made a template, outermost first."""
    frame = sys._getframe(1)
    while frame is not None and frame.f_globals.get("__name__", "").startswith("scopelab"):
        frame = frame.f_back
    return traceback.format_stack(frame)


def _skip_common_stack_elements(stack, other):
    """``stack`` from its first entry that differs from ``other`` on (at least its last one)."""
    for i, (entry, base) in enumerate(zip(stack, other)):
        if entry != base:
            return stack[i:]
    return stack[-1:]


class Template:
    """A function whose variables are made on the first call and reused after it."""

    def __init__(self, name, func, create_scope_now=False, unique_name=None, custom_getter=None):
        if name is None:
            raise ValueError("name cannot be None.")
        self._name, self._func, self._unique_name = name, func, unique_name
        self._custom_getter = custom_getter
        self._stacktrace = _user_stack()
        self._variable_scope = None
        if create_scope_now:
            # Only a variable scope is made now: op name scopes are opened call by call.
            with _pure_variable_scope(unique_name or _get_unique_variable_scope(name),
                                      custom_getter=custom_getter) as vs:
                self._variable_scope = vs
        self._variables_created = False  # from then on, new trainable variables are an error
        self._first_call = True
        self._dependencies = {}  # what the first call made, by name inside the scope

    def __call__(self, *args, **kwargs):
        if self._variable_scope is not None:
            with variable_scope(self._variable_scope, reuse=not self._first_call):
                return self._call_func(args, kwargs)
        # First call without a scope yet: open one here and keep it for every later call.
        with variable_scope(self._unique_name, self._name,
                            custom_getter=self._custom_getter) as vs:
            self._variable_scope = vs
            return self._call_func(args, kwargs)

    def _call_func(self, args, kwargs):
        for observer in scope_observers:
            observer("template_called", get_default_graph(), self, not self._variables_created)
        g = get_default_graph()
        try:
            if self._variables_created:
                trainable_at_start = len(g.get_collection(GraphKeys.TRAINABLE_VARIABLES))
                result = self._func(*args, **kwargs)
                trainable = g.get_collection(GraphKeys.TRAINABLE_VARIABLES)
                if len(trainable) != trainable_at_start:
                    raise ValueError("Trainable variable created when calling a template after "
                                     "the first time, perhaps you used tf.Variable when you "
                                     "meant tf.get_variable: %s"
                                     % (trainable[trainable_at_start:],))
                return result
            if not self._first_call:
                # Another thread is making the variables right now: just call the function.
                return self._func(*args, **kwargs)
            self._first_call = False
            try:
                with variable_creator_scope(self._track_dependencies):
                    result = self._func(*args, **kwargs)
            except BaseException:
                self._first_call = True
                raise
            self._variables_created = True
            return result
        except Exception as exc:
            # Say where the template was made: the call site alone rarely explains it. Like
            # TF, quote the stack of its making minus the calls it shares with this call's.
            first = exc.args[0] if exc.args else ""
            exc.args = ("%s\n\noriginally defined at:\n%s" % (first, "".join(
                _skip_common_stack_elements(self._stacktrace, _user_stack()))),) + exc.args[1:]
            raise

    def _track_dependencies(self, next_creator, name=None, trackable_parent=None, **kwargs):
        """The first call's variable creator. A variable named inside this template's scope is
        this template's (keyed by the rest of its name), unless a template inside made it:
        then that template is. Each creator tells the next, outer one who made the variable
        (``trackable_parent``), as TF's do."""
        prefix = self._variable_scope.name
        if name is not None and name.startswith(prefix):
            if trackable_parent is None:
                variable = next_creator(name=name, trackable_parent=(self, prefix), **kwargs)
                self._dependencies[name[len(prefix) + 1:]] = variable
                return variable
            inner, inner_prefix = trackable_parent
            self._dependencies[inner_prefix[len(prefix) + 1:]] = inner
        return next_creator(name=name, trackable_parent=(self, prefix), **kwargs)

    def _trackable_children(self, save_type="checkpoint", **kwargs):
        """What a checkpoint of this template saves: {name: variable or inner template}."""
        return dict(self._dependencies)

    name = property(lambda self: self._name)
    func = property(lambda self: self._func)
    variable_scope = var_scope = property(lambda self: self._variable_scope)

    @property
    def variable_scope_name(self):
        """The captured scope's name with a trailing "/" (so "t" does not match "t_extra")."""
        if self._variable_scope is None:
            return None
        name = self._variable_scope.name
        return name if not name or name[-1] == "/" else name + "/"

    def _collection(self, key):
        if not self._variables_created:
            return []
        return get_default_graph().get_collection(key, self.variable_scope_name)

    global_variables = property(lambda self: self._collection(GraphKeys.GLOBAL_VARIABLES))
    local_variables = property(lambda self: self._collection(GraphKeys.LOCAL_VARIABLES))
    trainable_variables = property(lambda self: self._collection(GraphKeys.TRAINABLE_VARIABLES))
    variables = property(lambda self: self.global_variables + self.local_variables)
    non_trainable_variables = property(lambda self: [
        v for v in self.global_variables if v not in set(self.trainable_variables)])
    # The Keras-style names TF1's Template also answers to.
    weights, trainable_weights, non_trainable_weights = (
        variables, trainable_variables, non_trainable_variables)

    def __repr__(self):
        return "<Template %r scope=%r>" % (self._name, self.variable_scope_name)
