"""``tf.train.AdadeltaOptimizer``: steps sized by the recent steps, not by a learning rate.

Mirrors ``tensorflow/python/training/adadelta.py``. ``apply_gradients`` first makes two zeros
slots per variable (see ``slot_creator.py``): ``accum`` (the running mean of squared
gradients), ``m/w/Adadelta``, and ``accum_update`` (of squared steps), ``m/w/Adadelta_1``.
Then in the optimizer's scope come ``Adadelta/lr``, ``Adadelta/rho``, ``Adadelta/epsilon`` and,
per variable, ``Adadelta/update_m/w/ApplyAdadelta`` (the formulas are in
``ops/adadelta_training_ops.py``). An IndexedSlices gradient updates only its rows and their
slots: ``SparseApplyAdadelta``.
Left out: resource-variable updates, variables whose shape is not fully known.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("m"):
...         w = tf.get_variable("w", [], initializer=tf.constant_initializer(1.0))
...     opt = AdadeltaOptimizer(1.0, rho=0.5, epsilon=0.01)
...     train = opt.minimize(w * 2.0)
>>> [opt.get_slot(w, name).name for name in opt.get_slot_names()]
['m/w/Adadelta:0', 'm/w/Adadelta_1:0']
>>> train.control_inputs[0].name
'Adadelta/update_m/w/ApplyAdadelta'
"""
from ..ops import math_ops
from ..ops.adadelta_training_ops import apply_adadelta, sparse_apply_adadelta
from .optimizer import Optimizer, hyper_tensor


class AdadeltaOptimizer(Optimizer):
    """Adadelta (Zeiler, 2012): ``accum`` and ``accum_update`` slots per variable."""

    def __init__(self, learning_rate=0.001, rho=0.95, epsilon=1e-8, use_locking=False,
                 name="Adadelta"):
        super().__init__(use_locking, name)
        self._lr, self._rho, self._epsilon = learning_rate, rho, epsilon
        self._hyper = None

    def _create_slots(self, var_list):
        for v in var_list:
            self._zeros_slot(v, "accum", self._name)
            self._zeros_slot(v, "accum_update", self._name)

    def _prepare(self):
        self._hyper = [hyper_tensor(self._lr, "lr"), hyper_tensor(self._rho, "rho"),
                       hyper_tensor(self._epsilon, "epsilon")]

    def _slots_and_hyper(self, var):
        dtype = var.dtype.base_dtype
        return [self.get_slot(var, "accum"), self.get_slot(var, "accum_update")] + [
            math_ops.cast(t, dtype) for t in self._hyper]

    def _apply_dense(self, grad, var):
        return apply_adadelta(var, *self._slots_and_hyper(var), grad,
                              use_locking=self._use_locking).op

    def _apply_sparse(self, grad, var):
        return sparse_apply_adadelta(var, *self._slots_and_hyper(var), grad.values,
                                     grad.indices, use_locking=self._use_locking).op
