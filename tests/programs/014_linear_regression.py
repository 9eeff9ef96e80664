# Linear regression of TensorFlow-Examples: "float" placeholders without a shape, W and b as
# tf.Variable(rng.randn(), name=...), pred = add(multiply(X, W), b), the cost
# reduce_sum(pow(pred - Y, 2)) / (2 * n_samples), and gradient descent fed one (x, y) pair per
# sess.run, printing the cost over the whole set every few epochs; then a test-set cost.
import numpy as np

rng = np.random.RandomState(14)
train_X = np.asarray([3.3, 4.4, 5.5, 6.71, 6.93, 4.168, 9.779, 6.182, 7.59, 2.167,
                      7.042, 10.791, 5.313, 7.997, 5.654, 9.27, 3.1])
train_Y = np.asarray([1.7, 2.76, 2.09, 3.19, 1.694, 1.573, 3.366, 2.596, 2.53, 1.221,
                      2.827, 3.465, 1.65, 2.904, 2.42, 2.94, 1.3])
n_samples = train_X.shape[0]

learning_rate = 0.01
training_epochs = 10
display_step = 2

X = tf.placeholder("float")
Y = tf.placeholder("float")

W = tf.Variable(rng.randn(), name="weight")
b = tf.Variable(rng.randn(), name="bias")

pred = tf.add(tf.multiply(X, W), b)
cost = tf.reduce_sum(tf.pow(pred - Y, 2)) / (2 * n_samples)
optimizer = tf.train.GradientDescentOptimizer(learning_rate).minimize(cost)

init = tf.global_variables_initializer()
emit("variables", [(v.name, v.dtype) for v in tf.global_variables()])
emit("graph", graph_nodes())

with tf.Session() as sess:
    sess.run(init)
    costs = []
    for epoch in range(training_epochs):
        for (x, y) in zip(train_X, train_Y):
            sess.run(optimizer, feed_dict={X: x, Y: y})
        if (epoch + 1) % display_step == 0:
            c = sess.run(cost, feed_dict={X: train_X, Y: train_Y})
            print("Epoch:", '%04d' % (epoch + 1), "cost=", "{:.9f}".format(c),
                  "W=", sess.run(W), "b=", sess.run(b))
            costs.append(c)
    emit("costs", costs)
    training_cost = sess.run(cost, feed_dict={X: train_X, Y: train_Y})
    emit("training", [training_cost, sess.run(W), sess.run(b)])

    test_X = np.asarray([6.83, 4.668, 8.9, 7.91, 5.7, 8.7, 3.1, 2.1])
    test_Y = np.asarray([1.84, 2.273, 3.2, 2.831, 2.92, 3.24, 1.35, 1.03])
    testing_cost = sess.run(tf.reduce_sum(tf.pow(pred - Y, 2)) / (2 * test_X.shape[0]),
                            feed_dict={X: test_X, Y: test_Y})
    print("Testing cost=", testing_cost)
    emit("testing_cost", testing_cost)
