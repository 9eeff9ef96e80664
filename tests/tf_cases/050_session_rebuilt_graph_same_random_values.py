# tier: semantics
# With a graph-level seed, rebuilding the same graph gives the same random variables; graph
# seed 0 still gives deterministic values; seeded initializers repeat.
import numpy as np


def build_and_run(seed):
    g = tf.Graph()
    with g.as_default():
        if seed is not None:
            tf.set_random_seed(seed)
        w = tf.get_variable('w', [20, 20], initializer=tf.random_normal_initializer())
        u = tf.get_variable('u', [50], initializer=tf.random_uniform_initializer(seed=5))
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            return sess.run([w, u]), w.initializer.inputs[1].op.inputs[0].op.inputs[0].op


(w1, u1), op1 = build_and_run(1)
(w2, u2), _ = build_and_run(1)
(w3, u3), _ = build_and_run(2)
(w0, u0), op0 = build_and_run(0)
(w0b, _), _ = build_and_run(0)
emit("same_seed_same_w", bool(np.array_equal(w1, w2)))
emit("other_seed_other_w", bool(not np.array_equal(w1, w3)))
emit("u_repeats_with_op_seed", bool(np.array_equal(u1, u3)))
emit("seed_zero_repeats", bool(np.array_equal(w0, w0b)))
emit("seed_attrs", [op1.type, op1.get_attr('seed'), op1.get_attr('seed2'),
                    op0.get_attr('seed'), op0.get_attr('seed2')])
