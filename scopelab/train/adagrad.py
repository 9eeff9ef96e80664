"""``tf.train.AdagradOptimizer``: each entry's step shrinks with its gradients' history.

Mirrors ``tensorflow/python/training/adagrad.py``. ``apply_gradients`` first makes one slot
per variable, the ``accumulator``, named ``<variable op name>/<optimizer name>``
(``m/w/Adagrad``, see ``slot_creator.py``). Unlike Momentum's zeros slot it starts at
``initial_accumulator_value`` (0.1 by default, which keeps the first steps finite): its
initializer is a ``constant_initializer``, so its first op is ``m/w/Adagrad/Initializer/Const``.
Then in the optimizer's scope come ``Adagrad/learning_rate`` and, per variable,
``Adagrad/update_m/w/ApplyAdagrad``:

    accum += grad * grad
    var   -= learning_rate * grad / sqrt(accum)

The slot is made with ``get_variable``, so building the optimizer inside a reusing variable
scope fails (the slot does not exist yet), as with Momentum.
An IndexedSlices gradient updates only its rows and their accumulators: ``SparseApplyAdagrad``.
Left out: resource-variable updates, variables whose shape is not fully known.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("m"):
...         w = tf.get_variable("w", [], initializer=tf.constant_initializer(1.0))
...     opt = AdagradOptimizer(0.5, initial_accumulator_value=3.0)
...     train = opt.minimize(w * 2.0)       # the gradient is 2: accum 3 -> 7 -> 11
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         values = [sess.run([train, opt.get_slot(w, "accumulator")])[1] for _ in range(2)]
>>> opt.get_slot(w, "accumulator").name, [float(v) for v in values]
('m/w/Adagrad:0', [7.0, 11.0])
"""
from ..initializers import constant_initializer
from ..ops import math_ops
from ..ops.sparse_training_ops import sparse_apply_adagrad
from ..ops.training_ops import apply_adagrad
from .optimizer import Optimizer, hyper_tensor


class AdagradOptimizer(Optimizer):
    """Divides each step by the root of the sum of that entry's squared gradients."""

    def __init__(self, learning_rate, initial_accumulator_value=0.1, use_locking=False,
                 name="Adagrad"):
        if initial_accumulator_value <= 0.0:
            raise ValueError("initial_accumulator_value must be positive: %s"
                             % initial_accumulator_value)
        super().__init__(use_locking, name)
        self._learning_rate = learning_rate
        self._initial_accumulator_value = initial_accumulator_value
        self._learning_rate_tensor = None

    def _create_slots(self, var_list):
        for v in var_list:
            dtype = v.dtype.base_dtype
            init = constant_initializer(self._initial_accumulator_value, dtype=dtype)
            self._get_or_make_slot_with_initializer(v, init, v.get_shape(), dtype,
                                                    "accumulator", self._name)

    def _prepare(self):
        self._learning_rate_tensor = hyper_tensor(self._learning_rate, "learning_rate")

    def _apply_dense(self, grad, var):
        return apply_adagrad(var, self.get_slot(var, "accumulator"),
                             math_ops.cast(self._learning_rate_tensor, var.dtype.base_dtype),
                             grad, use_locking=self._use_locking).op

    def _apply_sparse(self, grad, var):
        return sparse_apply_adagrad(var, self.get_slot(var, "accumulator"),
                                    math_ops.cast(self._learning_rate_tensor, var.dtype.base_dtype),
                                    grad.values, grad.indices, use_locking=self._use_locking).op
