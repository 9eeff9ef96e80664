# tier: opnames
# The names of the gradients tf.gradients returns through dynamic_rnn for each cell type
# (BasicRNNCell, BasicLSTMCell, GRUCell, a MultiRNNCell of two LSTMs), with and without
# sequence_length, time-major, and bidirectional_dynamic_rnn (fw/ and bw/ loops, ReverseV2
# and ReverseSequence on the way back), and the ops the optimizers add after them.
x = tf.placeholder(tf.float32, [None, 4, 3], name="x")
lens = tf.placeholder(tf.int32, [None], name="lens")
def flat(s):
    return [s] if not isinstance(s, tuple) else [t for part in s for t in flat(part)]
def run(name, cell, **kwargs):
    o, s = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32, scope=name, **kwargs)
    loss = tf.add_n([tf.reduce_sum(o)] + [tf.reduce_sum(t * t) for t in flat(s)])
    grads = tf.gradients(loss, tf.trainable_variables(name) + [x])
    emit(name, [g.name for g in grads])
run("basic", tf.nn.rnn_cell.BasicRNNCell(2))
run("lstm_lens", tf.nn.rnn_cell.BasicLSTMCell(3), sequence_length=lens)
run("gru_lens", tf.nn.rnn_cell.GRUCell(2), sequence_length=lens)
run("multi", tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(2),
                                          tf.nn.rnn_cell.BasicLSTMCell(3)]))
xt = tf.placeholder(tf.float32, [4, None, 3], name="xt")
o, s = tf.nn.dynamic_rnn(tf.nn.rnn_cell.GRUCell(2), xt, dtype=tf.float32, time_major=True,
                         scope="tm")
emit("time_major", [g.name for g in tf.gradients(tf.reduce_sum(o), tf.trainable_variables("tm") + [xt])])
(fw, bw), (sfw, sbw) = tf.nn.bidirectional_dynamic_rnn(
    tf.nn.rnn_cell.BasicLSTMCell(2), tf.nn.rnn_cell.GRUCell(2), x, sequence_length=lens,
    dtype=tf.float32, scope="bi")
loss = tf.reduce_sum(fw) + tf.reduce_sum(bw * bw)
emit("bidirectional", [g.name for g in tf.gradients(loss, tf.trainable_variables("bi") + [x])])
(fw, bw), _ = tf.nn.bidirectional_dynamic_rnn(
    tf.nn.rnn_cell.BasicRNNCell(2), tf.nn.rnn_cell.BasicRNNCell(2), x, dtype=tf.float32,
    scope="bi2")
emit("bidirectional_no_lengths",
     [None if g is None else g.name for g in
      tf.gradients(tf.reduce_sum(bw), tf.trainable_variables("bi2") + [x])])
