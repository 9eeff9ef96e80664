"""Finite-difference checks of the gradients in shape_grad, slice_grad, reduction_grad,
elementwise_grad, linalg_grad and second_order_grad (one property test or more per op type).

The checker and strategies are those of tests/test_gradients.py: each op is built on float64
placeholders (shapes known, or left None so the gradients work them out at run time), reduced
to a scalar with random weights, and tf.gradients is compared with central differences.
Second-order gradients are checked by differentiating a first gradient again. The graphs
themselves are compared with real TensorFlow in tests/tf_cases/461-470.
"""
import os
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from test_gradients import (PROPERTY, _arrays, _away_from, broadcast_pair,  # noqa: E402
                            check_gradients, dims, seeds)

shapes = st.lists(st.integers(1, 3), min_size=1, max_size=3)
FEW = settings(max_examples=8, deadline=None)


# ---------------------------------------------------------------------- shape_grad
@pytest.mark.property
@PROPERTY
@given(shapes, st.data(), seeds, st.booleans())
def test_tile(shape, data, seed, known):
    multiples = data.draw(st.lists(st.integers(1, 3), min_size=len(shape), max_size=len(shape)))
    x, = _arrays(seed, shape)
    check_gradients(lambda a: tf.tile(a, multiples), [x], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(broadcast_pair(), seeds, st.booleans())
def test_broadcast_to(pair, seed, known):
    small, big = sorted(pair, key=len) if len(pair[0]) != len(pair[1]) else pair
    target = np.broadcast_shapes(tuple(small), tuple(big))
    x, = _arrays(seed, small)
    check_gradients(lambda a: tf.broadcast_to(a, list(target)), [x], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(shapes, st.integers(-1, 1), seeds, st.booleans())
def test_expand_dims_squeeze_and_placeholder_with_default(shape, axis, seed, known):
    x, = _arrays(seed, shape)
    check_gradients(lambda a: tf.squeeze(tf.expand_dims(a * a, axis), [axis]) +
                    tf.placeholder_with_default(a, a.shape), [x], known_shapes=known)


# ---------------------------------------------------------------------- slice_grad
@pytest.mark.property
@PROPERTY
@given(shapes, st.integers(1, 3), st.data(), seeds, st.booleans())
def test_concat(shape, pieces, data, seed, known):
    axis = data.draw(st.integers(-len(shape), len(shape) - 1))
    xs = _arrays(seed, *[shape] * pieces)
    check_gradients(lambda *a: tf.concat([t * float(i + 1) for i, t in enumerate(a)], axis), xs,
                    known_shapes=known)


@pytest.mark.property
@FEW
@given(seeds, st.booleans())
def test_concat_of_many_pieces_splits_once(seed, known):
    x, = _arrays(seed, (3, 2))
    check_gradients(lambda a: tf.concat([a * float(i) for i in range(17)], 1), [x],
                    known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.integers(1, 3), st.integers(1, 2), seeds, st.booleans())
def test_split_in_equal_parts_and_by_sizes(parts, rows, seed, known):
    x, = _arrays(seed, (rows, 2 * parts + 1))
    check_gradients(lambda a: tf.stack([tf.reduce_sum(p * p) for p in
                                        tf.split(a[:, 1:], parts, axis=1)]), [x],
                    known_shapes=known)
    check_gradients(lambda a: tf.concat([p * 3.0 for p in tf.split(a, [1, 2 * parts], 1)][::-1],
                                        1), [x], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(shapes, st.data(), seeds)
def test_unstack(shape, data, seed):
    axis = data.draw(st.integers(0, len(shape) - 1))
    x, = _arrays(seed, shape)
    check_gradients(lambda a: tf.stack([u * float(i) for i, u in
                                        enumerate(tf.unstack(a, axis=axis))]), [x])


@pytest.mark.property
@PROPERTY
@given(st.lists(st.integers(2, 4), min_size=1, max_size=3), st.data(), seeds, st.booleans())
def test_slice_and_pad(shape, data, seed, known):
    begin = [data.draw(st.integers(0, d - 1)) for d in shape]
    size = [data.draw(st.sampled_from([-1, d - b])) for d, b in zip(shape, begin)]
    paddings = [[data.draw(st.integers(0, 2)), data.draw(st.integers(0, 2))] for _ in shape]
    x, = _arrays(seed, shape)
    check_gradients(lambda a: tf.slice(a * a, begin, size), [x], known_shapes=known)
    check_gradients(lambda a: tf.pad(a * a, paddings), [x], known_shapes=known)
    check_gradients(lambda a: tf.pad(a * a, paddings, constant_values=2.0), [x],
                    known_shapes=known)


STRIDED = {
    "steps": lambda a: a[1:, ::2], "reversed": lambda a: a[::-1, 1],
    "ellipsis": lambda a: a[..., 0],
    "newaxis": lambda a: a[tf.newaxis, 1:3, tf.newaxis], "negative": lambda a: a[-2:, -1],
    "function": lambda a: tf.strided_slice(a, [0, 1], [3, 4], [2, 1], end_mask=1),
}


@pytest.mark.property
@PROPERTY
@given(st.sampled_from(sorted(STRIDED)), seeds, st.booleans())
def test_strided_slice_and_its_second_derivative(kind, seed, known):
    x, = _arrays(seed, (3, 4))
    check_gradients(lambda a: STRIDED[kind](a * a), [x], known_shapes=known)
    # StridedSliceGrad's own gradient: differentiate a first gradient again.
    check_gradients(lambda a: tf.gradients(tf.reduce_sum(STRIDED[kind](a) ** 3), [a])[0], [x],
                    known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(seeds, st.booleans())
def test_dynamic_stitch(seed, known):
    x, = _arrays(seed, (3, 2))
    check_gradients(lambda a: tf.dynamic_stitch([[2, 0], [1, 3]], [a[:2] * a[:2], a[1:] * 3.0]),
                    [x], known_shapes=known)


# ---------------------------------------------------------------------- reduction_grad
@st.composite
def reduction(draw):
    shape = draw(shapes)
    rank = len(shape)
    axis = draw(st.sampled_from([None, -1, sorted(set(draw(st.lists(
        st.integers(0, rank - 1), min_size=1))))]))
    return shape, axis, draw(st.booleans())


@pytest.mark.property
@PROPERTY
@given(st.sampled_from(["max", "min", "prod"]), reduction(), seeds, st.booleans())
def test_max_min_prod(op, spec, seed, known):
    shape, axis, keepdims = spec
    fn = {"max": tf.reduce_max, "min": tf.reduce_min, "prod": tf.reduce_prod}[op]
    x, = _arrays(seed, shape)
    check_gradients(lambda a: fn(a, axis=axis, keepdims=keepdims), [x], known_shapes=known)


def test_max_splits_the_gradient_between_ties_and_prod_handles_zeros():
    with tf.Graph().as_default():
        x = tf.constant([[1.0, 3.0, 3.0], [0.0, 2.0, 0.0]])
        d_max, d_prod = tf.gradients(tf.reduce_max(x, 1), x) + tf.gradients(
            tf.reduce_prod(x, 1), x)
        with tf.Session() as sess:
            got_max, got_prod = sess.run([d_max, d_prod])
    np.testing.assert_allclose(got_max, [[0, 0.5, 0.5], [0, 1, 0]])
    np.testing.assert_allclose(got_prod, [[9, 3, 3], [0, 0, 0]])


@pytest.mark.property
@PROPERTY
@given(shapes, st.data(), st.booleans(), st.booleans(), seeds, st.booleans())
def test_cumsum_and_cumprod(shape, data, exclusive, reverse, seed, known):
    axis = data.draw(st.integers(-len(shape), len(shape) - 1))
    x, = _away_from(_arrays(seed, shape), 0.0)
    for fn in (tf.cumsum, tf.cumprod):
        check_gradients(lambda a: fn(a, axis, exclusive=exclusive, reverse=reverse), [x],
                        known_shapes=known)


# ---------------------------------------------------------------------- elementwise_grad
@pytest.mark.property
@PROPERTY
@given(broadcast_pair(), seeds, st.booleans())
def test_pow_of_both_operands(pair, seed, known):
    x, y = _arrays(seed, *pair)
    check_gradients(tf.pow, [np.abs(x) + 0.5, y], known_shapes=known)


def test_pow_gives_the_exponent_zero_where_the_base_is_not_positive():
    with tf.Graph().as_default():
        x = tf.constant([0.0, -2.0, 2.0])
        y = tf.constant([2.0, 2.0, 2.0])
        dx, dy = tf.gradients(tf.pow(x, y), [x, y])
        with tf.Session() as sess:
            got_dx, got_dy = sess.run([dx, dy])
    np.testing.assert_allclose(got_dx, [0.0, -4.0, 4.0])
    np.testing.assert_allclose(got_dy, [0.0, 0.0, 4.0 * np.log(2.0)])


@pytest.mark.property
@PROPERTY
@given(broadcast_pair(), seeds, st.booleans())
def test_floormod(pair, seed, known):
    x, y = _arrays(seed, *pair)
    y = np.where(np.abs(y) < 0.5, 1.3, y)
    # Keep x / y off the integers, where floormod jumps.
    frac = np.asarray(x / y - np.floor(x / y))
    x = np.where((frac < 0.1) | (frac > 0.9), x + 0.5 * y, x)
    check_gradients(tf.floormod, [x, y], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(dims, seeds, st.booleans())
def test_sign_and_reciprocal(shape, seed, known):
    x, = _away_from(_arrays(seed, shape), 0.0, gap=0.3)
    check_gradients(lambda a: tf.sign(a) * a + tf.reciprocal(a), [x], known_shapes=known)


# ---------------------------------------------------------------------- second_order_grad
SECOND = {"relu": (tf.nn.relu, 0.0), "relu6": (lambda a: tf.nn.relu6(a * 4.0), 1.5),
          "leaky_relu": (lambda a: tf.nn.leaky_relu(a, 0.3), 0.0), "tanh": (tf.tanh, None),
          "sigmoid": (tf.sigmoid, None), "sqrt": (lambda a: tf.sqrt(a * a + 1.0), None),
          "reciprocal": (lambda a: tf.reciprocal(a * a + 1.0), None)}


@pytest.mark.property
@PROPERTY
@given(st.sampled_from(sorted(SECOND)), dims, seeds, st.booleans())
def test_second_derivatives_of_activations(op, shape, seed, known):
    fn, kink = SECOND[op]
    x, = _arrays(seed, shape)
    if kink is not None:
        x, = _away_from(_away_from([x], 0.0), kink)
    # f(a) * a makes the piecewise-linear ones' second derivative nonzero.
    check_gradients(lambda a: tf.gradients(tf.reduce_sum(fn(a) * a * a), [a])[0], [x],
                    known_shapes=known)


@pytest.mark.property
@FEW
@given(st.sampled_from(["SAME", "VALID"]), st.integers(1, 2), seeds)
def test_second_derivatives_of_conv2d_and_bias_add(padding, stride, seed):
    x, w, b = _arrays(seed, (1, 4, 4, 2), (2, 2, 2, 3), (3,))

    def penalty(xx, ww, bb):
        y = tf.nn.bias_add(tf.nn.conv2d(xx, ww, [1, stride, stride, 1], padding), bb)
        gx, gw, gb = tf.gradients(tf.reduce_sum(y * y), [xx, ww, bb])
        return tf.stack([tf.reduce_sum(gx * gx), tf.reduce_sum(gw * gw), tf.reduce_sum(gb * gb)])
    check_gradients(penalty, [x, w, b], rtol=1e-4, atol=1e-5)


# ---------------------------------------------------------------------- linalg_grad
@pytest.mark.property
@PROPERTY
@given(st.sampled_from([((2, 2, 3), (3, 4)), ((3, 4), (2, 4, 1)), ((1, 2, 3), (2, 3, 2)),
                        ((2, 2, 3), (2, 3, 2))]), st.booleans(), st.booleans(), seeds,
       st.booleans())
def test_batch_matmul_with_broadcast_batches(shapes_ab, adj_a, adj_b, seed, known):
    sa, sb = (list(s) for s in shapes_ab)
    if adj_a:
        sa[-2:] = sa[-2:][::-1]
    if adj_b:
        sb[-2:] = sb[-2:][::-1]
    a, b = _arrays(seed, sa, sb)
    check_gradients(lambda x, y: tf.matmul(x, y, adjoint_a=adj_a, transpose_b=adj_b), [a, b],
                    known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.integers(1, 3), seeds, st.booleans())
def test_diag_diag_part_and_band_part(n, seed, known):
    x, = _arrays(seed, (n, n))
    check_gradients(lambda a: tf.diag(tf.diag_part(a) ** 2) + tf.matrix_band_part(a, 0, 1) * a,
                    [x], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.integers(1, 3), st.integers(1, 2), st.booleans(), st.booleans(), seeds)
def test_matrix_triangular_solve(n, k, lower, adjoint, seed):
    a, b = _arrays(seed, (n, n), (n, k))
    a = a + 4.0 * np.eye(n)  # well away from singular
    check_gradients(lambda m, r: tf.matrix_triangular_solve(m, r, lower=lower, adjoint=adjoint),
                    [a, b], rtol=1e-4, atol=1e-5)


@pytest.mark.property
@PROPERTY
@given(st.sampled_from([(3, 3), (3, 2), (2, 4)]), seeds)
def test_qr(shape, seed):
    x, = _arrays(seed, shape)
    x = x + np.eye(*shape) * 3.0  # full rank, with a well-separated R diagonal

    def both(a):
        q, r = tf.qr(a)
        return tf.concat([tf.reshape(q, [-1]), tf.reshape(r, [-1])], 0)
    check_gradients(both, [x], rtol=1e-4, atol=1e-5)
