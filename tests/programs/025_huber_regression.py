# Linear regression with the Huber loss, as the Stanford CS20SI lecture wrote it: scalar
# placeholders named X and Y, weights created with tf.Variable(0.0, name=...), a huber_loss
# function choosing between the squared and the linear branch with tf.where on
# tf.less(residual, delta), one sess.run per sample, and a second model with the plain squared
# loss to compare, both fed the same data with a few outliers.
import numpy as np

rng = np.random.RandomState(25)
n_samples = 40
data_x = rng.uniform(0, 10, n_samples).astype(np.float32)
data_y = (1.5 * data_x + 2.0 + rng.randn(n_samples)).astype(np.float32)
data_y[::10] += 25.0


def huber_loss(labels, predictions, delta=1.0):
    residual = tf.abs(predictions - labels)
    condition = tf.less(residual, delta)
    small_res = 0.5 * tf.square(residual)
    large_res = delta * residual - 0.5 * tf.square(delta)
    return tf.where(condition, small_res, large_res)


X = tf.placeholder(tf.float32, name='X')
Y = tf.placeholder(tf.float32, name='Y')

w = tf.Variable(0.0, name='weights')
b = tf.Variable(0.0, name='bias')
Y_predicted = X * w + b
loss = huber_loss(Y, Y_predicted)
optimizer = tf.train.GradientDescentOptimizer(learning_rate=0.001).minimize(loss)

w2 = tf.Variable(0.0, name='weights_sq')
b2 = tf.Variable(0.0, name='bias_sq')
Y_predicted2 = X * w2 + b2
loss2 = tf.square(Y - Y_predicted2, name='loss')
optimizer2 = tf.train.GradientDescentOptimizer(learning_rate=0.001).minimize(loss2)

emit("variables", tf.global_variables())
emit("op_count", len(tf.get_default_graph().get_operations()))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for i in range(8):
        total_loss = 0
        total_loss2 = 0
        for x, y in zip(data_x, data_y):
            _, l, _, l2 = sess.run([optimizer, loss, optimizer2, loss2], feed_dict={X: x, Y: y})
            total_loss += l
            total_loss2 += l2
        print('Epoch {0}: huber {1}, squared {2}'.format(i, total_loss / n_samples,
                                                        total_loss2 / n_samples))
        history.append([total_loss / n_samples, total_loss2 / n_samples])
    emit("history", history)
    emit("huber_fit", sess.run([w, b]))
    emit("squared_fit", sess.run([w2, b2]))
