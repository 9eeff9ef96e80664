"""TF1 iterators: state per session, initializers, the end of the data."""
import numpy as np
import pytest

import scopelab as tf


def test_each_session_keeps_its_own_position():
    with tf.Graph().as_default():
        nxt = tf.data.Dataset.range(10).make_one_shot_iterator().get_next()
        with tf.Session() as a, tf.Session() as b:
            assert [a.run(nxt), a.run(nxt), b.run(nxt), a.run(nxt)] == [0, 1, 0, 2]


def test_two_get_next_ops_share_one_iterator():
    with tf.Graph().as_default():
        it = tf.data.Dataset.range(10).make_one_shot_iterator()
        x, y = it.get_next(), it.get_next()
        with tf.Session() as sess:
            assert sorted(sess.run([x, y])) == [0, 1]
            assert sess.run(y) == 2


def test_out_of_range_error_repeats_and_names_the_node():
    with tf.Graph().as_default():
        nxt = tf.data.Dataset.range(1).make_one_shot_iterator().get_next(name="fetch")
        with tf.Session() as sess:
            sess.run(nxt)
            for _ in range(2):
                with pytest.raises(tf.errors.OutOfRangeError) as info:
                    sess.run(nxt)
                assert info.value.op is nxt.op
                assert "End of sequence" in str(info.value) and "{{node fetch}}" in str(info.value)


def test_initializer_reads_the_feeds_of_its_run():
    with tf.Graph().as_default():
        p = tf.placeholder(tf.float32, [None])
        it = tf.data.Dataset.from_tensor_slices(p).map(lambda v: v * 2.0).batch(10)\
            .make_initializable_iterator()
        nxt = it.get_next()
        with tf.Session() as sess:
            with pytest.raises(tf.errors.FailedPreconditionError):
                sess.run(nxt)
            for data in ([1.0, 2.0], [5.0], np.arange(4.0)):
                sess.run(it.initializer, {p: data})
                np.testing.assert_array_equal(sess.run(nxt), np.asarray(data) * 2)


def test_pipeline_gives_the_same_batches_as_numpy():
    rng = np.random.RandomState(3)
    xs = rng.randn(11, 4).astype(np.float32)
    with tf.Graph().as_default():
        it = tf.data.Dataset.from_tensor_slices((xs, np.arange(11))).repeat(2).batch(4)\
            .make_one_shot_iterator()
        x, i = it.get_next()
        with tf.Session() as sess:
            got = []
            try:
                while True:
                    got.append(sess.run([x, i]))
            except tf.errors.OutOfRangeError:
                pass
    idx = np.concatenate([np.arange(11)] * 2)
    assert len(got) == 6
    for k, (gx, gi) in enumerate(got):
        np.testing.assert_array_equal(gi, idx[4 * k:4 * k + 4])
        np.testing.assert_array_equal(gx, xs[idx[4 * k:4 * k + 4]])


def test_iterator_ops_and_collection():
    with tf.Graph().as_default() as g:
        it = tf.data.Dataset.range(3).make_initializable_iterator()
        assert it.initializer.type == "MakeIterator"
        assert tf.get_collection("iterators") == [it._iterator_resource]
        assert it._iterator_resource.op.type == "IteratorV2"
        assert [op.type for op in g.get_operations()][-1] == "IteratorToStringHandle"
        with tf.Session() as sess:
            assert sess.run(it.string_handle()) == b"IteratorV2"
