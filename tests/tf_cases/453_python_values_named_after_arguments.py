# tier: opnames
# An op given a Python value converts it inside its own name scope, so the Const is named
# after the op's argument: Exp/x, Relu/features, Identity/input, Reshape/tensor, transpose/a.
import numpy as np
builders = [
    lambda: tf.exp([1.0]), lambda: tf.sigmoid([1.0]), lambda: tf.square([2.0]),
    lambda: tf.negative([1.0]), lambda: tf.nn.relu([-1.0, 2.0]), lambda: tf.identity([1.0]),
    lambda: tf.nn.l2_loss([1.0]), lambda: tf.stop_gradient([1.0]),
    lambda: tf.argmax([1.0, 2.0]), lambda: tf.reshape([1.0, 2.0], [2, 1]),
    lambda: tf.expand_dims([1.0], 0), lambda: tf.transpose([[1.0, 2.0]]),
    lambda: tf.exp(np.float32(1.0), name="e"),
]
for i, build in enumerate(builders):
    g = tf.Graph()
    with g.as_default():
        with tf.name_scope("outer"):
            out = build()
        emit("ops_%d" % i, [op.name for op in g.get_operations()])
        with tf.Session() as sess:
            emit("value_%d" % i, sess.run(out))
