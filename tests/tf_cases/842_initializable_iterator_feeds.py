# tier: semantics
# An initializable iterator must be initialized before get_next (FailedPreconditionError);
# running its initializer with other placeholder feeds starts a new pass over new data;
# each session keeps its own position; dict elements come back as dicts.
import numpy as np
p = tf.placeholder(tf.float32, [None, 3], name="feats")
n = tf.placeholder(tf.int64, [], name="n")
ds = tf.data.Dataset.from_tensor_slices({"x": p, "i": tf.range(tf.shape(p)[0])})
ds = ds.take(n).batch(2)
it = ds.make_initializable_iterator()
nxt = it.get_next()
emit("types", ds.output_types)
emit("shapes", ds.output_shapes)
data = np.arange(15, dtype=np.float32).reshape(5, 3)
with tf.Session() as sess, tf.Session() as other:
    expect_error(lambda: sess.run(nxt), "uninitialized")
    sess.run(it.initializer, {p: data, n: 3})
    emit("first", sess.run(nxt))
    other.run(it.initializer, {p: data[:1] * 10, n: -1})
    emit("other", other.run(nxt))
    emit("second", sess.run(nxt))
    expect_error(lambda: sess.run(nxt), "end")
    sess.run(it.initializer, {p: data[3:], n: 5})
    emit("restarted", sess.run(nxt))
    expect_error(lambda: other.run(nxt), "other_end")
