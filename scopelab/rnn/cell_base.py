"""``tf.nn.rnn_cell.RNNCell``: one time step of a recurrent network, as a layer.

Mirrors the TF1 cells (``legacy_cells.py`` of tf-keras, which ``tf.compat.v1.nn.rnn_cell``
exports). A cell maps ``(input, state)`` to ``(output, new_state)`` for one time step; an RNN
calls the same cell object once per step. Cells are ``tf.layers`` layers, so the variables are
made on the first call, in the cell's own variable scope (``rnn/basic_lstm_cell/kernel``), and
every later call finds them again there: that is how one set of weights is shared across time.

Two kinds of cells enter their scopes differently, as in TF:

- a *layer* cell (BasicRNNCell, BasicLSTMCell, LSTMCell, GRUCell) is called as any layer;
- a *composite* cell (MultiRNNCell, or your own ``RNNCell`` subclass) first re-enters the
  variable scope it was first called in, with a custom getter that records the variables its
  inner cells make in its ``weights``.

``zero_state(batch_size, dtype)`` builds zeros for the state under ``<Class>ZeroState/``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     cell = tf.nn.rnn_cell.BasicRNNCell(4)
...     state = cell.zero_state(2, tf.float32)
...     out, new_state = cell(tf.ones([2, 3]), state)
>>> state.name, [v.name for v in cell.variables], out.shape.as_list()
('BasicRNNCellZeroState/zeros:0', ['basic_rnn_cell/kernel:0', 'basic_rnn_cell/bias:0'], [2, 4])
"""
from .. import dtypes, nest
from ..default_graph import get_default_graph
from ..layers.base import Layer
from ..ops import array_ops
from ..ops.core import constant, convert_to_tensor, static_value
from ..ops.indexing_ops import concat
from ..tensor import Tensor
from ..core.shapes import TensorShape
from ..variable_scope import get_variable_scope, variable_scope
from ..variables import trainable_variables


class RNNCell(Layer):
    """The base of every cell: ``state_size``, ``output_size``, ``zero_state`` and a call
    ``(output, new_state) = cell(inputs, state)``."""

    def __init__(self, trainable=True, name=None, dtype=None, **kwargs):
        super().__init__(trainable=trainable, name=name, dtype=dtype, **kwargs)
        self._rnncell_scope = None

    def __call__(self, inputs, state, scope=None):
        if scope is not None:
            with variable_scope(scope, custom_getter=self._rnn_get_variable) as scope:
                return Layer.__call__(self, inputs, state, scope=scope)
        if self._rnncell_scope is None:
            # Captured on the first call: later calls re-enter the same variable scope wherever
            # they are made (inside a while loop, under another scope).
            self._rnncell_scope = variable_scope(get_variable_scope(),
                                                 custom_getter=self._rnn_get_variable)
        with self._rnncell_scope:
            return Layer.__call__(self, inputs, state)

    def _rnn_get_variable(self, getter, *args, **kwargs):
        """A custom getter that lists in this cell's weights what its inner cells make."""
        variable = getter(*args, **kwargs)
        trainable = variable in trainable_variables()
        weights = self._trainable_weights if trainable else self._non_trainable_weights
        if all(variable is not v for v in weights):
            weights.append(variable)
        return variable

    @property
    def state_size(self):
        """The size of the state: an int, a TensorShape, or a structure of them."""
        raise NotImplementedError("Abstract method")

    @property
    def output_size(self):
        """The size of the output of one step."""
        raise NotImplementedError("Abstract method")

    def get_initial_state(self, inputs=None, batch_size=None, dtype=None):
        """The zero state, sized from ``inputs`` or from ``batch_size`` and ``dtype``."""
        if inputs is not None:
            inputs = convert_to_tensor(inputs, name="inputs")
            batch_size = inputs.shape.dims[0].value
            if batch_size is None:
                batch_size = array_ops.shape(inputs)[0]
            dtype = inputs.dtype
        if batch_size is None or dtype is None:
            raise ValueError("batch_size and dtype cannot be None while constructing initial "
                             "state: batch_size=%s, dtype=%s" % (batch_size, dtype))
        return self.zero_state(batch_size, dtype)

    def zero_state(self, batch_size, dtype):
        """Zeros of shape ``[batch_size, s]`` for each size ``s`` in ``state_size``."""
        with get_default_graph().name_scope(type(self).__name__ + "ZeroState"):
            return zero_state_tensors(self.state_size, batch_size, dtype)


class LayerRNNCell(RNNCell):
    """A cell that is a plain layer: called in its own scope, without a captured one."""

    def __call__(self, inputs, state, scope=None, *args, **kwargs):
        return Layer.__call__(self, inputs, state, *args, scope=scope, **kwargs)


def concat_shape(prefix, suffix, static=False):
    """``prefix`` + ``suffix`` (ints, TensorShapes or int tensors) as a shape tensor, or with
    ``static`` as a list of ints and Nones. Both ways make the same constants, as TF does."""
    p, p_static = _shape_part(prefix, "Prefix")
    s, s_static = _shape_part(suffix, "suffix")
    if static:
        shape = TensorShape(p_static).concatenate(s_static)
        return shape.as_list() if shape.ndims is not None else None
    if p is None or s is None:
        raise ValueError("Prefix or suffix can't be None. Received prefix = %s and suffix = %s"
                         % (prefix, suffix))
    return concat((p, s), 0)


def _shape_part(part, what):
    if isinstance(part, Tensor):
        known = static_value(part)
        if part.shape.ndims == 0:
            part = array_ops.expand_dims(part, 0)
        elif part.shape.ndims != 1:
            raise ValueError("%s tensor must be either a scalar or vector, but received tensor: "
                             "%s" % (what, part))
        return part, (None if known is None else TensorShape(known.tolist() if known.ndim
                                                             else [int(known)]))
    shape = TensorShape(part)
    known = shape.as_list() if shape.ndims is not None else None
    tensor = constant(shape.as_list(), dtype=dtypes.int32) if shape.is_fully_defined() else None
    return tensor, known


def zero_state_tensors(state_size, batch_size, dtype):
    """A structure of zeros like ``state_size``, each ``[batch_size] + size``."""
    def zeros_for(size):
        zeros = array_ops.zeros(concat_shape(batch_size, size), dtype=dtype)
        zeros.set_shape(concat_shape(batch_size, size, static=True))
        return zeros
    return nest.map_structure(zeros_for, state_size)


def assert_like_rnncell(cell_name, cell):
    """TypeError unless ``cell`` has what an RNN needs of a cell."""
    missing = [text for text, ok in (
        ("'output_size' property is missing", hasattr(cell, "output_size")),
        ("'state_size' property is missing", hasattr(cell, "state_size")),
        ("either 'zero_state' or 'get_initial_state' method is required",
         hasattr(cell, "zero_state") or hasattr(cell, "get_initial_state")),
        ("is not callable", callable(cell))) if not ok]
    if missing:
        raise TypeError("The argument %r (%s) is not an RNNCell: %s."
                        % (cell_name, cell, ", ".join(missing)))


def check_supported_dtype(dtype):
    if dtype is None:
        return
    dtype = dtypes.as_dtype(dtype)
    if not dtype.is_floating:
        raise ValueError("RNN cell only supports floating point inputs, but received dtype: %s"
                         % dtype)


def check_input_dtypes(structure):
    for t in nest.flatten(structure):
        check_supported_dtype(t.dtype)
