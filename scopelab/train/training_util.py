"""The global step: ``tf.train.get_or_create_global_step`` and friends.

Mirrors ``tensorflow/python/training/training_util.py``. The global step is an ordinary int64
variable named ``global_step``, not trainable, kept in the collections ``variables`` and
``global_step``; ``minimize(loss, global_step=...)`` adds one to it after each update.
``global_step_read`` is the copy of it that hooks fetch (``global_step/add``, the step plus 0
under a ``cond`` on whether it is initialized), made once per graph, as TF's hooks make it.
Left out: eager mode, ``get_or_create_global_step`` under a ``tf.device``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     step = get_or_create_global_step()
>>> step.name, step.dtype.name, get_global_step(g) is step, step in tf.trainable_variables()
('global_step:0', 'int64_ref', True, False)
"""
import warnings

from .. import dtypes
from ..default_graph import get_default_graph
from ..graph_keys import GraphKeys
from ..initializers import zeros_initializer
from ..ops.control_flow_ops import cond
from ..ops.state_ops import is_variable_initialized
from ..tensor import Tensor
from ..variable_scope import get_variable
from ..variables import Variable, VariableAggregation


def global_step(sess, global_step_tensor):
    """The value of the global step in ``sess``, as a Python int."""
    return int(sess.run(global_step_tensor))


def assert_global_step(global_step_tensor):
    """TypeError unless ``global_step_tensor`` is an integer scalar variable or tensor."""
    if not isinstance(global_step_tensor, (Variable, Tensor)):
        raise TypeError('Existing "global_step" must be a Variable or Tensor: %s.'
                        % global_step_tensor)
    if not global_step_tensor.dtype.base_dtype.is_integer:
        raise TypeError('Existing "global_step" does not have integer type: %s'
                        % global_step_tensor.dtype)
    shape = global_step_tensor.get_shape()
    if shape.ndims != 0 and shape.is_fully_defined():
        raise TypeError('Existing "global_step" is not scalar: %s' % shape)


def get_global_step(graph=None):
    """The global step of ``graph``: the one in collection ``global_step``, else the tensor
    named ``global_step:0``, else None."""
    graph = graph or get_default_graph()
    found = graph.get_collection(GraphKeys.GLOBAL_STEP)
    if len(found) > 1:
        warnings.warn("Multiple tensors in global_step collection.")  # TF logs an error
        return None
    if found:
        step = found[0]
    else:
        try:
            step = graph.get_tensor_by_name("global_step:0")
        except KeyError:
            return None
    assert_global_step(step)
    return step


def create_global_step(graph=None):
    """Creates the global step variable; ValueError if the graph has one already."""
    graph = graph or get_default_graph()
    if get_global_step(graph) is not None:
        raise ValueError('"global_step" already exists.')
    # A root op name scope, but the current variable scope (as in TF).
    with graph.as_default(), graph.name_scope(None):
        return get_variable(GraphKeys.GLOBAL_STEP, shape=[], dtype=dtypes.int64,
                            initializer=zeros_initializer(), trainable=False,
                            aggregation=VariableAggregation.ONLY_FIRST_REPLICA,
                            collections=[GraphKeys.GLOBAL_VARIABLES, GraphKeys.GLOBAL_STEP])


def get_or_create_global_step(graph=None):
    """The global step of ``graph``, created first if there is none."""
    graph = graph or get_default_graph()
    step = get_global_step(graph)
    return step if step is not None else create_global_step(graph)


GLOBAL_STEP_READ_KEY = "global_step_read_op_cache"


def global_step_read(graph=None):
    """The tensor hooks fetch for the global step, made on first use (None without a global
    step): a copy, so that fetching it beside a train op does not fetch the variable itself."""
    graph = graph or get_default_graph()
    found = graph.get_collection(GLOBAL_STEP_READ_KEY)
    if len(found) > 1:
        raise RuntimeError("There are multiple items in collection %s. There should be only one."
                           % GLOBAL_STEP_READ_KEY)
    if found:
        return found[0]
    step = get_global_step(graph)
    if step is None:
        return None
    with graph.as_default(), graph.name_scope(None), graph.name_scope(step.op.name + "/"):
        if isinstance(step, Variable):
            # Reading an uninitialized step would fail: its initial value stands in for it.
            value = cond(is_variable_initialized(step), step.read_value,
                         lambda: step.initial_value)
        else:
            value = step
        read = value + 0
        graph.add_to_collection(GLOBAL_STEP_READ_KEY, read)
    return read
