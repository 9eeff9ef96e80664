"""Dataset.shuffle: permutations in TF's order, reproducible from the seeds."""
import numpy as np
import pytest

import scopelab as tf
from scopelab.data.shuffle import shuffled, uint32_stream


def _all(ds):
    nxt = ds.make_one_shot_iterator().get_next()
    out = []
    with tf.Session() as sess:
        try:
            while True:
                out.append(int(sess.run(nxt)))
        except tf.errors.OutOfRangeError:
            return out


@pytest.mark.parametrize("n, buffer_size", [(10, 1), (10, 3), (10, 10), (7, 50), (0, 4)])
def test_every_element_comes_out_once(n, buffer_size):
    with tf.Graph().as_default():
        got = _all(tf.data.Dataset.range(n).shuffle(buffer_size, seed=11))
    assert sorted(got) == list(range(n))
    if buffer_size == 1:
        assert got == list(range(n))


def test_an_element_leaves_no_later_than_the_buffer_allows():
    # With a buffer of k, element i can only come out once i - k + 1 elements have left.
    got = [e[0] for e in shuffled(iter([(i,) for i in range(40)]), 4, uint32_stream(3, 9))]
    for position, value in enumerate(got):
        assert value <= position + 3


def test_seeds_repeat_the_order_and_unseeded_shuffles_still_permute():
    with tf.Graph().as_default():
        ds = tf.data.Dataset.range(20)
        first, again = _all(ds.shuffle(20, seed=4)), _all(ds.shuffle(20, seed=4))
        assert first == again and first != list(range(20))
        assert sorted(_all(ds.shuffle(20))) == list(range(20))


def test_each_initializer_run_starts_the_same_order_and_each_epoch_a_new_one():
    with tf.Graph().as_default():
        it = tf.data.Dataset.range(6).shuffle(6, seed=1).repeat(2)\
            .make_initializable_iterator()
        nxt = it.get_next()
        with tf.Session() as sess:
            runs = []
            for _ in range(2):
                sess.run(it.initializer)
                runs.append([int(sess.run(nxt)) for _ in range(12)])
    assert runs[0] == runs[1]
    assert runs[0][:6] != runs[0][6:] and sorted(runs[0][6:]) == list(range(6))


def test_the_uint32_stream_is_philox_in_block_order():
    from scopelab import philox
    values = list(zip(range(8), uint32_stream(5, 6)))
    want = philox.blocks(5, 6 << 64, np.arange(2, dtype=np.uint64)).ravel().tolist()
    assert [v for _, v in values] == want
