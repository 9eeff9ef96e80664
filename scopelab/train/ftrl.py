"""``tf.train.FtrlOptimizer``: per-coordinate steps with l1 and l2 pulls, for sparse models.

Mirrors ``tensorflow/python/training/ftrl.py``. ``apply_gradients`` first makes two slots per
variable (``slot_creator.py``): ``accum``, ``m/w/Ftrl`` (or ``accum_name``), which starts at
``initial_accumulator_value`` (0.1) and is built as TF builds it, ``ones(shape) * value``
(``m/w/Ftrl/Initializer/ones``, ``.../mul``), and ``linear``, zeros, ``m/w/Ftrl_1`` (or
``linear_name``). Then in the optimizer's scope: ``Ftrl/learning_rate``,
``Ftrl/l1_regularization_strength``, the l2 strength adjusted by ``beta`` as TF computes it,
``l2 + beta / (2 * maximum(learning_rate, 1e-36))`` (ops ``Ftrl/Maximum``, ``Ftrl/mul``,
``Ftrl/truediv``, ``Ftrl/add``, built even when ``beta`` is 0), ``Ftrl/beta``,
``Ftrl/l2_shrinkage_regularization_strength``, ``Ftrl/learning_rate_power``, and per variable
``Ftrl/update_m/w/ApplyFtrl`` or, with an l2 shrinkage above 0, ``ApplyFtrlV2`` (the formulas
are in ``ops/ftrl_training_ops.py``). An IndexedSlices gradient updates only its rows:
``SparseApplyFtrl`` / ``SparseApplyFtrlV2``.
Left out: resource-variable updates, variables whose shape is not fully known.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("m"):
...         w = tf.get_variable("w", [2], initializer=tf.constant_initializer(1.0))
...     opt = FtrlOptimizer(0.5, l1_regularization_strength=1.0)
...     train = opt.minimize(tf.reduce_sum(w * [0.1, 4.0]))
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         _ = sess.run(train)
...         value = sess.run(w)
>>> [opt.get_slot(w, name).name for name in opt.get_slot_names()]
['m/w/Ftrl:0', 'm/w/Ftrl_1:0']
>>> [round(float(x), 4) for x in value]   # l1 zeroes the entry with the small gradient
[0.0, 0.2981]
"""
from ..ops import array_ops, math_ops
from ..ops.core import convert_to_tensor
from ..ops.ftrl_training_ops import (apply_ftrl, apply_ftrl_v2, sparse_apply_ftrl,
                                     sparse_apply_ftrl_v2)
from .optimizer import Optimizer


def _check_not_negative(value, what):
    if value < 0.0:
        raise ValueError("%s %f needs to be positive or zero" % (what, value))


class FtrlOptimizer(Optimizer):
    """FTRL-Proximal: ``accum`` and ``linear`` slots; the variable is solved from them."""

    def __init__(self, learning_rate, learning_rate_power=-0.5, initial_accumulator_value=0.1,
                 l1_regularization_strength=0.0, l2_regularization_strength=0.0,
                 use_locking=False, name="Ftrl", accum_name=None, linear_name=None,
                 l2_shrinkage_regularization_strength=0.0, beta=None):
        super().__init__(use_locking, name)
        _check_not_negative(initial_accumulator_value, "initial_accumulator_value")
        if learning_rate_power > 0.0:
            raise ValueError("learning_rate_power %f needs to be negative or zero"
                             % learning_rate_power)
        _check_not_negative(l1_regularization_strength, "l1_regularization_strength")
        _check_not_negative(l2_regularization_strength, "l2_regularization_strength")
        # TF's message for this one is split over two lines without a space.
        _check_not_negative(l2_shrinkage_regularization_strength,
                            "l2_shrinkage_regularization_strength")
        self._learning_rate = learning_rate
        self._learning_rate_power = learning_rate_power
        self._initial_accumulator_value = initial_accumulator_value
        self._l1 = l1_regularization_strength
        self._l2 = l2_regularization_strength
        self._l2_shrinkage = l2_shrinkage_regularization_strength
        self._beta = 0.0 if beta is None else beta
        self._accum_name, self._linear_name = accum_name, linear_name
        self._hyper = None

    def _accum_initializer(self, shape, dtype, partition_info=None):
        del partition_info  # slots are never partitioned
        return array_ops.ones(shape, dtype=dtype) * self._initial_accumulator_value

    def _create_slots(self, var_list):
        for v in var_list:
            self._get_or_make_slot_with_initializer(v, self._accum_initializer, v.get_shape(),
                                                    v.dtype.base_dtype, "accum",
                                                    self._accum_name or self._name)
            self._zeros_slot(v, "linear", self._linear_name or self._name)

    def _prepare(self):
        lr = convert_to_tensor(self._learning_rate, name="learning_rate")
        l1 = convert_to_tensor(self._l1, name="l1_regularization_strength")
        l2 = self._l2 + self._beta / (2. * math_ops.maximum(self._learning_rate, 1e-36))
        convert_to_tensor(self._beta, name="beta")  # built, as in TF, and never used
        shrinkage = convert_to_tensor(self._l2_shrinkage,
                                      name="l2_shrinkage_regularization_strength")
        power = convert_to_tensor(self._learning_rate_power, name="learning_rate_power")
        self._hyper = {"lr": lr, "l1": l1, "l2": l2, "l2_shrinkage": shrinkage,
                       "lr_power": power}

    def _cast(self, var, *names):
        return [math_ops.cast(self._hyper[n], var.dtype.base_dtype) for n in names]

    def _apply_dense(self, grad, var):
        slots = (self.get_slot(var, "accum"), self.get_slot(var, "linear"))
        if self._l2_shrinkage <= 0.0:
            return apply_ftrl(var, *slots, grad, *self._cast(var, "lr", "l1", "l2", "lr_power"),
                              use_locking=self._use_locking).op
        return apply_ftrl_v2(var, *slots, grad,
                             *self._cast(var, "lr", "l1", "l2", "l2_shrinkage", "lr_power"),
                             use_locking=self._use_locking).op

    def _apply_sparse(self, grad, var):
        slots = (self.get_slot(var, "accum"), self.get_slot(var, "linear"))
        rows = (grad.values, grad.indices)
        if self._l2_shrinkage <= 0.0:
            return sparse_apply_ftrl(var, *slots, *rows,
                                     *self._cast(var, "lr", "l1", "l2", "lr_power"),
                                     use_locking=self._use_locking).op
        return sparse_apply_ftrl_v2(var, *slots, *rows,
                                    *self._cast(var, "lr", "l1", "l2", "l2_shrinkage",
                                                "lr_power"),
                                    use_locking=self._use_locking).op
