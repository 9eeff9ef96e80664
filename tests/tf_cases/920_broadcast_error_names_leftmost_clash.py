# tier: semantics
# An elementwise op on shapes that do not broadcast fails when built, and TF's shape function
# reads the axes from the first: the message names the leftmost pair of sizes that clash
# ([2,3] + [4,5]: "2 and 4"; [2,3] + [3,3,4]: "2 and 3"), an unknown size clashing with none.
import numpy as np

pairs = [([2, 3], [4, 5]), ([2, 3], [2, 5]), ([2, 3, 4], [5, 3, 4]), ([2, 1, 4], [3, 5]),
         ([4, 5], [2, 3]), ([1, 2, 3], [7, 4, 3]), ([2, 3], [3, 3, 4]), ([3], [4])]
for i, (sa, sb) in enumerate(pairs):
    a = tf.constant(np.ones(sa))
    b = tf.constant(np.ones(sb))
    expect_error(lambda: a + b, "add_%d" % i)
    expect_error(lambda: a * b, "mul_%d" % i)
    expect_error(lambda: tf.maximum(a, b), "maximum_%d" % i)
    expect_error(lambda: tf.placeholder(tf.float64, [None, 3]) + b, "unknown_%d" % i)
