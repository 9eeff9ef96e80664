"""ops/random_ops: node structure, statistics, and TF1's seed rules.

Which runs and sessions repeat values and which do not; test_random_values.py checks the
values themselves against TensorFlow's.
"""
import numpy as np
import pytest

import scopelab as tf


def _random_ops(g):
    return [op for op in g.get_operations()
            if op.type in ("RandomStandardNormal", "RandomUniform", "RandomUniformInt",
                           "TruncatedNormal")]


def test_node_structure(g):
    n = tf.random_normal([2], mean=1.0, stddev=2.0)
    u = tf.random_uniform([3])
    assert [op.name for op in g.get_operations()] == [
        "random_normal/shape", "random_normal/mean", "random_normal/stddev",
        "random_normal/RandomStandardNormal", "random_normal/mul", "random_normal",
        "random_uniform/shape", "random_uniform/RandomUniform"]
    assert (n.op.type, n.shape) == ("AddV2", tf.TensorShape([2]))
    # With the Python ints 0 and 1 as bounds, TF skips the scaling ops.
    assert (u.op.name, u.op.type) == ("random_uniform/RandomUniform", "RandomUniform")


def test_scaled_uniform_and_integer_uniform(g):
    u = tf.random_uniform([2], -1.0, 3.0)
    i = tf.random_uniform([2], 0, 5, dtype=tf.int32)
    t = tf.truncated_normal([2], stddev=0.5)
    assert u.op.name == "random_uniform"
    assert (i.op.name, i.op.type, i.dtype) == ("random_uniform_1", "RandomUniformInt", tf.int32)
    assert t.op.name == "truncated_normal"


def test_integer_uniform_needs_maxval(g):
    with pytest.raises(ValueError, match="Must specify maxval for integer dtype tf.int32"):
        tf.random_uniform([2], dtype=tf.int32)


def test_statistics(sess):
    n = tf.random_normal([4000], mean=1.0, stddev=2.0)
    u = tf.random_uniform([4000], -1.0, 3.0)
    t = tf.truncated_normal([4000], stddev=0.5)
    i = tf.random_uniform([4000], 0, 5, dtype=tf.int32)
    nv, uv, tv, iv = sess.run([n, u, t, i])
    assert abs(nv.mean() - 1.0) < 0.2 and abs(nv.std() - 2.0) < 0.2
    assert uv.min() >= -1.0 and uv.max() < 3.0 and abs(uv.mean() - 1.0) < 0.1
    assert np.abs(tv).max() <= 1.0          # cut at two standard deviations
    assert abs(tv.std() - 0.5 * 0.8796) < 0.05
    assert iv.dtype == np.int32 and set(iv.tolist()) == {0, 1, 2, 3, 4}


def test_graph_seed_repeats_across_sessions_but_not_across_runs(g):
    tf.set_random_seed(3)
    r = tf.random_normal([5])
    with tf.Session() as s1, tf.Session() as s2:
        first, second = s1.run(r), s1.run(r)
        other_session = s2.run(r)
    assert np.array_equal(first, other_session)
    assert not np.array_equal(first, second)


def test_a_rebuilt_graph_with_the_same_seed_repeats_its_numbers():
    values = []
    for _ in range(2):
        with tf.Graph().as_default():
            tf.set_random_seed(7)
            r = tf.random_uniform([4])
            with tf.Session() as sess:
                values.append(sess.run(r))
    assert np.array_equal(*values)


def test_op_seed_alone_repeats_across_sessions_unseeded_does_not(g):
    seeded = tf.random_normal([5], seed=5)
    unseeded = tf.random_normal([5])
    assert [(op.get_attr("seed"), op.get_attr("seed2")) for op in _random_ops(g)] == \
        [(87654321, 5), (0, 0)]
    with tf.Session() as s1, tf.Session() as s2:
        assert np.array_equal(s1.run(seeded), s2.run(seeded))
        assert not np.array_equal(s1.run(unseeded), s2.run(unseeded))


def test_seeds_zero_zero_become_zero_maxint(g):
    tf.set_random_seed(0)
    tf.random_normal([2], seed=0)
    assert [(op.get_attr("seed"), op.get_attr("seed2")) for op in _random_ops(g)] == \
        [(0, 2 ** 31 - 1)]


def test_graph_seed_with_an_explicit_op_seed(g):
    tf.set_random_seed(3)
    tf.random_normal([2], seed=5)
    assert [(op.get_attr("seed"), op.get_attr("seed2")) for op in _random_ops(g)] == [(3, 5)]


def test_graph_seed_gives_ops_a_running_counter_as_op_seed(g):
    tf.set_random_seed(3)
    tf.random_normal([2])
    tf.random_uniform([2], -1.0, 1.0)
    tf.truncated_normal([2])
    assert [op.get_attr("seed2") for op in _random_ops(g)] == [0, 1, 2]


def test_unseeded_ops_differ_between_sessions(g):
    ops = [tf.random_uniform([5]), tf.truncated_normal([5]),
           tf.random_uniform([5], 0, 1000, dtype=tf.int64)]
    with tf.Session() as s1, tf.Session() as s2:
        for op in ops:
            assert not np.array_equal(s1.run(op), s2.run(op))


def test_integer_bounds_are_checked_when_there_is_something_to_draw(sess):
    empty = tf.random_uniform([0], 3, 3, dtype=tf.int32)
    assert sess.run(empty).shape == (0,)
    with pytest.raises(tf.errors.InvalidArgumentError, match="Need minval < maxval, got 3 >= 3"):
        sess.run(tf.random_uniform([2], 3, 3, dtype=tf.int32))
