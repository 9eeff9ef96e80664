# Basic word2vec (skip-gram), as in the TensorFlow word2vec tutorial: a generate_batch that
# slides a window over the corpus, an embeddings variable looked up with
# tf.nn.embedding_lookup, NCE weights and biases, tf.nn.nce_loss with sampled negatives, SGD,
# and the cosine similarity of a few valid words against all embeddings. The corpus is a
# seeded sequence over a 50-word vocabulary in which each word tends to follow its neighbours.
import collections
import math
import random

import numpy as np

rng = np.random.RandomState(9)
vocabulary_size = 50
data = [0]
for _ in range(999):
    data.append(int((data[-1] + rng.choice([1, 2, 3, 47])) % vocabulary_size))
reverse_dictionary = {i: 'w%d' % i for i in range(vocabulary_size)}

data_index = 0


def generate_batch(batch_size, num_skips, skip_window):
    global data_index
    assert batch_size % num_skips == 0
    assert num_skips <= 2 * skip_window
    batch = np.ndarray(shape=(batch_size), dtype=np.int32)
    labels = np.ndarray(shape=(batch_size, 1), dtype=np.int32)
    span = 2 * skip_window + 1
    buffer = collections.deque(maxlen=span)
    for _ in range(span):
        buffer.append(data[data_index])
        data_index = (data_index + 1) % len(data)
    for i in range(batch_size // num_skips):
        context_words = [w for w in range(span) if w != skip_window]
        words_to_use = random.sample(context_words, num_skips)
        for j, context_word in enumerate(words_to_use):
            batch[i * num_skips + j] = buffer[skip_window]
            labels[i * num_skips + j, 0] = buffer[context_word]
        buffer.append(data[data_index])
        data_index = (data_index + 1) % len(data)
    data_index = (data_index + len(data) - span) % len(data)
    return batch, labels


random.seed(9)
batch, labels = generate_batch(batch_size=8, num_skips=2, skip_window=1)
for i in range(8):
    print(batch[i], reverse_dictionary[batch[i]], '->', labels[i, 0],
          reverse_dictionary[labels[i, 0]])
emit("first_batch", [batch, labels[:, 0]])

batch_size = 32
embedding_size = 16
skip_window = 1
num_skips = 2
valid_examples = np.array([1, 5, 9, 13])
num_sampled = 8

graph = tf.Graph()
with graph.as_default():
    tf.set_random_seed(9)
    train_inputs = tf.placeholder(tf.int32, shape=[batch_size])
    train_labels = tf.placeholder(tf.int32, shape=[batch_size, 1])
    valid_dataset = tf.constant(valid_examples, dtype=tf.int32)

    embeddings = tf.Variable(tf.random_uniform([vocabulary_size, embedding_size], -1.0, 1.0))
    embed = tf.nn.embedding_lookup(embeddings, train_inputs)

    nce_weights = tf.Variable(tf.truncated_normal([vocabulary_size, embedding_size],
                                                  stddev=1.0 / math.sqrt(embedding_size)))
    nce_biases = tf.Variable(tf.zeros([vocabulary_size]))

    loss = tf.reduce_mean(
        tf.nn.nce_loss(weights=nce_weights, biases=nce_biases, labels=train_labels,
                       inputs=embed, num_sampled=num_sampled, num_classes=vocabulary_size))
    optimizer = tf.train.GradientDescentOptimizer(1.0).minimize(loss)

    norm = tf.sqrt(tf.reduce_sum(tf.square(embeddings), 1, keepdims=True))
    normalized_embeddings = embeddings / norm
    valid_embeddings = tf.nn.embedding_lookup(normalized_embeddings, valid_dataset)
    similarity = tf.matmul(valid_embeddings, normalized_embeddings, transpose_b=True)

    init = tf.global_variables_initializer()
    emit("variables", tf.global_variables())
    emit("op_count", len(graph.get_operations()))

with tf.Session(graph=graph) as session:
    init.run()
    average_loss = 0
    averages = []
    for step in range(40):
        batch_inputs, batch_labels = generate_batch(batch_size, num_skips, skip_window)
        feed_dict = {train_inputs: batch_inputs, train_labels: batch_labels}
        _, loss_val = session.run([optimizer, loss], feed_dict=feed_dict)
        average_loss += loss_val
        if step % 10 == 9:
            average_loss /= 10
            print('Average loss at step ', step, ': ', average_loss)
            averages.append(average_loss)
            average_loss = 0
    emit("average_losses", averages)
    sim = similarity.eval()
    for i in range(len(valid_examples)):
        nearest = (-sim[i, :]).argsort()[1:4]
        print('Nearest to %s: %s' % (reverse_dictionary[valid_examples[i]],
                                     ', '.join(reverse_dictionary[k] for k in nearest)))
    emit("similarity_sample", sim[:, :6])
    final_embeddings = normalized_embeddings.eval()
    emit("final_embedding_0", final_embeddings[0, :6])
