"""``tf.nn.static_rnn``: an RNN unrolled into one copy of the cell per time step.

Mirrors ``static_rnn`` and ``static_bidirectional_rnn`` of TF's ``rnn.py``. ``inputs`` is a
Python list with one ``[batch, depth]`` tensor per step; the cell is called once per step
under ``variable_scope(scope or "rnn")``. The first call makes the variables; before every
later step the scope is switched to reuse (``reuse_variables()``), so all steps read the same
kernel. The graph grows with the number of steps (``basic_lstm_cell/MatMul``,
``MatMul_1``...), unlike ``dynamic_rnn``'s loop.

With ``sequence_length``, each step is wrapped in ``tf.cond``s: past the longest sequence the
step is skipped (zeros out, state unchanged); past a row's own length ``tf.where`` copies that
row's state through and gives it a zero output.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     xs = [tf.ones([2, 3]) * t for t in range(3)]
...     cell = tf.nn.rnn_cell.GRUCell(4)
...     outputs, state = tf.nn.static_rnn(cell, xs, dtype=tf.float32)
>>> len(outputs), outputs[-1].name, state is outputs[-1]
(3, 'rnn/gru_cell/add_2:0', True)
"""
from .. import dtypes, nest
from ..default_graph import colocate_with
from ..ops import array_ops, math_ops
from ..ops.control_flow_ops import cond
from ..ops.core import convert_to_tensor
from ..ops.indexing_ops import concat, stack, where
from ..ops.reduction_ops import reduce_max, reduce_min
from ..ops.reverse_ops import reverse_sequence
from ..ops.slice_ops import unstack
from ..core.shapes import TensorShape
from ..variable_scope import variable_scope
from .cell_base import assert_like_rnncell, concat_shape


def infer_state_dtype(explicit_dtype, state):
    """The dtype the RNN's zero outputs take: the one given, else the state's."""
    if explicit_dtype is not None:
        return explicit_dtype
    flat = [s.dtype for s in nest.flatten(state)]
    if not flat:
        raise ValueError("Unable to infer dtype from argument state=%s." % (state,))
    if any(d != flat[0] for d in flat):
        raise ValueError("Argument state=%s has tensors of different inferred dtypes. Unable "
                         "to infer a single representative dtype. Dtypes received: %s"
                         % (state, flat))
    return flat[0]


def use_op_device_for_reads(varscope):
    """As TF, an RNN's scope caches each variable's read on the device of the op reading it."""
    if varscope.caching_device is None:
        varscope.set_caching_device(lambda op: op.device)


def rnn_step(time, sequence_length, min_sequence_length, max_sequence_length, zero_output,
             state, call_cell, skip_conditionals=False):
    """One step of an RNN over sequences of different lengths.

    Rows whose sequence has ended (``time >= sequence_length``) keep their state and output
    zeros. Without ``skip_conditionals`` two conds also skip the cell when every row has ended
    and skip the row-wise copy when none has.
    """
    flat_state, flat_zero_output = nest.flatten(state), nest.flatten(zero_output)
    copy_cond = time >= sequence_length

    def copy_one_through(old, new):
        if old.shape.ndims == 0:
            return new
        with colocate_with(new):
            return where(copy_cond, old, new)

    def copy_some_through(flat_new_output, flat_new_state):
        return ([copy_one_through(z, o) for z, o in zip(flat_zero_output, flat_new_output)]
                + [copy_one_through(s, n) for s, n in zip(flat_state, flat_new_state)])

    def called():
        new_output, new_state = call_cell()
        nest.assert_same_structure(zero_output, new_output)
        nest.assert_same_structure(state, new_state)
        return nest.flatten(new_output), nest.flatten(new_state)

    def maybe_copy_some_through():
        flat_new_output, flat_new_state = called()
        return cond(time < min_sequence_length, lambda: flat_new_output + flat_new_state,
                    lambda: copy_some_through(flat_new_output, flat_new_state))

    if skip_conditionals:
        final = copy_some_through(*called())
    else:
        final = cond(time >= max_sequence_length, lambda: flat_zero_output + flat_state,
                     maybe_copy_some_through)
    final_output, final_state = final[:len(flat_zero_output)], final[len(flat_zero_output):]
    for output, zero in zip(final_output, flat_zero_output):
        output.set_shape(zero.shape)
    for substate, old in zip(final_state, flat_state):
        substate.set_shape(old.shape)
    return (nest.pack_sequence_as(zero_output, final_output),
            nest.pack_sequence_as(state, final_state))


