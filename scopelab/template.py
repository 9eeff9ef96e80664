"""``tf.make_template``: wrap a function so that every call shares one set of variables.

Mirrors ``tensorflow/python/ops/template.py``. The first call opens a fresh variable scope
(``name_`` made unique, or ``unique_name_`` as given) and *captures* it; every later call
re-enters that captured scope with ``reuse=True``. So variables always live where the first call
put them (``abc/fn/w``), while the ops of each call follow the call site (``def/fn/mul``): ops are
named by op name scopes, which are made unique on every call.
The first call also records what the template made, as TF's object-based checkpoints read it
(``_trackable_children()``): each variable by its name inside the template's scope, and each
template made inside that made variables, by its scope's name.
Left out: eager mode, templates run as graph functions (``make_template_internal(...,
create_graph_function_=True)`` raises the error of the ``tf.function`` it would need).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     scale = tf.make_template("scale", lambda x: x * tf.get_variable("w", []))
...     a, b = scale(tf.constant(1.0)), scale(tf.constant(2.0))
...     [v.name for v in scale.variables], a.op.name, b.op.name
(['scale/w:0'], 'scale/mul', 'scale_1/mul')
"""
import functools

from . import scope_events
from .default_graph import get_collection, get_default_graph, user_stack
from .global_state import scope_observers
from .graph_keys import GraphKeys
from .variable_creator import variable_creator_scope
from .variable_scope import _get_unique_variable_scope, _pure_variable_scope, variable_scope


def make_template(name_, func_, create_scope_now_=False, unique_name_=None, custom_getter_=None,
                  **kwargs):
    """A Template calling ``func_(*args, **kwargs_at_call, **kwargs)`` with shared variables."""
    return make_template_internal(name_, func_, create_scope_now_, unique_name_, custom_getter_,
                                  create_graph_function_=False, **kwargs)


def make_template_internal(name_, func_, create_scope_now_=False, unique_name_=None,
                           custom_getter_=None, create_graph_function_=False, **kwargs):
    """``make_template`` with TF's internal option ``create_graph_function_``: run ``func_``
    as a graph function. TF wraps it in ``tf.function``, which scopelab leaves out, so this
    raises the AttributeError that ``tf.function`` raises."""
    if create_graph_function_:
        from .left_out import missing_attribute
        raise missing_attribute("scopelab", "function")
    if kwargs:
        func_ = functools.wraps(func_)(functools.partial(func_, **kwargs))
    return Template(name_, func_, create_scope_now=create_scope_now_, unique_name=unique_name_,
                    custom_getter=custom_getter_)


def _skip_common_stack_elements(stack, other):
    """``stack`` from its first entry that differs from ``other`` on (at least its last one)."""
    for i, (entry, base) in enumerate(zip(stack, other)):
        if entry != base:
            return stack[i:]
    return stack[-1:]


class Template:
    """A function whose variables are created on the first call and reused after it."""

    def __init__(self, name, func, create_scope_now=False, unique_name=None, custom_getter=None):
        self._func = func
        self._name = name
        self._unique_name = unique_name
        self._custom_getter = custom_getter
        self._stacktrace = user_stack()
        if name is None:
            raise ValueError("name cannot be None.")
        self._variable_scope = None
        if create_scope_now:
            # Only a variable scope is made now: op name scopes are opened call by call.
            with _pure_variable_scope(unique_name or _get_unique_variable_scope(name),
                                      custom_getter=custom_getter) as vs:
                self._variable_scope = vs
        # True once a call has finished: from then on, new trainable variables are an error.
        self._variables_created = False
        self._first_call = True
        # What the first call made, by name inside the scope (see _track_dependencies).
        self._dependencies = {}

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
        if scope_observers:
            scope_events.template_called(get_default_graph(), self, not self._variables_created)
        try:
            if self._variables_created:
                trainable_at_start = len(get_collection(GraphKeys.TRAINABLE_VARIABLES))
                result = self._func(*args, **kwargs)
                trainable = get_collection(GraphKeys.TRAINABLE_VARIABLES)
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
            # Say where the template was made: the call site alone rarely explains it. Like TF,
            # quote the stack of its creation minus the calls it shares with this call's stack.
            first = exc.args[0] if exc.args else ""
            exc.args = ("%s\n\noriginally defined at:\n%s"
                        % (first, "".join(_skip_common_stack_elements(self._stacktrace, user_stack()))),
                        ) + exc.args[1:]
            raise

    def _track_dependencies(self, next_creator, name=None, trackable_parent=None, **kwargs):
        """A variable creator for the first call. A variable named inside this template's
        scope is this template's (keyed by the rest of its name), unless a template inside
        made it: then that template is (keyed by its scope's rest). Each creator tells the
        next, outer one who made the variable (``trackable_parent``), as TF's do."""
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
    variable_scope = property(lambda self: self._variable_scope)

    @property
    def variable_scope_name(self):
        """The captured scope's name with a trailing "/" (so "t" does not match "t_extra")."""
        if self._variable_scope is None:
            return None
        name = self._variable_scope.name
        return name if not name or name[-1] == "/" else name + "/"

    def _collection(self, key):
        return get_collection(key, self.variable_scope_name) if self._variables_created else []

    @property
    def global_variables(self):
        return self._collection(GraphKeys.GLOBAL_VARIABLES)

    @property
    def variables(self):
        return self.global_variables + self.local_variables

    @property
    def trainable_variables(self):
        return self._collection(GraphKeys.TRAINABLE_VARIABLES)

    @property
    def non_trainable_variables(self):
        trainable = set(self.trainable_variables)
        return [v for v in self.global_variables if v not in trainable]

    @property
    def local_variables(self):
        return self._collection(GraphKeys.LOCAL_VARIABLES)

    # The Keras-style names TF1's Template also answers to.
    weights = variables
    trainable_weights = trainable_variables
    non_trainable_weights = non_trainable_variables
    var_scope = variable_scope

    def __repr__(self):
        return "<Template %r scope=%r>" % (self._name, self.variable_scope_name)
