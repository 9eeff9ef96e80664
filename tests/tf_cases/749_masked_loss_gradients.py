# tier: semantics
# Training through a masked loss whose weights have unknown static shape: the gradient flows
# around the run-time broadcast check (its set difference and Assert are not differentiated),
# padded tokens get zero gradient, and a few GradientDescent steps give TF's values.
import numpy as np
tf.set_random_seed(3)
labels = tf.placeholder(tf.int32, [None, None])
inputs = tf.placeholder(tf.float32, [None, None, 3])
lengths = tf.placeholder(tf.int32, [None])
W = tf.get_variable("W", [3, 4], initializer=tf.random_normal_initializer(seed=1))
logits = tf.reshape(tf.matmul(tf.reshape(inputs, [-1, 3]), W), [tf.shape(inputs)[0], -1, 4])
mask = tf.sequence_mask(lengths, maxlen=tf.shape(labels)[1], dtype=tf.float32)
loss = tf.losses.sparse_softmax_cross_entropy(labels, logits, weights=mask)
g_logits, g_w = tf.gradients(loss, [logits, W])
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
rng = np.random.RandomState(11)
feed = {labels: rng.randint(0, 4, size=(2, 4)).astype(np.int32),
        inputs: rng.randn(2, 4, 3).astype(np.float32), lengths: [4, 1]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("g_logits", sess.run(g_logits, feed))
    emit("g_w", sess.run(g_w, feed))
    for step in range(3):
        _, value = sess.run([train, loss], feed)
        emit("loss_%d" % step, value)
    emit("W", sess.run(W))
