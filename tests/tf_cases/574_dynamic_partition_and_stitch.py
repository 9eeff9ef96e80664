# tier: graph
# tf.dynamic_partition: one output per part, the rows in their original order, static shape
# [?] + the rows' shape; a partition number out of range fails when run. The gradient of
# DynamicPartition partitions the positions 0..n-1 alike and stitches the output gradients back
# (Prod, Range, ParallelDynamicStitch, Reshape). The gradient of ParallelDynamicStitch gathers
# the output gradient at each piece's positions.
d = tf.placeholder(tf.float32, [None, 3, 2], name="d")
p = tf.placeholder(tf.int32, [None, 3], name="p")
parts = tf.dynamic_partition(d, p, 3)
x = tf.constant([1.0, 2.0, 3.0, 4.0], name="x")
a, b = tf.dynamic_partition(x, [0, 1, 0, 1], 2)
lists = tf.dynamic_partition([[1, 2], [3, 4]], [1, 1], 2, name="lists")
emit("outputs", [parts, [t.shape for t in parts], a, b, lists])
n = len(graph_nodes())
g = tf.gradients([a * 10.0, b], x)
emit("grad_nodes", graph_nodes()[n:])
bad = tf.dynamic_partition(x, [0, 5, 0, 1], 2, name="bad")
with tf.Session() as sess:
    emit("values", sess.run([a, b, lists] + g))
    emit("rows", sess.run(parts, {d: [[[1, 1], [2, 2], [3, 3]]], p: [[2, 0, 2]]}))
    expect_error(lambda: sess.run(bad), "out_of_range")
