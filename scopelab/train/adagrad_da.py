"""``tf.train.AdagradDAOptimizer``: Adagrad dual averaging, for sparse linear models.

Mirrors ``tensorflow/python/training/adagrad_da.py``. Its two slots start from tensors made
in the current name scope, colocated with the variable (``Const``, ``Const_1``, see
``proximal_adagrad.py`` for the manner): ``gradient_accumulator`` (zeros, ``m/w/AdagradDA``)
and ``gradient_squared_accumulator`` (``initial_gradient_squared_accumulator_value``,
``m/w/AdagradDA_1``). It needs the ``global_step`` when built: in its scope come
``AdagradDA/learning_rate``, then ``AdagradDA/Identity`` of the step and ``AdagradDA/add``
(the step plus one: the count of steps including this one), and per variable
``update_m/w/Identity`` of that, ``update_m/w/Cast/x`` and ``Cast_1/x`` (l1 and l2) and
``ApplyAdagradDA`` (formulas in ``ops/adagrad_da_training_ops.py``). Pass the same
``global_step`` to ``minimize`` so that it advances. An IndexedSlices gradient updates only its
rows: ``SparseApplyAdagradDA``.
Left out: resource-variable updates, variables whose shape is not fully known.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("m"):
...         w = tf.get_variable("w", [], initializer=tf.constant_initializer(5.0))
...     step = tf.train.get_or_create_global_step()
...     opt = AdagradDAOptimizer(0.5, step, initial_gradient_squared_accumulator_value=5.0)
...     train = opt.minimize(w * 2.0, global_step=step)
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         _ = sess.run(train)
...         value = sess.run(w)
>>> opt.get_slot_names(), float(value)     # -0.5 * 2 / sqrt(5 + 4)
(['gradient_accumulator', 'gradient_squared_accumulator'], -0.3333333432674408)
"""
from ..default_graph import get_default_graph
from ..ops import array_ops, math_ops
from ..ops.adagrad_da_training_ops import apply_adagrad_da, sparse_apply_adagrad_da
from ..ops.core import constant, convert_to_tensor
from . import slot_creator
from .optimizer import Optimizer


class AdagradDAOptimizer(Optimizer):
    """Solves each variable from its summed gradients; l1 keeps small ones exactly at 0."""

    def __init__(self, learning_rate, global_step, initial_gradient_squared_accumulator_value=0.1,
                 l1_regularization_strength=0.0, l2_regularization_strength=0.0,
                 use_locking=False, name="AdagradDA"):
        if initial_gradient_squared_accumulator_value <= 0.0:
            raise ValueError("initial_gradient_squared_accumulator_value must be positive: %s"
                             % initial_gradient_squared_accumulator_value)
        super().__init__(use_locking, name)
        self._learning_rate = learning_rate
        self._initial_value = initial_gradient_squared_accumulator_value
        self._l1 = l1_regularization_strength
        self._l2 = l2_regularization_strength
        self._global_step = global_step
        self._learning_rate_tensor = self._steps = None

    def _create_slots(self, var_list):
        for v in var_list:
            shape, dtype = v.get_shape().as_list(), v.dtype.base_dtype
            with get_default_graph().colocate_with(v):
                sums = constant(0.0, dtype, shape=shape)
                squares = constant(self._initial_value, dtype, shape=shape)
            self._get_or_make(v, "gradient_accumulator",
                              lambda: slot_creator.create_slot(v, sums, self._name))
            self._get_or_make(v, "gradient_squared_accumulator",
                              lambda: slot_creator.create_slot(v, squares, self._name))

    def _prepare(self):
        self._learning_rate_tensor = convert_to_tensor(self._learning_rate,
                                                       name="learning_rate")
        with get_default_graph().colocate_with(self._learning_rate_tensor):
            self._steps = array_ops.identity(self._global_step) + 1

    def _inputs(self, var):
        dtype = var.dtype.base_dtype
        with get_default_graph().device(var.device):
            steps = array_ops.identity(self._steps)
        return (math_ops.cast(self._learning_rate_tensor, dtype), math_ops.cast(self._l1, dtype),
                math_ops.cast(self._l2, dtype), steps)

    def _apply_dense(self, grad, var):
        return apply_adagrad_da(var, self.get_slot(var, "gradient_accumulator"),
                                self.get_slot(var, "gradient_squared_accumulator"), grad,
                                *self._inputs(var), use_locking=self._use_locking).op

    def _apply_sparse(self, grad, var):
        return sparse_apply_adagrad_da(var, self.get_slot(var, "gradient_accumulator"),
                                       self.get_slot(var, "gradient_squared_accumulator"),
                                       grad.values, grad.indices, *self._inputs(var),
                                       use_locking=self._use_locking).op
