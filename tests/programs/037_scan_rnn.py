# An RNN written with tf.scan, as the "RNNs in TensorFlow" tutorials of r2rt did: one-hot
# inputs, the step function fetching W and b with tf.get_variable under
# variable_scope('rnn_cell', reuse=True), tf.scan over the time-major inputs from a zero
# state, logits for every step from the stacked states, Adagrad. The task: echo the input
# two steps later.
import numpy as np
num_classes, state_size, num_steps, batch_size = 2, 8, 6, 5
rng = np.random.RandomState(14)
X_data = rng.randint(0, 2, (batch_size * 3, num_steps)).astype(np.int32)
Y_data = np.roll(X_data, 2, axis=1)
tf.set_random_seed(14)
x = tf.placeholder(tf.int32, [batch_size, num_steps], name='input_placeholder')
y = tf.placeholder(tf.int32, [batch_size, num_steps], name='labels_placeholder')
init_state = tf.zeros([batch_size, state_size])
rnn_inputs = tf.one_hot(x, num_classes)
with tf.variable_scope('rnn_cell'):
    W = tf.get_variable('W', [num_classes + state_size, state_size])
    b = tf.get_variable('b', [state_size], initializer=tf.constant_initializer(0.0))

def rnn_cell(rnn_input, state):
    with tf.variable_scope('rnn_cell', reuse=True):
        W = tf.get_variable('W', [num_classes + state_size, state_size])
        b = tf.get_variable('b', [state_size], initializer=tf.constant_initializer(0.0))
    return tf.tanh(tf.matmul(tf.concat([rnn_input, state], 1), W) + b)

rnn_outputs = tf.scan(lambda a, x: rnn_cell(x, a), tf.transpose(rnn_inputs, [1, 0, 2]),
                      initializer=init_state)
final_state = rnn_outputs[-1]
with tf.variable_scope('softmax'):
    W = tf.get_variable('W', [state_size, num_classes])
    b = tf.get_variable('b', [num_classes], initializer=tf.constant_initializer(0.0))
logits = tf.reshape(tf.matmul(tf.reshape(rnn_outputs, [-1, state_size]), W) + b,
                    [num_steps, batch_size, num_classes])
losses = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=tf.transpose(y), logits=logits)
total_loss = tf.reduce_mean(losses)
train_step = tf.train.AdagradOptimizer(0.3).minimize(total_loss)
emit("variables", tf.global_variables())
emit("names", [rnn_outputs.name, final_state.name, total_loss.name])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    hist = []
    for step in range(15):
        i = (step % 3) * batch_size
        l, _ = sess.run([total_loss, train_step], {x: X_data[i:i + batch_size], y: Y_data[i:i + batch_size]})
        hist.append(l)
    emit("hist", hist)
