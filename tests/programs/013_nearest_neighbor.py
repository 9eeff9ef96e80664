# Nearest neighbour of TensorFlow-Examples: "float" placeholders for the training set and one
# test point, the L1 distance reduce_sum(abs(add(xtr, negative(xte))), reduction_indices=1),
# tf.arg_min, and one sess.run per test point, counting the correct predictions in Python.
import numpy as np

rng = np.random.RandomState(13)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.3) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), np.eye(10, dtype=np.float32)[labels]


Xtr, Ytr = make_digits(500)
Xte, Yte = make_digits(40)

xtr = tf.placeholder("float", [None, 784])
xte = tf.placeholder("float", [784])

distance = tf.reduce_sum(tf.abs(tf.add(xtr, tf.negative(xte))), reduction_indices=1)
pred = tf.arg_min(distance, 0)

accuracy = 0.
init = tf.global_variables_initializer()
emit("graph", graph_nodes())

with tf.Session() as sess:
    sess.run(init)
    predictions = []
    for i in range(len(Xte)):
        nn_index = sess.run(pred, feed_dict={xtr: Xtr, xte: Xte[i, :]})
        predictions.append(nn_index)
        print("Test", i, "Prediction:", np.argmax(Ytr[nn_index]),
              "True Class:", np.argmax(Yte[i]))
        if np.argmax(Ytr[nn_index]) == np.argmax(Yte[i]):
            accuracy += 1. / len(Xte)
    print("Done!")
    print("Accuracy:", accuracy)
    emit("nn_indices", predictions)
    emit("accuracy", accuracy)
    emit("distances_0", sess.run(distance, feed_dict={xtr: Xtr[:5], xte: Xte[0]}))
