# Polynomial regression, as the early TF course notebooks wrote it: a noisy sine wave fed
# through "float" placeholders, a bias variable as the first term, then for each power a
# weight variable named weight_%d added as multiply(pow(X, i), W) to the prediction, the cost
# reduce_sum(pow(Y_pred - Y, 2)) / (n - 1), and gradient descent on the whole set per epoch.
import numpy as np

rng = np.random.RandomState(17)
n_observations = 60
xs = np.linspace(-3, 3, n_observations)
ys = np.sin(xs) + rng.uniform(-0.5, 0.5, n_observations)

tf.set_random_seed(17)
X = tf.placeholder(tf.float32)
Y = tf.placeholder(tf.float32)

Y_pred = tf.Variable(tf.random_normal([1]), name='bias')
for pow_i in range(1, 4):
    W = tf.Variable(tf.random_normal([1], stddev=0.1), name='weight_%d' % pow_i)
    Y_pred = tf.add(tf.multiply(tf.pow(X, pow_i), W), Y_pred)

cost = tf.reduce_sum(tf.pow(Y_pred - Y, 2)) / (n_observations - 1)
learning_rate = 0.005
optimizer = tf.train.GradientDescentOptimizer(learning_rate).minimize(cost)

emit("variables", tf.global_variables())
emit("op_count", len(tf.get_default_graph().get_operations()))

n_epochs = 40
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    prev_training_cost = 0.0
    costs = []
    for epoch_i in range(n_epochs):
        sess.run(optimizer, feed_dict={X: xs, Y: ys})
        training_cost = sess.run(cost, feed_dict={X: xs, Y: ys})
        if epoch_i % 10 == 0:
            print(training_cost)
            costs.append(training_cost)
        if np.abs(prev_training_cost - training_cost) < 0.000001:
            break
        prev_training_cost = training_cost
    emit("costs", costs)
    emit("epochs", epoch_i)
    emit("curve", Y_pred.eval(feed_dict={X: xs[::10]}, session=sess))
    emit("weights", sess.run(tf.trainable_variables()))
