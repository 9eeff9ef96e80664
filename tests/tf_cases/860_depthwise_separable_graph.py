# tier: graph
# tf.nn.depthwise_conv2d is the scope "depthwise" around one DepthwiseConv2dNative named after it
# (tensor_in / filter_in Consts for Python values, Shape and dilation_rate Consts); with rate 2
# the op runs between SpaceToBatchND and BatchToSpaceND, paddings computed when built.
# separable_conv2d is <scope>/depthwise then a 1x1 Conv2D named after the scope. Gradients:
# DepthwiseConv2dNativeBackpropInput / BackpropFilter (Shape, Shape_1), the deal undone.
x = tf.placeholder(tf.float32, [None, 7, 6, 3], name="x")
w = tf.constant([[[[0.1 * (i + j + k) - 0.2 * m for m in range(2)] for k in range(3)]
                  for j in range(3)] for i in range(3)], name="w")
pw = tf.constant([[[[0.3 * ((c + o) % 3) - 0.25 for o in range(4)] for c in range(6)]]], name="pw")
d1 = tf.nn.depthwise_conv2d(x, w, [1, 2, 2, 1], "SAME")
d2 = tf.nn.depthwise_conv2d(x, w, [1, 1, 1, 1], "VALID", rate=[2, 2], name="holes")
d3 = tf.nn.depthwise_conv2d(x, w, [1, 1, 1, 1], "SAME", rate=[2, 1])
s1 = tf.nn.separable_conv2d(x, w, pw, [1, 1, 1, 1], "VALID")
s2 = tf.nn.separable_conv2d(x, w, pw, [1, 1, 1, 1], "SAME", rate=[2, 2], name="sep")
n1 = tf.nn.depthwise_conv2d_native(x, w, [1, 1, 2, 1], "VALID")
outs = [d1, d2, d3, s1, s2, n1]
emit("shapes", [str(t.shape) for t in outs])
emit("names", [t.name for t in outs])
loss = tf.add_n([tf.reduce_sum(t * t) for t in outs])
grads = tf.gradients(loss, [x, w, pw])
emit("grad_names", [t.name for t in grads])
emit("nodes", graph_nodes())
