"""``tf.train.Optimizer`` and ``tf.train.GradientDescentOptimizer``.

Mirrors ``tensorflow/python/training/optimizer.py`` and ``gradient_descent.py``.
``minimize(loss)`` is ``apply_gradients(compute_gradients(loss))``:

- ``compute_gradients`` calls ``tf.gradients(loss, <variable references>)`` with
  ``gate_gradients`` on, so it builds ``gradients/...`` ops with ``tuple`` gates, and pairs each
  gradient with its variable. A variable used twice (tied weights, a template called twice)
  appears once in ``var_list`` and so gets one summed gradient;
- ``apply_gradients`` opens the optimizer's name scope (``GradientDescent``, then
  ``GradientDescent_1``...), makes the learning rate a tensor (``GradientDescent/learning_rate``),
  builds one update per variable in ``update_<variable name>`` (``ApplyGradientDescent``) and
  groups them in a NoOp named like the scope; with ``global_step`` the last op is instead an
  AssignAdd of the step (named like the scope) after a NoOp ``<scope>/update``.
- before all that (outside any control dependencies), ``_create_slots`` makes the optimizer's
  slot variables (``slot_creator.py``); ``get_slot(var, name)`` finds them again, keyed by the
  variable's graph and op name. Gradient descent has none; Momentum (``momentum.py``) and
  Adagrad (``adagrad.py``) have one, Adam two, RMSProp (``rmsprop.py``) two or three.

- non-slot variables (Adam's ``beta1_power``/``beta2_power``) are plain ``tf.Variable`` s made
  by ``_create_non_slot_variable`` once per (name, graph), colocated with a given variable, in
  the current name scope; ``variables()`` lists them with the slots.

An IndexedSlices gradient (an embedding lookup's) goes to ``_apply_sparse_duplicate_indices``
instead: the rows of repeated indices are summed, then ``_apply_sparse`` updates only those rows
(gradient descent skips the summing: ``ScatterSub`` of the scaled rows). A variable with a
``constraint`` is set to ``constraint(var)`` once its update has run (``update_<var>/Assign``).

The other optimizers, each in its module: Adadelta, Ftrl, ProximalGradientDescent,
ProximalAdagrad and AdagradDA.
Left out: callable losses, distribution strategies.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     w = tf.Variable(3.0, name="w")
...     train = GradientDescentOptimizer(0.25).minimize(tf.square(w))
...     with tf.Session() as sess:
...         sess.run(w.initializer)
...         sess.run(train)
...         value = sess.run(w)
>>> train.name, [c.name for c in train.control_inputs], float(value)
('GradientDescent', ['GradientDescent/update_w/ApplyGradientDescent'], 1.5)
"""
from .. import dtypes, nest
from . import slot_creator
from ..default_graph import get_collection, get_collection_ref, get_default_graph, name_scope
from ..graph_keys import GraphKeys
from ..indexed_slices import IndexedSlices
from ..ops import array_ops, gating_ops, math_ops, state_ops
from ..ops.control_flow_ops import group
from ..ops.core import convert_to_tensor
from ..ops.segment_ops import unique, unsorted_segment_sum
from ..ops.training_ops import apply_gradient_descent
from ..tensor import Tensor
from ..variables import Variable


def _var_key(var):
    """How slots are keyed: a variable's graph and op name (so two Python objects for one
    variable share their slots)."""
    return (var.op.graph, var.op.name)


def _check_processable(v):
    """TF's choice of how to update ``v``: first by its op (a resource variable's handle, which
    scopelab never makes), so a value with no op fails on that lookup; then as a variable, or
    as a tensor (its gradient can be computed; updating it fails)."""
    if v.op.type != "VarHandleOp" and not isinstance(v, (Variable, Tensor)):
        raise NotImplementedError("Trying to optimize unsupported type ", v)


