# tier: semantics
# tf.pad run on fed paddings: TF's Pad / PadV2 kernels pad with zeros or the constant value
# (a scalar with 0x2 paddings, an empty input), and check the paddings when run: a matrix with
# 2 columns, one row per input dimension, no negative entry (InvalidArgumentError, message
# after the node's traceback).
import numpy as np

x = tf.placeholder(tf.float32, name="x")
p = tf.placeholder(tf.int32, name="p")
zeros, threes = tf.pad(x, p), tf.pad(x, p, constant_values=3.0)


def detail(fetch, feed):
    try:
        return sess.run(fetch, feed).tolist()
    except tf.errors.InvalidArgumentError as e:
        text = e.message.split("\n\t [[")[0]
        return [type(e).__name__, text.rsplit("\n", 1)[-1]]


with tf.Session() as sess:
    for i, (shape, pads) in enumerate([((2, 3), [[1, 0], [0, 2]]), ((0, 3), [[1, 1], [2, 0]]),
                        ((), np.zeros((0, 2))), ((2, 1, 2), [[0, 0], [1, 1], [0, 1]]),
                        ((2, 3), [[-1, 0], [0, 0]]), ((2, 3), [[1, 2], [3, -4]]),
                        ((2, 3), [[0, 0]]), ((2, 3), [[0, 0, 1], [0, 0, 1]]),
                        ((2, 3), [0, 1]), ((), [[0, 0]])]):
        feed = {x: np.arange(np.prod(shape)).reshape(shape), p: pads}
        emit("pad%d %s %s" % (i, shape, np.shape(pads)), [detail(zeros, feed), detail(threes, feed)])
