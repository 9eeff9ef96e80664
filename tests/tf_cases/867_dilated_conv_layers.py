# tier: graph
# tf.layers.conv1d / conv2d / conv3d with dilation_rate: Keras builds tf.nn.convolution's
# space-to-batch deal inside the op's scope (<layer>/Conv2D/SpaceToBatchND, the Conv2D named
# <layer>/Conv2D on the dealt images, <layer>/Conv2D/BatchToSpaceND); conv1d's Conv1D scope
# holds the deal around ExpandDims ... Squeeze. Shapes, then a seeded forward pass.
tf.set_random_seed(867)
x = tf.placeholder(tf.float32, [None, 8, 8, 3], name="x")
c = tf.layers.conv2d(x, 4, 3, dilation_rate=2, padding="same", activation=tf.nn.relu)
c2 = tf.layers.Conv2D(2, (2, 3), dilation_rate=(3, 1), name="holes")(x)
q = tf.placeholder(tf.float32, [None, 10, 3], name="q")
c1 = tf.layers.conv1d(q, 2, 3, dilation_rate=2)
v = tf.placeholder(tf.float32, [None, 6, 8, 8, 2], name="v")
c3 = tf.layers.conv3d(v, 4, 2, dilation_rate=(1, 2, 2), padding="same")
outs = [c, c2, c1, c3]
emit("outs", [(t.name, str(t.shape)) for t in outs])
emit("nodes", graph_nodes())
feed = {x: [[[[0.1 * ((i * 8 + j + k) % 7) for k in range(3)] for j in range(8)]
             for i in range(8)]] * 2,
        q: [[[0.2 * ((i + k) % 5) - 0.3 for k in range(3)] for i in range(10)]],
        v: [[[[[0.05 * ((d + i - j + k) % 9) for k in range(2)] for j in range(8)]
              for i in range(8)] for d in range(6)]]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(outs, feed))
