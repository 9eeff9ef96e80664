# tier: semantics
# TF1's other names for pools, Conv2D's backprop ops and space-to-batch: max_pool2d (a
# MaxPool named by its scope MaxPool2d), avg_pool2d (= avg_pool), max_pool1d / avg_pool1d
# (ExpandDims, a 2-D pool named MaxPool1d / AvgPool1D, Squeeze), max_pool_v2 / avg_pool_v2
# (the pool for the input's rank), conv2d_backprop_input / _filter (the bare ops), and
# space_to_batch / batch_to_space (the ND ops with an int64 square block).
import numpy as np

x = tf.constant(np.arange(32.0).reshape(1, 4, 4, 2), tf.float32)
s = tf.constant(np.arange(10.0).reshape(1, 5, 2), tf.float32)
v = tf.constant(np.arange(16.0).reshape(1, 2, 2, 4, 1), tf.float32)
pools = [tf.nn.max_pool2d(x, 2, 2, "VALID"), tf.nn.avg_pool2d(x, [1, 2, 2, 1], [1, 2, 2, 1], "SAME"),
         tf.nn.max_pool_v2(x, 2, 1, "SAME"), tf.nn.avg_pool_v2(x, [2, 2], [1, 1], "SAME", name="ap"),
         tf.nn.max_pool1d(s, 2, 2, "VALID"), tf.nn.avg_pool1d(s, [2], 1, "SAME"),
         tf.nn.max_pool_v2(s, 3, 2, "SAME"), tf.nn.avg_pool_v2(s, 2, 2, "VALID", name="ap1"),
         tf.nn.max_pool_v2(v, 2, 2, "VALID"), tf.nn.avg_pool_v2(v, [1, 2, 2], 1, "VALID"),
         tf.nn.max_pool1d([[[1.0], [3.0], [2.0]]], 2, 1, "VALID")]
w = tf.constant(np.arange(24.0).reshape(2, 2, 2, 3), tf.float32)
dy = tf.constant(np.arange(12.0).reshape(1, 2, 2, 3), tf.float32)
convs = [tf.nn.conv2d_backprop_input([1, 4, 4, 2], w, dy, [1, 2, 2, 1], "VALID"),
         tf.nn.conv2d_backprop_filter(x, [2, 2, 2, 3], dy, [1, 2, 2, 1], "VALID", name="bf"),
         tf.nn.conv2d_backprop_input(tf.constant([1, 3, 3, 2]), filters=w, out_backprop=dy,
                                     strides=[1, 1, 1, 1], padding="VALID")]
img = tf.constant(np.arange(8.0).reshape(1, 2, 4, 1), tf.float32)
dealt = tf.space_to_batch(img, [[0, 0], [0, 0]], 2)
back = tf.batch_to_space(dealt, [[0, 0], [1, 1]], block_size=2)
sb = tf.nn.space_to_batch(img, [[1, 1], [0, 0]], block_shape=2, name="sb")
grads = tf.gradients(sum(tf.reduce_sum(t * t) for t in pools[:10] + convs + [back, sb]),
                     [x, s, v, w, dy, img])
emit("names", [t.name for t in pools + convs + [dealt, back, sb]])
emit("shapes", [str(t.shape) for t in pools + convs + [dealt, back, sb]])
emit("attrs", [[t.op.get_attr(k) for k in ("ksize", "strides", "padding")] for t in pools[:4]]
     + [str(dealt.op.get_attr("Tblock_shape")), str(sb.op.get_attr("Tpaddings"))])
emit("nodes", graph_nodes())
for k, f in enumerate([lambda: tf.nn.max_pool_v2(tf.zeros([2, 2]), 2, 2, "VALID"),
                       lambda: tf.nn.avg_pool_v2(tf.zeros([1, 2, 2, 2, 2, 2]), 2, 2, "VALID"),
                       lambda: tf.nn.max_pool1d(s, [2, 2], 2, "VALID"),
                       lambda: tf.nn.max_pool2d(x, [2, 2, 2], 2, "VALID"),
                       lambda: tf.nn.avg_pool1d(tf.zeros([4, 2]), 2, 2, "VALID"),
                       lambda: tf.space_to_batch(img, [[0, 0], [0, 0]], 2, block_shape=2),
                       lambda: tf.batch_to_space(tf.zeros([4, 1, 1]), [[0, 0], [0, 0]], 2)]):
    expect_error(f, "error %d" % k)
with tf.Session() as sess:
    emit("values", [np.round(t, 4).tolist() for t in sess.run(pools + convs + [dealt, back, sb])])
    emit("grads", [np.round(t, 4).tolist() for t in sess.run(grads)])
