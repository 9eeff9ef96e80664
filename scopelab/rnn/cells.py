"""The TF1 cells: ``BasicRNNCell``, ``GRUCell``, ``BasicLSTMCell`` and ``LSTMCell``.

Each cell concatenates the step's input with the previous output and multiplies by one kernel
of shape ``[input_depth + units, gates * units]``, so an LSTM holds a single ``kernel`` and a
single ``bias`` for its four gates (input ``i``, candidate ``j``, forget ``f``, output ``o``, in
that order along the columns). Variable names are TF's: ``basic_lstm_cell/kernel``,
``gru_cell/gates/kernel``, ``lstm_cell/projection/kernel``, ``lstm_cell/w_f_diag``.

An LSTM's state is an ``LSTMStateTuple(c, h)``: the memory ``c`` and the output ``h``
(``state_is_tuple=False`` concatenates them instead, as old code did). ``forget_bias`` is added
to the forget gate so that a fresh LSTM starts by remembering. ``LSTMCell`` adds peepholes
(``use_peepholes``: the gates also look at ``c``), ``cell_clip``, a projection of the output
(``num_proj``, ``proj_clip``), a kernel ``initializer``, and the deprecated
``num_unit_shards`` / ``num_proj_shards`` (the kernels cut into a partitioned variable).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     cell = tf.nn.rnn_cell.LSTMCell(4, num_proj=2, use_peepholes=True)
...     out, state = cell(tf.ones([1, 3]), cell.zero_state(1, tf.float32))
>>> cell.state_size, out.shape.as_list(), [v.name for v in cell.variables][2:]
... # doctest: +NORMALIZE_WHITESPACE
(LSTMStateTuple(c=4, h=2), [1, 2], ['lstm_cell/w_f_diag:0', 'lstm_cell/w_i_diag:0',
 'lstm_cell/w_o_diag:0', 'lstm_cell/projection/kernel:0'])
"""
import collections

from .. import dtypes
from ..initializers import constant_initializer, zeros_initializer
from ..layers import by_name
from ..layers.input_spec import InputSpec
from ..ops import array_ops, math_ops
from ..ops.clip_ops import clip_by_value
from ..ops.core import constant
from ..ops.indexing_ops import concat
from ..ops.nn_ops import bias_add
from ..ops.slice_ops import split
from ..partitioned_variables import fixed_size_partitioner
from .cell_base import LayerRNNCell, check_input_dtypes, check_supported_dtype


class LSTMStateTuple(collections.namedtuple("LSTMStateTuple", ("c", "h"))):
    """An LSTM's state: ``c`` the memory, ``h`` the output."""

    __slots__ = ()

    @property
    def dtype(self):
        c, h = self
        if c.dtype != h.dtype:
            raise TypeError("Inconsistent dtypes for internal state: %s vs %s"
                            % (c.dtype, h.dtype))
        return c.dtype


class _GatedCell(LayerRNNCell):
    """What the four cells share: ``num_units``, a 2-D input and an activation (tanh)."""

    def __init__(self, num_units, activation=None, reuse=None, name=None, dtype=None, **kwargs):
        super().__init__(_reuse=reuse, name=name, dtype=dtype, **kwargs)
        check_supported_dtype(self.dtype)
        self.input_spec = InputSpec(ndim=2)
        self._num_units = num_units
        self._activation = by_name.activation(activation) if activation else math_ops.tanh

    def _input_depth(self, input_shape):
        depth = input_shape.dims[-1] if input_shape.dims else None
        if depth is None:
            raise ValueError("Expected inputs.shape[-1] to be known, received shape: %s"
                             % (input_shape,))
        check_supported_dtype(self.dtype)
        return depth


class BasicRNNCell(_GatedCell):
    """``output = new_state = tanh(W [x, h] + b)``."""

    state_size = property(lambda self: self._num_units)
    output_size = property(lambda self: self._num_units)

    def build(self, input_shape):
        depth = self._input_depth(input_shape)
        self._kernel = self.add_weight("kernel", shape=[depth + self._num_units, self._num_units])
        self._bias = self.add_weight("bias", shape=[self._num_units],
                                     initializer=zeros_initializer(dtype=self.dtype))

    def call(self, inputs, state):
        check_input_dtypes([inputs, state])
        gate_inputs = bias_add(math_ops.matmul(concat([inputs, state], 1), self._kernel),
                               self._bias)
        output = self._activation(gate_inputs)
        return output, output


