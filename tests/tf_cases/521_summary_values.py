# tier: semantics
# What running a summary returns: serialized Summary bytes, shown here as the message's text.
# Scalars of every dtype (float32 simple_value), TF's histogram buckets (fixed limits growing
# by 10%, empty runs collapsed, values on a limit in the next bucket, tiny, huge and negative
# values, empty input), text and tensor summaries (TensorProto, metadata), merges in order.
import numpy as np

x = tf.placeholder(tf.float32, [None], name="x")
scalars = [tf.summary.scalar("mean", tf.reduce_mean(x)), tf.summary.scalar("int", 7),
           tf.summary.scalar("big", tf.constant(2 ** 40, tf.int64)),
           tf.summary.scalar("double", tf.constant(0.1, tf.float64)),
           tf.summary.scalar("nan", np.nan)]
hists = [tf.summary.histogram("x", x), tf.summary.histogram("ints", [[1, 2], [3, 4]]),
         tf.summary.histogram("wide", tf.constant(
             [-3.0, -1e-13, 0.0, 0.0, 1e-13, 1e-12, 5.0, 1e25, -1e25, 1.7e308], tf.float64)),
         tf.summary.histogram("empty", tf.zeros([0])),
         tf.summary.histogram("normal", tf.constant(
             np.random.RandomState(0).standard_normal(1000).astype(np.float32) * 10))]
texts = [tf.summary.text("words", tf.constant([["x", "\u00e9"], ["", "z"]])),
         tf.summary.text("one", tf.constant("hello")),
         tf.summary.tensor_summary("floats", tf.constant([[1.5, 2.0]])),
         tf.summary.tensor_summary("flag", tf.constant(True), display_name="F",
                                   summary_description="a flag"),
         tf.summary.tensor_summary("strs", ["a", "b"])]
merged = tf.summary.merge_all()
pair = tf.summary.merge([hists[1], scalars[1]])
with tf.Session() as sess:
    feed = {x: [1.0, 2.0, 3.0, 1.0089710279437536, 0.5]}
    out = sess.run(scalars + hists + texts + [merged, pair], feed)
    emit("fetch_types", sorted(set(type(o).__name__ for o in out)))
    for t, o in zip(scalars + hists + texts, out):
        emit(t.op.name, str(tf.Summary.FromString(o)))
    emit("merged_tags", [v.tag for v in tf.Summary.FromString(out[-2]).value])
    emit("pair", str(tf.Summary.FromString(out[-1])))
    emit("merged_again_equal", sess.run(merged, feed) == out[-2])
