# tier: graph
# Every summary op's node: tags made from the name scope (cleaned, made unique, family in
# front), the tag Const inside the summary's scope (loss/tags, h/tag), Python values converted
# there too (h/values, py/tensor), sample_rate before the tag, text's metadata Const; attrs T,
# max_images, max_outputs, N; merge and merge_all names and collections.
x = tf.placeholder(tf.float32, [None], name="x")
img = tf.placeholder(tf.float32, [None, 4, 5, 3], name="img")
s = [tf.summary.scalar("loss", tf.reduce_mean(x)),
     tf.summary.scalar("loss", 2),
     tf.summary.scalar("bad name:1", tf.constant(1.0, tf.float64)),
     tf.summary.scalar("/lead/slash", x[0]),
     tf.summary.histogram("x", x),
     tf.summary.histogram("h", [1, 2, 3]),
     tf.summary.histogram("flags", [True, False]),
     tf.summary.image("pics", img, max_outputs=2),
     tf.summary.image("py", [[[[0.5]]]]),
     tf.summary.image("u8", tf.zeros([1, 2, 2, 4], tf.uint8)),
     tf.summary.audio("sound", tf.zeros([2, 10]), 8000),
     tf.summary.text("words", tf.constant(["a", "bc"])),
     tf.summary.tensor_summary("ts", [1, 2], display_name="shown", summary_description="d")]
with tf.name_scope("outer"):
    s.append(tf.summary.scalar("fam", 1.0, family="my family"))
    s.append(tf.summary.histogram(None, x))
    s.append(tf.summary.scalar("in", x[1], collections=["mine"]))
emit("names", s)
emit("types", [t.op.type for t in s])
emit("attrs", [[t.op.get_attr(k) for k in ("T", "max_images", "max_outputs")
                if k in t.op.node_def.attr] for t in s])
emit("summaries", tf.get_collection(tf.GraphKeys.SUMMARIES))
emit("mine", tf.get_collection("mine"))
m1 = tf.summary.merge([s[0], s[4]], name="my merge")
m2 = tf.summary.merge([s[1]], collections=["merged"])
with tf.name_scope("outer"):
    m3 = tf.summary.merge_all()
m4 = tf.summary.merge_all(key="mine", name="all mine")
m5 = tf.summary.merge_all(scope="outer")
emit("merges", [m1, m2, m3, m4, m5, m3.op.get_attr("N"), tf.get_collection("merged")])
g = tf.get_default_graph()
emit("metadata_const", str(g.get_operation_by_name("words/serialized_summary_metadata").node_def))
emit("ts_metadata_const", str(g.get_operation_by_name("ts/serialized_summary_metadata").node_def))
emit("node_defs", [str(t.op.node_def) for t in (s[0], m1, s[7], s[10])])
emit("nodes", graph_nodes())