class GRUCell(_GatedCell):
    """Gated recurrent unit: a reset gate ``r`` and an update gate ``u`` (kernel
    ``gates/kernel``, bias starting at 1), then a candidate from ``[x, r * h]``
    (``candidate/kernel``); ``new_h = u * h + (1 - u) * candidate``."""

    def __init__(self, num_units, activation=None, reuse=None, kernel_initializer=None,
                 bias_initializer=None, name=None, dtype=None, **kwargs):
        super().__init__(num_units, activation, reuse, name, dtype, **kwargs)
        self._kernel_initializer = by_name.initializer(kernel_initializer)
        self._bias_initializer = by_name.initializer(bias_initializer)

    state_size = property(lambda self: self._num_units)
    output_size = property(lambda self: self._num_units)

    def build(self, input_shape):
        depth, units = self._input_depth(input_shape), self._num_units
        bias_init = self._bias_initializer
        self._gate_kernel = self.add_weight("gates/kernel", shape=[depth + units, 2 * units],
                                            initializer=self._kernel_initializer)
        self._gate_bias = self.add_weight(
            "gates/bias", shape=[2 * units],
            initializer=bias_init if bias_init is not None else
            constant_initializer(1.0, dtype=self.dtype))
        self._candidate_kernel = self.add_weight("candidate/kernel", shape=[depth + units, units],
                                                 initializer=self._kernel_initializer)
        self._candidate_bias = self.add_weight(
            "candidate/bias", shape=[units],
            initializer=bias_init if bias_init is not None else
            zeros_initializer(dtype=self.dtype))

    def call(self, inputs, state):
        check_input_dtypes([inputs, state])
        gate_inputs = bias_add(math_ops.matmul(concat([inputs, state], 1), self._gate_kernel),
                               self._gate_bias)
        r, u = split(value=math_ops.sigmoid(gate_inputs), num_or_size_splits=2, axis=1)
        candidate = bias_add(math_ops.matmul(concat([inputs, r * state], 1),
                                             self._candidate_kernel), self._candidate_bias)
        c = self._activation(candidate)
        new_h = u * state + (1 - u) * c
        return new_h, new_h


class BasicLSTMCell(_GatedCell):
    """Long short-term memory, the plain version: no peepholes, clipping or projection."""

    def __init__(self, num_units, forget_bias=1.0, state_is_tuple=True, activation=None,
                 reuse=None, name=None, dtype=None, **kwargs):
        super().__init__(num_units, activation, reuse, name, dtype, **kwargs)
        self._forget_bias = forget_bias
        self._state_is_tuple = state_is_tuple

    @property
    def state_size(self):
        units = self._num_units
        return LSTMStateTuple(units, units) if self._state_is_tuple else 2 * units

    output_size = property(lambda self: self._num_units)

    def build(self, input_shape):
        depth, units = self._input_depth(input_shape), self._num_units
        self._kernel = self.add_weight("kernel", shape=[depth + units, 4 * units])
        self._bias = self.add_weight("bias", shape=[4 * units],
                                     initializer=zeros_initializer(dtype=self.dtype))

    def call(self, inputs, state):
        check_input_dtypes([inputs, state])
        one = constant(1, dtype=dtypes.int32)
        if self._state_is_tuple:
            c, h = state
        else:
            c, h = split(value=state, num_or_size_splits=2, axis=one)
        gate_inputs = bias_add(math_ops.matmul(concat([inputs, h], 1), self._kernel), self._bias)
        i, j, f, o = split(value=gate_inputs, num_or_size_splits=4, axis=one)
        forget_bias = constant(self._forget_bias, dtype=f.dtype)
        add, multiply, sigmoid = math_ops.add, math_ops.multiply, math_ops.sigmoid
        new_c = add(multiply(c, sigmoid(add(f, forget_bias))),
                    multiply(sigmoid(i), self._activation(j)))
        new_h = multiply(self._activation(new_c), sigmoid(o))
        new_state = LSTMStateTuple(new_c, new_h) if self._state_is_tuple \
            else concat([new_c, new_h], 1)
        return new_h, new_state


