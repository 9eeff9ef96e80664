# A sentiment-style classifier of padded word sequences: an embedding (tf.Variable under a
# name scope), a GRUCell in a DropoutWrapper whose keep probability is a
# placeholder_with_default, dynamic_rnn with sequence_length, the outputs averaged over the
# real steps with tf.sequence_mask, logits from the mean and the final state; Adam through
# compute_gradients / clip_by_global_norm / apply_gradients; a Saver saves, a new session
# restores and evaluates. Trained with keep_prob fed 1.0: dropout inside a while loop draws
# its numbers in TF's executor's scheduling order, which is not the order of the time steps.
import numpy as np, tempfile, os
vocab, max_len, batch, emb, units = 30, 10, 16, 8, 12
rng = np.random.RandomState(7)
lens = rng.randint(2, max_len + 1, 160).astype(np.int32)
words = rng.randint(1, vocab, (160, max_len)).astype(np.int32)
words[np.arange(max_len) >= lens[:, None]] = 0
labels = ((words >= 15).sum(1) * 2 > lens).astype(np.int32)
tf.set_random_seed(7)
x = tf.placeholder(tf.int32, [None, max_len], name="input_x")
seq_len = tf.placeholder(tf.int32, [None], name="seq_len")
y = tf.placeholder(tf.int32, [None], name="input_y")
keep_prob = tf.placeholder_with_default(1.0, [], name="keep_prob")
with tf.name_scope("embedding"):
    W = tf.Variable(tf.random_uniform([vocab, emb], -1.0, 1.0), name="W")
    embedded = tf.nn.embedding_lookup(W, x)
with tf.variable_scope("gru"):
    cell = tf.nn.rnn_cell.GRUCell(units)
    cell = tf.nn.rnn_cell.DropoutWrapper(cell, output_keep_prob=keep_prob)
    outputs, state = tf.nn.dynamic_rnn(cell, embedded, sequence_length=seq_len, dtype=tf.float32)
mask = tf.sequence_mask(seq_len, max_len, dtype=tf.float32)
mean_out = tf.reduce_sum(outputs * tf.expand_dims(mask, -1), 1) / tf.expand_dims(tf.cast(seq_len, tf.float32), -1)
with tf.variable_scope("output"):
    logits = tf.layers.dense(tf.concat([mean_out, state], 1), 2)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
acc = tf.reduce_mean(tf.cast(tf.equal(tf.cast(tf.argmax(logits, 1), tf.int32), y), tf.float32))
opt = tf.train.AdamOptimizer(0.01)
gvs = opt.compute_gradients(loss)
grads, tvars = zip(*gvs)
grads, gnorm = tf.clip_by_global_norm(grads, 3.0)
train_op = opt.apply_gradients(zip(grads, tvars))
saver = tf.train.Saver()
emit("variables", tf.global_variables())
emit("mask", [mask.name, mask.shape, mean_out.name])
emit("gv", [(g.name if hasattr(g, "name") else None) for g, v in gvs])
ckpt = os.path.join(tempfile.mkdtemp(), "model.ckpt")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    hist = []
    for step in range(20):
        i = (step % 10) * batch
        _, l, n = sess.run([train_op, loss, gnorm], {x: words[i:i + batch], seq_len: lens[i:i + batch],
                                                 y: labels[i:i + batch], keep_prob: 1.0})
        hist.append((l, n))
    emit("hist", hist)
    emit("mask_val", sess.run(mask, {seq_len: [1, 3, 10]}))
    saver.save(sess, ckpt)
    before = sess.run([loss, acc], {x: words, seq_len: lens, y: labels})
with tf.Session() as sess:
    saver.restore(sess, ckpt)
    emit("restored", [before, sess.run([loss, acc], {x: words, seq_len: lens, y: labels})])
