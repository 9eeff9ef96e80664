# tier: semantics
# Training through tf.nn.dynamic_rnn matches TF step by step: an embedding looked up before
# the RNN (its gradient arrives as IndexedSlices from inside the loop's frame), an LSTM with
# sequence_length, a softmax loss, gradients clipped by tf.clip_by_global_norm and applied by
# Adam with a global step; then a GRU trained by GradientDescent's minimize, and a stacked
# LSTM whose loss reads only the final state. Losses, norms and variables after each step.
import numpy as np
tf.set_random_seed(712)
ids = tf.placeholder(tf.int32, [None, 6], name="ids")
labels = tf.placeholder(tf.int32, [None], name="labels")
lens = tf.placeholder(tf.int32, [None], name="lens")
table = tf.get_variable("embedding", [7, 4])
embedded = tf.nn.embedding_lookup(table, ids)
outputs, state = tf.nn.dynamic_rnn(tf.nn.rnn_cell.BasicLSTMCell(5), embedded,
                                   sequence_length=lens, dtype=tf.float32)
logits = tf.layers.dense(state.h, 3, name="classes")
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels,
                                                                     logits=logits))
tvars = tf.trainable_variables()
raw = tf.gradients(loss, tvars)
emit("embedding_grad", [type(raw[0]).__name__, raw[0].values.name, raw[0].indices.name])
clipped, norm = tf.clip_by_global_norm(raw, 0.5)
step = tf.train.get_or_create_global_step()
train = tf.train.AdamOptimizer(0.05).apply_gradients(zip(clipped, tvars), global_step=step)
emit("train_name", train.name)

gru_out, _ = tf.nn.dynamic_rnn(tf.nn.rnn_cell.GRUCell(3), embedded, dtype=tf.float32,
                               scope="gru")
gru_loss = tf.reduce_mean(tf.square(gru_out[:, -1] - 0.5))
gru_train = tf.train.GradientDescentOptimizer(0.5).minimize(
    gru_loss, var_list=tf.trainable_variables("gru"))

stack = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(4) for _ in range(2)])
_, stack_state = tf.nn.dynamic_rnn(stack, embedded, dtype=tf.float32, scope="stack")
stack_loss = tf.reduce_mean(tf.square(stack_state[1].h - 0.25))
stack_train = tf.train.AdamOptimizer(0.1).minimize(stack_loss)

rng = np.random.RandomState(712)
feed = {ids: rng.randint(0, 7, (4, 6)), labels: [0, 1, 2, 1], lens: [6, 3, 1, 4]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(4):
        emit("adam_%d" % i, sess.run([loss, norm, train], feed)[:2])
    emit("adam_vars", sess.run(tvars + [step]))
    for i in range(3):
        emit("sgd_%d" % i, sess.run([gru_loss, gru_train], feed)[0])
    emit("sgd_vars", sess.run(tf.trainable_variables("gru")))
    for i in range(3):
        emit("stack_%d" % i, sess.run([stack_loss, stack_train], feed)[0])
    emit("stack_vars", sess.run(tf.trainable_variables("stack") + [table]))
