# A character-level language model in the shape of the classic TF1 char-rnn: a MultiRNNCell
# of two LSTM layers over embedded characters, unrolled for 10 steps with tf.nn.static_rnn,
# a softmax layer under variable_scope("softmax"), the gradients clipped with
# tf.clip_by_global_norm before Adam applies them with a global step, and the final state of
# each batch carried into the next (fed through the zero state's tensors). Then sampling:
# the same cell called one step at a time under the rnn scope with reuse=True.
import numpy as np

text = ("the quick brown fox jumps over the lazy dog. " * 12).strip()
chars = sorted(set(text))
ids = np.array([chars.index(c) for c in text], dtype=np.int32)
vocab, batch, steps, units = len(chars), 4, 10, 32
per_row = (len(ids) - 1) // batch
inputs_all = ids[:batch * per_row].reshape(batch, per_row)
labels_all = ids[1:batch * per_row + 1].reshape(batch, per_row)

tf.set_random_seed(32)
x = tf.placeholder(tf.int32, [batch, steps], name="x")
y = tf.placeholder(tf.int32, [batch, steps], name="y")
embedding = tf.get_variable("embedding", [vocab, 16])
cell = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(units) for _ in range(2)])
initial_state = cell.zero_state(batch, tf.float32)
embedded = tf.unstack(tf.nn.embedding_lookup(embedding, x), axis=1)
outputs, final_state = tf.nn.static_rnn(cell, embedded, initial_state=initial_state)
with tf.variable_scope("softmax"):
    w = tf.get_variable("w", [units, vocab])
    b = tf.get_variable("b", [vocab], initializer=tf.zeros_initializer())
logits = tf.matmul(tf.reshape(tf.concat(outputs, 1), [-1, units]), w) + b
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
    labels=tf.reshape(y, [-1]), logits=logits))
global_step = tf.Variable(0, trainable=False, name="global_step")
tvars = tf.trainable_variables()
grads, norm = tf.clip_by_global_norm(tf.gradients(loss, tvars), 5.0)
train_op = tf.train.AdamOptimizer(0.01).apply_gradients(zip(grads, tvars),
                                                        global_step=global_step)

one_char = tf.placeholder(tf.int32, [1], name="one_char")
sample_state = cell.zero_state(1, tf.float32)
with tf.variable_scope("rnn", reuse=True):
    sample_out, sample_next = cell(tf.nn.embedding_lookup(embedding, one_char), sample_state)
probs = tf.nn.softmax(tf.matmul(sample_out, w) + b)

emit("variables", tf.global_variables())
emit("grads", grads)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for epoch in range(4):
        state = sess.run(initial_state)
        for start in range(0, per_row - steps + 1, steps):
            feed = {x: inputs_all[:, start:start + steps], y: labels_all[:, start:start + steps],
                    initial_state: state}
            _, l, n, state = sess.run([train_op, loss, norm, final_state], feed)
            history.append((l, n))
    emit("history", history[::6] + history[-1:])
    emit("step", sess.run(global_step))
    state, char, sampled = sess.run(sample_state), chars.index("t"), "t"
    for _ in range(20):
        p, state = sess.run([probs, sample_next], {one_char: [char], sample_state: state})
        char = int(np.argmax(p))
        sampled += chars[char]
    emit("sample", sampled)
