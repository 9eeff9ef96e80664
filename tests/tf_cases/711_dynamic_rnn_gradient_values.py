# tier: semantics
# Gradient values through tf.nn.dynamic_rnn equal TF's, with seeded weights: each cell type
# (BasicRNNCell, BasicLSTMCell, GRUCell, a MultiRNNCell of two LSTMs), with sequence_length
# (rows of 5, 2 and 0 steps: nothing flows back past a row's end, and a row of length 0 only
# reaches the initial state), time-major inputs, an initial state's gradient, and
# bidirectional_dynamic_rnn with and without lengths.
import numpy as np
tf.set_random_seed(709)
data = np.cos(np.arange(60, dtype=np.float32)).reshape(3, 5, 4)
x = tf.placeholder(tf.float32, [None, 5, 4], name="x")
lens = tf.placeholder(tf.int32, [None], name="lens")
feed = {x: data, lens: [5, 2, 0]}
def flat(s):
    return [s] if not isinstance(s, tuple) else [t for part in s for t in flat(part)]
def loss_of(outputs, state):
    weights = tf.constant(np.linspace(-1.0, 1.0, 5, dtype=np.float32).reshape(1, 5, 1))
    return tf.add_n([tf.reduce_sum(outputs * weights)] +
                    [tf.reduce_sum(t * t) for t in flat(state)])
cases = []
def add(name, cell, inputs=x, **kwargs):
    o, s = tf.nn.dynamic_rnn(cell, inputs, dtype=tf.float32, scope=name, **kwargs)
    loss = loss_of(o if not kwargs.get("time_major") else tf.transpose(o, [1, 0, 2]), s)
    cases.append((name, loss, tf.gradients(loss, tf.trainable_variables(name) + [x])))
add("basic", tf.nn.rnn_cell.BasicRNNCell(3))
add("basic_lens", tf.nn.rnn_cell.BasicRNNCell(3), sequence_length=lens)
add("lstm", tf.nn.rnn_cell.BasicLSTMCell(3, forget_bias=0.5))
add("lstm_lens", tf.nn.rnn_cell.BasicLSTMCell(3), sequence_length=lens)
add("gru_lens", tf.nn.rnn_cell.GRUCell(2), sequence_length=lens)
add("multi_lens", tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(3),
                                               tf.nn.rnn_cell.BasicLSTMCell(2)]),
    sequence_length=lens)
add("time_major", tf.nn.rnn_cell.GRUCell(3), inputs=tf.transpose(x, [1, 0, 2]),
    time_major=True)
init = tf.placeholder_with_default(np.full((3, 2), 0.5, np.float32), [None, 2], name="init")
o, s = tf.nn.dynamic_rnn(tf.nn.rnn_cell.GRUCell(2), x, initial_state=init,
                         sequence_length=lens, scope="init")
loss = loss_of(o, s)
cases.append(("initial_state", loss,
              tf.gradients(loss, tf.trainable_variables("init") + [x, init])))
for name, lengths in (("bi", None), ("bi_lens", lens)):
    (fw, bw), states = tf.nn.bidirectional_dynamic_rnn(
        tf.nn.rnn_cell.BasicLSTMCell(2), tf.nn.rnn_cell.GRUCell(3), x,
        sequence_length=lengths, dtype=tf.float32, scope=name)
    loss = loss_of(tf.concat([fw, bw], 2), states)
    cases.append((name, loss, tf.gradients(loss, tf.trainable_variables(name) + [x])))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for name, loss, grads in cases:
        emit(name, sess.run([loss] + grads, feed))
