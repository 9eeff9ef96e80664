"""Cells made of cells: ``MultiRNNCell`` stacks them; ``DropoutWrapper``, ``ResidualWrapper``
and ``DeviceWrapper`` change what one cell does around its call.

Mirrors ``MultiRNNCell`` (tf-keras ``legacy_cells.py``) and ``legacy_cell_wrappers.py``.
``MultiRNNCell([a, b])`` runs ``a`` then ``b`` on ``a``'s output, each under its own variable
scope ``cell_0``, ``cell_1`` inside the stack's scope (``rnn/multi_rnn_cell/cell_0/
basic_lstm_cell/kernel``); its state is the tuple of their states. Passing the same cell object
twice shares its weights between the layers (TF warns about it).

A wrapper owns no variables and no scope of its own: it calls the wrapped cell directly, so the
variables keep the wrapped cell's names. ``DropoutWrapper`` drops the input, the new state
and/or the output with ``tf.nn.dropout`` (an LSTM's memory ``c`` is left alone by default;
``variational_recurrent=True`` draws one mask per sequence instead of one per step; op seeds
are derived from ``seed`` as TF derives them). ``ResidualWrapper`` adds the input to the output.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     cells = [tf.nn.rnn_cell.BasicLSTMCell(4) for _ in range(2)]
...     stack = tf.nn.rnn_cell.MultiRNNCell(cells)
...     out, state = stack(tf.ones([1, 3]), stack.zero_state(1, tf.float32))
>>> [v.name for v in stack.variables][::2]
['multi_rnn_cell/cell_0/basic_lstm_cell/kernel:0', 'multi_rnn_cell/cell_1/basic_lstm_cell/kernel:0']
"""
import hashlib
import numbers

from .. import nest
from ..default_graph import device, get_default_graph
from ..ops import math_ops, random_ops
from ..ops.core import convert_to_tensor, static_value
from ..ops.dropout_ops import dropout
from ..ops.indexing_ops import concat
from ..ops.array_ops import slice as slice_
from ..tf_logging import warning
from ..variable_scope import variable_scope
from .cell_base import RNNCell, assert_like_rnncell
from .cells import LSTMStateTuple


class MultiRNNCell(RNNCell):
    """Cells stacked: each step runs them in order, each feeding the next."""

    def __init__(self, cells, state_is_tuple=True):
        super().__init__()
        if not cells:
            raise ValueError("Must specify at least one cell for MultiRNNCell.")
        if not nest.is_nested(cells):
            raise TypeError("cells must be a list or tuple, but received: %s." % (cells,))
        if len(set(id(cell) for cell in cells)) < len(cells):
            warning("At least two cells provided to MultiRNNCell are the same object and will "
                    "share weights.")
        self._cells = cells
        self._state_is_tuple = state_is_tuple
        if not state_is_tuple and any(nest.is_nested(c.state_size) for c in cells):
            raise ValueError("Some cells return tuples of states, but the flag state_is_tuple is "
                             "not set. State sizes are: %s" % [c.state_size for c in cells])

    @property
    def state_size(self):
        if self._state_is_tuple:
            return tuple(cell.state_size for cell in self._cells)
        return sum(cell.state_size for cell in self._cells)

    output_size = property(lambda self: self._cells[-1].output_size)

    def zero_state(self, batch_size, dtype):
        with get_default_graph().name_scope(type(self).__name__ + "ZeroState"):
            if self._state_is_tuple:
                return tuple(cell.zero_state(batch_size, dtype) for cell in self._cells)
            return super().zero_state(batch_size, dtype)

    @property
    def trainable_weights(self):
        if not self.trainable:
            return []
        return [w for cell in self._cells for w in cell.trainable_weights]

    @property
    def non_trainable_weights(self):
        weights = [w for cell in self._cells for w in cell.non_trainable_weights]
        if not self.trainable:
            return [w for cell in self._cells for w in cell.trainable_weights] + weights
        return weights

    trainable_variables = trainable_weights
    non_trainable_variables = non_trainable_weights
    weights = property(lambda self: self.trainable_weights + self.non_trainable_weights)
    variables = weights

    def call(self, inputs, state):
        position, current, new_states = 0, inputs, []
        for i, cell in enumerate(self._cells):
            with variable_scope("cell_%d" % i):
                if self._state_is_tuple:
                    if not nest.is_nested(state):
                        raise ValueError("Expected state to be a tuple of length %d, but "
                                         "received: %s" % (len(self.state_size), state))
                    cell_state = state[i]
                else:
                    cell_state = slice_(state, [0, position], [-1, cell.state_size])
                    position += cell.state_size
                current, new_state = cell(current, cell_state)
                new_states.append(new_state)
        return current, tuple(new_states) if self._state_is_tuple else concat(new_states, 1)


