# A bag-of-words sentence classifier. Sentences arrive as flat token lists with a sentence id
# per token (the segment layout the TF1 sparse tutorials used); per-token embeddings are
# pooled into per-sentence vectors with tf.segment_sum and tf.unsorted_segment_mean. A
# tf.data pipeline maps a tf.py_func augmentation (token dropout written in numpy) over the
# examples; tf.random_shuffle shuffles the class prototypes used as a side task; Adadelta
# trains the model.
import numpy as np

rng = np.random.RandomState(42)
vocab, n_sentences, max_len = 30, 24, 6
lengths = rng.randint(2, max_len + 1, n_sentences)
sentiment = rng.randint(0, 2, n_sentences)
positive_words, negative_words = np.arange(0, 10), np.arange(10, 20)
tokens = np.zeros((n_sentences, max_len), np.int32)
for i in range(n_sentences):
    pool = positive_words if sentiment[i] else negative_words
    words = np.where(rng.rand(max_len) < 0.6, rng.choice(pool, max_len),
                     rng.randint(20, vocab, max_len))
    tokens[i, :lengths[i]] = words[:lengths[i]]


def drop_tokens(row, length, seed):
    keep = np.random.RandomState(seed).rand(row.shape[0]) > 0.2
    keep[0] = True
    return np.where(keep & (np.arange(row.shape[0]) < length), row, -1).astype(np.int32)


tf.set_random_seed(42)
dataset = tf.data.Dataset.from_tensor_slices(
    (tokens, lengths.astype(np.int32), sentiment.astype(np.int32),
     np.arange(n_sentences, dtype=np.int64)))


def augment(row, length, label, index):
    dropped = tf.py_func(drop_tokens, [row, length, index], tf.int32, stateful=False)
    dropped.set_shape([max_len])
    return dropped, label


dataset = dataset.map(augment).batch(8)
iterator = dataset.make_initializable_iterator()
batch_tokens, batch_labels = iterator.get_next()

with tf.name_scope("flatten"):
    mask = batch_tokens >= 0
    flat_tokens = tf.boolean_mask(batch_tokens, mask)
    sentence_ids = tf.boolean_mask(
        tf.tile(tf.expand_dims(tf.range(tf.shape(batch_tokens)[0]), 1), [1, max_len]), mask)

with tf.variable_scope("bow"):
    embeddings = tf.get_variable("embeddings", [vocab, 8],
                                 initializer=tf.random_uniform_initializer(-0.5, 0.5))
    token_vectors = tf.nn.embedding_lookup(embeddings, flat_tokens)
    summed = tf.segment_sum(token_vectors, sentence_ids)
    averaged = tf.unsorted_segment_mean(token_vectors, sentence_ids,
                                        num_segments=tf.shape(batch_tokens)[0])
    features = tf.concat([averaged, tf.tanh(summed)], axis=1)
    logits = tf.layers.dense(features, 2, name="output")

loss = tf.losses.sparse_softmax_cross_entropy(batch_labels, logits)
optimizer = tf.train.AdadeltaOptimizer(learning_rate=20.0, rho=0.9)
train_op = optimizer.minimize(loss)
correct = tf.reduce_sum(tf.cast(tf.equal(tf.argmax(logits, 1, output_type=tf.int32),
                                         batch_labels), tf.int32))

prototypes = tf.constant(np.arange(12, dtype=np.float32).reshape(6, 2))
shuffled = tf.random_shuffle(prototypes, seed=3)

emit("pipeline", [batch_tokens, batch_labels, summed, averaged])
emit("variables", tf.global_variables())
emit("slots", optimizer.get_slot_names())

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(iterator.initializer)
    emit("first_batch", sess.run(batch_tokens))
    history = []
    for epoch in range(6):
        sess.run(iterator.initializer)
        total, hits = 0.0, 0
        while True:
            try:
                l, c, _ = sess.run([loss, correct, train_op])
                total += l
                hits += c
            except tf.errors.OutOfRangeError:
                break
        history.append([total, hits])
    emit("history", history)
    emit("shuffled", [sess.run(shuffled), sess.run(shuffled)])
    emit("embedding_row", sess.run(embeddings)[3])
