# Softmax classification with tf.one_hot, as DeepLearningZeroToAll lab 6 did for the zoo data:
# integer labels in a [None, 1] placeholder turned into one-hot rows by tf.one_hot and
# tf.reshape, logits and softmax, softmax_cross_entropy_with_logits_v2, and the accuracy from
# argmax. The animals here are 16 seeded binary features in 7 classes.
import numpy as np

rng = np.random.RandomState(24)
nb_classes = 7
prototypes = (rng.rand(nb_classes, 16) < 0.5).astype(np.float32)
y_index = rng.randint(0, nb_classes, 101)
flips = (rng.rand(101, 16) < 0.1).astype(np.float32)
x_data = np.abs(prototypes[y_index] - flips)
y_data = y_index.reshape(-1, 1).astype(np.int32)

tf.set_random_seed(777)
X = tf.placeholder(tf.float32, [None, 16])
Y = tf.placeholder(tf.int32, [None, 1])
Y_one_hot = tf.one_hot(Y, nb_classes)
emit("one_hot_shape", Y_one_hot.shape)
Y_one_hot = tf.reshape(Y_one_hot, [-1, nb_classes])

W = tf.Variable(tf.random_normal([16, nb_classes]), name='weight')
b = tf.Variable(tf.random_normal([nb_classes]), name='bias')
logits = tf.matmul(X, W) + b
hypothesis = tf.nn.softmax(logits)

cost_i = tf.nn.softmax_cross_entropy_with_logits_v2(logits=logits,
                                                    labels=tf.stop_gradient([Y_one_hot]))
cost = tf.reduce_mean(cost_i)
optimizer = tf.train.GradientDescentOptimizer(learning_rate=0.1).minimize(cost)

prediction = tf.argmax(hypothesis, 1)
correct_prediction = tf.equal(prediction, tf.argmax(Y_one_hot, 1))
accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))

emit("graph", graph_nodes())

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for step in range(201):
        sess.run(optimizer, feed_dict={X: x_data, Y: y_data})
        if step % 50 == 0:
            loss, acc = sess.run([cost, accuracy], feed_dict={X: x_data, Y: y_data})
            print("Step: {:5}\tLoss: {:.3f}\tAcc: {:.2%}".format(step, loss, acc))
            history.append([loss, acc])
    emit("history", history)
    pred = sess.run(prediction, feed_dict={X: x_data})
    emit("predictions", pred[:20])
    emit("weights", sess.run(W)[:3])