class Optimizer:
    """Base class: computes gradients and applies them with ``_apply_dense`` per variable."""

    # How much of the gradient computation must finish before any gradient is used.
    GATE_NONE = 0   # no gating
    GATE_OP = 1     # all gradients of one op together (tf.gradients' gate_gradients)
    GATE_GRAPH = 2  # all gradients of the whole graph together

    def __init__(self, use_locking, name):
        if not name:
            raise ValueError("Must specify the optimizer name")
        self._use_locking = use_locking
        self._name = name
        # slot name -> {(graph, variable op name): slot variable}
        self._slots = {}
        # (name, graph) -> non-slot variable (Adam's beta powers)
        self._non_slot_dict = {}

    def get_name(self):
        return self._name

    def get_slot(self, var, name):
        """The slot ``name`` made for ``var`` (a variable passed to minimize), else None."""
        named_slots = self._slots.get(name)
        if not named_slots:
            return None
        return named_slots.get(_var_key(var))

    def get_slot_names(self):
        """The names of the slots this optimizer made, sorted (["momentum"])."""
        return sorted(self._slots)

    def variables(self):
        """The optimizer's non-slot and slot variables in the default graph, sorted by name."""
        g = get_default_graph()
        found = [v for v in self._non_slot_dict.values() if v.graph is g]
        found += [v for slots in self._slots.values() for v in slots.values() if v.graph is g]
        return sorted(found, key=lambda v: v.name)

    # ------------------------------------------------------------------ the two halves
    def minimize(self, loss, global_step=None, var_list=None, gate_gradients=GATE_OP,
                 aggregation_method=None, colocate_gradients_with_ops=False, name=None,
                 grad_loss=None):
        """One training step's op: the gradients of ``loss`` applied to its variables."""
        grads_and_vars = self.compute_gradients(
            loss, var_list=var_list, gate_gradients=gate_gradients,
            aggregation_method=aggregation_method,
            colocate_gradients_with_ops=colocate_gradients_with_ops, grad_loss=grad_loss)
        if not [v for g, v in grads_and_vars if g is not None]:
            raise ValueError("No gradients provided for any variable, check your graph for ops "
                             "that do not support gradients, between variables %s and loss %s."
                             % ([str(v) for _, v in grads_and_vars], loss))
        return self.apply_gradients(grads_and_vars, global_step=global_step, name=name)

    def compute_gradients(self, loss, var_list=None, gate_gradients=GATE_OP,
                          aggregation_method=None, colocate_gradients_with_ops=False,
                          grad_loss=None):
        """[(gradient or None, variable)] for ``var_list`` (default: the trainable variables)."""
        from ..gradients_impl import gradients  # the gradients package imports the op library
        if gate_gradients not in (self.GATE_NONE, self.GATE_OP, self.GATE_GRAPH):
            raise ValueError("gate_gradients must be one of: Optimizer.GATE_NONE, "
                             "Optimizer.GATE_OP, Optimizer.GATE_GRAPH.  Not %s" % gate_gradients)
        self._assert_valid_dtypes([loss])
        if grad_loss is not None:
            self._assert_valid_dtypes([grad_loss])
        if var_list is None:
            var_list = get_collection(GraphKeys.TRAINABLE_VARIABLES)
        else:
            var_list = nest.flatten(var_list)  # any nesting: a dict's values by key, d.values()
        for v in var_list:
            _check_processable(v)
        if not var_list:
            raise ValueError("No variables to optimize.")
        # Differentiate with respect to each variable's reference (``m/w:0``), upstream of every
        # ``m/w/read``: all reads of the variable then share one summed gradient.
        var_refs = [convert_to_tensor(v, as_ref=True) for v in var_list]
        grads = gradients(loss, var_refs, grad_ys=grad_loss,
                          gate_gradients=gate_gradients == self.GATE_OP,
                          aggregation_method=aggregation_method,
                          colocate_gradients_with_ops=colocate_gradients_with_ops)
        if gate_gradients == self.GATE_GRAPH:
            grads = gating_ops.tuple(grads)
        grads_and_vars = list(zip(grads, var_list))
        self._assert_valid_dtypes([v for g, v in grads_and_vars if g is not None])
        return grads_and_vars

    def apply_gradients(self, grads_and_vars, global_step=None, name=None):
        """The op that updates each variable with its gradient (and bumps ``global_step``)."""
        grads_and_vars = tuple(grads_and_vars)  # a generator must survive two passes
        if not grads_and_vars:
            raise ValueError("No variables provided.")
        pairs = []
        for grad, var in grads_and_vars:
            if grad is not None:
                grad = self._as_gradient(grad)
            _check_processable(var)
            pairs.append((grad, var))
        if not [v for g, v in pairs if g is not None]:
            raise ValueError("No gradients provided for any variable: %s."
                             % ([str(v) for _, v in pairs],))
        g = get_default_graph()
        # TF's init_scope: slots are made outside any control dependencies, in the current
        # name scope (their names come from the variable scope anyway).
        with g.control_dependencies(None):
            self._create_slots([v for grad, v in pairs if grad is not None])
        with name_scope(name, self._name) as name:
            self._prepare()
            update_ops = []
            for grad, var in pairs:
                if grad is None:
                    continue
                with g.name_scope("update_" + var.op.name), g.colocate_with(var):
                    if isinstance(var, Tensor):
                        raise NotImplementedError("Trying to update a Tensor ", var)
                    update_ops.append(self._update(grad, var))
            if global_step is None:
                apply_updates = self._finish(update_ops, name)
            else:
                with g.control_dependencies([self._finish(update_ops, "update")]):
                    with g.colocate_with(global_step):
                        apply_updates = state_ops.assign_add(global_step, 1, name=name).op
            train_ops = get_collection_ref(GraphKeys.TRAIN_OP)
            if apply_updates not in train_ops:
                train_ops.append(apply_updates)
            return apply_updates

    # ------------------------------------------------------------------ for subclasses
    @staticmethod
    def _as_gradient(grad):
        if isinstance(grad, IndexedSlices):
            return grad
        try:
            grad = convert_to_tensor(grad)
        except (TypeError, ValueError):
            raise TypeError("Gradient must be convertible to a Tensor or IndexedSlices, or "
                            "None: %s" % (grad,)) from None
        if not isinstance(grad, Tensor):
            raise TypeError("Gradient must be a Tensor, IndexedSlices, or None: %s" % (grad,))
        return grad

    def _valid_dtypes(self):
        return (dtypes.float16, dtypes.float32, dtypes.float64)

    def _assert_valid_dtypes(self, tensors):
        valid = self._valid_dtypes()
        for t in tensors:
            dtype = t.dtype.base_dtype
            if dtype not in valid:
                raise ValueError("Invalid type %r for %s, expected: %s."
                                 % (dtype, t.name, list(valid)))

    def _create_slots(self, var_list):
        """Makes the slot variables of ``var_list`` (see ``_zeros_slot``)."""

    def _zeros_slot(self, var, slot_name, op_name):
        """Slot ``slot_name`` of ``var``: found, or made as zeros named ``<var>/<op_name>``."""
        return self._get_or_make(var, slot_name,
                                 lambda: slot_creator.create_zeros_slot(var, op_name))

    def _get_or_make_slot_with_initializer(self, var, initializer, shape, dtype, slot_name,
                                           op_name):
        """Slot ``slot_name`` of ``var``: found, or made by ``initializer`` (Adagrad's
        accumulator starts at ``initial_accumulator_value``, RMSProp's ``rms`` at ones)."""
        return self._get_or_make(var, slot_name, lambda: slot_creator.create_slot_with_initializer(
            var, initializer, shape, dtype, op_name))

    def _get_or_make(self, var, slot_name, make):
        named_slots = self._slots.setdefault(slot_name, {})
        key = _var_key(var)
        if key not in named_slots:
            named_slots[key] = make()
        return named_slots[key]

    def _create_non_slot_variable(self, initial_value, name, colocate_with):
        """A variable of the optimizer not tied to one variable, made once per graph: a plain
        ``Variable(initial_value, name=name, trainable=False)`` colocated with
        ``colocate_with`` (so reuse settings do not apply to it)."""
        g = colocate_with.graph
        key = (name, g)
        v = self._non_slot_dict.get(key)
        if v is None:
            with g.colocate_with(colocate_with):
                v = Variable(initial_value, name=name, trainable=False)
            self._non_slot_dict[key] = v
        return v

    def _get_non_slot_variable(self, name, graph=None):
        return self._non_slot_dict.get((name, graph))

    def _prepare(self):
        """Builds the tensors the updates share (the learning rate), in the optimizer's scope."""

    def _update(self, grad, var):
        """One variable's update; a variable's ``constraint`` is applied after it (as TF1's
        optimizers do: ``var.assign(constraint(var))`` once the update has run)."""
        if isinstance(grad, IndexedSlices):
            if var.constraint is not None:
                raise RuntimeError("Cannot use a constraint function on a sparse variable.")
            return self._apply_sparse_duplicate_indices(grad, var)
        update = self._apply_dense(grad, var)
        if var.constraint is None:
            return update
        with get_default_graph().control_dependencies([update]):
            return var.assign(var.constraint(var))

    def _apply_dense(self, grad, var):
        raise NotImplementedError()

    def _apply_sparse_duplicate_indices(self, grad, var):
        """Applies an IndexedSlices gradient: the rows of a repeated index are summed first
        (``Unique``, ``UnsortedSegmentSum``), so that ``_apply_sparse`` sees each row once."""
        unique_indices, positions = unique(grad.indices)
        summed = unsorted_segment_sum(grad.values, positions,
                                      array_ops.shape(unique_indices)[0])
        return self._apply_sparse(IndexedSlices(summed, unique_indices, grad.dense_shape), var)

    def _apply_sparse(self, grad, var):
        raise NotImplementedError()

    def _finish(self, update_ops, name_scope):
        return group(*update_ops, name=name_scope)


