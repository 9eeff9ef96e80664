# tier: graph
# Pooling layers: max_pooling2d and average_pooling2d (one MaxPool / AvgPool in the layer's
# scope), the 1-D forms (ExpandDims, pool, Squeeze), names counted per scope even when given,
# the class forms, the strides requirement, and values and gradients.
import numpy as np
x = tf.placeholder(tf.float32, [None, 6, 6, 2], name="x")
p1 = tf.layers.max_pooling2d(x, 2, 2)
p2 = tf.layers.average_pooling2d(x, [3, 2], (1, 2), padding="same", name="pool")
p3 = tf.layers.max_pooling2d(x, 3, 3, name="pool")
seq = tf.placeholder(tf.float32, [None, 7, 3], name="seq")
q1 = tf.layers.max_pooling1d(seq, 2, 2, padding="same")
q2 = tf.layers.average_pooling1d(seq, 3, 1)
layer = tf.layers.MaxPooling2D(pool_size=(2, 2), strides=1)
with tf.variable_scope("block"):
    r1 = layer(x)
    r2 = tf.layers.AveragePooling1D(2, 2)(seq)
emit("outputs", [p1, p2, p3, q1, q2, r1, r2, layer.name, layer.scope_name])
emit("shapes", [str(t.shape) for t in (p1, p2, p3, q1, q2, r1, r2)])
expect_error(lambda: tf.layers.MaxPooling2D(2, None), "strides_none")
expect_error(lambda: tf.layers.max_pooling2d(seq, 2, 2), "rank")
expect_error(lambda: tf.layers.max_pooling1d(seq, [2, 2], 2), "pool_size")
g = tf.gradients([p1, p2, q1, q2], [x, seq])
emit("nodes", graph_nodes())
rng = np.random.RandomState(0)
feed = {x: rng.randn(2, 6, 6, 2), seq: rng.randn(2, 7, 3)}
with tf.Session() as sess:
    emit("values", sess.run([p1, p2, q1, q2], feed))
    emit("grads", sess.run(g, feed))
