"""The loss collections: ``tf.losses.add_loss``, ``get_losses``, ``get_regularization_losses``,
``get_regularization_loss`` and ``get_total_loss``.

Mirrors ``tensorflow/python/ops/losses/util.py``. Every ``tf.losses`` function puts its result in
the ``LOSSES`` collection; ``get_variable(..., regularizer=...)`` puts each new variable's
penalty in ``REGULARIZATION_LOSSES``, once per variable, however often the variable is reused.
``get_total_loss`` adds both lists up in one ``AddN`` named ``total_loss``.

A regularization loss is kept as a small recipe rather than a tensor (see
``variable_scope._LazyEvalTensor``): every use builds its ops again, next to the variable, so
``get_regularization_loss`` and ``get_total_loss`` each add a fresh copy
(``w/Regularizer/mul_1``, ``w/Regularizer/mul_2``...), as in TF.

>>> import scopelab as tf
>>> from scopelab import losses
>>> g = tf.Graph()
>>> with g.as_default():
...     w = tf.get_variable("w", [2], initializer=tf.ones_initializer(),
...                         regularizer=lambda v: 0.5 * tf.reduce_sum(v))
...     losses.add_loss(tf.constant(3.0, name="data_loss"))
...     total = losses.get_total_loss()
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         value = sess.run(total)
>>> total.name, [t.name for t in total.op.inputs], float(value)
('total_loss:0', ['data_loss:0', 'w/Regularizer/mul_1:0'], 4.0)
"""
from ..default_graph import add_to_collection, get_collection
from ..graph_keys import GraphKeys
from ..ops.core import constant
from ..ops.grad_ops import add_n


def add_loss(loss, loss_collection=GraphKeys.LOSSES):
    """Puts ``loss`` (one made without ``tf.losses``) in ``loss_collection``."""
    if loss_collection:
        add_to_collection(loss_collection, loss)


def get_losses(scope=None, loss_collection=GraphKeys.LOSSES):
    """The losses collected so far, optionally only those whose name starts with ``scope``."""
    return get_collection(loss_collection, scope)


def get_regularization_losses(scope=None):
    return get_collection(GraphKeys.REGULARIZATION_LOSSES, scope)


def get_regularization_loss(scope=None, name="total_regularization_loss"):
    """The sum of the regularization losses; a Const 0.0 when there are none."""
    losses = get_regularization_losses(scope)
    if losses:
        return add_n(losses, name=name)
    return constant(0.0)


def get_total_loss(add_regularization_losses=True, name="total_loss", scope=None):
    """The collected losses, plus the regularization losses, in one sum.

    With no losses at all this is add_n's ValueError, as in TF.
    """
    losses = get_losses(scope=scope)
    if add_regularization_losses:
        losses += get_regularization_losses(scope=scope)
    return add_n(losses, name=name)
