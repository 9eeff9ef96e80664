# XOR with a neural network, as DeepLearningZeroToAll lab 9 taught it: the four XOR points,
# a 2 -> 2 -> 1 sigmoid network with tf.Variable(tf.random_normal(...), name=...) layers under
# name scopes, the binary cross-entropy written out, gradient descent, and the predicted
# classes from tf.cast(hypothesis > 0.5, dtype=tf.float32).
import numpy as np

x_data = np.array([[0, 0], [0, 1], [1, 0], [1, 1]], dtype=np.float32)
y_data = np.array([[0], [1], [1], [0]], dtype=np.float32)

tf.set_random_seed(777)
X = tf.placeholder(tf.float32, [None, 2])
Y = tf.placeholder(tf.float32, [None, 1])

with tf.name_scope("layer1"):
    W1 = tf.Variable(tf.random_normal([2, 2]), name='weight1')
    b1 = tf.Variable(tf.random_normal([2]), name='bias1')
    layer1 = tf.sigmoid(tf.matmul(X, W1) + b1)

with tf.name_scope("layer2"):
    W2 = tf.Variable(tf.random_normal([2, 1]), name='weight2')
    b2 = tf.Variable(tf.random_normal([1]), name='bias2')
    hypothesis = tf.sigmoid(tf.matmul(layer1, W2) + b2)

cost = -tf.reduce_mean(Y * tf.log(hypothesis) + (1 - Y) * tf.log(1 - hypothesis))
train = tf.train.GradientDescentOptimizer(learning_rate=0.5).minimize(cost)

predicted = tf.cast(hypothesis > 0.5, dtype=tf.float32)
accuracy = tf.reduce_mean(tf.cast(tf.equal(predicted, Y), dtype=tf.float32))

emit("variables", tf.global_variables())
emit("graph", graph_nodes())

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    costs = []
    for step in range(1001):
        _, cost_val = sess.run([train, cost], feed_dict={X: x_data, Y: y_data})
        if step % 250 == 0:
            print(step, cost_val)
            costs.append(cost_val)
    emit("costs", costs)
    h, c, a = sess.run([hypothesis, predicted, accuracy], feed_dict={X: x_data, Y: y_data})
    print("\nHypothesis: ", h, "\nCorrect: ", c, "\nAccuracy: ", a)
    emit("hypothesis", h)
    emit("predicted", c)
    emit("accuracy", a)
