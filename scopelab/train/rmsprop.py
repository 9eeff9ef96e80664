"""``tf.train.RMSPropOptimizer``: steps scaled by a moving average of squared gradients.

Mirrors ``tensorflow/python/training/rmsprop.py``. ``apply_gradients`` first makes, per
variable, the slots (see ``slot_creator.py``) in this order, each named
``<variable op name>/<optimizer name>`` made unique, so the slot *names* do not say which is
which:

- ``rms``, the mean square, starting at ones (``m/w/RMSProp``, ``.../Initializer/ones``);
- ``mg``, the mean gradient, zeros, only when ``centered`` (``m/w/RMSProp_1``);
- ``momentum``, zeros (``m/w/RMSProp_1``, or ``m/w/RMSProp_2`` when centered).

Then in the optimizer's scope the tensors ``RMSProp/learning_rate``, ``RMSProp/decay``,
``RMSProp/momentum``, ``RMSProp/epsilon`` and per variable ``RMSProp/update_m/w/ApplyRMSProp``
(``ApplyCenteredRMSProp`` when centered; see ``training_ops.py`` for the formulas: the decay is
the kernel's ``rho``).

The slots are made with ``get_variable``, so building the optimizer inside a reusing variable
scope fails on the first of them, ``rms``.
An IndexedSlices gradient updates only its rows and their slots (``SparseApplyRMSProp``,
``SparseApplyCenteredRMSProp``).
Left out: resource-variable updates, variables whose shape is not fully known.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("m"):
...         w = tf.get_variable("w", [], initializer=tf.constant_initializer(1.0))
...     opt = RMSPropOptimizer(0.1, decay=0.5, centered=True)
...     train = opt.minimize(w * 2.0)
>>> [opt.get_slot(w, name).name for name in opt.get_slot_names()]
['m/w/RMSProp_1:0', 'm/w/RMSProp_2:0', 'm/w/RMSProp:0']
>>> opt.get_slot_names(), train.control_inputs[0].type
(['mg', 'momentum', 'rms'], 'ApplyCenteredRMSProp')
"""
from ..initializers import ones_initializer
from ..ops import math_ops
from ..ops.sparse_training_ops import sparse_apply_centered_rms_prop, sparse_apply_rms_prop
from ..ops.training_ops import apply_centered_rms_prop, apply_rms_prop
from .optimizer import Optimizer, hyper_tensor


class RMSPropOptimizer(Optimizer):
    """RMSProp (Hinton): ``rms`` and ``momentum`` slots, plus ``mg`` when ``centered``."""

    def __init__(self, learning_rate, decay=0.9, momentum=0.0, epsilon=1e-10,
                 use_locking=False, centered=False, name="RMSProp"):
        super().__init__(use_locking, name)
        self._learning_rate = learning_rate
        self._decay = decay
        self._momentum = momentum
        self._epsilon = epsilon
        self._centered = centered
        self._learning_rate_tensor = self._decay_tensor = None
        self._momentum_tensor = self._epsilon_tensor = None

    def _create_slots(self, var_list):
        for v in var_list:
            dtype = v.dtype.base_dtype
            self._get_or_make_slot_with_initializer(v, ones_initializer(dtype=dtype),
                                                    v.get_shape(), dtype, "rms", self._name)
            if self._centered:
                self._zeros_slot(v, "mg", self._name)
            self._zeros_slot(v, "momentum", self._name)

    def _prepare(self):
        self._learning_rate_tensor = hyper_tensor(self._learning_rate, "learning_rate")
        self._decay_tensor = hyper_tensor(self._decay, "decay")
        self._momentum_tensor = hyper_tensor(self._momentum, "momentum")
        self._epsilon_tensor = hyper_tensor(self._epsilon, "epsilon")

    def _hyper(self, var):
        """The rate, decay, momentum and epsilon in ``var``'s dtype."""
        return [math_ops.cast(t, var.dtype.base_dtype) for t in (
            self._learning_rate_tensor, self._decay_tensor, self._momentum_tensor,
            self._epsilon_tensor)]

    def _apply_dense(self, grad, var):
        hyper = self._hyper(var)
        rms, mom = self.get_slot(var, "rms"), self.get_slot(var, "momentum")
        if self._centered:
            return apply_centered_rms_prop(var, self.get_slot(var, "mg"), rms, mom, *hyper,
                                           grad, use_locking=self._use_locking).op
        return apply_rms_prop(var, rms, mom, *hyper, grad, use_locking=self._use_locking).op

    def _apply_sparse(self, grad, var):
        hyper = self._hyper(var)
        rms, mom = self.get_slot(var, "rms"), self.get_slot(var, "momentum")
        rows = (grad.values, grad.indices)
        if self._centered:
            return sparse_apply_centered_rms_prop(var, self.get_slot(var, "mg"), rms, mom,
                                                  *hyper, *rows,
                                                  use_locking=self._use_locking).op
        return sparse_apply_rms_prop(var, rms, mom, *hyper, *rows,
                                     use_locking=self._use_locking).op
