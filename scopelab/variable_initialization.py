"""Initialising a graph's variables: ``tf.global_variables_initializer`` and its kin.

Mirrors the helpers at the end of TF's ``variables.py``. ``variables_initializer`` groups the
variables' ``Assign`` ops under one NoOp (``init``); ``report_uninitialized_variables`` asks
each variable ``IsVariableInitialized`` and keeps the names of those that say no. An
initializer covers only the variables that exist when it is made: a variable made later needs
an initializer of its own. ``tables_initializer`` groups the ops of the collection
``GraphKeys.TABLE_INITIALIZERS`` the same way (``init_all_tables``); scopelab has no lookup
tables, so unless a program adds ops there itself it is a lone NoOp, as in TF for a graph
without tables. Left out: nothing TF1 programs use.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a = tf.Variable(1.0, name="a")
...     init = tf.global_variables_initializer()
...     b = tf.Variable(2.0, name="b")
...     with tf.Session() as sess:
...         _ = sess.run(init)
...         sess.run(tf.report_uninitialized_variables())
array([b'b'], dtype=object)
"""
from . import dtypes
from .default_graph import get_default_graph
from .ops import state_ops
from .ops.array_ops import rank
from .ops.control_flow_ops import group, no_op
from .ops.core import constant
from .ops.indexing_ops import boolean_mask, stack
from .ops.math_ops import logical_not
from .graph_keys import GraphKeys
from .tf_logging import warn_deprecated
from .variables import global_variables, local_variables


def variables_initializer(var_list, name="init"):
    """A NoOp that runs the initializers of ``var_list`` (its control inputs)."""
    return _group_or_no_op([v.initializer for v in var_list], name)


def _group_or_no_op(ops, name):
    return group(*ops, name=name) if ops else no_op(name=name)


def global_variables_initializer():
    """``variables_initializer(global_variables())``: covers only variables that exist now."""
    return variables_initializer(global_variables())


def local_variables_initializer():
    return variables_initializer(local_variables(), name="init")


def tables_initializer(name="init_all_tables"):
    """A NoOp that runs the ops of the collection ``GraphKeys.TABLE_INITIALIZERS``."""
    return _group_or_no_op(get_default_graph().get_collection(GraphKeys.TABLE_INITIALIZERS),
                           name)


def initialize_all_tables(name="init_all_tables"):
    """``tables_initializer``, with TF's deprecation warning."""
    warn_deprecated("initialize_all_tables", "tensorflow.python.ops.lookup_ops",
                    "Use `tf.tables_initializer` instead.")
    return tables_initializer(name)


# TF1's deprecated spellings, still in compat.v1.
initialize_all_variables = global_variables_initializer
initialize_local_variables = local_variables_initializer
initialize_variables = variables_initializer


def is_variable_initialized(variable):
    return state_ops.is_variable_initialized(variable)


def assert_variables_initialized(var_list=None):
    """An op that fails (FailedPreconditionError) while any of ``var_list`` is uninitialised.

    It reads each variable (a ``Rank`` of it, sitting with the variable) and stacks the
    results; None when there are no variables.
    """
    var_list = var_list if var_list is not None else global_variables() + local_variables()
    if not var_list:
        return None
    g = get_default_graph()
    ranks = []
    for var in var_list:
        with g.colocate_with(var.op):
            ranks.append(rank(var, optimize=False))
    return ranks[0] if len(ranks) == 1 else stack(ranks)


def report_uninitialized_variables(var_list=None, name="report_uninitialized_variables"):
    """The names (bytes) of the variables in ``var_list`` (default: all) not yet initialised."""
    if var_list is None:
        var_list = global_variables() + local_variables()
    g = get_default_graph()
    with g.name_scope(name):
        checks = [is_variable_initialized(v) for v in var_list]
        # As in TF, the report itself runs on the CPU (the checks stay by their variables).
        with g.device("/cpu:0"):
            if not var_list:
                return constant([], dtypes.string, graph=g)
            uninitialized = logical_not(stack(checks))
            return boolean_mask(constant([v.op.name for v in var_list], graph=g), uninitialized)
