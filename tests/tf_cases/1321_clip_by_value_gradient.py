# tier: graph
# The gradient of TF's ClipByValue op (which tf.saturate_cast builds as saturate_cast/clamp):
# the incoming gradient goes to x where x was inside the bounds, else to the bound that clipped
# it; TF builds four Shapes, a zeros Fill, Less and Greater masks, two BroadcastGradientArgs,
# three Selects and a Sum and Reshape per bound.
x = tf.constant([[-1e6, 0.5, 7e4], [3.0, -7e4, 1e5]], name="x")
y = tf.saturate_cast(x, tf.float16)
loss = tf.reduce_sum(tf.cast(y, tf.float32) * [[1., 2., 3.], [4., 5., 6.]])
dx, = tf.gradients(loss, [x])
emit("grad ops", [node for node in graph_nodes() if node[0].startswith("gradients/saturate_cast")])
with tf.Session() as sess:
    emit("dx", sess.run(dx))