class LSTMCell(_GatedCell):
    """The full LSTM: optional peepholes, cell clipping and an output projection."""

    def __init__(self, num_units, use_peepholes=False, cell_clip=None, initializer=None,
                 num_proj=None, proj_clip=None, num_unit_shards=None, num_proj_shards=None,
                 forget_bias=1.0, state_is_tuple=True, activation=None, reuse=None, name=None,
                 dtype=None, **kwargs):
        super().__init__(num_units, activation, reuse, name, dtype, **kwargs)
        self._unit_shards, self._proj_shards = num_unit_shards, num_proj_shards
        self._use_peepholes, self._cell_clip = use_peepholes, cell_clip
        self._initializer = by_name.initializer(initializer)
        self._num_proj, self._proj_clip = num_proj, proj_clip
        self._forget_bias, self._state_is_tuple = forget_bias, state_is_tuple
        h_size = num_proj or num_units
        self._state_size = LSTMStateTuple(num_units, h_size) if state_is_tuple \
            else num_units + h_size
        self._output_size = h_size

    state_size = property(lambda self: self._state_size)
    output_size = property(lambda self: self._output_size)

    def build(self, input_shape):
        depth, units = self._input_depth(input_shape), self._num_units
        h_depth = units if self._num_proj is None else self._num_proj
        self._kernel = self.add_weight("kernel", shape=[depth + h_depth, 4 * units],
                                       initializer=self._initializer,
                                       partitioner=_shards(self._unit_shards))
        self._bias = self.add_weight("bias", shape=[4 * units],
                                     initializer=zeros_initializer(dtype=self.dtype))
        if self._use_peepholes:
            self._w_f_diag, self._w_i_diag, self._w_o_diag = (
                self.add_weight(name, shape=[units], initializer=self._initializer)
                for name in ("w_f_diag", "w_i_diag", "w_o_diag"))
        if self._num_proj is not None:
            self._proj_kernel = self.add_weight("projection/kernel",
                                                shape=[units, self._num_proj],
                                                initializer=self._initializer,
                                                partitioner=_shards(self._proj_shards))

    def call(self, inputs, state):
        check_input_dtypes([inputs, state])
        units = self._num_units
        num_proj = units if self._num_proj is None else self._num_proj
        sigmoid, act = math_ops.sigmoid, self._activation
        if self._state_is_tuple:
            c_prev, m_prev = state
        else:
            c_prev = array_ops.slice(state, [0, 0], [-1, units])
            m_prev = array_ops.slice(state, [0, units], [-1, num_proj])
        if inputs.shape.with_rank(2).dims[1] is None:
            raise ValueError("Could not infer input size from inputs.get_shape()[-1].Received "
                             "input shape: %s" % inputs.shape)
        lstm_matrix = bias_add(math_ops.matmul(concat([inputs, m_prev], 1), self._kernel),
                               self._bias)
        i, j, f, o = split(value=lstm_matrix, num_or_size_splits=4, axis=1)
        if self._use_peepholes:
            c = (sigmoid(f + self._forget_bias + self._w_f_diag * c_prev) * c_prev
                 + sigmoid(i + self._w_i_diag * c_prev) * act(j))
        else:
            c = sigmoid(f + self._forget_bias) * c_prev + sigmoid(i) * act(j)
        if self._cell_clip is not None:
            c = clip_by_value(c, -self._cell_clip, self._cell_clip)
        if self._use_peepholes:
            m = sigmoid(o + self._w_o_diag * c) * act(c)
        else:
            m = sigmoid(o) * act(c)
        if self._num_proj is not None:
            m = math_ops.matmul(m, self._proj_kernel)
            if self._proj_clip is not None:
                m = clip_by_value(m, -self._proj_clip, self._proj_clip)
        new_state = LSTMStateTuple(c, m) if self._state_is_tuple else concat([c, m], 1)
        return m, new_state


def _shards(count):
    return None if count is None else fixed_size_partitioner(count)
