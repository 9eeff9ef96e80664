# A sequence-to-sequence model in the shape of the TF1 chatbot / translation tutorials: an
# encoder tf.nn.dynamic_rnn under variable_scope("encode") and a decoder tf.nn.dynamic_rnn
# under variable_scope("decode") that starts from the encoder's final state, both cells wrapped
# in DropoutWrapper with the keep probabilities placeholders. It learns to echo 5 digits
# shifted by one. The loss is over the decoder outputs and AdamOptimizer().minimize trains it:
# minimize gates each op's gradients (gate_gradients=GATE_OP), so the gradient of the decoder
# loop's Merge reaches the Exit that hands the initial state's gradient to the encoder's
# gradient loop through a tuple/control_dependency Identity. The first model uses LSTM cells
# (the state an LSTMStateTuple) and the encoder reads sequence_length; the second stacks two
# GRU cells in a MultiRNNCell each side. The batch dimension is None, as in the tutorials.
# The state's dropout feeds the next iteration, so each iteration draws its mask after the
# previous one in TF too; the output's masks wait only on their own iteration, and TF's thread
# pool draws them in an order of its own (last iteration first, here), so the output keep
# probability is fed 1.0.
import numpy as np

vocab, length, batch, units = 8, 5, 16, 20
rng = np.random.RandomState(44)
sequences = rng.randint(1, vocab, (batch * 4, length)).astype(np.int32)
lengths = rng.randint(3, length + 1, batch * 4).astype(np.int32)
targets = (sequences + 1) % vocab

tf.set_random_seed(44)
enc_in = tf.placeholder(tf.int32, [None, length], name="encoder_inputs")
enc_len = tf.placeholder(tf.int32, [None], name="encoder_lengths")
dec_target = tf.placeholder(tf.int32, [None, length], name="decoder_targets")
keep_prob = tf.placeholder(tf.float32, [], name="keep_prob")
output_keep_prob = tf.placeholder_with_default(1.0, [], name="output_keep_prob")
dec_in = tf.concat([tf.zeros_like(dec_target[:, :1]), dec_target[:, :-1]], axis=1)
embeddings = tf.get_variable("embeddings", [vocab, 10])


def dropped(cell):
    return tf.nn.rnn_cell.DropoutWrapper(cell, output_keep_prob=output_keep_prob,
                                         state_keep_prob=keep_prob, seed=44)


def model(name, make_cell, with_lengths):
    with tf.variable_scope(name):
        with tf.variable_scope("encode"):
            extra = {"sequence_length": enc_len} if with_lengths else {}
            enc_out, enc_state = tf.nn.dynamic_rnn(
                make_cell(), tf.nn.embedding_lookup(embeddings, enc_in), dtype=tf.float32,
                **extra)
        with tf.variable_scope("decode"):
            dec_out, _ = tf.nn.dynamic_rnn(make_cell(), tf.nn.embedding_lookup(embeddings, dec_in),
                                           initial_state=enc_state)
            logits = tf.layers.dense(dec_out, vocab, name="projection")
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
            labels=dec_target, logits=logits))
        train_op = tf.train.AdamOptimizer(0.01).minimize(loss)
    return loss, train_op


lstm = model("lstm", lambda: dropped(tf.nn.rnn_cell.LSTMCell(units)), with_lengths=True)
gru = model("gru", lambda: tf.nn.rnn_cell.MultiRNNCell(
    [dropped(tf.nn.rnn_cell.GRUCell(units)) for _ in range(2)]), with_lengths=False)
emit("trainable", [v.name for v in tf.trainable_variables()])
emit("exits", sorted(op.name for op in tf.get_default_graph().get_operations()
                     if op.type == "Exit" and "Enter" in op.name))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for name, (loss, train_op) in (("lstm", lstm), ("gru", gru)):
        history = []
        for step in range(12):
            i = (step % 4) * batch
            feed = {enc_in: sequences[i:i + batch], enc_len: lengths[i:i + batch],
                    dec_target: targets[i:i + batch], keep_prob: 0.8}
            _, l = sess.run([train_op, loss], feed)
            history.append(l)
        emit(name, history)
        emit(name + "_eval", sess.run(loss, {enc_in: sequences[:batch], enc_len: lengths[:batch],
                                             dec_target: targets[:batch], keep_prob: 1.0}))
