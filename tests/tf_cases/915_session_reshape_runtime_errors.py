# tier: semantics
# A Reshape whose shape is only known at run time (fed) fails with TF's kernel messages, not
# numpy's: "Input to reshape is a tensor with N values, but the requested shape has M" (or
# "requires a multiple of"), "Only one input size may be -1", "Size i must be non-negative";
# an empty tensor reshaped with a 0 and a -1 gets 1 for the -1. (session_test's
# testFeedShapeCompatibility: a fed shape vs a fed tensor.)
import numpy as np


def reshaped(values, shape):
    try:
        return sess.run(r, {x: values, s: shape})
    except tf.errors.InvalidArgumentError as e:
        return [line for line in e.message.splitlines()
                if line.startswith(("Input", "Only", "Size", "sizes"))]


x = tf.placeholder(tf.float32, name="x")
s = tf.placeholder(tf.int32, name="s")
r = tf.reshape(x, s)
sess = tf.Session()
for shape in [[2, 6], [2, 3], [5, -1], [-1, -1], [-2, 6], [0, -1], [3, 0], [2, 2, 2], [],
              [1, -3], [[2, 6]]]:
    emit(str(shape), reshaped(np.zeros([12]), shape))
emit("empty_zero_first", reshaped(np.zeros([0]), [0, -1]).shape)
emit("empty_zero_last", reshaped(np.zeros([0]), [-1, 0]).shape)
some = tf.constant([2.0, 2.0, 2.0, 2.0], name="some")
new_shape = tf.constant([2, 2], name="new_shape")
fixed = tf.reshape(some, new_shape)
expect_error(lambda: sess.run(fixed, {some: [1.0, 2.0, 3.0]}), "feed_shape")
try:
    sess.run(fixed, {new_shape: [3, 7]})
except tf.errors.InvalidArgumentError as e:
    emit("fed_shape", [line for line in e.message.splitlines() if line.startswith("Input")])
