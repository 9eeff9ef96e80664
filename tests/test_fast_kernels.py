"""scopelab/fast: every fast kernel computes what the plain kernel of its op type computes, on
random shapes and values (strides, paddings, chunk and block boundaries, ties), and the switch
to the plain kernels works at import and at run time."""
import os
import subprocess
import sys

import numpy as np
import pytest

import scopelab as tf
from scopelab import fast
from scopelab.fast import conv, dft_conv, optimizers
from scopelab.fast.fft_conv import fft_conv2d
from scopelab.ops.nn_ops import _pads
from scopelab.core.executor import VariableSlot
from test_ops_nn import naive_conv2d
from scopelab.core.state import OPS

# The two kernels of each op type that has a fast one, read off the op registry.
FAST = {r.name: r.fast_kernel for r in OPS.values() if r.fast_kernel is not None}
REFERENCE = {r.name: r.plain_kernel for r in OPS.values() if r.plain_kernel is not None}

SEEDS = range(12)


class FakeOp:
    """What a kernel reads of its op: the attributes (and a name for errors)."""

    def __init__(self, **attrs):
        self.attrs, self.name = attrs, "op"


def _close(got, want, dtype):
    """Equal up to float rounding, relative to the largest value."""
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape and got.dtype == want.dtype
    scale = max(float(np.abs(want).max(initial=0)), 1e-30)
    tol = 2e-5 if dtype == np.float32 else 1e-11
    np.testing.assert_allclose(got, want, rtol=0, atol=tol * scale)


def _outputs(result):
    return list(result) if isinstance(result, tuple) else [result]


def _compare(op_type, op, args, dtype):
    fast_out, plain_out = (_outputs(table[op_type](op, *args))
                           for table in (FAST, REFERENCE))
    assert len(fast_out) == len(plain_out)
    for got, want in zip(fast_out, plain_out):
        _close(got, want, dtype)


# ---------------------------------------------------------------------- products
def _matmul_case(rng):
    dtype = rng.choice([np.float32, np.float64])
    m, k, n = (int(rng.choice([1, 3, 40, 257, 700])) for _ in range(3))
    ta, tb = rng.rand(2) < 0.5
    a = rng.randn(*((k, m) if ta else (m, k))).astype(dtype)
    b = rng.randn(*((n, k) if tb else (k, n))).astype(dtype)
    return "MatMul", FakeOp(transpose_a=ta, transpose_b=tb), [a, b], dtype


def _batch_matmul_case(rng):
    batch, m, k, n = rng.randint(1, 5), rng.randint(1, 30), rng.randint(1, 30), rng.randint(1, 30)
    ax, ay = rng.rand(2) < 0.5
    a = rng.randn(batch, *((k, m) if ax else (m, k))).astype(np.float32)
    b_batch = (batch,) if rng.rand() < 0.6 else ()
    b = rng.randn(*b_batch, *((n, k) if ay else (k, n))).astype(np.float32)
    return "BatchMatMulV2", FakeOp(adj_x=ax, adj_y=ay), [a, b], np.float32


