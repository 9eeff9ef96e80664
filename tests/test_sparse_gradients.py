"""Sparse gradients: IndexedSlices agree with finite differences once densified, aggregate as
TF's do, and the sparse update ops equal their dense twins applied row by row.

The graphs themselves are compared with real TensorFlow in tests/tf_cases (570-576) and
tests/tf_train_cases (090, 091).
"""
import os
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from scopelab.ops import sparse_training_ops  # noqa: E402
from scopelab.ops.partition_ops import parallel_dynamic_stitch  # noqa: E402
from test_gradients import _numeric_gradient  # noqa: E402

PROPERTY = settings(max_examples=20, deadline=None)
seeds = st.integers(0, 2 ** 16)


def check_dense_gradients(build, inputs, known_shapes=True):
    """tf.gradients of ``sum(w * build(*placeholders))``, densified, against finite
    differences."""
    rng = np.random.RandomState(0)
    inputs = [np.array(a, dtype=np.float64) for a in inputs]
    with tf.Graph().as_default():
        phs = [tf.placeholder(tf.float64, a.shape if known_shapes else [None] * a.ndim)
               for a in inputs]
        out = build(*phs)
        with tf.Session() as sess:
            feed = dict(zip(phs, inputs))
            shape = np.shape(sess.run(out, feed))
            y = tf.reduce_sum(out * tf.constant(rng.randn(*shape)))
            grads = [tf.convert_to_tensor(g) for g in tf.gradients(y, phs)]
            for i, (x, g) in enumerate(zip(inputs, sess.run(grads, feed))):
                np.testing.assert_allclose(g, _numeric_gradient(sess, y, feed, phs[i], 1e-6),
                                           rtol=1e-5, atol=1e-6, err_msg="input %d" % i)


@PROPERTY
@given(rows=st.integers(1, 4), cols=st.integers(1, 3), n_ids=st.integers(0, 5), seed=seeds,
       known=st.booleans())
def test_gather_gradient_densifies_to_finite_differences(rows, cols, n_ids, seed, known):
    rng = np.random.RandomState(seed)
    ids = rng.randint(0, rows, size=n_ids)
    check_dense_gradients(lambda p: tf.gather(p, ids) * 2.0, [rng.randn(rows, cols)], known)


@PROPERTY
@given(shape=st.lists(st.integers(1, 3), min_size=2, max_size=4), data=st.data(), seed=seeds,
       known=st.booleans())
def test_gather_along_any_axis_with_batch_dims_matches_numpy_and_finite_differences(
        shape, data, seed, known):
    rng = np.random.RandomState(seed)
    batch_dims = data.draw(st.integers(0, len(shape) - 1))
    axis = data.draw(st.integers(max(batch_dims, 1), len(shape) - 1))
    ids = rng.randint(0, shape[axis], size=tuple(shape[:batch_dims]) + (3,))
    params = rng.randn(*shape)
    with tf.Graph().as_default():
        with tf.Session() as sess:
            got = sess.run(tf.gather(params, ids, axis=axis, batch_dims=batch_dims))
    batch = int(np.prod(shape[:batch_dims]))
    flat_p = params.reshape((batch,) + params.shape[batch_dims:])
    flat_ids = ids.reshape(batch, 3)
    expected = np.stack([np.take(flat_p[b], flat_ids[b], axis=axis - batch_dims)
                         for b in range(batch)])
    np.testing.assert_array_equal(got, expected.reshape(got.shape))
    check_dense_gradients(lambda p: tf.gather(p, ids, axis=axis, batch_dims=batch_dims),
                          [params], known)


@pytest.mark.parametrize("through", [
    lambda p: tf.reshape(p, [-1, 2]), lambda p: p + p * 3.0, lambda p: 1.0 - p, lambda p: tf.expand_dims(p, 1)[:, 0],
    lambda p: tf.concat([p, 2.0 * p, p], 0), lambda p: tf.concat([p, 2.0 * p], -1),
    lambda p: tf.tile(p, [3, 2])], ids=["reshape", "add", "sub", "expand_dims", "concat0",
                                        "concat1", "tile"])
@pytest.mark.parametrize("known", [True, False])
def test_indexed_slices_through_other_gradients_densify_to_finite_differences(through, known):
    rng = np.random.RandomState(0)
    check_dense_gradients(lambda p: tf.gather(through(p), [3, 0, 3, 1]), [rng.randn(4, 2)],
                          known)


def test_cast_keeps_a_sparse_gradient_sparse_in_the_source_dtype():
    with tf.Graph().as_default():
        w = tf.placeholder(tf.float32, [3, 2])
        grad = tf.gradients(tf.gather(tf.cast(w, tf.float64), [2, 2]), w)[0]
        assert isinstance(grad, tf.IndexedSlices) and grad.dtype == tf.float32
        with tf.Session() as sess:
            dense = sess.run(tf.convert_to_tensor(grad), {w: np.zeros((3, 2))})
        assert dense.tolist() == [[0.0, 0.0], [0.0, 0.0], [2.0, 2.0]]


