# tier: graph
# tf.bincount / tf.math.bincount count each value 0..max(arr) (or sum its weights) in a
# DenseBincount op; the length is computed in the graph under bincount/ (Size, Greater, Cast,
# Max, add, mul, then Maximum with minlength and Minimum with maxlength), both inputs are
# flattened by Reshapes, and without weights an empty Const of `dtype` stands for them. With
# weights the counts have the weights' dtype. Negative values and weights of another shape are
# InvalidArgumentErrors when run.
a = tf.constant([1, 2, 2, 5], name="a")
b1 = tf.bincount(a)
b2 = tf.math.bincount([1, 2, 2, 5], weights=[1., 2., 3., 4.], minlength=3, maxlength=4,
                      dtype=tf.float64)
x = tf.placeholder(tf.int32, [None, 2], name="x")
b3 = tf.bincount(x, minlength=7, dtype=tf.float32)
b4 = tf.bincount(tf.constant([1.0, 2.5]))
b5 = tf.bincount(tf.constant([[1, 2], [3, 3]], tf.int64), weights=tf.constant([[1, 2], [3, 4]]))
b6 = tf.bincount(tf.constant([], tf.int32), dtype=tf.float32)
b7 = tf.bincount(tf.constant([1, 2, 7]), maxlength=3)
emit("shapes", [[t.name, t.shape, t.dtype] for t in (b1, b2, b3, b4, b5, b6, b7)])
emit("same", tf.math.bincount is tf.bincount)
emit("graph", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([b1, b2, b4, b5, b6, b7]))
    emit("fed", sess.run(b3, {x: [[1, 1], [3, 0]]}))
    expect_error(lambda: sess.run(tf.bincount(tf.constant([-1, 2]))), "negative")
    expect_error(lambda: sess.run(tf.bincount([1, 2], weights=[1., 2., 3.])), "weights")
