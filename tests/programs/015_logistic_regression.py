# Logistic regression of TensorFlow-Examples: tf.placeholder(tf.float32, [None, 784]), zero
# weights, pred = softmax(matmul(x, W) + b), the cost reduce_mean(-reduce_sum(y * log(pred),
# reduction_indices=1)), gradient descent over epochs of mini-batches with the average cost
# per epoch, and the accuracy evaluated with accuracy.eval({...}) inside the session.
import numpy as np

rng = np.random.RandomState(15)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.3) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), np.eye(10, dtype=np.float32)[labels]


train_images, train_labels = make_digits(300)
test_images, test_labels = make_digits(100)

learning_rate = 0.01
training_epochs = 5
batch_size = 50
display_step = 1

x = tf.placeholder(tf.float32, [None, 784])
y = tf.placeholder(tf.float32, [None, 10])

W = tf.Variable(tf.zeros([784, 10]))
b = tf.Variable(tf.zeros([10]))

pred = tf.nn.softmax(tf.matmul(x, W) + b)
cost = tf.reduce_mean(-tf.reduce_sum(y * tf.log(pred), reduction_indices=1))
optimizer = tf.train.GradientDescentOptimizer(learning_rate).minimize(cost)

init = tf.global_variables_initializer()
emit("op_names", [op.name for op in tf.get_default_graph().get_operations()])

with tf.Session() as sess:
    sess.run(init)
    costs = []
    for epoch in range(training_epochs):
        avg_cost = 0.
        total_batch = int(300 / batch_size)
        for i in range(total_batch):
            batch_xs = train_images[i * batch_size:(i + 1) * batch_size]
            batch_ys = train_labels[i * batch_size:(i + 1) * batch_size]
            _, c = sess.run([optimizer, cost], feed_dict={x: batch_xs, y: batch_ys})
            avg_cost += c / total_batch
        if (epoch + 1) % display_step == 0:
            print("Epoch:", '%04d' % (epoch + 1), "cost=", "{:.9f}".format(avg_cost))
            costs.append(avg_cost)
    print("Optimization Finished!")
    emit("costs", costs)
    correct_prediction = tf.equal(tf.argmax(pred, 1), tf.argmax(y, 1))
    accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))
    emit("accuracy", accuracy.eval({x: test_images, y: test_labels}))
    emit("b", b.eval())