@PROPERTY
@given(n=st.integers(1, 5), segments=st.integers(1, 4), seed=seeds)
def test_unsorted_segment_sum_gradient(n, segments, seed):
    rng = np.random.RandomState(seed)
    ids = rng.randint(-1, segments, size=n)  # -1: a dropped row, which gets no gradient
    check_dense_gradients(lambda d: tf.unsorted_segment_sum(d, ids, segments),
                          [rng.randn(n, 2)])


@PROPERTY
@given(n=st.integers(1, 6), parts=st.integers(1, 3), seed=seeds, known=st.booleans())
def test_dynamic_partition_then_stitch_gradients(n, parts, seed, known):
    rng = np.random.RandomState(seed)
    where = rng.randint(0, parts, size=n)

    def build(x):
        pieces = tf.dynamic_partition(x, where, parts)
        positions = tf.dynamic_partition(tf.range(n), where, parts)
        return parallel_dynamic_stitch(positions, [p * float(i + 1) for i, p in enumerate(pieces)])
    check_dense_gradients(build, [rng.randn(n, 2)], known)


@PROPERTY
@given(rows=st.integers(2, 7), n_ids=st.integers(1, 6), parts=st.integers(1, 3),
       strategy=st.sampled_from(["mod", "div"]), seed=seeds)
