"""``tf.train.ProximalGradientDescentOptimizer``: gradient descent with l1/l2 pulls to zero.

Mirrors ``tensorflow/python/training/proximal_gradient_descent.py``. No slots: in the
optimizer's scope come ``ProximalGradientDescent/learning_rate``,
``.../l1_regularization_strength``, ``.../l2_regularization_strength`` and, per variable,
``ProximalGradientDescent/update_m/w/ApplyProximalGradientDescent`` (the step is in
``ops/proximal_training_ops.py``). The hyperparameters are passed as they are, not cast to the
variable's dtype (as in TF: a float64 variable needs float64 rates). An IndexedSlices gradient
updates only its rows: ``SparseApplyProximalGradientDescent``.
Left out: resource-variable updates.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     w = tf.Variable([1.0, 0.6], name="w")
...     train = ProximalGradientDescentOptimizer(0.5, l1_regularization_strength=0.4).minimize(
...         tf.reduce_sum(w))
...     with tf.Session() as sess:
...         sess.run(w.initializer)
...         _ = sess.run(train)
...         value = sess.run(w)
>>> train.control_inputs[0].type, value.tolist()
('ApplyProximalGradientDescent', [0.30000001192092896, 0.0])
"""
from ..ops.core import convert_to_tensor
from ..ops.proximal_training_ops import (apply_proximal_gradient_descent,
                                         sparse_apply_proximal_gradient_descent)
from .optimizer import Optimizer


def proximal_hyper(optimizer, rate_name):
    """The tensors of a proximal optimizer's rate and l1/l2 strengths, named as in TF."""
    return [convert_to_tensor(optimizer._learning_rate, name=rate_name),
            convert_to_tensor(optimizer._l1_regularization_strength,
                              name="l1_regularization_strength"),
            convert_to_tensor(optimizer._l2_regularization_strength,
                              name="l2_regularization_strength")]


class ProximalGradientDescentOptimizer(Optimizer):
    """``var -= learning_rate * grad``, then l1 shrinks it toward zero and l2 scales it."""

    def __init__(self, learning_rate, l1_regularization_strength=0.0,
                 l2_regularization_strength=0.0, use_locking=False,
                 name="ProximalGradientDescent"):
        super().__init__(use_locking, name)
        self._learning_rate = learning_rate
        self._l1_regularization_strength = l1_regularization_strength
        self._l2_regularization_strength = l2_regularization_strength
        self._hyper = None

    def _prepare(self):
        self._hyper = proximal_hyper(self, "learning_rate")

    def _apply_dense(self, grad, var):
        return apply_proximal_gradient_descent(var, *self._hyper, grad,
                                               use_locking=self._use_locking).op

    def _apply_sparse(self, grad, var):
        return sparse_apply_proximal_gradient_descent(var, *self._hyper, grad.values,
                                                      grad.indices,
                                                      use_locking=self._use_locking).op
