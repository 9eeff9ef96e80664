# A sequence-to-sequence model built from two tf.nn.dynamic_rnn loops, as TF1 tutorials built
# them before tf.contrib.seq2seq: it learns to sort 6 digits. An encoder GRU under
# variable_scope("encoder") reads the embedded input; a decoder GRU under
# variable_scope("decoder") starts from the encoder's final state and reads the previous
# target digit (teacher forcing), with a projection to the vocabulary applied to all steps at
# once. A second model, under "tied", gives the decoder the encoder's own cell object: the
# cell keeps the variables it made on its first call, so both loops train one set of weights
# (no "tied/decoder/..." kernel appears). Greedy decoding afterwards runs the decoder one step
# at a time, its state fed back through a placeholder, with reuse=True in the decoder scope.
import numpy as np

vocab, length, batch, units = 10, 6, 32, 48
go = 0
rng = np.random.RandomState(34)
sequences = rng.randint(1, vocab, (batch * 8, length)).astype(np.int32)
targets = np.sort(sequences, axis=1)

tf.set_random_seed(34)
enc_in = tf.placeholder(tf.int32, [None, length], name="encoder_inputs")
dec_target = tf.placeholder(tf.int32, [None, length], name="decoder_targets")
dec_in = tf.concat([tf.fill([tf.shape(dec_target)[0], 1], go), dec_target[:, :-1]], axis=1)
embeddings = tf.get_variable("embeddings", [vocab, 12])


def seq2seq(scope, tie):
    with tf.variable_scope(scope):
        enc_cell = tf.nn.rnn_cell.GRUCell(units)
        with tf.variable_scope("encoder"):
            _, enc_state = tf.nn.dynamic_rnn(enc_cell, tf.nn.embedding_lookup(embeddings, enc_in),
                                             dtype=tf.float32)
        dec_cell = enc_cell if tie else tf.nn.rnn_cell.GRUCell(units)
        with tf.variable_scope("decoder"):
            dec_out, _ = tf.nn.dynamic_rnn(dec_cell, tf.nn.embedding_lookup(embeddings, dec_in),
                                           initial_state=enc_state)
            logits = tf.layers.dense(dec_out, vocab, name="projection")
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
            labels=dec_target, logits=logits))
        train_vars = tf.trainable_variables(scope) + [embeddings]
        grads, norm = tf.clip_by_global_norm(tf.gradients(loss, train_vars), 5.0)
        train_op = tf.train.AdamOptimizer(0.01).apply_gradients(zip(grads, train_vars))
    return enc_state, dec_cell, loss, norm, train_op


enc_state, dec_cell, loss, norm, train_op = seq2seq("separate", tie=False)
tied = seq2seq("tied", tie=True)
emit("trainable", tf.trainable_variables())

# Greedy decoding with the separate model's decoder, one step per run.
step_in = tf.placeholder(tf.int32, [None, 1], name="step_in")
step_state = tf.placeholder(tf.float32, [None, units], name="step_state")
with tf.variable_scope("separate/decoder", reuse=True):
    step_out, next_state = tf.nn.dynamic_rnn(dec_cell, tf.nn.embedding_lookup(embeddings, step_in),
                                             initial_state=step_state)
    step_logits = tf.layers.dense(step_out[:, 0], vocab, name="projection")
next_digit = tf.argmax(step_logits, 1, output_type=tf.int32)
emit("after_decoding", [v.name for v in tf.trainable_variables("separate")])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for name, (l_op, n_op, t_op) in (("separate", (loss, norm, train_op)),
                                     ("tied", tied[2:])):
        history = []
        for step in range(50):
            i = (step % 8) * batch
            feed = {enc_in: sequences[i:i + batch], dec_target: targets[i:i + batch]}
            _, l, n = sess.run([t_op, l_op, n_op], feed)
            history.append((l, n))
        emit(name, history[::7])
    state = sess.run(enc_state, {enc_in: sequences[:4]})
    digits = np.full((4, 1), go, np.int32)
    decoded = []
    for _ in range(length):
        digit, state = sess.run([next_digit, next_state], {step_in: digits, step_state: state})
        decoded.append(digit)
        digits = digit[:, None]
    emit("greedy", [sequences[:4], np.stack(decoded, 1)])
