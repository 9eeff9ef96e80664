"""``tf.layers.Layer``: how a TF1 layer names, creates and shares its variables.

Mirrors ``tf.compat.v1.layers.Layer`` (TF 2.21 with tf-keras, ``legacy_tf_layers/base.py`` over
Keras's ``base_layer_v1.py``). A layer is an object holding variables; calling it on a tensor
builds ops. Three names are involved, and they differ:

- ``layer.name`` ("dense_1") counts layers of a kind in the whole graph, Keras-style: the first
  unnamed Dense is ``dense_1``. Only used in messages.
- The *variable scope* (``layer.scope_name``, "dense") names the variables: ``dense/kernel``.
  An unnamed layer opens ``variable_scope(None, default_name="dense")`` on its first call, so
  the counter is per enclosing variable scope (``tower/dense``, ``tower/dense_1``) and starts
  again when a scope is re-entered: that is how a second pass under ``reuse=True`` finds the
  first pass's variables. A functional layer given ``name=`` captures that scope when it is
  made, unchanged, so ``name=`` plus ``reuse=`` shares.
- The *op name scope* is the variable scope's ``original_name_scope`` ("dense/", or
  "outer/dense/" under ``tf.name_scope("outer")``), re-entered on every call: calling one layer
  twice gives ``dense/MatMul`` and ``dense/MatMul_1``, while a new layer object sharing the
  variables gets a fresh one (``dense_1/MatMul``).

The first call builds the layer (``build``: ``add_weight`` per variable, through
``tf.get_variable`` in the layer's scope), later calls reuse the variables. Weight
regularizers add ``<layer>/kernel/Regularizer/...`` losses and activity regularizers
``<layer>/ActivityRegularizer/...`` (divided by the batch size) to REGULARIZATION_LOSSES; ops a
layer must run besides its output (batch norm's moving averages) go to UPDATE_OPS.
Kernel and bias constraints go to the variables, and optimizers apply them after each update.
Left out: Keras-style layers (``keras_style_scope``), masks, ``training=None`` meaning Keras's
learning phase (taken as False), and the Keras session helpers ``get_weights`` /
``set_weights``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None, 3])
...     layer = tf.layers.Dense(2)
...     y1, y2 = layer(x), layer(x)
>>> layer.name, layer.scope_name, [v.name for v in layer.variables], y2.name
('dense_1', 'dense', ['dense/kernel:0', 'dense/bias:0'], 'dense/BiasAdd_1:0')
"""
import re

import numpy as np

from .. import dtypes
from ..default_graph import get_default_graph, graph_singleton
from ..graph_keys import GraphKeys
from ..initializers import glorot_uniform_initializer, zeros_initializer
from ..ops import array_ops, math_ops
from ..ops.control_flow_ops import cond
from ..ops.core import convert_to_tensor, static_value
from ..tensor import Tensor
from ..variable_scope import get_variable, variable_scope
from ..variables import (VariableAggregation, VariableSynchronization, global_variables,
                         trainable_variables)
from .input_spec import check_input

# Collection key of the per-graph counts behind layer names ("dense_1", "dense_2").
_NAME_UIDS_KEY = ("__layer_name_uids",)


def to_snake_case(name):
    """A class name as a layer name: ``MaxPooling2D`` -> ``max_pooling2d``."""
    name = re.sub("(.)([A-Z][a-z0-9]+)", r"\1_\2", name)
    return re.sub("([a-z])([A-Z])", r"\1_\2", name).lower()


def unique_layer_name(base):
    """``base_1``, ``base_2``...: counted per graph and base name, from 1."""
    uids = graph_singleton(_NAME_UIDS_KEY, dict)
    uids[base] = uids.get(base, 0) + 1
    return "%s_%d" % (base, uids[base])


def smart_cond(pred, true_fn, false_fn, name=None):
    """``true_fn()`` or ``false_fn()`` when ``pred`` is known while building (a Python bool,
    or a tensor the graph fixes), else a ``tf.cond`` of both."""
    if isinstance(pred, Tensor):
        known = static_value(pred)
        if known is None:
            return cond(pred, true_fn, false_fn, name=name)
        pred = bool(known)
    elif pred not in (0, 1):
        raise TypeError("Argument `pred` must be a Tensor, or a Python bool, or 1 or 0. "
                        "Received: pred=%s of type %s" % (pred, type(pred).__name__))
    return true_fn() if pred else false_fn()


