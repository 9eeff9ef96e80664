# tier: graph
# Reducing a Python value over all axes: it has no shape yet, so TF takes the Range(0, Rank)
# way (Rank is a Const here, after a conversion of its own) and converts the value again
# as the reduction's input; a tensor of known rank gets one Const of axes instead.
s = tf.reduce_sum([1.0, 2.0])
m = tf.reduce_mean([[1.0, 2.0], [3.0, 5.0]], keepdims=True)
p = tf.reduce_prod([2.0, 3.0], axis=0, name="p")
x = tf.constant([[1.0, 2.0], [3.0, 4.0]], name="x")
t = tf.reduce_max(x)
z = tf.reduce_min(tf.constant(3.0, name="scalar"))
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([s, m, p, t, z]))
