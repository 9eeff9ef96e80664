"""``tf.gradients``: every differentiable op agrees with finite differences, and the machinery
(None for unconnected xs, summing shared reads, errors) behaves as TF's does.

Property tests build each op on float64 placeholders of small random shapes (known statically
or left as ``None``, which switches the gradients to their run-time-shape code paths), reduce
the output to a scalar with random weights, and compare ``tf.gradients`` with central
differences computed by running the same graph. The graphs themselves are compared with real
TensorFlow in tests/test_train_recorded.py.
"""
import os
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402

EPS = 1e-6
PROPERTY = settings(max_examples=25, deadline=None)


# ---------------------------------------------------------------------- the checker
def check_gradients(build, inputs, known_shapes=True, rtol=1e-5, atol=1e-6, eps=EPS):
    """Asserts that tf.gradients of ``sum(w * build(*placeholders))`` matches finite differences.

    ``inputs`` are float64 arrays; with ``known_shapes=False`` the placeholders have unknown
    sizes (rank known), so the gradients must work the shapes out at run time.
    """
    rng = np.random.RandomState(0)
    inputs = [np.array(a, dtype=np.float64) for a in inputs]
    with tf.Graph().as_default():
        phs = [tf.placeholder(tf.float64, a.shape if known_shapes else [None] * a.ndim)
               for a in inputs]
        out = build(*phs)
        with tf.Session() as sess:
            feed = dict(zip(phs, inputs))
            shape = np.shape(sess.run(out, feed))
            weights = tf.constant(np.asarray(rng.randn(*shape), dtype=np.float64))
            y = tf.reduce_sum(out * weights)
            grads = tf.gradients(y, phs)
            assert all(g is not None for g in grads)
            got = sess.run(grads, feed)
            for i, (x, g) in enumerate(zip(inputs, got)):
                assert g.shape == x.shape, "gradient %d has shape %s" % (i, g.shape)
                np.testing.assert_allclose(g, _numeric_gradient(sess, y, feed, phs[i], eps),
                                           rtol=rtol, atol=atol, err_msg="input %d" % i)


def _numeric_gradient(sess, y, feed, ph, eps):
    x = feed[ph]
    grad = np.zeros_like(x)
    for j in np.ndindex(*x.shape):
        up, down = x.copy(), x.copy()
        up[j] += eps
        down[j] -= eps
        grad[j] = (sess.run(y, {**feed, ph: up}) - sess.run(y, {**feed, ph: down})) / (2 * eps)
    return grad


# ---------------------------------------------------------------------- strategies
dims = st.lists(st.integers(1, 3), min_size=0, max_size=3)
seeds = st.integers(0, 2 ** 16)


@st.composite
def broadcast_pair(draw):
    """Two shapes that broadcast together: y is x with some axes set to 1 and some dropped."""
    x = draw(st.lists(st.integers(1, 3), min_size=1, max_size=3))
    y = [1 if draw(st.booleans()) else d for d in x]
    y = y[draw(st.integers(0, len(y))):]
    return (x, y) if draw(st.booleans()) else (y, x)


def _arrays(seed, *shapes, low=-2.0, high=2.0):
    rng = np.random.RandomState(seed)
    return [rng.uniform(low, high, size=s) for s in shapes]


def _away_from(arrays, value, gap=0.1):
    """Moves entries off a kink (|x - value| < gap) so finite differences stay on one side."""
    return [np.where(np.abs(a - value) < gap, a + 2 * gap, a) for a in arrays]


# ---------------------------------------------------------------------- binary, broadcasting
BINARY = {"add": lambda x, y: x + y, "sub": lambda x, y: x - y, "mul": lambda x, y: x * y,
          "div": lambda x, y: x / y, "max": tf.maximum, "min": tf.minimum,
          "squared_difference": tf.squared_difference, "div_no_nan": tf.div_no_nan}


