# tier: semantics
# Values of seeded convolution layers (conv2d, conv1d, conv2d_transpose) and of their
# gradients, which match TF's numbers.
import numpy as np
tf.set_random_seed(99)
rng = np.random.RandomState(5)
img = tf.constant(rng.randn(2, 6, 6, 2).astype(np.float32))
c = tf.layers.conv2d(img, 3, 3, strides=2, padding="same", activation=tf.nn.relu,
                     bias_initializer=tf.constant_initializer(0.1))
v = tf.layers.conv2d(img, 2, [2, 3], padding="valid")
s = tf.layers.conv1d(tf.constant(rng.randn(2, 7, 3).astype(np.float32)), 2, 3, strides=2)
t = tf.layers.conv2d_transpose(c, 2, 3, strides=2, padding="same")
tv = tf.layers.conv2d_transpose(img, 1, [3, 2], strides=(1, 2), padding="valid")
loss = tf.reduce_sum(t * t) + tf.reduce_sum(tv) + tf.reduce_sum(s * s) + tf.reduce_sum(v)
grads = tf.gradients(loss, tf.trainable_variables())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("shapes", [str(x.shape) for x in (c, v, s, t, tv)])
    emit("outputs", sess.run([c, v, s, t, tv]))
    emit("grads", sess.run(grads))
