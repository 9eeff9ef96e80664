# tier: graph
# Dataset.padded_batch, as the TF1 NMT tutorial batched sentences of different lengths: the
# graph (batch_size, one int64 Const per padded shape, padding values named padding_value,
# drop_remainder, PaddedBatchDatasetV2 with N and Toutput_types), output shapes (None pads to
# the batch's longest, fixed sizes, drop_remainder's known batch), values with default and
# given padding values over tuples and dicts, and TF's errors: an incompatible padded shape,
# a padding value of the wrong dtype or rank, an element longer than its padded size.
import numpy as np

lengths = [3, 1, 4, 2, 5]
sentences = tf.data.Dataset.range(5).map(
    lambda i: tf.fill(tf.gather(tf.constant(lengths, tf.int64), [i]), i + 1))
pairs = sentences.map(lambda s: (s, tf.size(s)))
batched = sentences.padded_batch(2, padded_shapes=[None])
pair_batches = pairs.padded_batch(2, padded_shapes=([6], []),
                                  padding_values=(tf.constant(-1, tf.int64), 0),
                                  drop_remainder=True)
dicts = pairs.map(lambda s, n: {"words": s, "grid": tf.reshape(tf.tile(s, [2]), [2, -1]),
                                "length": n})
dict_batches = dicts.padded_batch(3, padded_shapes={"words": [None], "grid": [2, None],
                                                    "length": []})
emit("shapes", [str(batched.output_shapes), str(pair_batches.output_shapes),
                str(dict_batches.output_shapes)])
emit("nodes", graph_nodes())
first = batched.make_one_shot_iterator().get_next()
second = pair_batches.make_one_shot_iterator().get_next()
third = dict_batches.make_one_shot_iterator().get_next()
too_long = sentences.padded_batch(2, padded_shapes=[3]).make_one_shot_iterator().get_next()
with tf.Session() as sess:
    emit("batched", [sess.run(first) for _ in range(3)])
    expect_error(lambda: sess.run(first), "end")
    emit("pairs", [sess.run(second) for _ in range(2)])
    expect_error(lambda: sess.run(second), "dropped")
    emit("dicts", [sess.run(third) for _ in range(2)])
    emit("fits", sess.run(too_long))
    expect_error(lambda: sess.run(too_long), "too_long")
expect_error(lambda: tf.data.Dataset.from_tensors([1, 2, 3]).padded_batch(2, [2]), "shape")
expect_error(lambda: sentences.padded_batch(2, [None], padding_values=1.0), "dtype")
expect_error(lambda: sentences.padded_batch(2, [None], padding_values=tf.constant([1], tf.int64)),
             "rank")