class Layer:
    """The base of every ``tf.layers`` class: scopes, variables, losses and updates.

    Subclasses define ``build(input_shape)`` (make the variables with ``add_weight``) and
    ``call(inputs, ...)`` (the ops).
    """

    def __init__(self, trainable=True, name=None, dtype=None, activity_regularizer=None,
                 _scope=None, _reuse=None):
        self.trainable = trainable
        self.built = False
        self._dtype = None if dtype is None else dtypes.as_dtype(dtype).base_dtype
        self._reuse = _reuse
        self._activity_regularizer = activity_regularizer
        self._trainable_weights, self._non_trainable_weights = [], []
        self._updates, self._losses, self._callable_losses = [], [], []
        self.input_spec = None
        self._base_name = to_snake_case(type(self).__name__) if not name else name
        self._name = unique_layer_name(self._base_name) if not name else name
        self._scope = self._current_scope = None
        if _scope:
            # Captured now, with its op name scope: a later layer named alike gets "fc_1/".
            with variable_scope(_scope) as captured:
                self._scope = captured

    name = property(lambda self: self._name)
    dtype = property(lambda self: self._dtype)

    @property
    def scope_name(self):
        if not self._scope:
            raise ValueError('No name available for layer scope because the layer "%s" has not '
                             "been used yet. The scope name  is determined the first time the "
                             "layer instance is called. You must therefore call the layer "
                             "before querying `scope_name`." % self._name)
        return self._scope.name

    # ------------------------------------------------------------------ variables
    @property
    def trainable_weights(self):
        return list(self._trainable_weights) if self.trainable else []

    @property
    def non_trainable_weights(self):
        if self.trainable:
            return list(self._non_trainable_weights)
        return self._trainable_weights + self._non_trainable_weights

    trainable_variables = trainable_weights
    non_trainable_variables = non_trainable_weights

    @property
    def weights(self):
        return self.trainable_weights + self.non_trainable_weights

    variables = weights

    def _set_scope(self, scope=None):
        if self._scope is None:
            if self._reuse:
                with variable_scope(scope if scope is not None else self._base_name) as vs:
                    self._scope = vs
            else:
                with variable_scope(scope, default_name=self._base_name) as vs:
                    self._scope = vs

    def add_weight(self, name, shape, dtype=None, initializer=None, regularizer=None,
                   trainable=None, constraint=None, partitioner=None, use_resource=None,
                   synchronization=VariableSynchronization.AUTO, aggregation=None):
        """The variable ``<layer scope>/name``, made (or found, when reusing) by get_variable."""
        if synchronization == VariableSynchronization.ON_READ:
            if trainable:
                raise ValueError("Synchronization value can be set to "
                                 "VariableSynchronization.ON_READ only for non-trainable "
                                 "variables. You have specified trainable=True and "
                                 "synchronization=VariableSynchronization.ON_READ.")
            trainable = False
        elif trainable is None:
            trainable = True
        existing = set(global_variables())
        dtype = dtypes.as_dtype(dtype or self._dtype or dtypes.float32)
        self._set_scope(None)
        g = get_default_graph()
        with variable_scope(self._scope, reuse=self.built or self._reuse,
                            auxiliary_name_scope=False) as scope:
            self._current_scope = scope
            with g.name_scope(scope.original_name_scope):
                initializer = _default_initializer(
                    initializer if initializer is not None else scope.initializer, dtype, name,
                    self._name)
                variable = get_variable(name, shape=shape, dtype=dtype, initializer=initializer,
                                        trainable=trainable and self.trainable,
                                        constraint=constraint, partitioner=partitioner,
                                        synchronization=synchronization,
                                        aggregation=aggregation or VariableAggregation.NONE)
                if regularizer and variable not in existing:
                    self._add_weight_loss(name, variable, regularizer)
        if trainable and self.trainable:
            # A variable found non-trainable (made so by another layer) stays non-trainable.
            kept = variable in trainable_variables()
            (self._trainable_weights if kept else self._non_trainable_weights).append(variable)
        else:
            self._non_trainable_weights.append(variable)
        return variable

    add_variable = add_weight  # TF1's older name

    def count_params(self):
        """How many numbers the layer's variables hold."""
        if not self.built:
            raise ValueError("You tried to call `count_params` on layer %s, but the layer isn't "
                             "built. You can build it manually via: `%s.build(batch_input_shape)`."
                             % (self._name, self._name))
        return sum(int(np.prod(v.shape.as_list())) for v in self.weights)

    def _add_weight_loss(self, name, variable, regularizer):
        def loss():
            with get_default_graph().name_scope(name + "/Regularizer"):
                return regularizer(variable)
        self.add_loss(loss)

    # ------------------------------------------------------------------ losses and updates
    def add_loss(self, losses, inputs=None):
        """Tensors (or functions making them) into the layer's losses and
        REGULARIZATION_LOSSES; a function is called now, and again by ``layer.losses``."""
        made = []
        for loss in losses if isinstance(losses, (list, tuple)) else [losses]:
            if callable(loss):
                self._callable_losses.append(loss)
                loss = loss()
            elif loss is not None:
                loss = convert_to_tensor(loss, dtype=dtypes.float32)
                self._losses.append(loss)
            if loss is not None:
                made.append(loss)
        _add_to_collection(made, GraphKeys.REGULARIZATION_LOSSES)

    @property
    def losses(self):
        """The loss tensors; weight regularizers are built anew on each access, as in TF."""
        rebuilt = [fn() for fn in self._callable_losses]
        return self._losses + [t for t in rebuilt if t is not None]

    def add_update(self, updates):
        """Ops to run along with the layer (``tf.GraphKeys.UPDATE_OPS``); a function is called
        now for its op."""
        for update in updates if isinstance(updates, (list, tuple)) else [updates]:
            update = update() if callable(update) else update
            self._updates.append(getattr(update, "op", update))

    @property
    def updates(self):
        return list(self._updates) if self.trainable else []

    # ------------------------------------------------------------------ calling
    def build(self, input_shape):
        """Makes the variables, knowing the input's static shape; the default makes none."""

    def call(self, inputs):
        return inputs

    def __call__(self, inputs, *args, **kwargs):
        """Builds the layer on first use, then ``call`` in the layer's op name scope."""
        self._set_scope(kwargs.pop("scope", None))
        g = get_default_graph()
        with variable_scope(self._scope, reuse=True if self.built else self._reuse,
                            auxiliary_name_scope=False) as scope:
            self._current_scope = scope
            inputs = _as_input(inputs, self._name)
            check_input(self.input_spec, inputs, self._name)
            with g.name_scope(scope.original_name_scope):
                if not self.built:
                    if self._dtype is None:
                        self._dtype = inputs.dtype.base_dtype
                    self.build(inputs.shape)
                    self.built = True
                outputs = self.call(inputs, *args, **kwargs)
                if self._activity_regularizer is not None:
                    self._add_activity_loss(outputs)
        _add_to_collection(self.updates, GraphKeys.UPDATE_OPS)
        return outputs

    def apply(self, inputs, *args, **kwargs):
        return self(inputs, *args, **kwargs)

    def _add_activity_loss(self, outputs):
        """The regularizer of the output, per example: divided by the batch size."""
        with get_default_graph().name_scope("ActivityRegularizer"):
            loss = convert_to_tensor(self._activity_regularizer(outputs))
            batch = math_ops.cast(array_ops.shape(outputs)[0], loss.dtype)
            self.add_loss(loss / batch)

    def __repr__(self):
        return "<%s name=%r scope=%r built=%s>" % (
            type(self).__name__, self._name, self._scope.name if self._scope else None,
            self.built)


