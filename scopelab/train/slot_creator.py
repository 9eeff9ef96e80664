"""Slot variables: the extra per-variable state of an optimizer (Momentum's accumulator...).

Mirrors ``tensorflow/python/training/slot_creator.py``. A slot for primary variable ``m/w`` is
made by ``get_variable`` itself, in a variable scope opened with only a *default* name,
``<primary op name>/<optimizer name>``:

    with variable_scope(None, "m/w/Momentum"):
        get_variable("", shape=<w's shape>, initializer=zeros_initializer(), trainable=False)

So the slot is ``m/w/Momentum`` (its store key ``m/w/Momentum/``), its ops
``m/w/Momentum/Initializer/zeros``, ``.../Assign``, ``.../read``, all colocated with the primary
(``_class: loc:@m/w``). It is not trainable but is a global variable, so
``global_variables_initializer`` and ``Saver`` see it. A second optimizer of the same name
gets ``m/w/Momentum_1``, unless the enclosing variable scope was re-entered in between: that
frees the default names again, so the second optimizer *shares* the first one's slot under
``reuse=True``, and fails with "already exists" without it.

``create_slot`` makes a slot from a tensor instead of an initializer: the slot's initial value
is that tensor (``ExponentialMovingAverage`` starts each shadow variable at its variable's
initialized value, see ``moving_averages.py``).

Because it is a ``get_variable``, the scope's *reuse* applies: an optimizer built under an
inherited ``reuse=True`` asks for a slot that does not exist yet and fails with "Variable
m/m/w/Momentum/ does not exist" (tensorflow/tensorflow#6220); ``AUTO_REUSE`` creates it.
Left out: zeros slots of primaries whose shape is not fully known, partitioned primaries.
"""
from ..default_graph import get_default_graph
from ..initializers import zeros_initializer
from ..variable_scope import get_variable, get_variable_scope, variable_scope


def _create_slot_var(initializer, shape, dtype, validate_shape):
    scope = get_variable_scope()
    # Slots are never partitioned, whatever the scope's partitioner says.
    partitioner = scope.partitioner
    scope.set_partitioner(None)
    try:
        return get_variable("", initializer=initializer, trainable=False, use_resource=False,
                            shape=shape, dtype=dtype, validate_shape=validate_shape)
    finally:
        scope.set_partitioner(partitioner)


def _in_slot_scope(primary, name, colocate_with_primary, make):
    with variable_scope(None, primary.op.name + "/" + name):
        if colocate_with_primary:
            with get_default_graph().colocate_with(primary):
                return make()
        return make()


def create_slot(primary, val, name, colocate_with_primary=True):
    """A slot ``<primary op name>/<name>`` (made unique) whose initial value is tensor ``val``."""
    return _in_slot_scope(primary, name, colocate_with_primary, lambda: _create_slot_var(
        val, None, None, val.get_shape().is_fully_defined()))


def create_slot_with_initializer(primary, initializer, shape, dtype, name,
                                 colocate_with_primary=True):
    """A slot ``<primary op name>/<name>`` (made unique) initialized by ``initializer``."""
    return _in_slot_scope(primary, name, colocate_with_primary, lambda: _create_slot_var(
        initializer, shape, dtype, shape.is_fully_defined()))


def create_zeros_slot(primary, name, dtype=None, colocate_with_primary=True):
    """A slot of zeros shaped and typed like ``primary``."""
    if dtype is None:
        dtype = primary.dtype
    shape = primary.get_shape()
    if not shape.is_fully_defined():
        raise NotImplementedError("scopelab makes slots only for variables of fully known shape; "
                                  "%s has shape %s." % (primary.op.name, shape))
    return create_slot_with_initializer(primary, zeros_initializer(), shape,
                                        dtype.base_dtype, name,
                                        colocate_with_primary=colocate_with_primary)
