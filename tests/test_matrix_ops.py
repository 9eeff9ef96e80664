"""The matrix ops (matrix_ops.py, matrix_diag_ops.py) and tf.einsum / tf.tensordot / tf.norm:
values against numpy, and gradients against finite differences (batched, and with shapes left
to run time where the gradient has such a path)."""
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from test_gradients import check_gradients  # noqa: E402

RNG = np.random.RandomState(7)


def _spd(*batch, n=3):
    a = RNG.randn(*batch, n, n)
    return a @ np.swapaxes(a, -1, -2) + n * np.eye(n)


def _run(t, feed=None):
    with tf.Session() as sess:
        return sess.run(t, feed)


@pytest.mark.parametrize("known", [True, False])
def test_inverse_determinant_and_solve_gradients(known):
    a, b = _spd(2), RNG.randn(2, 3, 2)
    check_gradients(lambda x: tf.matrix_inverse(x), [a], known)
    check_gradients(lambda x: tf.matrix_inverse(x, adjoint=True), [a], known)
    check_gradients(lambda x: tf.matrix_determinant(x), [a], known)
    check_gradients(lambda x: tf.linalg.slogdet(x)[1], [a], known)
    check_gradients(lambda x, y: tf.matrix_solve(x, y), [a, b], known)
    check_gradients(lambda x, y: tf.matrix_solve(x, y, adjoint=True), [a, b], known)


@pytest.mark.parametrize("known", [True, False])
def test_cholesky_gradient_of_a_symmetric_input(known):
    # Cholesky reads only the lower triangle, so differentiate through a symmetric product.
    check_gradients(lambda x: tf.cholesky(tf.matmul(x, x, transpose_b=True) + 3 * tf.eye(3,
                    dtype=tf.float64)), [RNG.randn(3, 3)], known, rtol=1e-4)


def test_values_match_numpy():
    a, b = _spd(2), RNG.randn(2, 3, 1)
    with tf.Graph().as_default():
        got = _run([tf.matrix_inverse(a), tf.matrix_determinant(a), tf.linalg.slogdet(a),
                    tf.cholesky(a), tf.matrix_solve(a, b)])
    np.testing.assert_allclose(got[0], np.linalg.inv(a))
    np.testing.assert_allclose(got[1], np.linalg.det(a))
    np.testing.assert_allclose(got[2][1], np.linalg.slogdet(a)[1])
    np.testing.assert_allclose(got[3], np.linalg.cholesky(a))
    np.testing.assert_allclose(got[4], np.linalg.solve(a, b))


@pytest.mark.parametrize("k", [-2, -1, 0, 1, 2])
def test_diagonals_round_trip(k):
    x = RNG.randn(2, 3, 4)
    with tf.Graph().as_default():
        part = tf.matrix_diag_part(x, k=k)
        rebuilt = tf.matrix_diag(part, k=k, num_rows=3, num_cols=4)
        replaced = tf.matrix_set_diag(x, part * 0.0, k=k)
        p, r, s = _run([part, rebuilt, replaced])
    np.testing.assert_array_equal(p, np.diagonal(x, k, -2, -1))
    np.testing.assert_array_equal(r + s, x)
    assert part.shape.as_list() == list(p.shape)


@pytest.mark.parametrize("known", [True, False])
def test_diagonal_gradients(known):
    x, d = RNG.randn(2, 3, 3), RNG.randn(2, 3)
    check_gradients(lambda v: tf.matrix_diag(v, k=1), [d], known)
    check_gradients(lambda v: tf.matrix_diag_part(v, k=-1), [x], known)
    check_gradients(lambda v: tf.trace(v), [x], known)
    check_gradients(lambda v, w: tf.matrix_set_diag(v, w), [x, d], True)


def test_eye_shapes_and_values():
    with tf.Graph().as_default():
        n = tf.placeholder(tf.int32, [])
        square, wide, batched = tf.eye(n), tf.eye(2, 4), tf.eye(2, batch_shape=[3])
        got = _run([square, wide, batched], {n: 3})
    np.testing.assert_array_equal(got[0], np.eye(3))
    np.testing.assert_array_equal(got[1], np.eye(2, 4))
    assert got[2].shape == (3, 2, 2)


@pytest.mark.parametrize("equation,shapes", [
    ("ij,jk->ik", [(2, 3), (3, 4)]), ("bij,bjk->bik", [(2, 2, 3), (2, 3, 2)]),
    ("ij,ij->i", [(2, 3), (2, 3)]), ("ij,jk->i", [(2, 3), (3, 4)]), ("ij,kj", [(2, 3), (4, 3)]),
    ("...ij,jk->...ik", [(2, 2, 3), (3, 2)]), ("...ij,...jk->...ik", [(2, 1, 2, 3), (3, 3, 2)]),
    ("ij->ji", [(2, 3)]), ("ij->j", [(2, 3)]), ("i,j->ij", [(2,), (3,)])])
