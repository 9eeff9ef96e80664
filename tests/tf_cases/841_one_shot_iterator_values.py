# tier: semantics
# A one-shot iterator starts on its first run and walks map -> repeat -> batch element by
# element: batches run across epoch boundaries, the last one is short without drop_remainder,
# and after the last element every run raises OutOfRangeError. A second session starts again.
import numpy as np
feats = np.arange(10, dtype=np.float32).reshape(5, 2)
ds = tf.data.Dataset.from_tensor_slices((feats, np.arange(5)))
ds = ds.map(lambda a, b: (a * 2.0, b + 1)).repeat(2).batch(3)
nxt = ds.make_one_shot_iterator().get_next()
emit("types", ds.output_types)
emit("shapes", ds.output_shapes)
with tf.Session() as sess:
    for i in range(4):
        emit("batch%d" % i, sess.run(nxt))
    expect_error(lambda: sess.run(nxt), "end")
    expect_error(lambda: sess.run(nxt), "end_again")
with tf.Session() as sess:
    emit("new_session", sess.run(nxt))
