# tier: semantics
# static_rnn's numbers and gradients equal TF's: an LSTM over sequences of different lengths
# (zero outputs and a frozen state past each row's end), a bidirectional GRU, the gradients of
# a loss through all steps into the shared kernel and the inputs, and two Adam steps.
import numpy as np
tf.set_random_seed(3)
data = np.sin(np.arange(24, dtype=np.float32)).reshape(3, 4, 2)
x = tf.constant(data)
steps = tf.unstack(x, axis=1)
lens = tf.constant([4, 2, 0])
outs, state = tf.nn.static_rnn(tf.nn.rnn_cell.LSTMCell(3, use_peepholes=True), steps,
                               dtype=tf.float32, sequence_length=lens)
bouts, fw, bw = tf.nn.static_bidirectional_rnn(tf.nn.rnn_cell.GRUCell(2),
                                               tf.nn.rnn_cell.GRUCell(2), steps,
                                               dtype=tf.float32, sequence_length=[3, 4, 1])
loss = tf.reduce_sum(tf.square(tf.stack(outs))) + tf.reduce_mean(tf.stack(bouts)) \
    + tf.reduce_sum(state.c)
params = tf.trainable_variables()
grads = tf.gradients(loss, params + [x])
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("outputs", sess.run([outs, state, bouts, fw, bw]))
    emit("grads", sess.run(grads))
    sess.run(train)
    sess.run(train)
    emit("after", sess.run([loss] + params))
