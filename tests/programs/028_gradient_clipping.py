# Training step by step with compute_gradients / apply_gradients, as the RNN and seq2seq
# tutorials did to clip: the gradients of an MLP clipped with tf.clip_by_global_norm, the
# (gradient, variable) pairs zipped back, Adagrad applying them with a global step, the global
# norm fetched along, and sess.run given a dict of fetches.
import numpy as np

rng = np.random.RandomState(28)
strokes = rng.rand(10, 784) < 0.15


def make_digits(n):
    labels = rng.randint(0, 10, n)
    images = strokes[labels] * rng.uniform(0.5, 1.0, (n, 784))
    images += (rng.rand(n, 784) < 0.3) * rng.rand(n, 784)
    return np.minimum(images, 1.0).astype(np.float32), np.eye(10, dtype=np.float32)[labels]


train_images, train_labels = make_digits(200)

tf.set_random_seed(28)
x = tf.placeholder(tf.float32, [None, 784])
y = tf.placeholder(tf.float32, [None, 10])
with tf.variable_scope("hidden"):
    w = tf.get_variable("w", [784, 32], initializer=tf.random_normal_initializer(stddev=0.1))
    b = tf.get_variable("b", [32], initializer=tf.constant_initializer(0.1))
    h = tf.nn.tanh(tf.matmul(x, w) + b)
with tf.variable_scope("output"):
    w = tf.get_variable("w", [32, 10], initializer=tf.random_normal_initializer(stddev=0.1))
    b = tf.get_variable("b", [10], initializer=tf.constant_initializer(0.0))
    logits = tf.matmul(h, w) + b
loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=y, logits=logits))

max_grad_norm = 1.0
global_step = tf.Variable(0, name="global_step", trainable=False)
tvars = tf.trainable_variables()
grads, global_norm = tf.clip_by_global_norm(tf.gradients(loss, tvars), max_grad_norm)
optimizer = tf.train.AdagradOptimizer(0.5)
train_op = optimizer.apply_gradients(zip(grads, tvars), global_step=global_step)

opt2 = tf.train.GradientDescentOptimizer(0.1)
grads_and_vars = opt2.compute_gradients(loss)
capped = [(tf.clip_by_value(g, -0.01, 0.01), v) for g, v in grads_and_vars]
capped_op = opt2.apply_gradients(capped)

emit("variables", tf.global_variables())
emit("grads_and_vars", grads_and_vars)
emit("op_count", len(tf.get_default_graph().get_operations()))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for step in range(10):
        start = (step * 40) % 200
        feed = {x: train_images[start:start + 40], y: train_labels[start:start + 40]}
        fetched = sess.run({"train": train_op, "loss": loss, "norm": global_norm,
                            "step": global_step}, feed_dict=feed)
        if step % 3 == 0:
            print("step {step}: loss {loss:.4f}, global norm {norm:.4f}".format(**fetched))
            history.append([fetched["loss"], fetched["norm"], fetched["step"]])
    emit("history", history)
    for _ in range(3):
        sess.run(capped_op, feed_dict=feed)
    emit("after_capped", sess.run([loss, global_step], feed_dict=feed))
    emit("output_b", sess.run(b))
