"""``tf.nn.dynamic_rnn``: an RNN as one ``tf.while_loop``, whatever the number of steps.

Mirrors ``dynamic_rnn``, ``_dynamic_rnn_loop`` and ``bidirectional_dynamic_rnn`` of TF's
``rnn.py``. The input ``[batch, time, depth]`` is transposed to time-major (unless
``time_major``) and unstacked into a ``TensorArray``; the loop reads step ``time`` from it,
calls the cell once, and writes the output into a second TensorArray, which is stacked (and
transposed back) after the loop. The cell's ops are built once, inside the loop's frame
(``rnn/while/basic_lstm_cell/MatMul``), while its variables are made outside it
(``rnn/basic_lstm_cell/kernel``) and enter the frame as constants: one set of weights read at
every step. The loop runs ``min(time, max(1, max(sequence_length)))`` times; with
``sequence_length`` each step copies finished rows through (see ``static_rnn.rnn_step``).

``parallel_iterations`` and ``swap_memory`` are accepted (a Session here runs the steps one
after another and keeps everything in memory).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.ones([2, 5, 3])
...     outputs, state = tf.nn.dynamic_rnn(tf.nn.rnn_cell.GRUCell(4), x, dtype=tf.float32)
>>> outputs.name, outputs.shape.as_list(), state.name
('rnn/transpose_1:0', [2, 5, 4], 'rnn/while/Exit_3:0')
"""
from .. import dtypes, nest
from ..default_graph import control_dependencies, get_default_graph
from ..ops import array_ops, math_ops
from ..ops.core import convert_to_tensor
from ..ops.grad_ops import op_range
from ..ops.indexing_ops import concat, stack, transpose
from ..ops.assert_ops import Assert
from ..ops.logical_ops import reduce_all
from ..ops.reduction_ops import reduce_max, reduce_min
from ..ops.reverse_ops import reverse, reverse_sequence
from ..ops.tensor_array_ops import TensorArray
from ..ops.while_loop import while_loop
from ..core.shapes import TensorShape
from ..variable_scope import variable_scope
from .cell_base import assert_like_rnncell, concat_shape
from .static_rnn import _initial_state, infer_state_dtype, rnn_step, use_op_device_for_reads


def _transpose_batch_time(x):
    """``x`` with its first two axes swapped (batch-major <-> time-major)."""
    static = x.shape
    if static.ndims is not None and static.ndims < 2:
        return x
    x_t = transpose(x, concat(([1, 0], op_range(2, array_ops.rank(x))), axis=0))
    dims = static.dims
    x_t.set_shape(TensorShape(None if dims is None else [dims[1], dims[0]] + list(dims[2:])))
    return x_t


def _best_effort_input_batch_size(flat_input):
    """The batch size (axis 1 of time-major inputs): a number if any input knows it."""
    for input_ in flat_input:
        if input_.shape.ndims is None:
            continue
        if input_.shape.ndims < 2:
            raise ValueError("Input tensor should have rank >= 2. Received input=%s of rank %d"
                             % (input_, input_.shape.ndims))
        if input_.shape.dims[1] is not None:
            return input_.shape.dims[1]
    return array_ops.shape(flat_input[0])[1]


def dynamic_rnn(cell, inputs, sequence_length=None, initial_state=None, dtype=None,
                parallel_iterations=None, swap_memory=False, time_major=False, scope=None):
    """Runs ``cell`` over ``inputs`` in a while loop; returns ``(outputs, final_state)``."""
    assert_like_rnncell("cell", cell)
    with variable_scope(scope or "rnn") as varscope:
        use_op_device_for_reads(varscope)
        flat_input = nest.flatten(inputs)
        if not time_major:
            flat_input = tuple(_transpose_batch_time(convert_to_tensor(i)) for i in flat_input)
        parallel_iterations = parallel_iterations or 32
        if sequence_length is not None:
            sequence_length = math_ops.cast(sequence_length, dtypes.int32)
            if sequence_length.shape.ndims not in (None, 1):
                raise ValueError("Argument sequence_length must be a vector of length "
                                 "batch_size. Received sequence_length=%s of shape: %s"
                                 % (sequence_length, sequence_length.shape))
            sequence_length = array_ops.identity(sequence_length, name="sequence_length")
        batch_size = _best_effort_input_batch_size(flat_input)
        state = _initial_state(cell, initial_state, batch_size, dtype)
        if sequence_length is not None:
            with control_dependencies([_assert_has_shape(sequence_length, [batch_size])]):
                sequence_length = array_ops.identity(sequence_length, name="CheckSeqLen")
        inputs = nest.pack_sequence_as(inputs, flat_input)
        outputs, final_state = _dynamic_rnn_loop(cell, inputs, state, sequence_length, dtype)
        if not time_major:
            outputs = nest.map_structure(_transpose_batch_time, outputs)
        return outputs, final_state


def _assert_has_shape(x, shape):
    x_shape = array_ops.shape(x)
    packed_shape = stack(shape)
    return Assert(reduce_all(math_ops.equal(x_shape, packed_shape)),
                  ["Expected shape for Tensor %s is " % x.name, packed_shape,
                   " but saw shape: ", x_shape])