class _Wrapper(RNNCell):
    """A cell around a cell: same sizes and zero state, called in the wrapped cell's scopes."""

    def __init__(self, cell, *args, **kwargs):
        super().__init__(*args, **kwargs)
        assert_like_rnncell("cell", cell)
        self.cell = cell

    def __call__(self, inputs, state, scope=None):
        return self._call_wrapped_cell(inputs, state, self.cell.__call__, scope=scope)

    state_size = property(lambda self: self.cell.state_size)
    output_size = property(lambda self: self.cell.output_size)
    wrapped_cell = property(lambda self: self.cell)

    def zero_state(self, batch_size, dtype):
        with get_default_graph().name_scope(type(self).__name__ + "ZeroState"):
            return self.cell.zero_state(batch_size, dtype)


class DropoutWrapper(_Wrapper):
    """Dropout on a cell's input, state and output; keep probabilities may be tensors."""

    def __init__(self, cell, input_keep_prob=1.0, output_keep_prob=1.0, state_keep_prob=1.0,
                 variational_recurrent=False, input_size=None, dtype=None, seed=None,
                 dropout_state_filter_visitor=None, **kwargs):
        super().__init__(cell, dtype=dtype, **kwargs)
        if dropout_state_filter_visitor is not None and not callable(
                dropout_state_filter_visitor):
            raise TypeError("dropout_state_filter_visitor must be callable. Received: %s"
                            % (dropout_state_filter_visitor,))
        self._dropout_state_filter = dropout_state_filter_visitor or _keep_lstm_memory
        with get_default_graph().name_scope("DropoutWrapperInit"):
            for prob, attr in ((input_keep_prob, "input_keep_prob"),
                               (state_keep_prob, "state_keep_prob"),
                               (output_keep_prob, "output_keep_prob")):
                tensor = convert_to_tensor(prob)
                known = static_value(tensor)
                if known is not None and not 0 <= known <= 1:
                    raise ValueError("Parameter %s must be between 0 and 1. Received %s"
                                     % (attr, known))
                setattr(self, "_" + attr, tensor if known is None else float(known))
        self._variational_recurrent = variational_recurrent
        self._seed = seed
        self._noise = {"input": None, "state": None, "output": None}
        if variational_recurrent:
            self._draw_sequence_noise(dtype, input_size)

    def _draw_sequence_noise(self, dtype, input_size):
        """One uniform draw per sequence (shape [1, size]) for each dropped value."""
        if dtype is None:
            raise ValueError("When variational_recurrent=True, dtype must be provided")

        def noise(kind, sizes):
            return _enumerated_map(sizes, lambda i, s: random_ops.random_uniform(
                concat(([1], _as_list(s)), 0), seed=self._gen_seed(kind, i), dtype=dtype), sizes)
        if not isinstance(self._input_keep_prob, numbers.Real) or self._input_keep_prob < 1.0:
            if input_size is None:
                raise ValueError("When variational_recurrent=True and input_keep_prob < 1.0 or "
                                 "is unknown, input_size must be provided")
            self._noise["input"] = noise("input", input_size)
        self._noise["state"] = noise("state", self.cell.state_size)
        self._noise["output"] = noise("output", self.cell.output_size)

    def _gen_seed(self, salt_prefix, index):
        """An op seed per dropped value: the first bits of md5(seed + salt), as TF makes it."""
        if self._seed is None:
            return None
        text = (str(self._seed) + "%s_%d" % (salt_prefix, index)).encode("utf-8")
        return int(hashlib.md5(text).hexdigest()[:8], 16) & 0x7FFFFFFF

    def build(self, input_shape):
        self.cell.build(input_shape)
        self.built = True

    def _dropout(self, values, kind, keep_prob, shallow=None):
        shallow = values if shallow is None else shallow
        noise = self._noise[kind]

        def drop(i, do_dropout, value, *noise_value):
            if isinstance(do_dropout, bool) and not do_dropout:
                return value
            if self._variational_recurrent:
                binary = math_ops.floor(keep_prob + noise_value[0])
                dropped = math_ops.truediv(value, keep_prob) * binary
                dropped.set_shape(value.shape)
                return dropped
            return dropout(value, rate=1.0 - keep_prob, seed=self._gen_seed(kind, i))
        args = [shallow, values] + ([noise] if self._variational_recurrent else [])
        return _enumerated_map(shallow, drop, *args)

    def _call_wrapped_cell(self, inputs, state, cell_call_fn, **kwargs):
        def should_drop(p):
            return not isinstance(p, float) or p < 1
        if should_drop(self._input_keep_prob):
            inputs = self._dropout(inputs, "input", self._input_keep_prob)
        output, new_state = cell_call_fn(inputs, state, **kwargs)
        if should_drop(self._state_keep_prob):
            # The structure of booleans (True: drop) the filter marks out of the state.
            shallow = nest.get_traverse_shallow_structure(self._dropout_state_filter, new_state)
            new_state = self._dropout(new_state, "state", self._state_keep_prob, shallow)
        if should_drop(self._output_keep_prob):
            output = self._dropout(output, "output", self._output_keep_prob)
        return output, new_state


