# tier: semantics
# Values through the wrappers equal TF's: seeded dropout of input, state and output
# (keep probabilities as floats and as a fed tensor), the variational recurrent mask drawn once
# and reused each step, a residual connection, a stack of two LSTMs with a concatenated state.
import numpy as np
tf.set_random_seed(7)
x = tf.constant(np.linspace(-1, 1, 12).reshape(3, 4).astype(np.float32))
keep = tf.placeholder(tf.float32, [], name="keep")
d = tf.nn.rnn_cell.DropoutWrapper(tf.nn.rnn_cell.BasicLSTMCell(4), input_keep_prob=0.6,
                                  output_keep_prob=keep, state_keep_prob=0.7, seed=11)
v = tf.nn.rnn_cell.DropoutWrapper(tf.nn.rnn_cell.GRUCell(4), input_keep_prob=0.5,
                                  output_keep_prob=0.8, variational_recurrent=True,
                                  input_size=4, dtype=tf.float32, seed=3)
r = tf.nn.rnn_cell.ResidualWrapper(tf.nn.rnn_cell.BasicRNNCell(4))
m = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicRNNCell(3), tf.nn.rnn_cell.GRUCell(2)],
                                state_is_tuple=False)
emit("multi_state_size", m.state_size)
results = []
for cell in (d, v, r, m):
    state = cell.zero_state(3, tf.float32)
    outs = []
    for t in range(2):
        out, state = cell(x, state)
        outs.append(out)
    results.append((outs, state))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("results", sess.run(results, {keep: 0.5}))
