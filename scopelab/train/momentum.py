"""``tf.train.MomentumOptimizer``: gradient descent with a velocity per variable.

Mirrors ``tensorflow/python/training/momentum.py``. ``apply_gradients`` first makes one slot
per variable, ``<variable op name>/<optimizer name>`` (``m/w/Momentum``, see
``slot_creator.py``), then in the optimizer's scope the tensors ``Momentum/learning_rate`` and
``Momentum/momentum``, then per variable ``Momentum/update_m/w/ApplyMomentum``:

    accum = momentum * accum + grad
    var  -= learning_rate * accum                           # or, with use_nesterov:
    var  -= learning_rate * (grad + momentum * accum)

The slots are made with ``get_variable``, so building the optimizer inside a reusing variable
scope fails (the slots do not exist yet); build it outside, or use ``AUTO_REUSE``.
An IndexedSlices gradient updates only its rows, and their momentum: ``SparseApplyMomentum``.
Left out: resource-variable updates.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("m"):
...         w = tf.get_variable("w", [], initializer=tf.constant_initializer(1.0))
...     opt = MomentumOptimizer(0.1, 0.5)
...     train = opt.minimize(w * 2.0)
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         values = [sess.run([train, w])[1] for _ in range(2)]
>>> opt.get_slot(w, "momentum").name, [round(float(v), 4) for v in values]
('m/w/Momentum:0', [0.8, 0.5])
"""
from ..ops import math_ops
from ..ops.sparse_training_ops import sparse_apply_momentum
from ..ops.training_ops import apply_momentum
from .optimizer import Optimizer, hyper_tensor


class MomentumOptimizer(Optimizer):
    """Accumulates gradients in a ``momentum`` slot per variable and steps along it."""

    def __init__(self, learning_rate, momentum, use_locking=False, name="Momentum",
                 use_nesterov=False):
        super().__init__(use_locking, name)
        self._learning_rate = learning_rate
        self._momentum = momentum
        self._use_nesterov = use_nesterov
        self._learning_rate_tensor = self._momentum_tensor = None

    def _create_slots(self, var_list):
        for v in var_list:
            self._zeros_slot(v, "momentum", self._name)

    def _prepare(self):
        self._learning_rate_tensor = hyper_tensor(self._learning_rate, "learning_rate")
        self._momentum_tensor = hyper_tensor(self._momentum, "momentum")

    def _apply_dense(self, grad, var):
        dtype = var.dtype.base_dtype
        return apply_momentum(var, self.get_slot(var, "momentum"),
                              math_ops.cast(self._learning_rate_tensor, dtype), grad,
                              math_ops.cast(self._momentum_tensor, dtype),
                              use_locking=self._use_locking,
                              use_nesterov=self._use_nesterov).op

    def _apply_sparse(self, grad, var):
        dtype = var.dtype.base_dtype
        return sparse_apply_momentum(var, self.get_slot(var, "momentum"),
                                     math_ops.cast(self._learning_rate_tensor, dtype),
                                     grad.values, grad.indices,
                                     math_ops.cast(self._momentum_tensor, dtype),
                                     use_locking=self._use_locking,
                                     use_nesterov=self._use_nesterov).op
