# An LSTM that predicts the next value of a noisy sine wave, trained on windows of 8 steps
# unrolled with tf.nn.static_rnn. The final state of each window is fetched and fed back as
# the next window's initial state (the LSTMStateTuple's c and h are placeholders with a
# default of zeros), as stateful TF1 time-series code does. A dense layer under its own scope
# reads every step's output. Afterwards the same cell runs over a long sequence in
# tf.nn.dynamic_rnn, sharing the trained variables.
import numpy as np

steps, batch, units = 8, 4, 16
t = np.arange(batch * steps * 30 + 1, dtype=np.float32)
rng = np.random.RandomState(30)
wave = (np.sin(0.2 * t) + 0.1 * rng.randn(t.size)).astype(np.float32)
series = wave[:-1].reshape(batch, -1)    # each row is a continuous stretch
targets = wave[1:].reshape(batch, -1)

tf.set_random_seed(30)
x = tf.placeholder(tf.float32, [batch, steps, 1], name="x")
y = tf.placeholder(tf.float32, [batch, steps], name="y")
cell = tf.nn.rnn_cell.BasicLSTMCell(units)
zero = cell.zero_state(batch, tf.float32)
c_in = tf.placeholder_with_default(zero.c, [batch, units], name="c_in")
h_in = tf.placeholder_with_default(zero.h, [batch, units], name="h_in")
initial = tf.nn.rnn_cell.LSTMStateTuple(c_in, h_in)
outputs, final_state = tf.nn.static_rnn(cell, tf.unstack(x, axis=1), initial_state=initial)
with tf.variable_scope("readout"):
    w = tf.get_variable("w", [units, 1])
    b = tf.get_variable("b", [1], initializer=tf.zeros_initializer())
    predictions = tf.concat([tf.matmul(o, w) + b for o in outputs], axis=1)
loss = tf.reduce_mean(tf.square(predictions - y))
train_op = tf.train.AdamOptimizer(0.01).minimize(loss)

long_x = tf.placeholder(tf.float32, [1, None, 1], name="long_x")
long_out, _ = tf.nn.dynamic_rnn(cell, long_x, dtype=tf.float32)
emit("variables", tf.global_variables())
emit("state_names", [final_state.c.name, final_state.h.name, long_out.name])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    losses = []
    for epoch in range(3):
        c, h = sess.run(zero)
        for start in range(0, series.shape[1], steps):
            feed = {x: series[:, start:start + steps, None], y: targets[:, start:start + steps],
                    c_in: c, h_in: h}
            _, l, (c, h) = sess.run([train_op, loss, final_state], feed)
            losses.append(l)
    emit("losses", losses[::10] + losses[-1:])
    emit("final_state", [c, h])
    emit("long_outputs", sess.run(long_out, {long_x: wave[None, :40, None]}))
