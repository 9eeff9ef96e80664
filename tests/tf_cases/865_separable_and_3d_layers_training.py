# tier: semantics
# A few gradient-descent steps through separable (dilated too) and 3-D convolution layers and
# 3-D pools, seeded: glorot-uniform depthwise / pointwise / 3-D kernels drawn as TF draws them,
# losses and updated weights to float32 rounding.
tf.set_random_seed(865)
img = tf.random_normal([2, 9, 9, 3], seed=1)
seq = tf.random_normal([2, 11, 2], seed=2)
vol = tf.random_normal([2, 5, 6, 6, 2], seed=3)
a = tf.layers.separable_conv2d(img, 4, 3, strides=2, padding="same", depth_multiplier=2,
                               activation=tf.nn.relu)
b = tf.layers.separable_conv2d(img, 3, 2, dilation_rate=2, padding="same", activation=tf.tanh)
c = tf.layers.separable_conv1d(seq, 3, 3, padding="same", activation=tf.nn.relu)
d = tf.layers.conv3d(vol, 3, 3, padding="same", activation=tf.nn.relu)
e = tf.layers.max_pooling3d(d, 2, 2, padding="same")
f = tf.layers.average_pooling3d(tf.layers.conv3d(e, 2, (2, 2, 2)), 2, 1)
loss = (tf.reduce_mean(tf.square(a - 0.5)) + tf.reduce_mean(tf.square(b + 0.2))
        + tf.reduce_mean(tf.square(c - 1.0)) + tf.reduce_mean(tf.square(f - 0.3)))
step = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    losses = []
    for _ in range(4):
        losses.append(sess.run([loss, step])[0])
    emit("losses", losses)
    emit("weights", sess.run(tf.trainable_variables()[:6]))
