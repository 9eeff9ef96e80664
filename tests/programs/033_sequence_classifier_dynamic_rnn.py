# A sequence classifier trained with tf.nn.dynamic_rnn: sequences of 3 to 12 digits, padded
# to 12, labelled by their first digit modulo 3 (the LSTM has to carry it to the end). The
# digits are embedded with tf.nn.embedding_lookup (the embedding's gradient comes back from
# the while loop as IndexedSlices), an LSTM reads each sequence up to its own length
# (sequence_length, so the final state is the state at the last real digit), a dense layer
# gives three logits, and Adam applies the gradients after tf.clip_by_global_norm.
# Evaluation on held-out sequences; the final LSTM state is also checked against the output
# at each row's last step.
import numpy as np

vocab, max_len, batch, units, classes = 10, 12, 32, 32, 3
rng = np.random.RandomState(33)


def make_data(count):
    lengths = rng.randint(3, max_len + 1, count)
    digits = rng.randint(1, vocab, (count, max_len))
    digits[np.arange(max_len) >= lengths[:, None]] = 0      # padding
    return digits.astype(np.int32), lengths.astype(np.int32), digits[:, 0] % classes


train_x, train_len, train_y = make_data(batch * 10)
test_x, test_len, test_y = make_data(200)

tf.set_random_seed(33)
x = tf.placeholder(tf.int32, [None, max_len], name="digits")
lengths = tf.placeholder(tf.int32, [None], name="lengths")
y = tf.placeholder(tf.int32, [None], name="labels")
embedding = tf.get_variable("embedding", [vocab, 16])
inputs = tf.nn.embedding_lookup(embedding, x)
cell = tf.nn.rnn_cell.BasicLSTMCell(units)
outputs, state = tf.nn.dynamic_rnn(cell, inputs, sequence_length=lengths, dtype=tf.float32)
logits = tf.layers.dense(state.h, classes, name="classifier")
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1, output_type=tf.int32), y),
                                  tf.float32))
last_output = tf.gather_nd(outputs, tf.stack([tf.range(tf.shape(x)[0]), lengths - 1], 1))

global_step = tf.train.get_or_create_global_step()
tvars = tf.trainable_variables()
grads, norm = tf.clip_by_global_norm(tf.gradients(loss, tvars), 1.0)
train_op = tf.train.AdamOptimizer(0.01).apply_gradients(zip(grads, tvars),
                                                        global_step=global_step)

emit("variables", tf.global_variables())
emit("tensors", [outputs.name, state.h.name, grads[0].values.name, grads[1].name])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for step in range(60):
        i = (step % 10) * batch
        feed = {x: train_x[i:i + batch], lengths: train_len[i:i + batch],
                y: train_y[i:i + batch]}
        _, l, n = sess.run([train_op, loss, norm], feed)
        history.append((l, n))
    emit("history", history[::6] + history[-1:])
    test_feed = {x: test_x, lengths: test_len, y: test_y}
    emit("eval", sess.run([loss, accuracy], test_feed))
    emit("final_state_is_last_output",
         sess.run(tf.reduce_max(tf.abs(last_output - state.h)), test_feed))
    emit("step", sess.run(global_step))
