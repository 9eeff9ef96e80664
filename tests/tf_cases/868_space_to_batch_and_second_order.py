# tier: graph
# tf.space_to_batch_nd / batch_to_space_nd (op names, input Consts, static shapes, values,
# each the other's gradient), tf.required_space_to_batch_paddings as Consts for known sizes;
# second derivatives through DepthwiseConv2dNative and Conv3D (their backprop ops' gradients).
x = tf.reshape(tf.range(2 * 5 * 7 * 3, dtype=tf.float32), [2, 5, 7, 3])
d = tf.space_to_batch_nd(x, [2, 3], [[1, 0], [1, 1]])
b = tf.batch_to_space_nd(d, [2, 3], [[1, 0], [1, 1]], name="back")
p, c = tf.required_space_to_batch_paddings([5, 7], [2, 3], base_paddings=[[1, 0], [0, 0]])
s1 = tf.space_to_batch_nd(tf.zeros([3, 8, 2]), [4], [[0, 0]])
emit("shapes", [str(t.shape) for t in (d, b, s1)])
gx, = tf.gradients(tf.reduce_sum(tf.square(d)), x)
img = tf.placeholder(tf.float32, [1, 5, 5, 2], name="img")
w = tf.placeholder(tf.float32, [2, 2, 2, 2], name="w")
dx, dw = tf.gradients(tf.reduce_sum(tf.square(tf.nn.depthwise_conv2d(img, w, [1] * 4, "SAME"))),
                      [img, w])
second = tf.gradients(tf.reduce_sum(dx) + tf.reduce_sum(dw), [img, w])
vol = tf.placeholder(tf.float32, [1, 3, 3, 3, 1], name="vol")
f = tf.placeholder(tf.float32, [2, 2, 2, 1, 1], name="f")
dv, df = tf.gradients(tf.reduce_sum(tf.square(tf.nn.conv3d(vol, f, [1] * 5, "VALID"))), [vol, f])
second3 = tf.gradients(tf.reduce_sum(dv) + tf.reduce_sum(df), [vol, f])
emit("second", [t.name for t in second + second3])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([d, b, p, c, s1, gx]))
    feed = {img: [[[[0.1 * (i - j) + 0.2 * k for k in range(2)] for j in range(5)]
                   for i in range(5)]],
            w: [[[[0.3, -0.2], [0.1, 0.4]]] * 2] * 2,
            vol: [[[[[0.1 * (a + 2 * b_ - c_)] for c_ in range(3)] for b_ in range(3)]
                   for a in range(3)]],
            f: [[[[[0.5]], [[-0.25]]]] * 2] * 2}
    emit("second_values", sess.run(second + second3, feed))
