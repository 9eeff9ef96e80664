# tier: graph
# assert_rank_in: a NoOp when the static rank is one of the ranks, a ValueError naming them
# when it is not, else Equal(rank_i, Rank) ORed together and an Assert listing the ranks
# (with a scalar check for each fed rank). is_numeric_tensor and assert_same_float_dtype are
# Python-side checks of dtypes. is_non_decreasing / is_strictly_increasing compare neighbours
# of the flattened tensor in a tf.cond (True for fewer than two values).
import numpy as np


def failure(fetch, feed):
    try:
        return ["ok", sess.run(fetch, feed)]
    except tf.errors.InvalidArgumentError as e:
        return [line for line in e.message.split("\n") if line.startswith("assertion failed")]


x = tf.placeholder(tf.float32, [2, 3], name="x")
anything = tf.placeholder(tf.float32, name="anything")
r = tf.placeholder(tf.int32, name="r")
emit("static_ok", tf.assert_rank_in(x, (1, 2)).name)
expect_error(lambda: tf.assert_rank_in(x, (1, 3), message="bad"), "static_bad")
expect_error(lambda: tf.assert_rank_in(x, ([1], 3)), "not_scalar")
dynamic = tf.assert_rank_in(anything, [1, 3])
fed = tf.assert_rank_in(anything, (2, r), name="fed")
v = tf.placeholder(tf.float32, [None], name="v")
monotonic = [tf.is_non_decreasing(v), tf.is_strictly_increasing(v),
             tf.debugging.is_strictly_increasing(tf.constant([[1, 2], [3, 4]]), name="inc")]
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("dynamic_ok", failure(dynamic, {anything: np.ones((1, 2, 3))}))
    emit("dynamic_bad", failure(dynamic, {anything: np.ones((2, 2))}))
    emit("fed_ok", failure(fed, {anything: np.ones(4), r: 1}))
    emit("fed_bad", failure(fed, {anything: np.ones(4), r: 3}))
    emit("monotonic", [sess.run(monotonic, {v: values})
                       for values in ([1, 2, 2, 3], [1, 3, 2], [5], [], [-1, 0, 4])])
emit("numeric", [tf.is_numeric_tensor(t) for t in (x, r, tf.constant(True), tf.constant("s"),
                                                    tf.constant(1, tf.int64))] +
     [tf.is_numeric_tensor(np.ones(2))])
d = tf.placeholder(tf.float64, name="d")
emit("same_float", [tf.assert_same_float_dtype([x, anything]).name,
                    tf.assert_same_float_dtype().name,
                    tf.assert_same_float_dtype(None, tf.float64).name,
                    tf.assert_same_float_dtype([None, d]).name])
expect_error(lambda: tf.assert_same_float_dtype([x, d]), "mixed")
expect_error(lambda: tf.assert_same_float_dtype([x, d], tf.float32), "mixed_with_dtype")
expect_error(lambda: tf.assert_same_float_dtype([r]), "not_float")
expect_error(lambda: tf.is_non_decreasing(tf.constant(["a"])), "strings")
