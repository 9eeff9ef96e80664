# A tiny sequence-to-sequence model that learns to reverse sequences of 5 digits, in the style
# of TF1's legacy seq2seq: an encoder LSTM under variable_scope("encoder") and a decoder LSTM
# under variable_scope("decoder"), both unrolled with tf.nn.static_rnn and wrapped in
# DropoutWrapper (a keep probability fed as a placeholder, 1.0 at evaluation). The decoder
# starts from the encoder's final state and reads the previous target digit (teacher forcing);
# a shared embedding under its own scope; softmax outputs through one projection reused at
# every step (reuse=True after the first).
import numpy as np

vocab, length, batch, units = 8, 5, 16, 24
go = 0
rng = np.random.RandomState(31)
sequences = rng.randint(1, vocab, (batch * 8, length))
targets = sequences[:, ::-1]

tf.set_random_seed(31)
enc_in = tf.placeholder(tf.int32, [batch, length], name="encoder_inputs")
dec_target = tf.placeholder(tf.int32, [batch, length], name="decoder_targets")
keep_prob = tf.placeholder_with_default(1.0, [], name="keep_prob")
dec_in = tf.concat([tf.fill([batch, 1], go), dec_target[:, :-1]], axis=1)

with tf.variable_scope("embedding"):
    embeddings = tf.get_variable("table", [vocab, 8],
                                 initializer=tf.random_uniform_initializer(-1.0, 1.0))
enc_steps = tf.unstack(tf.nn.embedding_lookup(embeddings, enc_in), axis=1)
dec_steps = tf.unstack(tf.nn.embedding_lookup(embeddings, dec_in), axis=1)


def make_cell():
    return tf.nn.rnn_cell.DropoutWrapper(tf.nn.rnn_cell.BasicLSTMCell(units),
                                         output_keep_prob=keep_prob, seed=31)


with tf.variable_scope("encoder"):
    _, enc_state = tf.nn.static_rnn(make_cell(), enc_steps, dtype=tf.float32)
with tf.variable_scope("decoder"):
    dec_outputs, _ = tf.nn.static_rnn(make_cell(), dec_steps, initial_state=enc_state)
    logits = []
    for i, out in enumerate(dec_outputs):
        with tf.variable_scope("projection", reuse=i > 0):
            logits.append(tf.layers.dense(out, vocab, name="dense"))
logits = tf.stack(logits, axis=1)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=dec_target,
                                                                      logits=logits))
predictions = tf.argmax(logits, axis=2, output_type=tf.int32)
accuracy = tf.reduce_mean(tf.cast(tf.equal(predictions, dec_target), tf.float32))
train_op = tf.train.AdamOptimizer(0.02).minimize(loss)

emit("variables", tf.global_variables())
emit("scopes", [enc_state.c.name, dec_outputs[-1].name, logits.name])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for step in range(40):
        i = (step % 8) * batch
        feed = {enc_in: sequences[i:i + batch], dec_target: targets[i:i + batch],
                keep_prob: 0.8}
        _, l = sess.run([train_op, loss], feed)
        history.append(l)
    emit("losses", history[::5] + history[-1:])
    emit("eval", sess.run([loss, accuracy, predictions[:2]],
                          {enc_in: sequences[:batch], dec_target: targets[:batch]}))