@pytest.mark.parametrize("known", [True, False])
def test_einsum_values_and_gradients(equation, shapes, known):
    xs = [RNG.randn(*s) for s in shapes]
    with tf.Graph().as_default():
        out = tf.einsum(equation, *[tf.constant(x) for x in xs])
        np.testing.assert_allclose(_run(out), np.einsum(equation, *xs))
        assert out.shape.as_list() == list(np.einsum(equation, *xs).shape)
    if known or "..." not in equation:
        check_gradients(lambda *ts: tf.einsum(equation, *ts), xs, known)


@pytest.mark.parametrize("axes,b_shape", [(1, (4, 2)), (2, (3, 4, 2)), (0, (2,)),
                                          ([[0, 2], [1, 0]], (4, 2, 3)), ([[-1], [0]], (4, 2))])
@pytest.mark.parametrize("known", [True, False])
def test_tensordot(axes, b_shape, known):
    a, b = RNG.randn(2, 3, 4), RNG.randn(*b_shape)
    np_axes = axes if isinstance(axes, int) else tuple(tuple(x) for x in axes)
    with tf.Graph().as_default():
        out = tf.tensordot(tf.constant(a), tf.constant(b), axes)
        np.testing.assert_allclose(_run(out), np.tensordot(a, b, np_axes))
    check_gradients(lambda x, y: tf.tensordot(x, y, axes), [a, b], known)


@pytest.mark.parametrize("ord,axis", [("euclidean", None), (1, 1), (np.inf, 0), (3, -1),
                                      ("fro", (0, 1)), (1, (0, 1)), (np.inf, [1, 0])])
def test_norm(ord, axis):
    x = RNG.randn(3, 4) + 0.1
    with tf.Graph().as_default():
        got = _run(tf.norm(x, ord=ord, axis=axis))
    axis_np = tuple(axis) if isinstance(axis, (list, tuple)) else axis
    ord_np = None if ord == "euclidean" and axis is None else ord
    want = np.linalg.norm(x.ravel() if axis is None else x, ord=ord_np, axis=axis_np)
    np.testing.assert_allclose(got, want)
    check_gradients(lambda t: tf.norm(t, ord=ord, axis=axis), [x])


def test_norm_rejects_what_tf_rejects():
    with tf.Graph().as_default():
        with pytest.raises(ValueError, match="'ord' must be a supported vector norm"):
            tf.norm([1.0], ord=-1)
        with pytest.raises(ValueError, match="'axis' must be None"):
            tf.norm([[1.0]], axis=(0, 0))


@pytest.mark.parametrize("known", [True, False])
def test_matvec_and_logdet(known):
    a, v = _spd(2), RNG.randn(2, 3)
    with tf.Graph().as_default():
        mv, ld = _run([tf.linalg.matvec(a, v), tf.linalg.logdet(a)])
    np.testing.assert_allclose(mv, np.einsum("bij,bj->bi", a, v))
    np.testing.assert_allclose(ld, np.linalg.slogdet(a)[1])
    check_gradients(lambda x, y: tf.linalg.matvec(x, y, transpose_a=True), [a, v], known)
    check_gradients(lambda x: tf.linalg.logdet(tf.matmul(x, x, transpose_b=True)),
                    [RNG.randn(2, 3, 3) + 2 * np.eye(3)], known, rtol=1e-4)


def test_cholesky_of_a_batch_fails_matrix_by_matrix():
    good, bad = [[4.0, 2.0], [2.0, 3.0]], [[1.0, 2.0], [2.0, 1.0]]
    with tf.Graph().as_default():
        got = _run(tf.cholesky([good, bad]))
    np.testing.assert_allclose(got[0], np.linalg.cholesky(good), rtol=1e-6)
    assert np.isnan(got[1][np.tril_indices(2)]).all() and got[1][0, 1] == 0


def test_a_band_of_diagonals_is_refused_not_misread():
    with tf.Graph().as_default():
        for build in (lambda: tf.matrix_diag_part(tf.ones([3, 3]), k=(-1, 1)),
                      lambda: tf.matrix_diag(tf.ones([2, 3]), k=[0, 1]),
                      lambda: tf.matrix_set_diag(tf.ones([3, 3]), tf.ones([2, 3]), k=(0, 1))):
            with pytest.raises(NotImplementedError, match="band of diagonals"):
                build()
        assert tf.matrix_diag_part(tf.ones([3, 3]), k=(1, 1)).shape.as_list() == [2]
