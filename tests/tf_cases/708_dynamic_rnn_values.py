# tier: semantics
# dynamic_rnn's numbers equal TF's (and static_rnn's over the same cell): an LSTM with
# sequences of different lengths (zeros past each row's end, the state frozen there, length 0
# keeps the initial state), a GRU started from a given state, time-major inputs, a stacked
# LSTM with seeded dropout, bidirectional outputs and states; a wrong sequence_length shape
# fails the CheckSeqLen assertion when run. The dropout's draws inside the loop follow the
# steps' order: TF's executor runs up to parallel_iterations steps at once and draws in its
# own order, so the case asks for one at a time (the order scopelab always uses).
import numpy as np
tf.set_random_seed(11)
data = np.cos(np.arange(60, dtype=np.float32)).reshape(3, 5, 4)
x = tf.placeholder(tf.float32, [None, 5, 4], name="x")
lens = tf.placeholder(tf.int32, [None], name="lens")
lstm = tf.nn.rnn_cell.BasicLSTMCell(3)
o1, s1 = tf.nn.dynamic_rnn(lstm, x, sequence_length=lens, dtype=tf.float32)
with tf.variable_scope("rnn", reuse=True):
    so, ss = tf.nn.static_rnn(lstm, tf.unstack(x, axis=1), sequence_length=lens,
                              dtype=tf.float32)
gru = tf.nn.rnn_cell.GRUCell(2)
init = tf.constant(np.full((3, 2), 0.5, np.float32))
o2, s2 = tf.nn.dynamic_rnn(gru, x, initial_state=init, scope="gru")
o3, s3 = tf.nn.dynamic_rnn(tf.nn.rnn_cell.BasicRNNCell(2), tf.transpose(x, [1, 0, 2]),
                           time_major=True, dtype=tf.float32, scope="tm")
stack = tf.nn.rnn_cell.MultiRNNCell([
    tf.nn.rnn_cell.DropoutWrapper(tf.nn.rnn_cell.BasicLSTMCell(3), input_keep_prob=0.8,
                                  output_keep_prob=0.7, seed=2),
    tf.nn.rnn_cell.BasicLSTMCell(2)])
o4, s4 = tf.nn.dynamic_rnn(stack, x, dtype=tf.float32, scope="stack", parallel_iterations=1)
(fw, bw), (sfw, sbw) = tf.nn.bidirectional_dynamic_rnn(
    tf.nn.rnn_cell.GRUCell(2), tf.nn.rnn_cell.LSTMCell(2, use_peepholes=True), x,
    sequence_length=lens, dtype=tf.float32)
feed = {x: data, lens: [5, 2, 0]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("lstm", sess.run([o1, s1], feed))
    emit("same_as_static", sess.run([tf.reduce_max(tf.abs(tf.stack(so, 1) - o1)),
                                     tf.reduce_max(tf.abs(ss.h - s1.h))], feed))
    emit("gru_initial_state", sess.run([o2, s2], feed))
    emit("time_major", sess.run([o3, s3], feed))
    emit("stacked_dropout", sess.run([o4, s4], feed))
    emit("bidirectional", sess.run([fw, bw, sfw, sbw], feed))
    expect_error(lambda: sess.run(o1, {x: data, lens: [5, 2]}), "wrong_lengths")