def hyper_tensor(value, name):
    """A hyperparameter as the tensor ``name``; a callable is called first, so a schedule can
    hand a fresh value to each ``minimize``."""
    return convert_to_tensor(value() if callable(value) else value, name=name)


class GradientDescentOptimizer(Optimizer):
    """``var -= learning_rate * gradient`` for every variable, one ApplyGradientDescent each."""

    def __init__(self, learning_rate, use_locking=False, name="GradientDescent"):
        super().__init__(use_locking, name)
        self._learning_rate = learning_rate
        self._learning_rate_tensor = None

    def _prepare(self):
        self._learning_rate_tensor = hyper_tensor(self._learning_rate, "learning_rate")

    def _apply_dense(self, grad, var):
        alpha = math_ops.cast(self._learning_rate_tensor, var.dtype.base_dtype)
        return apply_gradient_descent(var, alpha, grad, use_locking=self._use_locking).op

    def _apply_sparse_duplicate_indices(self, grad, var):
        # Subtracting adds repeated rows up by itself: no need to sum them first.
        rate = math_ops.cast(self._learning_rate_tensor, var.dtype.base_dtype)
        delta = IndexedSlices(grad.values * rate, grad.indices, grad.dense_shape)
        return var.scatter_sub(delta, use_locking=self._use_locking).op
