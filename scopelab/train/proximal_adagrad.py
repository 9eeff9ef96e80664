"""``tf.train.ProximalAdagradOptimizer``: Adagrad's steps with l1/l2 pulls to zero.

Mirrors ``tensorflow/python/training/proximal_adagrad.py``. Its one slot, ``accumulator``
(``m/w/ProximalAdagrad``), starts at ``initial_accumulator_value``, given as a tensor: TF makes
a ``Const`` of the variable's shape, colocated with it, in the name scope that is current when
``minimize`` is called (``Const``, ``Const_1``...), and the slot's initial value is that tensor
(``slot_creator.create_slot``; so no ``Initializer`` ops). Then in the optimizer's scope come
``ProximalAdagrad/learning_rate``, ``.../l1_regularization_strength``,
``.../l2_regularization_strength`` and per variable
``ProximalAdagrad/update_m/w/ApplyProximalAdagrad`` (see ``ops/proximal_training_ops.py``);
an IndexedSlices gradient updates only its rows: ``SparseApplyProximalAdagrad``.
Left out: resource-variable updates, variables whose shape is not fully known.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("m"):
...         w = tf.get_variable("w", [], initializer=tf.constant_initializer(1.0))
...     opt = ProximalAdagradOptimizer(0.5, initial_accumulator_value=3.0)
...     train = opt.minimize(w * 2.0)       # the gradient is 2: accum 3 -> 7
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         _ = sess.run(train)
...         accum = sess.run(opt.get_slot(w, "accumulator"))
>>> opt.get_slot(w, "accumulator").name, float(accum)
('m/w/ProximalAdagrad:0', 7.0)
"""
from ..default_graph import get_default_graph
from ..ops.core import constant
from ..ops.proximal_training_ops import apply_proximal_adagrad, sparse_apply_proximal_adagrad
from . import slot_creator
from .optimizer import Optimizer
from .proximal_gradient_descent import proximal_hyper


class ProximalAdagradOptimizer(Optimizer):
    """Adagrad's per-entry step sizes, then l1 shrinks toward zero and l2 scales down."""

    def __init__(self, learning_rate, initial_accumulator_value=0.1,
                 l1_regularization_strength=0.0, l2_regularization_strength=0.0,
                 use_locking=False, name="ProximalAdagrad"):
        if initial_accumulator_value <= 0.0:
            raise ValueError("initial_accumulator_value must be positive: %s"
                             % initial_accumulator_value)
        super().__init__(use_locking, name)
        self._learning_rate = learning_rate
        self._initial_accumulator_value = initial_accumulator_value
        self._l1_regularization_strength = l1_regularization_strength
        self._l2_regularization_strength = l2_regularization_strength
        self._hyper = None

    def _create_slots(self, var_list):
        for v in var_list:
            with get_default_graph().colocate_with(v):
                start = constant(self._initial_accumulator_value, v.dtype.base_dtype,
                                 shape=v.get_shape().as_list())
            self._get_or_make(v, "accumulator",
                              lambda: slot_creator.create_slot(v, start, self._name))

    def _prepare(self):
        self._hyper = proximal_hyper(self, "learning_rate")

    def _apply_dense(self, grad, var):
        return apply_proximal_adagrad(var, self.get_slot(var, "accumulator"), *self._hyper,
                                      grad, use_locking=self._use_locking).op

    def _apply_sparse(self, grad, var):
        return sparse_apply_proximal_adagrad(var, self.get_slot(var, "accumulator"),
                                             *self._hyper, grad.values, grad.indices,
                                             use_locking=self._use_locking).op
