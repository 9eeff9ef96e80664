# tier: semantics
# A classic TF1 training script fed by tf.data instead of placeholders: shuffled batches of
# a linear regression problem (the same order each initializer run), an initializable
# iterator rerun once per epoch, gradient descent until OutOfRangeError ends each epoch;
# losses and weights match TF.
import numpy as np
rng = np.random.RandomState(0)
xs = rng.randn(20, 3).astype(np.float32)
ys = (xs @ np.array([[1.0], [-2.0], [0.5]], np.float32) + 0.3).astype(np.float32)
features = tf.placeholder(tf.float32, [None, 3], name="features")
targets = tf.placeholder(tf.float32, [None, 1], name="targets")
ds = tf.data.Dataset.from_tensor_slices((features, targets)).shuffle(8, seed=3).batch(6)
it = ds.make_initializable_iterator()
x, y = it.get_next()
with tf.variable_scope("linear"):
    w = tf.get_variable("w", [3, 1], initializer=tf.zeros_initializer())
    b = tf.get_variable("b", [1], initializer=tf.zeros_initializer())
loss = tf.reduce_mean(tf.square(tf.matmul(x, w) + b - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
losses = []
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(3):
        sess.run(it.initializer, {features: xs, targets: ys})
        steps = 0
        try:
            while True:
                losses.append(sess.run([loss, train])[0])
                steps += 1
        except tf.errors.OutOfRangeError:
            emit("steps%d" % epoch, steps)
    emit("losses", losses)
    emit("weights", sess.run([w, b]))
