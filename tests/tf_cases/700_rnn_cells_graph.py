# tier: graph
# The four TF1 cells called on a placeholder: their variable names (basic_lstm_cell/kernel,
# gru/gates/kernel, lstm_cell/projection/kernel, partitioned lstm_cell_1/kernel/part_0), the
# ops of one step node for node (one kernel for all gates, Split on a Const axis, forget bias
# added), zero_state's ops for a Python and a tensor batch size, state_size / output_size, and
# a second call reusing the variables (MatMul_1, no new variables).
x = tf.placeholder(tf.float32, [None, 3], name="x")
cell = tf.nn.rnn_cell.BasicLSTMCell(4)
emit("basic_lstm", [cell.name, str(cell.state_size), cell.output_size])
s = cell.zero_state(2, tf.float32)
o, s2 = cell(x, s)
o2, s3 = cell(x, s2)
emit("basic_lstm_out", [cell.scope_name, [v.name for v in cell.variables], o2.name,
                        [t.name for t in s3], str(o2.shape)])
g = tf.nn.rnn_cell.GRUCell(3, name="gru")
b = tf.nn.rnn_cell.BasicRNNCell(3, activation=tf.nn.relu)
l = tf.nn.rnn_cell.LSTMCell(5, use_peepholes=True, num_proj=2, cell_clip=1.0, proj_clip=0.5,
                            state_is_tuple=False)
l2 = tf.nn.rnn_cell.LSTMCell(5, num_unit_shards=2)
l3 = tf.nn.rnn_cell.BasicLSTMCell(2, state_is_tuple=False, forget_bias=0.5)
bs = tf.shape(x)[0]
for c in (g, b, l, l2, l3):
    z = c.zero_state(bs, tf.float32)
    out, new = c(x, z)
    emit("cell_" + c.name, [str(c.state_size), str(c.output_size), str(z), str(out),
                            str(new)])
emit("variables", [v.name for v in tf.global_variables()])
emit("trainable", [v.name for v in tf.trainable_variables()])
emit("nodes", graph_nodes())
