# tier: semantics
# ConfigProto(graph_options=GraphOptions(infer_shapes=True)) makes Session.graph_def list each
# node's output shapes (attr _output_shapes), as graph.as_graph_def(add_shapes=True) does;
# without it there are none. The partition graphs of a traced run never carry them.
config = tf.ConfigProto(graph_options=tf.GraphOptions(infer_shapes=True))
with tf.Graph().as_default():
    a = tf.constant([[1, 2]], name="a")
    b = tf.placeholder(tf.float32, [None, 3], name="b")
    c = tf.reduce_sum(b, axis=1, name="c")
    shaped = tf.Session(config=config)
    plain = tf.Session()
    emit("shaped", ["_output_shapes" in n.attr for n in shaped.graph_def.node])
    emit("plain", ["_output_shapes" in n.attr for n in plain.graph_def.node])
    emit("node_text", str(shaped.graph_def.node[0]))
    emit("reduce_text", str(shaped.graph_def.node[-1]))
    metadata = tf.RunMetadata()
    shaped.run(a, options=tf.RunOptions(output_partition_graphs=True), run_metadata=metadata)
    emit("partition", [["_output_shapes" in n.attr for n in g.node]
                       for g in metadata.partition_graphs])
