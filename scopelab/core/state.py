"""The engine's state: every stack, registry and switch, declared here and nowhere else.

TF spreads such state over ``framework/ops.py`` (the default graph stack, the gradient
registry), ``client/session.py`` (the default session stack), the tensor conversion registry
and its C++ runtime (the kernel registry). Gathered in one module, as Haiku's ``base.py``
gathers its stacks, a reader sees at a glance everything that outlives a call.

Per thread, as in TF (a ``threading.local``):

- ``default_graph_stack.graphs``: the graphs made default by ``Graph.as_default()``, innermost
  last; ``default_graph_stack.global_graph``: the thread's graph when none was pushed;
- ``default_session_stack.sessions``: the sessions made default by ``with sess:``.

Shared by all threads:

- ``OPS``: op type -> ``OpType``, all scopelab knows about that type (``registry.py``);
- ``CONVERSIONS``: how ``convert_to_tensor`` turns objects of other types into tensors;
- ``scope_observers``: who is told what the scope machinery does (the book's views);
- ``PASSES``: the graph-optimiser passes a session runs over each new plan;
- ``hooks``: the few places where the engine around the core plugs in its breadth (below);
- ``engine``: the breadth's registries and counters (caches stay beside their code);
- ``switches``: ``reference`` (``SCOPELAB_REFERENCE=1``: plain kernels, no passes, no
  allocator tweaks), ``generation``, bumped by every switch, so sessions plan again, and
  ``show_internal_frames`` (tracebacks show scopelab's own frames too).

Nothing here imports the rest of scopelab, so every module may import this one.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     default_graph_stack.graphs[-1] is g
True
>>> default_graph_stack.graphs
[]
"""
import os
import threading
import types
import weakref


class _DefaultGraphStack(threading.local):
    def __init__(self):
        self.graphs = []
        self.global_graph = None


class _DefaultSessionStack(threading.local):
    def __init__(self):
        self.sessions = []


default_graph_stack = _DefaultGraphStack()
default_session_stack = _DefaultSessionStack()

# op type -> OpType (registry.py). Op families fill it when imported.
OPS = {}

# (priority, base type, function): tf.register_tensor_conversion_function's table, lowest
# priority first. SESSION_RUN_CONVERSIONS: types Session.run fetches and feeds as other values.
CONVERSIONS = []
SESSION_RUN_CONVERSIONS = []

# Callables told of each scope event (scope entered, variable found or made...). The core tests
# ``if scope_observers:`` first, so nobody listening costs nothing; changed only in place.
scope_observers = []

# pass(plan, run_state) for each graph-optimiser pass, in order (grappler.py fills it).
PASSES = []

# Where the breadth around the core plugs in, each None until a module fills it:
# - control_flow: the executor's one hook for cond, while loops and dead values (executor.py)
# - graph_class / variable_class: what tf.Graph() and tf.Variable() make when the core makes
#   one itself (the default graph; the last variable creator), so that they have TF's full API
# - default_initializer: get_variable's initializer for a variable given none (a callable of
#   name and dtype: glorot_uniform for floats, zeros for the rest, in TF)
# - partitioned: get_variable of a variable cut in slices (get_variable(..., partitioner=p))
# - distribution: (synchronization, aggregation, trainable, name) -> the three, with TF's
#   defaults and checks of the modes that keep a variable's copies in step across machines
# - regularize: (name, variable, regularizer): a regularization loss for a new variable
# - convert: convert_to_tensor of an object converting itself (__tf_tensor__) or of a type
#   with a function in CONVERSIONS (tensor_conversion.py): (value, dtype, name, as_ref,
#   preferred_dtype) -> a Tensor, or None
hooks = types.SimpleNamespace(control_flow=None, graph_class=None, variable_class=None,
                              default_initializer=None, partitioned=None, distribution=None,
                              regularize=None, convert=None)

# tf.py_func's functions by token; MapDataset op -> its traced function; tf.logging's logger
# once configured, log_every_n's counts per place, the deprecations warned of already.
engine = types.SimpleNamespace(py_funcs={}, traced_functions=weakref.WeakKeyDictionary(),
                               logger=None, log_counts={}, deprecations_warned=set())

switches = types.SimpleNamespace(
    reference=os.environ.get("SCOPELAB_REFERENCE", "") not in ("", "0"), generation=0,
    show_internal_frames=os.environ.get("SCOPELAB_SHOW_INTERNAL_FRAMES", "") not in ("", "0"))