# ---------------------------------------------------------------------- convolutions
def _conv_shapes(rng):
    kh, kw = rng.randint(1, 6, size=2)
    stride = int(rng.choice([1, 1, 2, 3]))
    padding = rng.choice(["SAME", "VALID"])
    h, w = kh + rng.randint(0, 12), kw + rng.randint(0, 12)
    n, c, k = rng.randint(1, 6), int(rng.choice([1, 2, 5, 16])), int(rng.choice([1, 3, 8]))
    dtype = rng.choice([np.float32, np.float64])
    op = FakeOp(strides=[1, stride, stride, 1], padding=padding.encode(),
                dilations=[1, 1, 1, 1])
    x = rng.randn(n, h, w, c).astype(dtype)
    f = rng.randn(kh, kw, c, k).astype(dtype)
    oh, ow = (-(-h // stride), -(-w // stride)) if padding == "SAME" else \
        (-(-(h - kh + 1) // stride), -(-(w - kw + 1) // stride))
    dy = rng.randn(n, oh, ow, k).astype(dtype)
    return op, x, f, dy, dtype


def _conv_case(kind):
    def case(rng):
        op, x, f, dy, dtype = _conv_shapes(rng)
        args = {"Conv2D": [x, f],
                "Conv2DBackpropInput": [np.array(x.shape, np.int32), f, dy],
                "Conv2DBackpropFilter": [x, np.array(f.shape, np.int32), dy]}[kind]
        return kind, op, args, dtype
    return case


def _depthwise_case(kind):
    """Depthwise convolutions: multipliers above 1, equal strides (TF's CPU kernel's only)."""
    def case(rng):
        kh, kw = rng.randint(1, 5, size=2)
        stride, padding = int(rng.choice([1, 1, 2, 3])), rng.choice([b"SAME", b"VALID"])
        n, h, w = rng.randint(1, 5), kh + rng.randint(0, 9), kw + rng.randint(0, 9)
        c, m = int(rng.choice([1, 3, 8])), int(rng.choice([1, 1, 2, 3]))
        dtype = rng.choice([np.float32, np.float64])
        op = FakeOp(strides=[1, stride, stride, 1], padding=padding, dilations=[1, 1, 1, 1])
        x, f = rng.randn(n, h, w, c).astype(dtype), rng.randn(kh, kw, c, m).astype(dtype)
        dy = rng.randn(*REFERENCE[_DEPTHWISE](op, x, f).shape).astype(dtype)
        return kind, op, {_DEPTHWISE: [x, f],
                          _DEPTHWISE + "BackpropInput": [np.array(x.shape, np.int32), f, dy],
                          _DEPTHWISE + "BackpropFilter": [x, np.array(f.shape, np.int32),
                                                          dy]}[kind], dtype
    return case


def _conv3d_case(kind):
    """3-D convolutions: strides that differ along depth, height and width."""
    def case(rng):
        ksize = rng.randint(1, 4, size=3)
        strides = [1] + [int(rng.choice([1, 1, 2])) for _ in range(3)] + [1]
        padding = rng.choice([b"SAME", b"VALID"])
        sizes = [int(k + rng.randint(0, 6)) for k in ksize]
        n, c, k = rng.randint(1, 4), rng.randint(1, 5), rng.randint(1, 5)
        dtype = rng.choice([np.float32, np.float64])
        op = FakeOp(strides=strides, padding=padding, dilations=[1] * 5)
        x = rng.randn(n, *sizes, c).astype(dtype)
        f = rng.randn(*ksize, c, k).astype(dtype)
        dy = rng.randn(*REFERENCE["Conv3D"](op, x, f).shape).astype(dtype)
        return kind, op, {"Conv3D": [x, f],
                          "Conv3DBackpropInputV2": [np.array(x.shape, np.int32), f, dy],
                          "Conv3DBackpropFilterV2": [x, np.array(f.shape, np.int32), dy]}[kind], \
            dtype
    return case


_DEPTHWISE = "DepthwiseConv2dNative"
_CONV3D_KINDS = ("Conv3D", "Conv3DBackpropInputV2", "Conv3DBackpropFilterV2")


# ---------------------------------------------------------------------- optimizers
_UPDATES = {"ApplyAdam": (3, 6), "ApplyRMSProp": (3, 4), "ApplyMomentum": (2, 2),
            "ApplyGradientDescent": (1, 1)}


def _update_case(op_type):
    def case(rng):
        size = int(rng.choice([1, 5, 64, 200, 1000]))
        dtype = rng.choice([np.float32, np.float64])
        slots, scalars = _UPDATES[op_type]
        values = [rng.randn(size).astype(dtype) for _ in range(slots)]
        if op_type in ("ApplyAdam", "ApplyRMSProp"):
            values[1 + (op_type == "ApplyAdam")] **= 2  # v, ms: running squares
        hyper = [dtype(v) for v in rng.uniform(0.01, 0.99, scalars)]
        grad = rng.randn(size).astype(dtype)
        args = [hyper[0], grad, hyper[1]] if op_type == "ApplyMomentum" else hyper + [grad]
        op = FakeOp(use_nesterov=bool(rng.rand() < 0.3))
        return op_type, op, (values, args), dtype
    return case


# ---------------------------------------------------------------------- scatters, segment sums
_SCATTERS = ("ScatterAdd", "ScatterSub", "UnsortedSegmentSum")


def _scatter_case(op_type):
    """Rows of a variable (or of a segment sum) hit by indices that repeat, some many times,
    in float32/64, float16 (rounded after every addition) and int32."""
    def case(rng):
        dtype = rng.choice([np.float32, np.float64, np.float16, np.int32])
        rows, count = rng.randint(1, 30), rng.randint(0, 200)
        row_shape = tuple(rng.randint(1, 4, size=rng.randint(0, 3)))
        indices = np.minimum(rng.geometric(0.2, count) - 1, rows - 1).astype(
            rng.choice([np.int32, np.int64]))
        updates = (100 * rng.randn(count, *row_shape)).astype(dtype)
        if op_type == "UnsortedSegmentSum":
            return op_type, FakeOp(), [updates, indices, np.int32(rows + 2)], dtype
        value = (100 * rng.randn(rows, *row_shape)).astype(dtype)
        return op_type, FakeOp(), (value, [indices, updates]), dtype
    return case


# ---------------------------------------------------------------------- pooling, normalization
def _pool_case(kind):
    def case(rng):
        k = int(rng.choice([1, 2, 3]))
        stride = k if rng.rand() < 0.7 else int(rng.choice([1, 2]))
        oh, ow = rng.randint(1, 8, size=2)
        h, w = oh * k + (0 if rng.rand() < 0.8 else 1), ow * k
        # Small integers and relu: many windows hold their maximum twice.
        x = np.maximum(rng.randint(-3, 4, size=(rng.randint(1, 4), h, w, rng.randint(1, 5))),
                       0).astype(np.float32)
        op = FakeOp(ksize=[1, k, k, 1], strides=[1, stride, stride, 1],
                    padding=rng.choice([b"SAME", b"VALID"]), data_format=b"NHWC")
        if kind == "MaxPool":
            return kind, op, [x], np.float32
        y = REFERENCE["MaxPool"](op, x)
        return kind, op, [x, y, rng.randn(*y.shape).astype(np.float32)], np.float32
    return case


def _lrn_case(kind):
    def case(rng):
        x = rng.randn(rng.randint(1, 4), rng.randint(1, 6), rng.randint(1, 6),
                      int(rng.choice([1, 3, 16]))).astype(np.float32)
        op = FakeOp(depth_radius=int(rng.randint(0, 6)), bias=float(rng.uniform(0.5, 2)),
                    alpha=float(rng.uniform(0, 0.5)), beta=float(rng.choice([0.5, 0.75, 1, 0.6])))
        if kind == "LRN":
            return kind, op, [x], np.float32
        y = REFERENCE["LRN"](op, x)
        return kind, op, [rng.randn(*x.shape).astype(np.float32), x, y], np.float32
    return case


def _batch_norm_case(kind):
    def case(rng):
        c = rng.randint(1, 9)
        x = (3 * rng.randn(rng.randint(1, 5), rng.randint(1, 9), rng.randint(1, 9), c) + 1) \
            .astype(np.float32)
        scale, offset = rng.randn(c).astype(np.float32), rng.randn(c).astype(np.float32)
        training = bool(rng.rand() < 0.7)
        op = FakeOp(epsilon=0.001, is_training=training, data_format=b"NHWC",
                    exponential_avg_factor=float(rng.choice([1.0, 0.1])))
        mean, var = rng.randn(c).astype(np.float32), rng.rand(c).astype(np.float32) + 0.5
        if kind == "FusedBatchNormV3":
            return kind, op, [x, scale, offset, mean, var], np.float32
        _, _, _, saved_mean, saved_var, reserve = REFERENCE["FusedBatchNormV3"](
            op, x, scale, offset, mean, var)
        dy = rng.randn(*x.shape).astype(np.float32)
        return kind, op, [dy, x, scale, saved_mean, saved_var, reserve], np.float32
    return case


def _split_case(rng):
    """A tensor of rank 1 to 4 cut into equal pieces along any axis, counted from either end."""
    dtype = rng.choice([np.float32, np.float64])
    n, rank = int(rng.randint(1, 5)), int(rng.randint(1, 5))
    axis = int(rng.randint(-rank, rank))
    shape = list(rng.randint(1, 4, size=rank))
    shape[axis] = n * int(rng.randint(0, 4))
    x = rng.randn(*shape).astype(dtype)
    return "Split", FakeOp(num_split=n), [np.int32(axis), x], dtype


@pytest.mark.parametrize("axis, n", [(2, 2), (-3, 2), (1, 3)])
def test_split_leaves_its_errors_to_the_plain_kernel(axis, n):
    x = np.zeros((2, 4))
    errors = []
    for table in (FAST, REFERENCE):
        with pytest.raises((ValueError, IndexError)) as caught:
            table["Split"](FakeOp(num_split=n), np.int32(axis), x)
        errors.append((type(caught.value), str(caught.value)))
    assert errors[0] == errors[1]


def _concat_offset_case(rng):
    """The shapes of 1 to 4 tensors of rank 1 to 4 joined along one axis, int32 or int64."""
    dtype = rng.choice([np.int32, np.int64])
    n, rank = int(rng.randint(1, 5)), int(rng.randint(1, 5))
    axis, shape = int(rng.randint(0, rank)), rng.randint(0, 50, size=rank)
    shapes = []
    for _ in range(n):
        shape[axis] = rng.randint(0, 50)
        shapes.append(shape.astype(dtype))
    return "ConcatOffset", FakeOp(), [np.int32(axis)] + shapes, dtype


@pytest.mark.parametrize("axis, shapes", [
    (-1, [[2, 3], [2, 5]]),        # counted from the end: the plain kernel's answer
    (2, [[2, 3], [2, 5]]),         # out of range: its error
    (0, [[2, 3], [2, 5, 1]]),      # ragged: its error
    (0, [[2.0, 3.0], [4.0, 3.0]]),  # not integers
    (1, [[1, 2 ** 30], [1, 2 ** 30], [1, 2 ** 30]])])  # offsets past int32: its wrap-around
def test_concat_offset_leaves_other_inputs_to_the_plain_kernel(axis, shapes):
    dtype = np.float32 if isinstance(shapes[0][0], float) else np.int32
    args = [np.int32(axis)] + [np.array(s, dtype) for s in shapes]
    outcomes = []
    for table in (FAST, REFERENCE):
        try:
            outcomes.append([o.tolist() for o in table["ConcatOffset"](FakeOp(), *args)])
        except (ValueError, IndexError) as e:
            outcomes.append((type(e), str(e)))
    assert outcomes[0] == outcomes[1]


def test_concat_offset_gives_the_plain_kernels_arrays():
    for seed in SEEDS:
        _, op, args, dtype = _concat_offset_case(np.random.RandomState(seed))
        fast_out, plain_out = FAST["ConcatOffset"](op, *args), REFERENCE["ConcatOffset"](op, *args)
        assert type(fast_out) is type(plain_out) is tuple
        assert [(o.dtype, o.tolist()) for o in fast_out] == \
            [(o.dtype, o.tolist()) for o in plain_out]


CASES = {"MatMul": _matmul_case, "Split": _split_case,
         "ConcatOffset": _concat_offset_case, "BatchMatMulV2": _batch_matmul_case,
         **{kind: _conv_case(kind) for kind in ("Conv2D", "Conv2DBackpropInput",
                                                "Conv2DBackpropFilter")},
         **{kind: _depthwise_case(kind) for kind in (_DEPTHWISE, _DEPTHWISE + "BackpropInput",
                                                     _DEPTHWISE + "BackpropFilter")},
         **{kind: _conv3d_case(kind) for kind in _CONV3D_KINDS},
         **{kind: _update_case(kind) for kind in _UPDATES},
         **{kind: _scatter_case(kind) for kind in _SCATTERS},
         **{kind: _pool_case(kind) for kind in ("MaxPool", "MaxPoolGrad")},
         **{kind: _lrn_case(kind) for kind in ("LRN", "LRNGrad")},
         **{kind: _batch_norm_case(kind) for kind in ("FusedBatchNormV3",
                                                      "FusedBatchNormGradV3")}}


# Stateful kernels, compared over runs of a session (test_samplers_...).
_SAMPLERS = {"UniformCandidateSampler": tf.nn.uniform_candidate_sampler,
             "LogUniformCandidateSampler": tf.nn.log_uniform_candidate_sampler,
             "LearnedUnigramCandidateSampler": tf.nn.learned_unigram_candidate_sampler}


def test_every_fast_kernel_is_compared_here():
    assert sorted(set(CASES) | set(_SAMPLERS)) == sorted(FAST)


@pytest.fixture
def small_blocks(monkeypatch):
    """Blocks and chunks of a few elements, so that small cases cut their work too, and on a
    machine whose other processes leave every core free."""
    from scopelab.fast import conv3d, depthwise_conv, matmul, normalization, pooling, threads
    monkeypatch.setattr(threads, "others_cores", lambda: 0.0)
    monkeypatch.setattr(matmul, "SPLIT_MACS", 64)
    monkeypatch.setattr(matmul, "SMALL_MACS", 8)
    monkeypatch.setattr(matmul, "WORKERS_IDLE", float("inf"))
    monkeypatch.setattr(optimizers, "CHUNK", 64)
    monkeypatch.setattr(pooling, "SPLIT_SIZE", 16)
    monkeypatch.setattr(normalization, "ROWS_ELEMENTS", 32)
    monkeypatch.setattr(conv, "SPLIT_ELEMENTS", 16)
    monkeypatch.setattr(depthwise_conv, "GROUP_ELEMENTS", 64)
    monkeypatch.setattr(depthwise_conv, "SPLIT_ELEMENTS", 16)
    monkeypatch.setattr(conv3d, "MIN_PLANES", 1)


@pytest.mark.parametrize("op_type", sorted(
    set(CASES) - set(_UPDATES) - set(_SCATTERS)
    - {"Conv2D", "Conv2DBackpropInput", "Conv2DBackpropFilter"}))
@pytest.mark.parametrize("seed", SEEDS)
def test_fast_kernel_matches_the_plain_one(op_type, seed, small_blocks):
    _, op, args, dtype = CASES[op_type](np.random.RandomState(seed))
    _compare(op_type, op, args, dtype)


@pytest.mark.parametrize("op_type", ["Conv2D", "Conv2DBackpropInput", "Conv2DBackpropFilter"])
@pytest.mark.parametrize("way", ["chosen", "direct", "dft", "fft"])
@pytest.mark.parametrize("seed", SEEDS)
def test_each_way_of_convolving_matches_the_plain_kernel(op_type, way, seed, small_blocks,
                                                         monkeypatch):
    _, op, args, dtype = CASES[op_type](np.random.RandomState(seed))
    if way != "chosen":
        if op.attrs["strides"][1] != 1 or (way == "fft" and op_type == "Conv2DBackpropFilter"):
            pytest.skip("the %s way is for stride-1 convolutions (fft: not the filter's "
                        "gradient)" % way)
        monkeypatch.setattr(conv, "_way", lambda *_: way)
    _compare(op_type, op, args, dtype)


@pytest.mark.parametrize("op_type", sorted(_UPDATES))
@pytest.mark.parametrize("seed", SEEDS)
def test_updates_in_chunks_give_the_plain_kernels_values_to_the_bit(op_type, seed,
                                                                     small_blocks):
    _, op, (values, args), _ = CASES[op_type](np.random.RandomState(seed))
    results = []
    for table in (FAST, REFERENCE):
        slots = []
        for i, value in enumerate(values):
            slots.append(VariableSlot("v%d" % i))
            slots[-1].value = value.copy()
        assert table[op_type](op, *slots, *args) is slots[0]
        results.append([slot.value for slot in slots])
    for got, want in zip(*results):
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("op_type", _SCATTERS)
@pytest.mark.parametrize("seed", SEEDS)
def test_scatters_add_rows_in_the_plain_kernels_order_to_the_bit(op_type, seed):
    _, op, args, _ = CASES[op_type](np.random.RandomState(seed))
    results = []
    for table in (FAST, REFERENCE):
        if op_type == "UnsortedSegmentSum":
            results.append(table[op_type](op, *args))
            continue
        slot = VariableSlot("v")
        slot.value = args[0].copy()
        assert table[op_type](op, slot, *args[1]) is slot
        results.append(slot.value)
    assert results[0].dtype == results[1].dtype
    np.testing.assert_array_equal(results[0].view(np.uint8), results[1].view(np.uint8))


@pytest.mark.parametrize("op_type", sorted(_SAMPLERS))
@pytest.mark.parametrize("unique, num_sampled, range_max", [(True, 6, 50), (True, 40, 45),
                                                            (False, 5, 1000)])
def test_samplers_draw_the_plain_kernels_samples_run_after_run(g, monkeypatch, op_type, unique,
                                                               num_sampled, range_max):
    """More runs than are drawn ahead at once, and (40 of 45 classes, all different) runs
    that need more words than usual, which makes the next run draw ahead again."""
    monkeypatch.setattr(fast.philox, "AHEAD_BLOCKS", 64)
    rng = np.random.RandomState(0)
    true = tf.placeholder(tf.int64, [4, 2])
    out = _SAMPLERS[op_type](true, 2, num_sampled, unique, range_max, seed=7)
    feeds = [{true: rng.randint(0, range_max, (4, 2))} for _ in range(25)]
    runs = []
    for reference in (True, False):
        with fast.use_reference(reference), tf.Session() as sess:
            runs.append([sess.run(out, feed) for feed in feeds])
    for got, want in zip(*runs):
        for a, b in zip(got, want):
            assert a.dtype == b.dtype
            np.testing.assert_array_equal(a, b)


# ---------------------------------------------------------------------- transforms
@pytest.mark.parametrize("seed", SEEDS)
def test_fft_conv2d_matches_the_naive_loop(seed):
    """The FFT kernel, with tiles small enough that outputs come from several tiles."""
    rng = np.random.RandomState(seed)
    kh, kw = rng.randint(1, 6, size=2)
    n, h, w, cin, cout = rng.randint(1, 4), rng.randint(kh, 13), rng.randint(kw, 13), \
        rng.randint(1, 4), rng.randint(1, 4)
    padding, tile = rng.choice(["SAME", "VALID"]), rng.randint(1, 7)
    x, k = rng.randn(n, h, w, cin), rng.randn(kh, kw, cin, cout)
    pads = _pads(h, kh, 1, padding), _pads(w, kw, 1, padding)
    expected = naive_conv2d(x, k, 1, padding)
    # float64 in, float64 arithmetic: equal up to float64 rounding.
    np.testing.assert_allclose(fft_conv2d(x, k, *pads, tile=tile), expected, rtol=1e-10,
                               atol=1e-10)
    single = fft_conv2d(x.astype(np.float32), k.astype(np.float32), *pads, tile=tile)
    assert single.dtype == np.float32
    np.testing.assert_allclose(single, expected, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("shape, way", [((4, 64, 64, 32, 32), "fft"),
                                        ((50, 14, 14, 32, 64), "dft")])
def test_transforms_are_as_accurate_as_the_direct_sum(g, monkeypatch, shape, way):
    """Inputs in [0, 1] and random-normal 5x5 filters (outputs up to ~70), then the same on
    the relu of that (outputs up to ~1000): the tutorials' image filter (FFT) and the deep
    MNIST CNN's second layer (DFT)."""
    n, h, w, cin, cout = shape
    chosen = []
    real_way = conv._way
    monkeypatch.setattr(conv, "_way", lambda *args: chosen.append(real_way(*args)) or chosen[-1])
    with fast.use_reference(False):  # also under pytest --reference
        _convolve_twice(n, h, w, cin, cout)
    assert chosen == [way, way]


def _convolve_twice(n, h, w, cin, cout):
    rng = np.random.RandomState(0)
    x = rng.rand(n, h, w, cin).astype(np.float32)
    for _ in range(2):
        f = rng.randn(5, 5, cin, cout).astype(np.float32)
        with tf.Session() as sess:
            out = sess.run(tf.nn.conv2d(x, f, [1, 1, 1, 1], "SAME"))
        exact = naive_conv2d(x.astype(np.float64), f.astype(np.float64), 1, "SAME")
        # The direct float32 sum is off by about 4e-7 of the largest output.
        assert np.abs(out - exact).max() < 1e-6 * np.abs(exact).max()
        x = np.maximum(out, 0)[..., :cin]


def test_dft_conv2d_of_a_small_image():
    x = np.arange(12.0).reshape(1, 3, 4, 1)
    y = dft_conv.conv2d(x, np.ones((2, 2, 1, 1)), ((0, 1), (0, 1)))
    np.testing.assert_allclose(y[0, :, :, 0], [[10, 14, 18, 10], [26, 30, 34, 18],
                                               [17, 19, 21, 11]], atol=1e-12)


# ---------------------------------------------------------------------- the switch
def _deep_mnist_layer():
    """A Conv2D the fast kernels compute through the DFT: its values differ from the plain
    kernel's in the last bits, which tells the two apart."""
    rng = np.random.RandomState(1)
    x = rng.rand(50, 14, 14, 32).astype(np.float32)
    f = rng.randn(5, 5, 32, 64).astype(np.float32)
    return x, f, FakeOp(strides=[1, 1, 1, 1], padding=b"SAME", dilations=[1, 1, 1, 1])


def test_use_reference_switches_running_sessions(g):
    with fast.use_reference(False):  # also under pytest --reference
        _switch_back_and_forth()


def _switch_back_and_forth():
    x, f, op = _deep_mnist_layer()
    plain, quick = REFERENCE["Conv2D"](op, x, f), FAST["Conv2D"](op, x, f)
    assert not np.array_equal(plain, quick)
    y = tf.nn.conv2d(x, f, [1, 1, 1, 1], "SAME")
    with tf.Graph().as_default(), tf.Session(graph=y.graph) as sess:
        np.testing.assert_array_equal(sess.run(y), quick)
        with fast.use_reference():
            assert fast.reference_only()
            np.testing.assert_array_equal(sess.run(y), plain)
        assert not fast.reference_only()
        np.testing.assert_array_equal(sess.run(y), quick)
        fast.use_reference()
        try:
            np.testing.assert_array_equal(sess.run(y), plain)
        finally:
            fast.use_reference(False)
    assert not fast.reference_only()


def test_the_environment_variable_switches_at_import():
    code = "import scopelab.fast as f; print(f.reference_only())"
    for value, expected in (("1", "True"), ("0", "False"), ("", "False")):
        env = dict(os.environ, SCOPELAB_REFERENCE=value)
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                             text=True, check=True, cwd=os.path.dirname(os.path.dirname(
                                 os.path.abspath(__file__))))
        assert out.stdout.strip() == expected
