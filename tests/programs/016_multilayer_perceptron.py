# Multilayer perceptron of TensorFlow-Examples: "float" placeholders, weights / biases dicts of
# tf.Variable(tf.random_normal(...)), two ReLU hidden layers, softmax_cross_entropy_with_logits
# on the logits, Adam, the average cost per epoch, and the test accuracy.
import numpy as np

rng = np.random.RandomState(16)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.3) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), np.eye(10, dtype=np.float32)[labels]


train_images, train_labels = make_digits(200)
test_images, test_labels = make_digits(100)

tf.set_random_seed(16)
learning_rate = 0.001
training_epochs = 3
batch_size = 50
display_step = 1

n_hidden_1 = 64
n_hidden_2 = 64
n_input = 784
n_classes = 10

X = tf.placeholder("float", [None, n_input])
Y = tf.placeholder("float", [None, n_classes])

weights = {
    'h1': tf.Variable(tf.random_normal([n_input, n_hidden_1])),
    'h2': tf.Variable(tf.random_normal([n_hidden_1, n_hidden_2])),
    'out': tf.Variable(tf.random_normal([n_hidden_2, n_classes]))
}
biases = {
    'b1': tf.Variable(tf.random_normal([n_hidden_1])),
    'b2': tf.Variable(tf.random_normal([n_hidden_2])),
    'out': tf.Variable(tf.random_normal([n_classes]))
}


def multilayer_perceptron(x):
    layer_1 = tf.nn.relu(tf.add(tf.matmul(x, weights['h1']), biases['b1']))
    layer_2 = tf.nn.relu(tf.add(tf.matmul(layer_1, weights['h2']), biases['b2']))
    out_layer = tf.matmul(layer_2, weights['out']) + biases['out']
    return out_layer


logits = multilayer_perceptron(X)
loss_op = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(logits=logits, labels=Y))
optimizer = tf.train.AdamOptimizer(learning_rate=learning_rate)
train_op = optimizer.minimize(loss_op)
init = tf.global_variables_initializer()

emit("variables", tf.global_variables())
emit("op_count", len(tf.get_default_graph().get_operations()))

with tf.Session() as sess:
    sess.run(init)
    costs = []
    for epoch in range(training_epochs):
        avg_cost = 0.
        total_batch = int(200 / batch_size)
        for i in range(total_batch):
            batch_x = train_images[i * batch_size:(i + 1) * batch_size]
            batch_y = train_labels[i * batch_size:(i + 1) * batch_size]
            _, c = sess.run([train_op, loss_op], feed_dict={X: batch_x, Y: batch_y})
            avg_cost += c / total_batch
        if epoch % display_step == 0:
            print("Epoch:", '%04d' % (epoch + 1), "cost={:.9f}".format(avg_cost))
            costs.append(avg_cost)
    print("Optimization Finished!")
    emit("costs", costs)
    pred = tf.nn.softmax(logits)
    correct_prediction = tf.equal(tf.argmax(pred, 1), tf.argmax(Y, 1))
    accuracy = tf.reduce_mean(tf.cast(correct_prediction, "float"))
    emit("accuracy", accuracy.eval({X: test_images, Y: test_labels}))
    emit("out_bias", sess.run(biases['out']))
