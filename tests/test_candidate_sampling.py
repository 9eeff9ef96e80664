"""Candidate samplers, accidental hits and sparse_to_dense: properties that hold for any seed.

TF's exact numbers (seeded samples, losses) are pinned by tests/tf_cases 578-580.
"""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scopelab as tf

PROPERTY = settings(max_examples=20, deadline=None)
SAMPLERS = [tf.nn.log_uniform_candidate_sampler, tf.nn.uniform_candidate_sampler,
            tf.nn.learned_unigram_candidate_sampler]


@PROPERTY
@given(sampler=st.sampled_from(SAMPLERS), range_max=st.integers(1, 30),
       num_sampled=st.integers(1, 12), unique=st.booleans(), seed=st.integers(1, 2 ** 20))
def test_samples_lie_in_range_and_are_distinct_when_unique(sampler, range_max, num_sampled,
                                                           unique, seed):
    if unique and num_sampled > range_max:
        num_sampled = range_max
    true = np.array([[0], [range_max - 1]], np.int64)
    with tf.Graph().as_default():
        out = sampler(tf.constant(true), 1, num_sampled, unique, range_max, seed=seed)
        with tf.Session() as sess:
            sampled, true_count, sampled_count = sess.run(out)
    assert sampled.shape == (num_sampled,) and sampled.dtype == np.int64
    assert ((sampled >= 0) & (sampled < range_max)).all()
    if unique:
        assert len(set(sampled.tolist())) == num_sampled
    assert true_count.shape == (2, 1) and sampled_count.shape == (num_sampled,)
    # An expected count is p * num_sampled, or, when a unique draw had to reject repeats,
    # the probability of appearing in that many tries: never more than num_sampled. (TF's
    # unique log-uniform draw of both classes of two gives 1.26 for class 0: no repeats.)
    assert (sampled_count > 0).all() and (true_count > 0).all()
    assert (sampled_count <= num_sampled * (1 + 1e-6)).all()


def test_uniform_expected_counts_follow_tf_formulas():
    with tf.Graph().as_default():
        true = tf.constant([[1]], tf.int64)
        plain = tf.nn.uniform_candidate_sampler(true, 1, 4, False, 8, seed=1)
        distinct = tf.nn.uniform_candidate_sampler(true, 1, 8, True, 8, seed=1)
        with tf.Session() as sess:
            plain_out, distinct_out = sess.run([plain, distinct])
    np.testing.assert_allclose(plain_out[2], 4 / 8)
    # Eight different classes out of eight: the tries it took give 1 - (1 - 1/8) ** tries.
    assert sorted(distinct_out[0].tolist()) == list(range(8))
    tries = np.log1p(-distinct_out[2][0]) / np.log1p(-1 / 8)
    assert tries >= 8 and abs(tries - round(tries)) < 1e-3


def test_learned_unigram_learns_from_each_run_of_a_session():
    with tf.Graph().as_default():
        out = tf.nn.learned_unigram_candidate_sampler(tf.constant([[2]], tf.int64), 1, 1, False,
                                                      4, seed=1)
        with tf.Session() as sess:
            counts = [sess.run(out.true_expected_count)[0, 0] for _ in range(3)]
        with tf.Session() as sess:
            fresh = sess.run(out.true_expected_count)[0, 0]
    # Weights start at 1 each; class 2 gains one per run: p = 1/4, 2/5, 3/6.
    np.testing.assert_allclose(counts, [1 / 4, 2 / 5, 3 / 6], rtol=1e-6)
    np.testing.assert_allclose(fresh, 1 / 4, rtol=1e-6)


@PROPERTY
@given(batch=st.integers(1, 4), num_true=st.integers(1, 3), num_sampled=st.integers(0, 6),
       seed=st.integers(0, 2 ** 16))
def test_accidental_hits_match_a_direct_search(batch, num_true, num_sampled, seed):
    rng = np.random.RandomState(seed)
    true = rng.randint(0, 5, size=(batch, num_true)).astype(np.int64)
    sampled = rng.randint(0, 5, size=num_sampled).astype(np.int64)
    expected = [(i, max(k for k in range(num_sampled) if sampled[k] == c))
                for i in range(batch) for c in true[i] if c in sampled]
    with tf.Graph().as_default(), tf.Session() as sess:
        rows, ids, weights = sess.run(tf.nn.compute_accidental_hits(true, sampled, num_true))
    assert list(zip(rows.tolist(), ids.tolist())) == expected
    assert (weights == -np.finfo(np.float32).max).all()


def test_sparse_to_dense_checks_order_when_validating():
    with tf.Graph().as_default(), tf.Session() as sess:
        dense = sess.run(tf.sparse_to_dense([[0, 1], [1, 0]], [2, 2], [3.0, 4.0], 9.0))
        np.testing.assert_array_equal(dense, [[9, 3], [4, 9]])
        with pytest.raises(tf.errors.InvalidArgumentError, match="is out of order"):
            sess.run(tf.sparse_to_dense([[1, 0], [0, 1]], [2, 2], [3.0, 4.0]))
