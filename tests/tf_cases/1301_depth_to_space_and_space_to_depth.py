# tier: semantics
# DepthToSpace spreads each pixel's channels over a block_size x block_size tile and
# SpaceToDepth stacks each tile into the channels (tf.nn. and tf. names); each is the other's
# gradient. Static shapes follow data_format (NHWC, NCHW, NCHW_VECT_C of rank 5); a size that
# does not divide is a ValueError when built (or an InvalidArgumentError when run, for sizes
# known only then); block_size must be an int >= 2. TF's CPU runs NHWC only: an NCHW node is
# "No OpKernel" when run (its graph is kept apart, since TF refuses every run of that graph).
import numpy as np

x = tf.constant(np.arange(48.0).reshape(1, 2, 2, 12), tf.float32)
d = tf.nn.depth_to_space(x, 2)
s = tf.space_to_depth(d, 2, name="sd")
p = tf.placeholder(tf.float32, [None, 4, None, 3])
s2 = tf.nn.space_to_depth(p, 2)
q = tf.placeholder(tf.float32)
d2 = tf.depth_to_space(q, 3)
words = tf.nn.depth_to_space(tf.constant(["a", "b", "c", "d"], shape=[1, 1, 1, 4]), 2.0)
ints = tf.space_to_depth(tf.reshape(tf.range(32), [2, 2, 4, 2]), 2, data_format=b"NHWC")
tensors = [d, s, s2, d2, words, ints]
emit("names", [t.name for t in tensors])
emit("shapes", [str(t.shape) for t in tensors])
emit("attrs", [[t.op.get_attr(k) for k in ("block_size", "data_format", "T")] for t in tensors])
grads = tf.gradients(tf.reduce_sum(d * d) + tf.reduce_sum(s2 * s2), [x, p])
emit("nodes", graph_nodes())
for k, f in enumerate([lambda: tf.nn.depth_to_space(x, 1),
                       lambda: tf.nn.depth_to_space(x, 5),
                       lambda: tf.nn.space_to_depth(x, 3),
                       lambda: tf.nn.space_to_depth(tf.zeros([2, 3]), 2),
                       lambda: tf.nn.depth_to_space(tf.zeros([1, 2, 2, 12]), 2, data_format="NCHW"),
                       lambda: tf.nn.depth_to_space(tf.zeros([1, 12, 2, 2]), 2,
                                                    data_format="NCHW_VECT_C"),
                       lambda: tf.nn.depth_to_space(x, 2, data_format="XY"),
                       lambda: tf.nn.depth_to_space(x, "2"),
                       lambda: tf.space_to_depth(x, None),
                       lambda: tf.space_to_depth(x, 2, data_format=4)]):
    expect_error(f, "error %d" % k)
with tf.Session() as sess:
    feed = {p: np.arange(48.0).reshape([1, 4, 4, 3])}
    emit("values", sess.run([d, s, s2, words, ints], feed))
    emit("grads", sess.run(grads, feed))
    expect_error(lambda: sess.run(d2, {q: np.zeros([1, 2, 2, 4])}), "run 0")
    expect_error(lambda: sess.run(d2, {q: np.zeros([1, 2, 4])}), "run 1")
    expect_error(lambda: sess.run(s2, {p: np.zeros([1, 4, 3, 3])}), "run 2")
    emit("fed", sess.run(d2, {q: np.arange(18.0).reshape([1, 1, 2, 9])}))
with tf.Graph().as_default():
    y = tf.nn.space_to_depth(tf.ones([1, 2, 4, 4]), 2, data_format="NCHW")
    laid = [tf.nn.depth_to_space(tf.placeholder(tf.float32, [2, 12, 3, None]), 2,
                                 data_format="NCHW"),
            tf.nn.space_to_depth(tf.zeros([1, 3, 4, 6]), 2, data_format="NCHW"),
            tf.placeholder(tf.float32, [None, 8, 2, 4, 4])]
    laid.append(tf.nn.depth_to_space(laid[2], 2, data_format="NCHW_VECT_C"))
    emit("laid out", [[t.name, str(t.shape)] for t in laid])
    dy, = tf.gradients(y, y.op.inputs[0])
    emit("nchw grad", [dy.name, str(dy.shape), dy.op.get_attr("data_format")])
    # TF's gradient means to refuse NCHW_VECT_C but compares bytes with a str: it builds one.
    v = tf.gradients(laid[3], laid[2])[0]
    emit("vect_c grad", [v.name, str(v.shape), v.op.get_attr("data_format")])
    with tf.Session() as sess:
        expect_error(lambda: sess.run(y), "nchw run")