def static_rnn(cell, inputs, initial_state=None, dtype=None, sequence_length=None, scope=None):
    """Runs ``cell`` over the list ``inputs``; returns ``(outputs, final_state)``."""
    assert_like_rnncell("cell", cell)
    if not nest.is_nested(inputs):
        raise TypeError("Argument `inputs` must be a sequence. Received: %s" % (inputs,))
    if not inputs:
        raise ValueError("Argument `inputs` must not be empty.")
    outputs = []
    with variable_scope(scope or "rnn") as varscope:
        use_op_device_for_reads(varscope)
        first_input = inputs
        while nest.is_nested(first_input):
            first_input = first_input[0]
        if first_input.shape.ndims != 1:
            fixed_batch_size = first_input.shape.with_rank_at_least(2)[0]
            for flat_input in nest.flatten(inputs):
                input_shape = flat_input.shape.with_rank_at_least(2)
                if not fixed_batch_size.is_compatible_with(input_shape[0]):
                    raise ValueError("Dimensions %s and %s are not compatible"
                                     % (fixed_batch_size, input_shape[0]))
                for i, size in enumerate(input_shape.dims[1:]):
                    if size is None:
                        raise ValueError("Input size (dimension %d of input %s) must be "
                                         "accessible via shape inference, but saw value None."
                                         % (i, flat_input))
        else:
            fixed_batch_size = first_input.shape.with_rank_at_least(1)[0]
        batch_size = fixed_batch_size.value
        if not batch_size:
            batch_size = array_ops.shape(first_input)[0]
        state = _initial_state(cell, initial_state, batch_size, dtype)
        if sequence_length is not None:
            sequence_length = convert_to_tensor(sequence_length, name="sequence_length")
            if sequence_length.shape.ndims not in (None, 1):
                raise ValueError("Argument `sequence_length` must be a vector of length %s. "
                                 "Received sequence_length=%s." % (batch_size, sequence_length))
            zero_output = _zero_output(cell.output_size, batch_size, fixed_batch_size.value,
                                       infer_state_dtype(dtype, state))
            sequence_length = math_ops.cast(sequence_length, dtypes.int32)
            min_sequence_length = reduce_min(sequence_length)
            max_sequence_length = reduce_max(sequence_length)
        for time, input_ in enumerate(inputs):
            if time > 0:
                varscope.reuse_variables()
            step_input, step_state = input_, state

            def call_cell():
                return cell(step_input, step_state)
            if sequence_length is not None:
                output, state = rnn_step(time, sequence_length, min_sequence_length,
                                         max_sequence_length, zero_output, state, call_cell)
            else:
                output, state = call_cell()
            outputs.append(output)
        return outputs, state


def _initial_state(cell, initial_state, batch_size, dtype):
    if initial_state is not None:
        return initial_state
    if not dtype:
        raise ValueError("If no initial_state is provided, argument `dtype` must be specified")
    if getattr(cell, "get_initial_state", None) is not None:
        return cell.get_initial_state(inputs=None, batch_size=batch_size, dtype=dtype)
    return cell.zero_state(batch_size, dtype)


def _zero_output(output_size, batch_size, static_batch_size, dtype):
    def zeros_for(size):
        output = array_ops.zeros(concat_shape(batch_size, size), dtype)
        output.set_shape(TensorShape(concat_shape(static_batch_size, size, static=True)))
        return output
    return nest.map_structure(zeros_for, output_size)


def reverse_seq(input_seq, lengths):
    """The list of steps reversed; with ``lengths``, each row reversed within its length."""
    if lengths is None:
        return list(reversed(input_seq))
    flat_input_seq = tuple(nest.flatten(input_) for input_ in input_seq)
    flat_results = [[] for _ in input_seq]
    for sequence in zip(*flat_input_seq):
        input_shape = TensorShape(None if sequence[0].shape.ndims is None
                                  else [None] * sequence[0].shape.ndims)
        for input_ in sequence:
            input_shape.assert_is_compatible_with(input_.shape)
            input_.set_shape(input_shape)
        reversed_ = reverse_sequence(stack(sequence), lengths, 0, 1)
        for r, flat_result in zip(unstack(reversed_), flat_results):
            r.set_shape(input_shape)
            flat_result.append(r)
    return [nest.pack_sequence_as(input_, flat_result)
            for input_, flat_result in zip(input_seq, flat_results)]


def static_bidirectional_rnn(cell_fw, cell_bw, inputs, initial_state_fw=None,
                             initial_state_bw=None, dtype=None, sequence_length=None,
                             scope=None):
    """A forward and a backward static RNN over ``inputs``, their outputs concatenated
    per step; returns ``(outputs, output_state_fw, output_state_bw)``."""
    assert_like_rnncell("cell_fw", cell_fw)
    assert_like_rnncell("cell_bw", cell_bw)
    if not nest.is_nested(inputs):
        raise TypeError("Argument `inputs` must be a sequence. Received: %s" % (inputs,))
    if not inputs:
        raise ValueError("Argument `inputs` must not be empty.")
    with variable_scope(scope or "bidirectional_rnn"):
        with variable_scope("fw") as fw_scope:
            output_fw, state_fw = static_rnn(cell_fw, inputs, initial_state_fw, dtype,
                                             sequence_length, scope=fw_scope)
        with variable_scope("bw") as bw_scope:
            tmp, state_bw = static_rnn(cell_bw, reverse_seq(inputs, sequence_length),
                                       initial_state_bw, dtype, sequence_length, scope=bw_scope)
    output_bw = reverse_seq(tmp, sequence_length)
    flat_outputs = tuple(concat([fw, bw], 1) for fw, bw in
                         zip(nest.flatten(output_fw), nest.flatten(output_bw)))
    return nest.pack_sequence_as(output_fw, flat_outputs), state_fw, state_bw
