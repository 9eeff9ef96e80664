"""``tf.GraphKeys``: the standard names of graph collections.

Mirrors ``GraphKeys`` in ``tensorflow/python/framework/ops.py``. A collection is a named list
kept in the graph (``graph._collections``); variables add themselves to ``"variables"`` (global)
and, when trainable, to ``"trainable_variables"`` (the keys the core fills are in
``core/variables.py``). Optimizers, savers and initializers find what to work on by reading
these lists.

>>> GraphKeys.GLOBAL_VARIABLES, GraphKeys.TRAINABLE_VARIABLES
('variables', 'trainable_variables')
"""
from .core.variables import GraphKeys as CoreGraphKeys


class GraphKeys(CoreGraphKeys):
    """Standard collection names (the strings are the keys in ``graph._collections``)."""
    ACTIVATIONS = "activations"
    ASSET_FILEPATHS = "asset_filepaths"
    BIASES = "biases"
    CONCATENATED_VARIABLES = "concatenated_variables"
    COND_CONTEXT = "cond_context"
    EVAL_STEP = "eval_step"
    GLOBAL_STEP = "global_step"
    INIT_OP = "init_op"
    LOCAL_INIT_OP = "local_init_op"
    LOCAL_RESOURCES = "local_resources"
    LOSSES = "losses"
    METRIC_VARIABLES = "metric_variables"
    MODEL_VARIABLES = "model_variables"
    MOVING_AVERAGE_VARIABLES = "moving_average_variables"
    QUEUE_RUNNERS = "queue_runners"
    READY_FOR_LOCAL_INIT_OP = "ready_for_local_init_op"
    READY_OP = "ready_op"
    RESOURCES = "resources"
    SAVERS = "savers"
    SUMMARIES = "summaries"
    SUMMARY_OP = "summary_op"
    TABLE_INITIALIZERS = "table_initializer"
    TRAINABLE_RESOURCE_VARIABLES = "trainable_resource_variables"
    TRAIN_OP = "train_op"
    UPDATE_OPS = "update_ops"
    WEIGHTS = "weights"
    WHILE_CONTEXT = "while_context"
