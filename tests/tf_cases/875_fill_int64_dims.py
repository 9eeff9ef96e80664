# tier: graph
# tf.fill with int64 dims (Fill's index_type int64), as tf.data map functions meet them
# (Dataset.range's elements are int64): the graph keeps the int64 tensor, the value and
# the gradient for the fill value are TF's; int32 and Python dims stay int32.
n = tf.constant(3, tf.int64)
value = tf.constant(2.5)
wide = tf.fill(tf.stack([n, n - 1]), value)
narrow = tf.fill([2, 3], value)
emit("nodes", graph_nodes())
emit("index_types", [wide.op.get_attr("index_type"), narrow.op.get_attr("index_type")])
grads = tf.gradients(tf.reduce_sum(wide * 2.0), value)
with tf.Session() as sess:
    emit("values", sess.run([wide, narrow] + grads))
