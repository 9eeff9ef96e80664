# tier: opnames
# More ops given Python values: Squeeze/input, zeros_like/tensor (then a Const zeros_like),
# MaxPool/input, and tf.split, which converts in the op's input order: split_dim then value
# for an equal split, the sizes before the scope, then value and split_dim, for given sizes.
import numpy as np
builders = [
    lambda: tf.squeeze([[1.0]]), lambda: tf.zeros_like([1.0, 2.0]),
    lambda: tf.nn.max_pool(np.ones((1, 2, 2, 1), np.float32), [1, 2, 2, 1], [1, 1, 1, 1],
                           "VALID"),
    lambda: tf.split([1.0, 2.0], 2)[1], lambda: tf.split([1.0, 2.0, 3.0], [1, 2])[1],
    lambda: tf.zeros_like(tf.placeholder_with_default([1.0], [None]), name="z"),
]
for i, build in enumerate(builders):
    g = tf.Graph()
    with g.as_default():
        with tf.name_scope("outer"):
            out = build()
        emit("ops_%d" % i, [op.name for op in g.get_operations()])
        with tf.Session() as sess:
            emit("value_%d" % i, sess.run(out))