def _dynamic_rnn_loop(cell, inputs, initial_state, sequence_length, dtype):
    """The while loop over time-major ``inputs``: ``(outputs, final_state)``."""
    state = initial_state
    flat_input = nest.flatten(inputs)
    flat_output_size = nest.flatten(cell.output_size)
    time_steps = array_ops.shape(flat_input[0])[0]
    batch_size = _best_effort_input_batch_size(flat_input)
    got_shapes = tuple(i.shape.with_rank_at_least(3) for i in flat_input)
    const_time_steps, const_batch_size = got_shapes[0].dims[:2]
    for input_, shape in zip(flat_input, got_shapes):
        if not shape[2:].is_fully_defined():
            raise ValueError("Input size (depth of inputs) must be accessible via shape "
                             "inference, but saw value None for input=%s." % input_)
        if shape.dims[0] != const_time_steps:
            raise ValueError("Time steps is not the same for all the elements in the input in "
                             "a batch. Received time steps=%s for input=%s."
                             % (shape.dims[0], input_))
        if shape.dims[1] != const_batch_size:
            raise ValueError("Batch_size is not the same for all the elements in the input. "
                             "Received batch size=%s for input=%s." % (shape.dims[1], input_))
    state_dtype = infer_state_dtype(dtype, state)
    zero_output = nest.pack_sequence_as(cell.output_size, [
        array_ops.zeros(concat_shape(batch_size, size), state_dtype)
        for size in flat_output_size])
    if sequence_length is not None:
        min_sequence_length = reduce_min(sequence_length)
        max_sequence_length = reduce_max(sequence_length)
    else:
        max_sequence_length = time_steps
    time = array_ops.constant(0, dtype=dtypes.int32, name="time")
    with get_default_graph().name_scope("dynamic_rnn") as base_name:
        pass

    def make_ta(name, element_shape, dtype):
        return TensorArray(dtype=dtype, size=time_steps, element_shape=element_shape,
                           tensor_array_name=base_name + name)
    output_ta = tuple(make_ta("output_%d" % i, TensorShape([const_batch_size]).concatenate(
        TensorShape(size if nest.is_nested(size) else [size])), state_dtype)
        for i, size in enumerate(flat_output_size))
    input_ta = tuple(make_ta("input_%d" % i, i_.shape[1:], i_.dtype)
                     for i, i_ in enumerate(flat_input))
    input_ta = tuple(ta.unstack(i_) for ta, i_ in zip(input_ta, flat_input))

    def time_step(time, output_ta_t, state):
        input_t = tuple(ta.read(time) for ta in input_ta)
        for input_, shape in zip(input_t, got_shapes):
            input_.set_shape(shape[1:])
        input_t = nest.pack_sequence_as(inputs, input_t)

        def call_cell():
            return cell(input_t, state)
        if sequence_length is not None:
            output, new_state = rnn_step(time, sequence_length, min_sequence_length,
                                         max_sequence_length, zero_output, state, call_cell,
                                         skip_conditionals=True)
        else:
            output, new_state = call_cell()
        output_ta_t = tuple(ta.write(time, out)
                            for ta, out in zip(output_ta_t, nest.flatten(output)))
        return time + 1, output_ta_t, new_state

    loop_bound = math_ops.minimum(time_steps, math_ops.maximum(1, max_sequence_length))
    _, output_final_ta, final_state = while_loop(
        lambda time, *_: time < loop_bound, time_step, (time, output_ta, state),
        maximum_iterations=time_steps)
    final_outputs = tuple(ta.stack() for ta in output_final_ta)
    for output, size in zip(final_outputs, flat_output_size):
        output.set_shape(concat_shape([const_time_steps, const_batch_size], size, static=True))
    return nest.pack_sequence_as(cell.output_size, final_outputs), final_state


def bidirectional_dynamic_rnn(cell_fw, cell_bw, inputs, sequence_length=None,
                              initial_state_fw=None, initial_state_bw=None, dtype=None,
                              parallel_iterations=None, swap_memory=False, time_major=False,
                              scope=None):
    """A forward and a backward dynamic RNN: ``((output_fw, output_bw), (state_fw,
    state_bw))``; the backward one reads each sequence reversed within its length."""
    assert_like_rnncell("cell_fw", cell_fw)
    assert_like_rnncell("cell_bw", cell_bw)
    time_axis, batch_axis = (0, 1) if time_major else (1, 0)

    def reversed_(input_):
        if sequence_length is None:
            return reverse(input_, axis=[time_axis])
        return reverse_sequence(input=input_, seq_lengths=sequence_length,
                                seq_axis=time_axis, batch_axis=batch_axis)
    with variable_scope(scope or "bidirectional_rnn"):
        with variable_scope("fw") as fw_scope:
            output_fw, state_fw = dynamic_rnn(
                cell_fw, inputs, sequence_length, initial_state_fw, dtype, parallel_iterations,
                swap_memory, time_major, scope=fw_scope)
        with variable_scope("bw") as bw_scope:
            tmp, state_bw = dynamic_rnn(
                cell_bw, nest.map_structure(reversed_, inputs), sequence_length,
                initial_state_bw, dtype, parallel_iterations, swap_memory, time_major,
                scope=bw_scope)
    return (output_fw, reversed_(tmp)), (state_fw, state_bw)
