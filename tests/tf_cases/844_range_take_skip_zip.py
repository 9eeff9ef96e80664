# tier: semantics
# Dataset.range follows Python's range (int64 scalars); take(-1) keeps all, skip(-1) drops
# all, take/skip past the end stop early; zip stops with its shortest input; from_tensors is
# one element; repeat() with no count repeats forever and take bounds it.
def values(ds, limit=20):
    nxt = ds.make_one_shot_iterator().get_next()
    out = []
    with tf.Session() as sess:
        try:
            for _ in range(limit):
                out.append(sess.run(nxt))
        except tf.errors.OutOfRangeError:
            out.append("end")
    return out
R = tf.data.Dataset.range
emit("range1", values(R(4)))
emit("range2", values(R(2, 5)))
emit("range3", values(R(10, 0, -3)))
emit("empty", values(R(3, 1)))
emit("take_all", values(R(3).take(-1)))
emit("skip_all", values(R(3).skip(-1)))
emit("take_skip", values(R(10).skip(7).take(5)))
emit("zip", values(tf.data.Dataset.zip((R(3), R(5, 100), tf.data.Dataset.from_tensors("x").repeat()))))
emit("from_tensors", values(tf.data.Dataset.from_tensors(([1, 2], 3.5))))
emit("repeat_forever", values(R(2).repeat().take(5)))
emit("repeat_zero", values(R(2).repeat(0)))
emit("types", [R(3).output_types, R(3).output_shapes])
# shuffle: TF's own order for an op seed, a new order each repeat unless
# reshuffle_each_iteration=False, a buffer smaller than the data, and op seeds counted under
# a graph seed (make_one_shot_iterator takes one of them too).
emit("shuffle", values(R(10).shuffle(10, seed=5)))
emit("shuffle_small_buffer", values(R(10).shuffle(3, seed=5)))
emit("shuffle_repeat", values(R(5).shuffle(5, seed=7).repeat(3)))
emit("shuffle_fixed", values(R(5).shuffle(5, seed=7, reshuffle_each_iteration=False).repeat(2)))
tf.set_random_seed(42)
emit("graph_seed", [values(R(6).shuffle(6)), values(R(6).shuffle(6)), values(R(6).shuffle(6, seed=3))])
# filter keeps the elements its traced predicate holds for (captures work as in map);
# concatenate chains two datasets, their shapes merged to what both fit; a predicate that is
# not a bool scalar and datasets of other types are refused.
three = tf.constant(3, tf.int64, name="three")
emit("filter", values(tf.data.Dataset.range(10).filter(lambda v: tf.equal(v % three, 0))))
cat = tf.data.Dataset.from_tensor_slices([[1, 2]]).concatenate(
    tf.data.Dataset.from_tensors([3, 4, 5]))
emit("concatenate_shapes", [cat.output_shapes, cat.output_types])
emit("concatenate", values(cat))
emit("nodes", graph_nodes()[-9:])
expect_error(lambda: R(3).filter(lambda v: v), "filter_not_bool")
expect_error(lambda: R(3).filter(lambda v: tf.constant([True, False])), "filter_not_scalar")
expect_error(lambda: R(3).concatenate(tf.data.Dataset.from_tensors(1.0)), "concatenate_types")
