# tier: semantics
# The errors tf.map_fn, tf.foldl and tf.foldr raise for bad arguments, and their empty-input
# behaviour: a fn that is not callable, scalar elements, elements of different row counts,
# no elements at all; map_fn over zero rows gives an empty result.
import numpy as np
x = tf.placeholder(tf.float32, [None, 2], name="x")
expect_error(lambda: tf.map_fn(3, x), "map_not_callable")
expect_error(lambda: tf.foldl(3, x), "foldl_not_callable")
expect_error(lambda: tf.foldr(3, x), "foldr_not_callable")
expect_error(lambda: tf.map_fn(lambda r: r, tf.constant(1.0)), "map_scalar")
expect_error(lambda: tf.map_fn(lambda p: p[0], (tf.zeros([2, 1]), tf.zeros([3, 1]))),
             "map_rows_differ")
expect_error(lambda: tf.map_fn(lambda p: p, ()), "map_no_elems")
empty = tf.map_fn(lambda r: r + 1.0, x)
with tf.Session() as sess:
    emit("empty", sess.run(empty, {x: np.zeros((0, 2))}).shape)
    emit("one_row", sess.run(tf.foldr(lambda a, r: a - r, x, initializer=tf.zeros([2])),
                             {x: [[1.0, 2.0]]}))
