# tier: graph
# tf.nn.conv3d, max_pool3d and avg_pool3d: op names, attrs (NDHWC, five strides), static
# shapes with unknown batch and depth, and their gradients (ShapeN then Conv3DBackpropInputV2
# and Conv3DBackpropFilterV2; MaxPool3DGrad with the forward output; AvgPool3DGrad with a
# Shape); second derivatives of the pools (MaxPool3DGradGrad, AvgPool3D of the gradient).
x = tf.placeholder(tf.float32, [None, None, 6, 7, 3], name="x")
f = tf.constant([[[[[0.1 * (a - b + c) + 0.05 * (d + e) for e in range(4)] for d in range(3)]
                   for c in range(3)] for b in range(3)] for a in range(2)], name="f")
c1 = tf.nn.conv3d(x, f, [1, 1, 2, 1, 1], "SAME")
c2 = tf.nn.conv3d(x, f, strides=[1, 1, 1, 2, 1], padding="VALID", name="vol")
m1 = tf.nn.max_pool3d(c1, 2, 2, "SAME")
m2 = tf.nn.max_pool3d(x, [1, 1, 2, 3, 1], [1, 1, 1, 2, 1], "VALID", name="mp")
a1 = tf.nn.avg_pool3d(c2, [2, 2, 2], 1, "SAME")
a2 = tf.nn.avg_pool3d(x, 3, [1, 2, 2], "VALID")
outs = [c1, c2, m1, m2, a1, a2]
emit("shapes", [str(t.shape) for t in outs])
emit("names", [t.name for t in outs])
loss = tf.add_n([tf.reduce_sum(t) for t in outs])
g = tf.gradients(loss, [x, f])
emit("grad_names", [t.name for t in g])
gg = tf.gradients(tf.reduce_sum(tf.gradients(tf.reduce_sum(m2 * m2) + tf.reduce_sum(a2), x)[0]),
                  x)
emit("second", [t.name for t in gg])
emit("nodes", graph_nodes())
