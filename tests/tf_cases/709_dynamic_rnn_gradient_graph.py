# tier: graph
# The gradient graph TF1 builds through tf.nn.dynamic_rnn: the backward loop under
# gradients/rnn/while/ with its counter (f_count / b_count), stacks for the forward values the
# cell's gradient reads, TensorArrayGradV3 for the input and output arrays, the weights'
# gradients accumulated across steps (b_acc) and the Selects that sequence_length adds
# differentiated inside the loop. A BasicRNNCell with lengths; control inputs sorted (TF lists
# those of an op with many in no fixed order).
x = tf.placeholder(tf.float32, [None, 3, 2], name="x")
lens = tf.placeholder(tf.int32, [None], name="lens")
cell = tf.nn.rnn_cell.BasicRNNCell(2)
outputs, state = tf.nn.dynamic_rnn(cell, x, sequence_length=lens, dtype=tf.float32)
loss = tf.reduce_sum(outputs) + tf.reduce_sum(state * state)
grads = tf.gradients(loss, tf.trainable_variables() + [x])
emit("grad_names", [g.name for g in grads])
emit("shapes", [str(g.shape) for g in grads])
emit("nodes", [[name, kind, inputs, sorted(controls)]
               for name, kind, inputs, controls in graph_nodes()])