def test_partitioned_lookup_equals_one_table(rows, n_ids, parts, strategy, seed):
    """Looking ids up in a table split in parts gives the rows of the whole table."""
    rng = np.random.RandomState(seed)
    table = rng.randn(rows, 2)
    ids = rng.randint(0, rows, size=(n_ids,))
    if strategy == "mod":
        pieces = [table[p::parts] for p in range(parts)]
    else:
        sizes = [rows // parts + (1 if p < rows % parts else 0) for p in range(parts)]
        pieces = np.split(table, np.cumsum(sizes)[:-1])
    if any(len(p) == 0 for p in pieces):
        return
    with tf.Graph().as_default(), tf.Session() as sess:
        got = sess.run(tf.nn.embedding_lookup([tf.constant(p) for p in pieces], ids,
                                              partition_strategy=strategy))
    np.testing.assert_array_equal(got, table[ids])


def test_aggregating_slices_keeps_them_sparse_and_sums_when_densified():
    with tf.Graph().as_default():
        p = tf.placeholder(tf.float32, [3, 2])
        y = [tf.gather(p, [0, 2]), tf.gather(p, tf.constant([2], tf.int64))]
        grad, = tf.gradients(y, p)
        assert type(grad).__name__ == "IndexedSlices"
        assert grad.indices.dtype == tf.int64
        with tf.Session() as sess:
            dense = sess.run(tf.convert_to_tensor(grad), {p: np.zeros((3, 2))})
    np.testing.assert_array_equal(dense, [[1, 1], [0, 0], [2, 2]])


def test_unique_keeps_first_appearance_order():
    with tf.Graph().as_default(), tf.Session() as sess:
        y, idx = sess.run(tf.unique(tf.constant([5, 3, 5, 9, 3, 1])))
    assert y.tolist() == [5, 3, 9, 1]
    assert idx.tolist() == [0, 1, 0, 2, 1, 3]


# ---------------------------------------------------------------------- sparse update ops
def _sequential(update, rows, indices, grads):
    """The reference: the dense formula applied to one indexed row after another."""
    for i, g in zip(indices, grads):
        update(rows, i, g)


@pytest.mark.parametrize("nesterov", [False, True])
def test_sparse_momentum_with_repeated_indices_is_row_by_row(nesterov):
    indices = [2, 0, 2, 2, 1]
    grads = np.arange(10, dtype=np.float64).reshape(5, 2) / 4
    lr, mom = 0.1, 0.9
    var, acc = np.ones((4, 2)), np.full((4, 2), 0.5)

    def update(state, i, g):
        v, a = state
        a[i] = a[i] * mom + g
        v[i] -= g * lr + a[i] * mom * lr if nesterov else a[i] * lr
    _sequential(update, (var, acc), indices, grads)
    with tf.Graph().as_default():
        v = tf.Variable(np.ones((4, 2)))
        a = tf.Variable(np.full((4, 2), 0.5))
        step = sparse_training_ops.sparse_apply_momentum(v, a, lr, grads, indices, mom,
                                                         use_nesterov=nesterov)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            sess.run(step)
            got_v, got_a = sess.run([v, a])
    np.testing.assert_allclose(got_v, var)
    np.testing.assert_allclose(got_a, acc)


def test_sparse_rms_prop_and_adagrad_touch_only_their_rows():
    with tf.Graph().as_default():
        v = tf.Variable(np.ones((3, 2)))
        ms, mom, acc = (tf.Variable(np.ones((3, 2))) for _ in range(3))
        steps = [sparse_training_ops.sparse_apply_rms_prop(v, ms, mom, 0.1, 0.9, 0.0, 1e-10,
                                                           [[2.0, 2.0]], [1]),
                 sparse_training_ops.sparse_apply_adagrad(v, acc, 0.1, [[1.0, 1.0]], [2])]
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            sess.run(steps)
            got = sess.run([v, ms, acc])
    expected_ms = 0.9 + 4.0 * 0.1
    np.testing.assert_allclose(got[1], [[1, 1], [expected_ms] * 2, [1, 1]])
    np.testing.assert_allclose(got[2], [[1, 1], [1, 1], [2, 2]])
    np.testing.assert_allclose(got[0][0], [1, 1])
    np.testing.assert_allclose(got[0][1], 1 - 0.2 / np.sqrt(expected_ms + 1e-10))
    np.testing.assert_allclose(got[0][2], 1 - 0.1 / np.sqrt(2.0))


def test_sparse_apply_shape_errors_quote_the_node():
    with tf.Graph().as_default():
        v = tf.Variable(np.ones((3, 2), np.float32), name="v")
        a = tf.Variable(np.ones((3, 2), np.float32), name="a")
        with pytest.raises(ValueError, match="Dimension 1 in both shapes must be equal, but are "
                                             r"2 and 3. Shapes are \[3,2\] and \[\?,3\]"):
            sparse_training_ops.sparse_apply_momentum(v, a, 0.1, [[1.0, 1.0, 1.0]], [2], 0.9)
        with pytest.raises(ValueError, match="Dimensions must be equal, but are 2 and 1"):
            sparse_training_ops.sparse_apply_momentum(v, a, 0.1, [[1.0, 1.0]], [2, 1], 0.9)
        with pytest.raises(ValueError, match="Shape must be rank 0 but is rank 1"):
            sparse_training_ops.sparse_apply_momentum(v, a, [0.1], [[1.0, 1.0]], [2], 0.9)
        bad = sparse_training_ops.sparse_apply_momentum(v, a, 0.1, [[1.0, 1.0]], [7], 0.9)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            with pytest.raises(tf.errors.InvalidArgumentError,
                               match="Index 7 at offset 0 in indices is out of range"):
                sess.run(bad)


# ---------------------------------------------------------------------- no dense temporaries
VOCABULARY, DIMENSION = 20000, 32


@pytest.fixture
def kernel_peaks(monkeypatch):
    """[(op name, the most bytes a kernel had allocated at once while it ran)] of the runs
    made while it is active: every kernel is wrapped, tracemalloc follows numpy's memory."""
    import tracemalloc
    from scopelab.core.state import OPS
    peaks = []

    def measured(fn, stateful):
        def run(*args):
            before, _ = tracemalloc.get_traced_memory()
            tracemalloc.reset_peak()
            out = fn(*args)
            op = args[1] if stateful else args[0]  # a stateful kernel takes the run's state
            peaks.append((op.name, tracemalloc.get_traced_memory()[1] - before))
            return out
        return run
    for record in OPS.values():
        if record.kernel is not None:
            monkeypatch.setattr(record, "kernel", measured(record.kernel, record.stateful))
    tracemalloc.start()
    yield peaks
    tracemalloc.stop()


@pytest.mark.parametrize("loss", ["nce_loss", "sampled_softmax_loss"])
@pytest.mark.parametrize("optimizer", ["GradientDescent", "Momentum", "Adagrad", "RMSProp"])
def test_a_word2vec_step_allocates_nothing_as_large_as_a_table(kernel_peaks, loss, optimizer):
    """Embedding lookups (two of one table: their gradients are concatenated), the sampled
    loss and the optimizer's sparse update touch only the rows of the batch: no kernel of a
    step allocates as much as an embedding table. (Adam is left out: TF's own graph decays its
    moments whole at every step, sparse gradient or not; this test finds 16 such kernels.)"""
    rng = np.random.RandomState(0)
    with tf.Graph().as_default():
        tf.set_random_seed(0)
        centre = tf.placeholder(tf.int32, [64])
        context = tf.placeholder(tf.int32, [64])
        labels = tf.placeholder(tf.int32, [64, 1])
        table = tf.Variable(tf.random_uniform([VOCABULARY, DIMENSION], -1.0, 1.0))
        weights = tf.Variable(tf.truncated_normal([VOCABULARY, DIMENSION], stddev=0.1))
        biases = tf.Variable(tf.zeros([VOCABULARY]))
        inputs = tf.nn.embedding_lookup(table, centre) + tf.nn.embedding_lookup(table, context)
        cost = tf.reduce_mean(getattr(tf.nn, loss)(weights, biases, labels, inputs, 16,
                                                   VOCABULARY))
        make = {"GradientDescent": lambda: tf.train.GradientDescentOptimizer(1.0),
                "Momentum": lambda: tf.train.MomentumOptimizer(0.1, 0.9),
                "Adagrad": lambda: tf.train.AdagradOptimizer(0.1),
                "RMSProp": lambda: tf.train.RMSPropOptimizer(0.01)}[optimizer]
        train = make().minimize(cost)
        feed = {centre: rng.randint(0, 40, 64), context: rng.randint(0, 40, 64),
                labels: rng.randint(0, 40, (64, 1))}
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            del kernel_peaks[:]
            sess.run([train, cost], feed)
    assert len(kernel_peaks) > 20
    large = [(name, size) for name, size in kernel_peaks if size >= VOCABULARY * DIMENSION * 4]
    assert large == []
