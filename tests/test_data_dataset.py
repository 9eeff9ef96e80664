"""tf.data datasets: structure, op graph and the elements their kernels produce."""
import numpy as np
import pytest

import scopelab as tf


def _all(ds):
    nxt = ds.make_one_shot_iterator().get_next()
    out = []
    with tf.Session() as sess:
        try:
            while True:
                out.append(sess.run(nxt))
        except tf.errors.OutOfRangeError:
            return out


@pytest.mark.parametrize("n, size, drop", [(7, 3, False), (7, 3, True), (6, 2, False),
                                           (1, 4, False), (1, 4, True), (0, 2, False)])
def test_batches_are_numpy_slices_of_the_data(n, size, drop):
    with tf.Graph().as_default():
        data = np.arange(2 * n, dtype=np.float32).reshape(n, 2)
        if n == 0:
            ds = tf.data.Dataset.from_tensor_slices(tf.zeros([0, 2]))
        else:
            ds = tf.data.Dataset.from_tensor_slices(data)
        got = _all(ds.batch(size, drop_remainder=drop))
    want = [data[i:i + size] for i in range(0, n, size)
            if not drop or i + size <= n]
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_map_function_ops_stay_out_of_the_main_graph():
    with tf.Graph().as_default() as g:
        ds = tf.data.Dataset.range(4).map(lambda v: tf.square(tf.cast(v, tf.float32) + 1.0))
        assert [op.type for op in g.get_operations()] == ["Const", "Const", "Const",
                                                          "RangeDataset", "MapDataset"]
        assert _all(ds) == [1.0, 4.0, 9.0, 16.0]


def test_repeat_of_an_empty_dataset_ends_instead_of_looping():
    with tf.Graph().as_default():
        assert _all(tf.data.Dataset.range(0).repeat()) == []


def test_repeat_batch_crosses_epochs_and_take_bounds_forever():
    with tf.Graph().as_default():
        got = _all(tf.data.Dataset.range(3).repeat().batch(2).take(3))
    assert [g.tolist() for g in got] == [[0, 1], [2, 0], [1, 2]]


def test_batching_elements_of_different_shapes_names_the_component():
    with tf.Graph().as_default():
        ds = tf.data.Dataset.range(3).batch(2).batch(2)
        nxt = ds.make_one_shot_iterator().get_next()
        with tf.Session() as sess:
            with pytest.raises(tf.errors.InvalidArgumentError) as info:
                sess.run(nxt)
    assert "Cannot batch tensors with different shapes in component 0. First element had " \
           "shape [2] and element 1 had shape [1]." in str(info.value)


def test_output_shapes_follow_each_transformation():
    with tf.Graph().as_default():
        ds = tf.data.Dataset.from_tensor_slices((np.zeros((5, 2, 3)), ["a"] * 5))
        assert ds.output_shapes == (tf.TensorShape([2, 3]), tf.TensorShape([]))
        assert ds.output_types == (tf.float64, tf.string)
        b = ds.batch(2, drop_remainder=True).map(lambda x, s: (tf.reduce_sum(x, 1), s))
        assert b.output_shapes == (tf.TensorShape([2, 3]), tf.TensorShape([2]))
        assert tf.data.get_output_classes(b) == (tf.Tensor, tf.Tensor)


def test_prefetch_passes_the_same_elements_on():
    with tf.Graph().as_default():
        assert _all(tf.data.Dataset.range(5).prefetch(tf.data.experimental.AUTOTUNE)) == \
            list(range(5))


def test_filter_keeps_what_the_predicate_holds_for_and_captures_tensors():
    with tf.Graph().as_default():
        limit = tf.placeholder(tf.int64, [], name="limit")
        it = tf.data.Dataset.range(10).filter(lambda v: v < limit).make_initializable_iterator()
        nxt = it.get_next()
        with tf.Session() as sess:
            sess.run(it.initializer, {limit: 3})
            got = [sess.run(nxt) for _ in range(3)]
            with pytest.raises(tf.errors.OutOfRangeError):
                sess.run(nxt)
    assert got == [0, 1, 2]


def test_concatenate_chains_and_merges_shapes():
    with tf.Graph().as_default():
        a = tf.data.Dataset.from_tensors(([1, 2], "x"))
        b = tf.data.Dataset.from_tensors(([3], "y")).repeat(2)
        ds = a.concatenate(b)
        assert ds.output_shapes == (tf.TensorShape([None]), tf.TensorShape([]))
        got = _all(ds)
    assert [(v.tolist(), s) for v, s in got] == [([1, 2], b"x"), ([3], b"y"), ([3], b"y")]