@pytest.mark.property
@PROPERTY
@given(st.sampled_from(sorted(BINARY)), broadcast_pair(), seeds, st.booleans())
def test_binary_ops_with_broadcasting(op, shapes, seed, known):
    x, y = _arrays(seed, *shapes)
    if op in ("div", "div_no_nan"):  # (div_no_nan's gradient at y = 0 is 0, not a limit)
        y = np.where(np.abs(y) < 0.5, 1.0, y)
    # (Maximum/Minimum: random reals tie, putting x on the kink, with probability ~0.)
    check_gradients(BINARY[op], [x, y], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(dims, seeds, st.booleans())
def test_an_input_used_twice_gets_the_sum(shape, seed, known):
    x, = _arrays(seed, shape)
    check_gradients(lambda a: a * a + tf.tanh(a), [x], known_shapes=known)


# ---------------------------------------------------------------------- unary
UNARY = {
    "neg": (tf.negative, None), "square": (tf.square, None), "tanh": (tf.tanh, None),
    "sigmoid": (tf.sigmoid, None), "relu": (tf.nn.relu, 0.0), "identity": (tf.identity, None),
    "exp": (tf.exp, None), "abs": (tf.abs, 0.0), "l2_loss": (tf.nn.l2_loss, None),
    "log": (tf.log, "positive"), "sqrt": (tf.sqrt, "positive"), "log1p": (tf.log1p, "positive"),
}


@pytest.mark.property
@PROPERTY
@given(st.sampled_from(sorted(UNARY)), dims, seeds, st.booleans())
def test_unary_ops(op, shape, seed, known):
    fn, domain = UNARY[op]
    x, = _arrays(seed, shape)
    if domain == "positive":
        x = np.abs(x) + 0.5
    elif domain is not None:
        x, = _away_from([x], domain)
    check_gradients(fn, [x], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(dims, seeds)
def test_cast_between_floats(shape, seed):
    x, = _arrays(seed, shape)
    # float64 -> float32 -> float64: the gradient is cast back at each step. The function is
    # linear, so a large step keeps float32 rounding out of the finite differences.
    check_gradients(lambda a: tf.cast(tf.cast(a, tf.float32) * 3.0, tf.float64), [x],
                    rtol=1e-4, atol=1e-4, eps=0.25)


# ---------------------------------------------------------------------- MatMul, reductions
@pytest.mark.property
@PROPERTY
@given(st.integers(1, 3), st.integers(1, 3), st.integers(1, 3), st.booleans(), st.booleans(),
       seeds, st.booleans())
def test_matmul(m, k, n, ta, tb, seed, known):
    a, b = _arrays(seed, (k, m) if ta else (m, k), (n, k) if tb else (k, n))
    check_gradients(lambda x, y: tf.matmul(x, y, transpose_a=ta, transpose_b=tb), [a, b],
                    known_shapes=known)


@st.composite
def reduction(draw):
    shape = draw(st.lists(st.integers(1, 3), min_size=1, max_size=3))
    rank = len(shape)
    kind = draw(st.sampled_from(["all", "one", "some", "negative"]))
    axis = {"all": None, "one": draw(st.integers(0, rank - 1)),
            "some": sorted(set(draw(st.lists(st.integers(0, rank - 1), min_size=1)))),
            "negative": -1}[kind]
    return shape, axis, draw(st.booleans())


@pytest.mark.property
@PROPERTY
@given(st.sampled_from(["sum", "mean"]), reduction(), seeds, st.booleans())
def test_sum_and_mean(op, spec, seed, known):
    shape, axis, keepdims = spec
    fn = tf.reduce_sum if op == "sum" else tf.reduce_mean
    x, = _arrays(seed, shape)
    check_gradients(lambda a: fn(a, axis=axis, keepdims=keepdims), [x], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.lists(st.integers(1, 3), min_size=1, max_size=3), seeds, st.booleans())
def test_reshape(shape, seed, known):
    x, = _arrays(seed, shape)
    check_gradients(lambda a: tf.reshape(a, [-1]) * 2.0, [x], known_shapes=known)
    check_gradients(lambda a: tf.reshape(a, [1, int(np.prod(shape))]), [x], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(dims, seeds, st.booleans())
def test_add_n_of_several_terms(shape, seed, known):
    x, y = _arrays(seed, shape, shape)
    check_gradients(lambda a, b: tf.add_n([a, b, a]), [x, y], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.lists(st.integers(1, 3), min_size=1, max_size=3), seeds)
def test_fill_sums_into_its_value(shape, seed):
    value, = _arrays(seed, [])
    check_gradients(lambda v: tf.fill(shape, v), [value])


# ---------------------------------------------------------------------- nn
@pytest.mark.property
@PROPERTY
@given(st.lists(st.integers(1, 3), min_size=2, max_size=3), seeds, st.booleans())
def test_bias_add(shape, seed, known):  # TF's BiasAdd wants a value of rank 2 or more
    x, b = _arrays(seed, shape, shape[-1:])
    check_gradients(tf.nn.bias_add, [x, b], known_shapes=known)


@pytest.mark.property
@settings(max_examples=20, deadline=None)
@given(st.integers(1, 2), st.integers(3, 6), st.integers(3, 6), st.integers(1, 2),
       st.integers(1, 3), st.integers(1, 3), st.integers(1, 3), st.integers(1, 2),
       st.sampled_from(["SAME", "VALID"]), seeds)
def test_conv2d(n, h, w, cin, kh, kw, cout, stride, padding, seed):
    x, f = _arrays(seed, (n, h, w, cin), (kh, kw, cin, cout))
    check_gradients(lambda a, b: tf.nn.conv2d(a, b, [1, stride, stride, 1], padding), [x, f])


@pytest.mark.property
@PROPERTY
@given(dims, seeds, st.booleans())
def test_relu6_and_leaky_relu(shape, seed, known):
    # relu6(4a) bends at a = 0 and a = 1.5; keep the inputs off both kinks.
    x, = _away_from(_away_from(_arrays(seed, shape), 0.0), 1.5)
    check_gradients(lambda a: tf.nn.relu6(a * 4.0) + tf.nn.leaky_relu(a, alpha=0.3), [x],
                    known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.lists(st.integers(1, 3), min_size=2, max_size=2), st.integers(1, 3), seeds,
       st.booleans())
def test_xw_plus_b(x_shape, units, seed, known):
    x, w, b = _arrays(seed, x_shape, (x_shape[1], units), (units,))
    check_gradients(tf.nn.xw_plus_b, [x, w, b], known_shapes=known)


# ---------------------------------------------------------------------- clipping, selection
@pytest.mark.property
@PROPERTY
@given(dims, seeds, st.booleans())
def test_clip_by_value(shape, seed, known):
    x, = _away_from(_away_from(_arrays(seed, shape), -0.5), 0.7)
    lo, hi = np.array(-0.5), np.array(0.7)
    check_gradients(lambda a: tf.clip_by_value(a, -0.5, 0.7), [x], known_shapes=known)
    # Tensor bounds get the gradient of the entries they clipped.
    check_gradients(tf.clip_by_value, [x, lo, hi], known_shapes=known)


def _with_norms(x, axis, norms=(0.5, 2.0)):
    """``x`` rescaled so that its L2 norms (over ``axis``) are 0.5 or 2, away from 1."""
    x = np.where(np.abs(x) < 0.1, 0.5, x)
    norm = np.sqrt(np.sum(x * x, axis=axis, keepdims=True))
    target = np.where(np.arange(norm.size).reshape(norm.shape) % 2, *norms)
    return x / norm * target


@pytest.mark.property
@PROPERTY
@given(st.lists(st.integers(1, 3), min_size=1, max_size=3), seeds, st.booleans(),
       st.booleans())
def test_clip_by_norm(shape, seed, per_row, known):
    axes = [len(shape) - 1] if per_row else None
    x, = _arrays(seed, shape)
    x = _with_norms(x, None if axes is None else tuple(axes))
    check_gradients(lambda a: tf.clip_by_norm(a, 1.0, axes=axes), [x], known_shapes=known)
    check_gradients(lambda a, c: tf.clip_by_norm(a, c, axes=axes), [x, np.array(1.0)],
                    known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(dims, dims, seeds, st.sampled_from([0.5, 2.0]), st.booleans())
def test_global_norm_and_clip_by_global_norm(shape_x, shape_y, seed, norm, known):
    x, y = _arrays(seed, shape_x, shape_y, low=0.5, high=1.0)
    scale = norm / np.sqrt(np.sum(x * x) + np.sum(y * y))
    x, y = x * scale, y * scale

    def clipped(a, b):
        (ca, _, cb), _ = tf.clip_by_global_norm([a, None, b], 1.0)
        return tf.stack([tf.reduce_sum(ca * 1.5), tf.reduce_sum(cb * cb)])
    check_gradients(lambda a, b: tf.global_norm([a, b]), [x, y], known_shapes=known)
    check_gradients(clipped, [x, y], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.lists(st.integers(1, 3), min_size=1, max_size=3), seeds, st.booleans(),
       st.booleans())
def test_where_selects_the_gradient(shape, seed, by_row, known):
    x, y = _arrays(seed, shape, shape)
    mask = np.random.RandomState(seed).rand(*(shape[:1] if by_row else shape)) < 0.5
    check_gradients(lambda a, b: tf.where(tf.constant(mask), a * a, b), [x, y],
                    known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(broadcast_pair(), seeds, st.booleans())
def test_select_v2_broadcasts(shapes, seed, known):
    from scopelab.ops.grad_ops import select_v2
    x, y = _arrays(seed, *shapes)
    mask = np.random.RandomState(seed).rand(*np.broadcast_shapes(x.shape, y.shape)) < 0.5
    check_gradients(lambda a, b: select_v2(tf.constant(mask), a, b), [x, y], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(dims, seeds, st.booleans())
def test_stack(shape, seed, known):
    x, y = _arrays(seed, shape, shape)
    check_gradients(lambda a, b: tf.stack([a, b * 2.0]), [x, y], known_shapes=known)


@pytest.mark.property
@PROPERTY
@given(st.lists(st.integers(1, 4), min_size=1, max_size=3), seeds, st.booleans())
def test_dropout_gradient_is_the_kept_mask_times_the_scale(shape, seed, known):
    # Each run draws a new mask, so finite differences cannot see one function; instead the
    # gradient, fetched in the same run as the output, must be 1/keep where kept, else 0.
    x, = _away_from(_arrays(seed, shape), 0.0)
    with tf.Graph().as_default():
        ph = tf.placeholder(tf.float64, x.shape if known else [None] * x.ndim)
        out = tf.nn.dropout(ph, keep_prob=0.25, seed=seed)
        grad, = tf.gradients(tf.reduce_sum(out), [ph])
        with tf.Session() as sess:
            out_v, grad_v = sess.run([out, grad], {ph: x})
    np.testing.assert_allclose(grad_v, np.where(out_v != 0, 4.0, 0.0))
    np.testing.assert_allclose(out_v, np.where(out_v != 0, 4.0 * x, 0.0))


# ---------------------------------------------------------------------- tf.cond
COND_PREDICATES = {"true": lambda a: tf.constant(True), "false": lambda a: tf.constant(False),
                   "computed": lambda a: tf.reduce_sum(a) > 0.0}


@pytest.mark.property
@PROPERTY
@given(st.sampled_from(sorted(COND_PREDICATES)), st.booleans(), dims, seeds, st.booleans())
def test_cond_differentiates_the_taken_branch(pred, nested, shape, seed, known):
    # Both inputs are read in both branches, so each gets a Merge of a branch gradient and
    # zeros; nested, the false branch holds a second cond on the negated predicate.
    x, y = _arrays(seed, shape, shape)
    make_pred = COND_PREDICATES[pred]

    def false_fn(a, b):
        if nested:
            return tf.cond(tf.logical_not(make_pred(a)), lambda: tf.square(b) - a,
                           lambda: a * 5.0)
        return tf.square(b) - a

    check_gradients(lambda a, b: tf.cond(make_pred(a), lambda: a * b + tf.tanh(a),
                                         lambda: false_fn(a, b)),
                    [x, y], known_shapes=known)


def test_switch_outside_a_cond_merges_its_guarded_gradients(g):
    # A Switch built by hand, not by tf.cond: each side's gradient is switched again on the
    # predicate and merged (node for node as TF 2.21, values checked there too).
    from scopelab.ops.control_flow_ops import switch
    x = tf.placeholder(tf.float32, [], name="x")
    p = tf.placeholder(tf.bool, [], name="p")
    f, t = switch(x, p)
    grad, = tf.gradients([f * 2.0, t * 3.0], [x])
    merged = grad.op
    assert (merged.name, merged.type) == ("gradients/Switch_grad/Merge", "Merge")
    assert [i.name for i in merged.inputs] == ["gradients/Switch_grad/Switch:0",
                                               "gradients/Switch_grad/Switch_1:1"]
    with tf.Session() as sess:
        assert [sess.run(grad, {x: 1.0, p: v}) for v in (False, True)] == [2.0, 3.0]


def test_merge_outside_a_cond_is_not_differentiated(g):
    from scopelab.ops.control_flow_ops import merge, switch
    f, t = switch(tf.constant(1.0), tf.constant(True))
    y = merge([f, t])[0]
    with pytest.raises(NotImplementedError, match="only when tf.cond built it"):
        tf.gradients(y, [f])


# ---------------------------------------------------------------------- the machinery
def test_unconnected_xs_get_none_or_zeros(g):
    x = tf.constant([1.0, 2.0], name="x")
    z = tf.constant(3.0, name="z")
    assert tf.gradients(x * 2.0, [z]) == [None]
    zero, = tf.gradients(x * 2.0, [z], unconnected_gradients="zero")
    assert zero.name == "zeros_like:0"
    with tf.Session() as sess:
        assert sess.run(zero) == 0.0


def test_a_shared_variable_gets_one_summed_gradient(g):
    with tf.variable_scope("m", reuse=tf.AUTO_REUSE):
        w = tf.get_variable("w", [], initializer=tf.constant_initializer(1.0))
    with tf.variable_scope("m", reuse=tf.AUTO_REUSE):
        w2 = tf.get_variable("w", [])
    loss = tf.square(w * 2.0 - 1.0) + tf.square(w2 * 3.0 - 2.0)
    grad, = tf.gradients(loss, [w])
    assert grad.op.type == "AddN" and grad.name == "gradients/AddN:0"
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        assert sess.run(grad) == pytest.approx(2 * 2 * 1 + 2 * 3 * 1)


def test_grad_ys_scales_the_seed(g):
    x = tf.constant([1.0, 2.0])
    grad, = tf.gradients(tf.square(x), [x], grad_ys=tf.constant([10.0, 100.0]))
    with tf.Session() as sess:
        assert sess.run(grad).tolist() == [20.0, 400.0]


def test_stop_gradient_blocks_backprop(g):
    x = tf.constant(3.0)
    grad, = tf.gradients(tf.stop_gradient(x * x) + x, [x])
    with tf.Session() as sess:
        assert sess.run(grad) == 1.0
    assert tf.gradients(tf.stop_gradient(x), [x]) == [None]


def test_gate_gradients_builds_tf_tuple(g):
    a, b = tf.constant(1.0, name="a"), tf.constant(2.0, name="b")
    ga, gb = tf.gradients(a * b, [a, b], gate_gradients=True)
    assert ga.name == "gradients/mul_grad/tuple/control_dependency:0"
    assert [c.name for c in ga.op.control_inputs] == ["gradients/mul_grad/tuple/group_deps"]


def test_op_without_gradient_raises_lookup_error(g):
    x = tf.constant([1.0, 2.0])
    y = tf.where(x)  # TF registers no gradient for Where
    with pytest.raises(LookupError, match="No gradient defined for operation'Where'"):
        tf.gradients(y, [x])


def test_grad_ys_length_must_match(g):
    x = tf.constant(1.0)
    with pytest.raises(ValueError, match="Length mismatch. Passed 2 grad_ys for 1 ys"):
        tf.gradients(x * 2.0, [x], grad_ys=[1.0, 2.0])


def test_registry_refuses_a_second_registration():
    from scopelab.gradients_impl import RegisterGradient
    with pytest.raises(KeyError, match="Registering two gradient with name 'Mul'"):
        RegisterGradient("Mul")(lambda op, grad: (grad, grad))


def test_gradient_kernels_match_numpy():
    """A few kernels checked directly (the property tests cover them through tf.gradients)."""
    from scopelab.ops import grad_ops, partition_ops
    with tf.Graph().as_default():
        s0, s1 = grad_ops.broadcast_gradient_args(tf.constant([2, 1, 3]), tf.constant([1, 1]))
        tiled = grad_ops.tile(tf.constant([[1, 2]]), [2, 1])
        stitched = partition_ops.dynamic_stitch([tf.constant([0, 1, 2]), tf.constant([1])],
                                                [tf.constant([4, 5, 6]), tf.constant([1])])
        with tf.Session() as sess:
            r0, r1, t, d = sess.run([s0, s1, tiled, stitched])
    assert (r0.tolist(), r1.tolist()) == ([1], [0, 1, 2])
    assert t.tolist() == [[1, 2], [1, 2]]
    assert d.tolist() == [4, 1, 6]
