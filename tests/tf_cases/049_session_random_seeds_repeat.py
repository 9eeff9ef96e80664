# tier: semantics
# tf.set_random_seed: each new session repeats the same sequence; op seeds alone also repeat;
# without seeds sessions differ; seeds show in the ops' attributes.
import numpy as np

tf.set_random_seed(42)
a = tf.random_normal([1000], name='a')
b = tf.random_uniform([1000], seed=7, name='b')
with tf.Session() as s1:
    a1, a1_again, b1 = s1.run(a), s1.run(a), s1.run(b)
with tf.Session() as s2:
    a2, b2 = s2.run(a), s2.run(b)
emit("a_repeats_across_sessions", bool(np.array_equal(a1, a2)))
emit("a_changes_within_session", bool(not np.array_equal(a1, a1_again)))
emit("b_repeats", bool(np.array_equal(b1, b2)))
emit("a_b_differ", bool(not np.array_equal(a1, b1)))
emit("a_stats", [bool(abs(a1.mean()) < 0.15), bool(abs(a1.std() - 1.0) < 0.1)])
a_rnd = a.op.inputs[0].op.inputs[0].op
emit("rnd_ops", [a_rnd.name, a_rnd.type, b.op.name, b.op.type])
emit("seeds", [a_rnd.get_attr('seed'), a_rnd.get_attr('seed2'),
               b.op.get_attr('seed'), b.op.get_attr('seed2')])
g = tf.Graph()
with g.as_default():
    c = tf.random_normal([100])
    d = tf.random_normal([100], seed=3)
    with tf.Session() as s3:
        c1, d1 = s3.run([c, d])
    with tf.Session() as s4:
        c2, d2 = s4.run([c, d])
    emit("no_seed_differs", bool(not np.array_equal(c1, c2)))
    emit("op_seed_repeats", bool(np.array_equal(d1, d2)))
    c_rnd = c.op.inputs[0].op.inputs[0].op
    d_rnd = d.op.inputs[0].op.inputs[0].op
    emit("c_seeds", [c_rnd.get_attr('seed'), c_rnd.get_attr('seed2'),
                     d_rnd.get_attr('seed'), d_rnd.get_attr('seed2')])
