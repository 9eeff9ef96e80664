# tier: graph
# tf.parallel_stack: an ExpandDims per value and one ParallelConcat (its shape attribute from
# the first value) under parallel_stack/ (a Python list's first value is converted once more,
# a Const). tf.random_crop: a Slice named random_crop at offsets RandomUniformInt % (shape -
# size + 1), after a plain Assert that the value is large enough; with a graph seed its
# numbers are TF's.
a = tf.parallel_stack([tf.constant([1., 2.]), tf.constant([3., 4.])])
b = tf.parallel_stack([[1, 2], [3, 4]], name="ps")
tf.set_random_seed(3)
x = tf.reshape(tf.range(20.), [4, 5])
c1 = tf.random_crop(x, [2, 3], seed=7)
c2 = tf.random_crop(x, [2, 3])
c3 = tf.random_crop(tf.zeros([4, 5]), [5, 3])
emit("shapes", [[t.name, t.shape, t.dtype] for t in (a, b, c1, c2, c3)])
emit("graph", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([a, b, c1, c2]))
    emit("again", sess.run([c1, c2]))
    expect_error(lambda: sess.run(c3), "small")
