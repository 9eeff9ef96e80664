# tier: semantics
# With a graph seed, an unseeded random op's op seed counts random ops, not all ops: adding
# non-random ops before it does not change its values, adding another random op does.
import numpy as np


def sample(extra_consts, extra_random):
    g = tf.Graph()
    with g.as_default():
        tf.set_random_seed(5)
        for i in range(extra_consts):
            tf.constant(float(i))
        for i in range(extra_random):
            tf.random_uniform([3])
        r = tf.random_normal([50], name='r')
        op = r.op.inputs[0].op.inputs[0].op
        with tf.Session() as sess:
            return sess.run(r), (op.get_attr('seed'), op.get_attr('seed2'))


base, s0 = sample(0, 0)
with_consts, s1 = sample(4, 0)
with_random, s2 = sample(0, 1)
emit("seed_pairs", [list(s0), list(s1), list(s2)])
emit("consts_do_not_matter", bool(np.array_equal(base, with_consts)))
emit("random_ops_shift_seed", bool(not np.array_equal(base, with_random)))
