# tier: graph
# Gradients through the clipping ops: Maximum/Minimum pass the gradient with SelectV2,
# the v1 Select of clip_by_norm with Select, the Pack of global_norm with an Unpack.
x = tf.placeholder(tf.float32, [2, 3], name="x")
y = tf.placeholder(tf.float32, [3], name="y")
cv = tf.clip_by_value(x, -1.0, 1.0)
cn = tf.clip_by_norm(x, 1.0)
gn = tf.global_norm([x, y])
(cx, cy), _ = tf.clip_by_global_norm([x, y], 1.0)
grads = tf.gradients(tf.reduce_sum(cv) + tf.reduce_sum(cn * cn) + gn + tf.reduce_sum(cx * cy),
                     [x, y])
emit("nodes", graph_nodes())
emit("grads", grads)
feed = {x: [[-1.5, 0.25, 7.0], [3.0, -4.0, 0.5]], y: [1.0, 2.0, -2.0]}
with tf.Session() as sess:
    emit("values", sess.run(grads, feed))
    emit("zero_input_grad", sess.run(tf.gradients(tf.reduce_sum(cn), x), {x: [[0.0] * 3] * 2}))