class ResidualWrapper(_Wrapper):
    """``output = inputs + cell's output`` (or ``residual_fn(inputs, output)``)."""

    def __init__(self, cell, residual_fn=None, **kwargs):
        super().__init__(cell, **kwargs)
        self._residual_fn = residual_fn

    def _call_wrapped_cell(self, inputs, state, cell_call_fn, **kwargs):
        outputs, new_state = cell_call_fn(inputs, state, **kwargs)

        def add_inputs(inputs, outputs):
            nest.assert_same_structure(inputs, outputs)
            for i, o in zip(nest.flatten(inputs), nest.flatten(outputs)):
                i.shape.assert_is_compatible_with(o.shape)
            return nest.map_structure(lambda i, o: i + o, inputs, outputs)
        return (self._residual_fn or add_inputs)(inputs, outputs), new_state


class DeviceWrapper(_Wrapper):
    """Builds the wrapped cell's ops (and zero state) on ``device``."""

    def __init__(self, cell, device, **kwargs):
        super().__init__(cell, **kwargs)
        self._device = device

    def zero_state(self, batch_size, dtype):
        with get_default_graph().name_scope(type(self).__name__ + "ZeroState"):
            with device(self._device):
                return self.cell.zero_state(batch_size, dtype)

    def _call_wrapped_cell(self, inputs, state, cell_call_fn, **kwargs):
        with device(self._device):
            return cell_call_fn(inputs, state, **kwargs)


def _keep_lstm_memory(substate):
    """The default state filter: drop an LSTM's output ``h`` but never its memory ``c``."""
    if isinstance(substate, LSTMStateTuple):
        return LSTMStateTuple(c=False, h=True)
    return True


def _enumerated_map(shallow, fn, *structures):
    """``fn(index, *parts)`` over the leaves of ``shallow``, counting every leaf."""
    count = iter(range(len(nest.flatten(shallow))))
    return nest.map_structure_up_to(shallow, lambda *parts: fn(next(count), *parts),
                                    *structures)


def _as_list(size):
    return list(size) if nest.is_nested(size) else [size]
