# tier: semantics
# tf.nn.conv1d_transpose is a Conv2DBackpropInput one pixel high, named after its scope:
# ExpandDims of the input (axis 1) and the filter (axis 0), the output shape with a 1 put in
# (ConcatV2 of Consts, or of StridedSlices of a shape tensor), then Squeeze. TF's shape
# function of Conv2DBackpropInput takes the batch from the gradient, checks it and the
# channels against the filter, and accepts 2 spatial sizes; a run whose sizes disagree fails.
import numpy as np

x = tf.constant(np.arange(6.0).reshape(1, 3, 2), tf.float32)
w = tf.constant(np.arange(12.0).reshape(2, 3, 2), tf.float32)
p = tf.placeholder(tf.int32, [3])
outs = [tf.nn.conv1d_transpose(x, w, [1, 6, 3], 2),
        tf.nn.conv1d_transpose(x, w, p, [1, 2, 1], "VALID", name="ct"),
        tf.nn.conv1d_transpose(x, w, np.array([1, 4, 3]), [1], "VALID", dilations=1),
        tf.nn.conv1d_transpose(x, w, tf.constant([1, 5, 3]), 2, data_format="NWC")]
dy = tf.zeros([1, 2, 2, 2])
k = tf.zeros([2, 2, 3, 2])
sizes = tf.placeholder(tf.int32, [2])
backs = [tf.nn.conv2d_backprop_input([4, 4], k, dy, [1, 2, 2, 1], "SAME"),
         tf.nn.conv2d_backprop_input(sizes, k, dy, [1, 2, 2, 1], "SAME"),
         tf.nn.conv2d_backprop_input(tf.placeholder(tf.int32), k,
                                     tf.placeholder(tf.float32, [None, 2, 2, 2]), [1, 2, 2, 1],
                                     "SAME"),
         tf.nn.conv2d_transpose(dy, k, [1, 4, 4, 3], [1, 2, 2, 1])]
emit("names", [t.name for t in outs + backs])
emit("shapes", [str(t.shape) for t in outs + backs])
emit("attrs", [[outs[1].op.inputs[0].op.get_attr(a) for a in ("strides", "padding", "dilations",
                                                              "data_format")]])
emit("nodes", graph_nodes())
grads = tf.gradients([tf.reduce_sum(outs[0] * outs[0]), tf.reduce_sum(outs[2])], [x, w])
for i, f in enumerate([lambda: tf.nn.conv1d_transpose(x, w, [1, 6, 3], [1, 2]),
                       lambda: tf.nn.conv1d_transpose(x, w, [1, 6, 3], 2, data_format="NHWC"),
                       lambda: tf.nn.conv1d_transpose(x, tf.zeros([2, 3, 3]), [1, 6, 3], 2),
                       lambda: tf.nn.conv1d_transpose(x, w, [1, 6, 3], 2, padding="FULL"),
                       lambda: tf.nn.conv1d_transpose(x, w, [1, 6, 3], 2, dilations=[1, 2]),
                       lambda: tf.nn.conv2d_backprop_input([2, 4, 4, 3], k, dy, [1, 2, 2, 1],
                                                           "SAME"),
                       lambda: tf.nn.conv2d_backprop_input([4, 4, 1], k, dy, [1, 2, 2, 1],
                                                           "SAME"),
                       lambda: tf.nn.conv2d_backprop_input([1, 4, 4, 3], k, tf.zeros([2, 2, 2]),
                                                           [1, 2, 2, 1], "SAME"),
                       lambda: tf.nn.conv2d_backprop_input([1, 4, 4, 3], tf.zeros([2, 2, 2]), dy,
                                                           [1, 2, 2, 1], "SAME"),
                       lambda: tf.nn.conv2d_backprop_input([1, 4, 4, 3], k, tf.zeros([1, 2, 2, 3]),
                                                           [1, 2, 2, 1], "SAME"),
                       lambda: tf.nn.conv2d_backprop_filter(tf.zeros([1, 4, 4, 3]), [2, 2, 3, 2],
                                                            dy, [1, 2, 2, 1], "FULL"),
                       lambda: tf.nn.conv2d_transpose(dy, k, [1, 4, 4, 3], 2, "FULL")]):
    expect_error(f, "error %d" % i)
emit("names after errors", tf.zeros([1]).name)
with tf.Session() as sess:
    emit("values", sess.run(outs[:1] + outs[2:], {p: [1, 6, 3]}))
    emit("fed", sess.run(outs[1], {p: [1, 6, 3]}))
    emit("two sizes", sess.run(backs[1], {sizes: [3, 4]}).shape)
    emit("grads", sess.run(grads))
    for i, v in enumerate(([1, 5, 3], [1, 6, 4], [2, 6, 3])):
        expect_error(lambda: sess.run(outs[1], {p: v}), "run %d" % i)