def _default_initializer(initializer, dtype, name, layer_name):
    if initializer is not None:
        return initializer
    if dtype.is_floating:
        return glorot_uniform_initializer()
    if dtype.is_integer or dtype.is_bool:
        return zeros_initializer()
    raise ValueError("An initializer for variable %s of type %s is required for layer %s"
                     % (name, dtype.base_dtype.name, layer_name))


def _as_input(inputs, layer_name):
    """A layer's input as a tensor: numpy arrays and Python numbers are converted."""
    if isinstance(inputs, (np.ndarray, float, int)):
        return convert_to_tensor(inputs)
    if isinstance(inputs, (list, tuple)):
        flat = [convert_to_tensor(v) for v in np.ravel(np.asarray(inputs, dtype=object))]
        if len(flat) != 1:
            raise ValueError('Layer "%s" expects 1 input(s), but it received %d input tensors. '
                             "Inputs received: %s" % (layer_name, len(flat), flat))
        return flat[0]
    return convert_to_tensor(inputs)


def _add_to_collection(elements, name):
    """Appends to collection ``name`` the elements not in it yet."""
    collection = get_default_graph().get_collection_ref(name)
    seen = {id(e) for e in collection}
    for element in elements:
        if id(element) not in seen:
            collection.append(element)
            seen.add(id(element))


def normalize_tuple(value, n, name):
    """``value`` as ``n`` ints: 3 -> (3, 3), as Keras reads kernel sizes and strides."""
    if isinstance(value, int):
        return (value,) * n
    try:
        values = tuple(int(v) for v in value)
    except (TypeError, ValueError):
        values = ()
    if len(values) != n:
        raise ValueError("The `%s` argument must be a tuple of %d integers. Received: %s"
                         % (name, n, value))
    return values


def normalize_padding(value):
    padding = value.lower() if isinstance(value, str) else value
    if padding not in ("valid", "same"):
        raise ValueError('The `padding` argument must be a list/tuple or one of "valid", "same" '
                         '(or "causal", only for `Conv1D). Received: %s' % (padding,))
    return padding


