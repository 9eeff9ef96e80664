# Siamese towers sharing their weights: one network() of get_variable layers is built twice
# inside variable_scope("siamese"), the second time after
# tf.get_variable_scope().reuse_variables(), and trained with the contrastive loss on pairs of
# MNIST-shaped images (same digit or not). The distance uses tf.pow and tf.sqrt, the margin
# tf.maximum.
import numpy as np

rng = np.random.RandomState(6)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.1) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), labels


images, labels = make_digits(256)

tf.set_random_seed(6)


def fc_layer(bottom, n_weight, name):
    n_prev_weight = bottom.get_shape()[1]
    initer = tf.truncated_normal_initializer(stddev=0.1)
    W = tf.get_variable(name + 'W', dtype=tf.float32, shape=[n_prev_weight, n_weight],
                        initializer=initer)
    b = tf.get_variable(name + 'b', dtype=tf.float32,
                        initializer=tf.constant(0.01, shape=[n_weight], dtype=tf.float32))
    fc = tf.nn.bias_add(tf.matmul(bottom, W), b)
    return fc


def network(x):
    fc1 = fc_layer(x, 128, "fc1")
    ac1 = tf.nn.relu(fc1)
    fc2 = fc_layer(ac1, 64, "fc2")
    ac2 = tf.nn.relu(fc2)
    fc3 = fc_layer(ac2, 2, "fc3")
    return fc3


x1 = tf.placeholder(tf.float32, [None, 784])
x2 = tf.placeholder(tf.float32, [None, 784])
y_ = tf.placeholder(tf.float32, [None])

with tf.variable_scope("siamese") as scope:
    o1 = network(x1)
    tf.get_variable_scope().reuse_variables()
    o2 = network(x2)

margin = 5.0
labels_t = y_
labels_f = tf.subtract(1.0, y_, name="1-yi")
eucd2 = tf.pow(tf.subtract(o1, o2), 2)
eucd2 = tf.reduce_sum(eucd2, 1)
eucd = tf.sqrt(eucd2 + 1e-6, name="eucd")
C = tf.constant(margin, name="C")
pos = tf.multiply(labels_t, eucd2, name="yi_x_eucd2")
neg = tf.multiply(labels_f, tf.pow(tf.maximum(tf.subtract(C, eucd), 0), 2), name="Nyi_x_C-eucd_xx_2")
losses = tf.add(pos, neg, name="losses")
loss = tf.reduce_mean(losses, name="loss")

train_step = tf.train.GradientDescentOptimizer(0.001).minimize(loss)

emit("variables", tf.global_variables())
emit("trainable", tf.trainable_variables())
emit("op_count", len(tf.get_default_graph().get_operations()))

sess = tf.InteractiveSession()
tf.global_variables_initializer().run()
printed = []
for step in range(20):
    a = rng.randint(0, 256, 32)
    b = rng.randint(0, 256, 32)
    same = (labels[a] == labels[b]).astype(np.float32)
    _, loss_v = sess.run([train_step, loss], feed_dict={x1: images[a], x2: images[b], y_: same})
    if step % 5 == 0:
        print('step %d: loss %.3f' % (step, loss_v))
        printed.append(loss_v)
emit("losses", printed)
embed = o1.eval({x1: images[:6]})
emit("embedding", embed)
with tf.variable_scope("siamese", reuse=True):
    emit("fc1b", sess.run(tf.get_variable("fc1b"))[:6])
sess.close()
