# tier: graph
# static_rnn unrolls the cell once per step under rnn/: the first step makes the variables,
# later ones reuse them (MatMul_1, MatMul_2). With sequence_length each step sits in conds
# (skip past the longest sequence, copy finished rows through with Select) and the cell's ops
# are named under rnn/cond/. A stacked LSTM with an initial state and a tensor batch size;
# static_bidirectional_rnn with fw/ and bw/ scopes, ReverseSequence for the lengths.
x = tf.placeholder(tf.float32, [None, 3, 2], name="x")
steps = tf.unstack(x, axis=1)
stack = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(3) for _ in range(2)])
init = stack.zero_state(tf.shape(x)[0], tf.float32)
outs, state = tf.nn.static_rnn(stack, steps, initial_state=init, scope="stacked")
emit("stacked", [[o.name for o in outs], str(state)])
lens = tf.placeholder(tf.int32, [None], name="lens")
gouts, gstate = tf.nn.static_rnn(tf.nn.rnn_cell.GRUCell(2), steps, dtype=tf.float32,
                                 sequence_length=lens)
emit("gru_lengths", [[o.name for o in gouts], gstate.name, str(gouts[0].shape)])
bouts, fw, bw = tf.nn.static_bidirectional_rnn(
    tf.nn.rnn_cell.BasicRNNCell(2), tf.nn.rnn_cell.BasicRNNCell(2), steps[:2], dtype=tf.float32)
emit("bidirectional", [[o.name for o in bouts], fw.name, bw.name])
b2, fw2, bw2 = tf.nn.static_bidirectional_rnn(
    tf.nn.rnn_cell.BasicRNNCell(2), tf.nn.rnn_cell.BasicRNNCell(2), steps, dtype=tf.float32,
    sequence_length=lens, scope="birnn_lengths")
emit("bidirectional_lengths", [[o.name for o in b2], fw2.name, bw2.name])
emit("variables", [v.name for v in tf.global_variables()])
emit("nodes", graph_nodes())
