# tier: semantics
# tf.data's errors and messages: slicing a scalar, components of different lengths, a list
# passed to zip, range with four arguments, Python iteration in graph mode, the initializer of
# a one-shot iterator, a one-shot iterator over a placeholder, initializers of another
# structure or type or shape, a map function that fails while traced; at run time: slices of
# unequal length, batching elements of different shapes (the iterator then ends), step 0.
import numpy as np
D = tf.data.Dataset
expect_error(lambda: D.from_tensor_slices(3.0), "scalar")
expect_error(lambda: D.from_tensor_slices(([1, 2], [1, 2, 3])), "lengths")
expect_error(lambda: D.zip([D.range(2), D.range(3)]), "zip_list")
expect_error(lambda: D.range(1, 2, 3, 4), "range_args")
expect_error(lambda: iter(D.range(3)), "iter")
expect_error(lambda: D.range(3).make_one_shot_iterator().initializer, "one_shot_initializer")
p = tf.placeholder(tf.int64, [], name="p")
expect_error(lambda: D.range(p).make_one_shot_iterator(), "one_shot_placeholder")
it = tf.data.Iterator.from_structure((tf.int64, tf.float32),
                                     (tf.TensorShape([None]), tf.TensorShape([])))
expect_error(lambda: it.make_initializer(D.range(3)), "init_structure")
expect_error(lambda: it.make_initializer(D.from_tensors((tf.constant([1], tf.int64), 1))),
             "init_type")
expect_error(lambda: it.make_initializer(
    D.from_tensors((tf.constant([1, 2], tf.int64), 1.0)).batch(2)), "init_shape")
expect_error(lambda: D.range(3).map(lambda v: tf.reshape(v, [3])), "map_trace")
emit("names_used", [op.name for op in tf.get_default_graph().get_operations()
                    if op.type in ("MakeIterator", "MapDataset", "OneShotIterator")])
a = tf.placeholder(tf.float32, [None], name="a")
b = tf.placeholder(tf.int32, [None], name="b")
sliced = D.from_tensor_slices((a, b)).make_initializable_iterator()
stacked = D.from_tensor_slices(np.arange(10).reshape(5, 2)).batch(2).batch(2)
bad = stacked.make_one_shot_iterator().get_next()
zero = D.range(0, 5, 0).make_one_shot_iterator().get_next()
with tf.Session() as sess:
    expect_error(lambda: sess.run(sliced.initializer, {a: [1.0, 2.0], b: [1]}), "run_lengths")
    emit("first_batch", sess.run(bad))
    expect_error(lambda: sess.run(bad), "batch_shapes")
    expect_error(lambda: sess.run(bad), "after_batch_error")
    expect_error(lambda: sess.run(zero), "step_zero")
