# Keeping the best model and using it later, as many course notebooks did: validation accuracy
# checked every epoch, tf.train.Saver saving only on improvement, then a new graph that rebuilds
# the model under other variable names and restores it through a Saver given a dict
# {name in checkpoint: variable}, and tensors found again by name with get_tensor_by_name.
import os
import shutil
import tempfile

import numpy as np

rng = np.random.RandomState(29)
strokes = rng.rand(10, 784) < 0.1


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.4) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), np.eye(10, dtype=np.float32)[labels]


train_images, train_labels = make_digits(200)
valid_images, valid_labels = make_digits(100)
save_dir = tempfile.mkdtemp(prefix="best_")
save_path = os.path.join(save_dir, "best_validation")

tf.set_random_seed(29)
x = tf.placeholder(tf.float32, [None, 784], name="x")
y_true = tf.placeholder(tf.float32, [None, 10], name="y_true")
weights = tf.Variable(tf.zeros([784, 10]), name="weights")
biases = tf.Variable(tf.zeros([10]), name="biases")
logits = tf.matmul(x, weights) + biases
y_pred = tf.nn.softmax(logits, name="y_pred")
cost = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(logits=logits, labels=y_true))
optimizer = tf.train.GradientDescentOptimizer(learning_rate=0.05).minimize(cost)
correct = tf.equal(tf.argmax(y_pred, 1), tf.argmax(y_true, 1))
accuracy = tf.reduce_mean(tf.cast(correct, tf.float32), name="accuracy")
saver = tf.train.Saver()

best_validation_accuracy = 0.0
log = []
with tf.Session() as session:
    session.run(tf.global_variables_initializer())
    for epoch in range(6):
        for i in range(0, 200, 50):
            session.run(optimizer, {x: train_images[i:i + 50], y_true: train_labels[i:i + 50]})
        acc_validation = session.run(accuracy, {x: valid_images, y_true: valid_labels})
        improved = acc_validation > best_validation_accuracy
        if improved:
            best_validation_accuracy = acc_validation
            saver.save(sess=session, save_path=save_path)
            best_biases = session.run(biases)
        print("Epoch", epoch, "validation accuracy", acc_validation, "*" if improved else "")
        log.append([acc_validation, bool(improved)])
emit("log", log)

graph = tf.Graph()
with graph.as_default():
    x = tf.placeholder(tf.float32, [None, 784], name="x")
    with tf.variable_scope("restored"):
        w = tf.get_variable("w", [784, 10])
        bias = tf.get_variable("bias", [10])
    probabilities = tf.nn.softmax(tf.matmul(x, w) + bias, name="probabilities")
    restorer = tf.train.Saver({"weights": w, "biases": bias})
    with tf.Session(graph=graph) as session:
        restorer.restore(session, save_path)
        emit("restored_equal", bool(np.all(session.run(bias) == best_biases)))
        p = graph.get_tensor_by_name("probabilities:0")
        x_again = graph.get_operation_by_name("x").outputs[0]
        probs = session.run(p, {x_again: valid_images[:3]})
        emit("probabilities", probs)
        emit("classes", np.argmax(probs, 1))
shutil.rmtree(save_dir)
