"""The local variables a streaming metric accumulates in, and how its two results are collected.

Mirrors ``metric_variable`` and the single-replica path of ``_aggregate_across_replicas``
(``metrics_impl.py``). A metric's state is a plain ``tf.Variable`` (not ``get_variable``), so
its name follows the name scope: a second ``accuracy`` in one graph keeps its sums in
``accuracy_1/total`` rather than sharing ``accuracy/total``. The variables start at zero, are
not trainable, and sit in LOCAL_VARIABLES and METRIC_VARIABLES, so
``tf.local_variables_initializer()`` resets every metric at once. Their synchronization is
ON_READ with SUM aggregation, which only matters under a distribution strategy (left out:
scopelab runs one replica, and so does not build TF's per-replica merge).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope(None, "mean"):
...         total = metric_variable([], tf.float32, name="total")
...     names = [v.name for v in tf.get_collection(tf.GraphKeys.METRIC_VARIABLES)]
>>> names, total.trainable, total.synchronization.name
(['mean/total:0'], False, 'ON_READ')
"""
from ..default_graph import add_to_collections
from ..graph_keys import GraphKeys
from ..ops.array_ops import zeros
from ..variables import Variable, VariableAggregation, VariableSynchronization


def metric_variable(shape, dtype, validate_shape=True, name=None):
    """A zero-initialised local variable in LOCAL_VARIABLES and METRIC_VARIABLES."""
    return Variable(lambda: zeros(shape, dtype), trainable=False,
                    collections=[GraphKeys.LOCAL_VARIABLES, GraphKeys.METRIC_VARIABLES],
                    validate_shape=validate_shape,
                    synchronization=VariableSynchronization.ON_READ,
                    aggregation=VariableAggregation.SUM, name=name)


def collect(collections, value):
    """``value`` added to ``collections`` (a name or a list of them) when there are any."""
    if collections:
        add_to_collections(collections, value)
    return value
