"""``tf.train.AdamOptimizer``: per-variable first and second moments, bias-corrected steps.

Mirrors ``tensorflow/python/training/adam.py``. ``apply_gradients`` first (outside control
dependencies, in the current name scope) makes two *non-slot* variables colocated with the
variable of smallest name, plain ``tf.Variable`` s named ``beta1_power`` and ``beta2_power``
(initial values beta1, beta2; one pair per graph), then two zeros slots per variable,
``<var>/Adam`` (``m``) and ``<var>/Adam_1`` (``v``). In the optimizer's scope it makes the
tensors ``Adam/learning_rate``, ``Adam/beta1``, ``Adam/beta2``, ``Adam/epsilon``, one
``Adam/update_<var>/ApplyAdam`` per variable (see ``training_ops.apply_adam``), and, after
all of them, ``Adam/mul``/``Adam/Assign`` (beta1_power *= beta1) and
``Adam/mul_1``/``Adam/Assign_1`` (beta2_power *= beta2), grouped in the NoOp ``Adam``.

The slots are made with ``get_variable`` (so an inherited ``reuse=True`` makes them fail),
the beta powers with ``tf.Variable`` (so reuse never applies to them, and they are already
made when the slots fail).

An IndexedSlices gradient is applied with ordinary ops, in ``update_<var>``: both moments decay
whole (``Assign`` of ``m * beta1``), then the gradient's rows are added to them
(``ScatterAdd``, after the Assign), and the variable takes the step computed from them
(``AssignSub``); a NoOp ``group_deps`` groups the three updates. So unlike Momentum's, Adam's
moments decay in every row at every step. Left out: resource-variable updates.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("m"):
...         w = tf.get_variable("w", [], initializer=tf.constant_initializer(1.0))
...     opt = AdamOptimizer(0.1)
...     train = opt.minimize(w * 2.0)
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         values = [float(sess.run([train, w])[1]) for _ in range(2)]
>>> opt.get_slot(w, "v").name, [round(v, 4) for v in values]
('m/w/Adam_1:0', [0.9, 0.8])
"""
from ..default_graph import get_default_graph
from ..ops import math_ops, state_ops
from ..ops.control_flow_ops import group
from ..ops.training_ops import apply_adam
from .optimizer import Optimizer, hyper_tensor


class AdamOptimizer(Optimizer):
    """Adam (Kingma & Ba): ``m``/``v`` slots, ``beta1_power``/``beta2_power`` accumulators."""

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-8,
                 use_locking=False, name="Adam"):
        super().__init__(use_locking, name)
        self._lr = learning_rate
        self._beta1 = beta1
        self._beta2 = beta2
        self._epsilon = epsilon
        self._lr_t = self._beta1_t = self._beta2_t = self._epsilon_t = None

    def _get_beta_accumulators(self):
        g = get_default_graph()
        return (self._get_non_slot_variable("beta1_power", graph=g),
                self._get_non_slot_variable("beta2_power", graph=g))

    def _create_slots(self, var_list):
        # On the device of the variable of smallest name, as TF does.
        first_var = min(var_list, key=lambda x: x.name)
        self._create_non_slot_variable(initial_value=self._beta1, name="beta1_power",
                                       colocate_with=first_var)
        self._create_non_slot_variable(initial_value=self._beta2, name="beta2_power",
                                       colocate_with=first_var)
        for v in var_list:
            self._zeros_slot(v, "m", self._name)
            self._zeros_slot(v, "v", self._name)

    def _prepare(self):
        self._lr_t = hyper_tensor(self._lr, "learning_rate")
        self._beta1_t = hyper_tensor(self._beta1, "beta1")
        self._beta2_t = hyper_tensor(self._beta2, "beta2")
        self._epsilon_t = hyper_tensor(self._epsilon, "epsilon")

    def _apply_dense(self, grad, var):
        dtype = var.dtype.base_dtype
        beta1_power, beta2_power = self._get_beta_accumulators()
        return apply_adam(var, self.get_slot(var, "m"), self.get_slot(var, "v"),
                          math_ops.cast(beta1_power, dtype), math_ops.cast(beta2_power, dtype),
                          math_ops.cast(self._lr_t, dtype), math_ops.cast(self._beta1_t, dtype),
                          math_ops.cast(self._beta2_t, dtype),
                          math_ops.cast(self._epsilon_t, dtype), grad,
                          use_locking=self._use_locking).op

    def _apply_sparse(self, grad, var):
        dtype = var.dtype.base_dtype
        beta1_power, beta2_power = (math_ops.cast(p, dtype) for p in self._get_beta_accumulators())
        lr_t, beta1_t, beta2_t, epsilon_t = (math_ops.cast(t, dtype) for t in (
            self._lr_t, self._beta1_t, self._beta2_t, self._epsilon_t))
        lr = lr_t * math_ops.sqrt(1 - beta2_power) / (1 - beta1_power)
        g = get_default_graph()
        m = self.get_slot(var, "m")
        m_scaled_rows = grad.values * (1 - beta1_t)
        m_decayed = state_ops.assign(m, m * beta1_t, use_locking=self._use_locking)
        with g.control_dependencies([m_decayed]):
            m_t = state_ops.scatter_add(m, grad.indices, m_scaled_rows,
                                        use_locking=self._use_locking)
        v = self.get_slot(var, "v")
        v_scaled_rows = (grad.values * grad.values) * (1 - beta2_t)
        v_decayed = state_ops.assign(v, v * beta2_t, use_locking=self._use_locking)
        with g.control_dependencies([v_decayed]):
            v_t = state_ops.scatter_add(v, grad.indices, v_scaled_rows,
                                        use_locking=self._use_locking)
        v_sqrt = math_ops.sqrt(v_t)
        step = state_ops.assign_sub(var, lr * m_t / (v_sqrt + epsilon_t),
                                    use_locking=self._use_locking)
        return group(step, m_t, v_t)

    def _finish(self, update_ops, name_scope):
        # Bias-correction powers advance once all the variables are updated.
        g = get_default_graph()
        with g.control_dependencies(update_ops):
            beta1_power, beta2_power = self._get_beta_accumulators()
            with g.colocate_with(beta1_power):
                update_beta1 = beta1_power.assign(beta1_power * self._beta1_t,
                                                  use_locking=self._use_locking)
                update_beta2 = beta2_power.assign(beta2_power * self._beta2_t,
                                                  use_locking=self._use_locking)
        return super()._finish(update_ops + [update_beta1, update_beta2], name_scope)
