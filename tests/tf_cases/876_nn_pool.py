# tier: graph
# tf.nn.pool, the window-shape pooling tf.layers-free code used for 1-D, 2-D and 3-D inputs:
# the graph (the max_pool / avg_pool scope holding a dilation_rate Const, the pooling op
# named after the scope; 1-D through ExpandDims and Squeeze), static shapes, values and
# gradients, and TF's errors for a wrong rank, an unknown pooling type, strides larger than
# the window and SAME padding with dilation.
import numpy as np

rng = np.random.RandomState(876)
images = tf.constant(rng.randn(2, 6, 6, 3).astype(np.float32))
signal = tf.constant(rng.randn(2, 7, 2).astype(np.float32))
volume = tf.constant(rng.randn(1, 4, 4, 4, 2).astype(np.float32))
outs = [tf.nn.pool(images, [2, 2], "MAX", "SAME", strides=[2, 2]),
        tf.nn.pool(images, [3, 3], "AVG", "VALID"),
        tf.nn.pool(signal, [3], "AVG", "SAME", strides=[2], name="smooth"),
        tf.nn.pool(signal, [2], "MAX", "VALID"),
        tf.nn.pool(volume, [2, 2, 2], "MAX", "VALID", strides=[2, 2, 2], dilation_rate=[1, 1, 1]),
        tf.nn.pool(volume, [2, 1, 2], "AVG", "SAME")]
emit("shapes", [str(o.shape) for o in outs])
emit("nodes", graph_nodes())
grads = tf.gradients(tf.add_n([tf.reduce_sum(tf.square(o)) for o in outs]),
                     [images, signal, volume])
with tf.Session() as sess:
    emit("values", sess.run(outs))
    emit("grads", sess.run(grads))
expect_error(lambda: tf.nn.pool(images, [2], "MAX", "SAME"), "rank")
expect_error(lambda: tf.nn.pool(images, [2, 2], "MIN", "SAME"), "type")
expect_error(lambda: tf.nn.pool(images, [2, 2], "MAX", "SAME", strides=[3, 3]), "strides")
expect_error(lambda: tf.nn.pool(images, [2, 2], "MAX", "SAME", dilation_rate=[2, 2]), "dilated")
expect_error(lambda: tf.nn.pool(images, [2, 2, 2, 2], "MAX", "SAME"), "too_many")
