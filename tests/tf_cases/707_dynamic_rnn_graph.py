# tier: graph
# dynamic_rnn builds one while loop under rnn/while/ with TensorArrays (input unstacked, output
# written each step, stacked after), an iteration counter for maximum_iterations, the cell's
# ops inside the frame and its variables outside (entered as constants); sequence_length adds
# the CheckSeqLen Assert and Selects that copy finished rows through. Time-major inputs, an
# initial state, a stacked cell with dropout, and bidirectional_dynamic_rnn with and without
# lengths (ReverseV2 / ReverseSequence) under fw/ and bw/.
x = tf.placeholder(tf.float32, [None, 4, 3], name="x")
lens = tf.placeholder(tf.int32, [None], name="lens")
o1, s1 = tf.nn.dynamic_rnn(tf.nn.rnn_cell.BasicRNNCell(2), x, dtype=tf.float32)
emit("basic", [o1.name, str(o1.shape), s1.name])
cell = tf.nn.rnn_cell.BasicLSTMCell(3)
o2, s2 = tf.nn.dynamic_rnn(cell, x, sequence_length=lens, dtype=tf.float32, scope="lstm",
                           swap_memory=True, parallel_iterations=4)
emit("lstm_lengths", [o2.name, str(o2.shape), str(s2)])
tm = tf.placeholder(tf.float32, [4, 2, 3], name="time_major")
stack = tf.nn.rnn_cell.MultiRNNCell([
    tf.nn.rnn_cell.DropoutWrapper(tf.nn.rnn_cell.GRUCell(2), output_keep_prob=0.5, seed=1),
    tf.nn.rnn_cell.BasicLSTMCell(2)])
o3, s3 = tf.nn.dynamic_rnn(stack, tm, initial_state=stack.zero_state(2, tf.float32),
                           time_major=True, scope="stacked")
emit("stacked_time_major", [o3.name, str(o3.shape), str(s3)])
(fw, bw), (sfw, sbw) = tf.nn.bidirectional_dynamic_rnn(
    tf.nn.rnn_cell.GRUCell(2), tf.nn.rnn_cell.GRUCell(2), x, dtype=tf.float32)
emit("bidirectional", [fw.name, bw.name, sfw.name, sbw.name])
(fw2, bw2), _ = tf.nn.bidirectional_dynamic_rnn(
    tf.nn.rnn_cell.BasicRNNCell(2), tf.nn.rnn_cell.BasicRNNCell(2), x, sequence_length=lens,
    dtype=tf.float32, scope="birnn")
emit("bidirectional_lengths", [fw2.name, bw2.name])
emit("variables", [v.name for v in tf.global_variables()])
emit("nodes", graph_nodes())
