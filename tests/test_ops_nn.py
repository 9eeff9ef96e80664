"""ops/nn_ops (``tf.nn``): conv2d, bias_add, relu."""
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scopelab as tf


def naive_conv2d(x, w, stride, padding):
    """The textbook definition, one output element at a time (NHWC input, HWIO filter)."""
    n, h, wd, _ = x.shape
    kh, kw, _, cout = w.shape
    if padding == "SAME":
        oh, ow = math.ceil(h / stride), math.ceil(wd / stride)
        top = max((oh - 1) * stride + kh - h, 0) // 2
        left = max((ow - 1) * stride + kw - wd, 0) // 2
    else:
        oh, ow = math.ceil((h - kh + 1) / stride), math.ceil((wd - kw + 1) / stride)
        top = left = 0
    out = np.zeros((n, oh, ow, cout), dtype=np.float64)
    for i in range(oh):
        for j in range(ow):
            for di in range(kh):
                for dj in range(kw):
                    r, c = i * stride + di - top, j * stride + dj - left
                    if 0 <= r < h and 0 <= c < wd:
                        out[:, i, j, :] += x[:, r, c, :] @ w[di, dj]
    return out


@pytest.mark.parametrize("stride", [1, 2])
@pytest.mark.parametrize("padding", ["SAME", "VALID"])
def test_conv2d_matches_the_naive_loop(g, stride, padding):
    rng = np.random.RandomState(0)
    x = rng.randn(2, 7, 6, 3).astype(np.float32)
    w = rng.randn(3, 2, 3, 4).astype(np.float32)
    y = tf.nn.conv2d(x, w, [1, stride, stride, 1], padding)
    expected = naive_conv2d(x.astype(np.float64), w.astype(np.float64), stride, padding)
    assert y.shape.as_list() == list(expected.shape)
    with tf.Session() as sess:
        np.testing.assert_allclose(sess.run(y), expected, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("stride, padding, hw", [
    (1, "SAME", [7, 6]), (1, "VALID", [5, 5]),
    (2, "SAME", [4, 3]), (2, "VALID", [3, 3]),
    (3, "SAME", [3, 2]), (3, "VALID", [2, 2]),
])
def test_conv2d_static_shapes(g, stride, padding, hw):
    x = tf.placeholder(tf.float32, [None, 7, 6, 3])
    y = tf.nn.conv2d(x, tf.ones([3, 2, 3, 4]), [1, stride, stride, 1], padding)
    assert y.shape.as_list() == [None] + hw + [4]


def test_conv2d_node(g):
    x = tf.placeholder(tf.float32, [None, 7, 6, 3], name="x")
    y = tf.nn.conv2d(x, tf.ones([3, 2, 3, 4]), [1, 1, 1, 1], "SAME")
    assert (y.op.name, y.op.type) == ("Conv2D", "Conv2D")
    assert [t.name for t in y.op.inputs] == ["x:0", "ones:0"]
    assert y.op.get_attr("padding") == b"SAME"
    assert y.op.get_attr("strides") == [1, 1, 1, 1]


def test_conv2d_depth_mismatch(g):
    x = tf.placeholder(tf.float32, [None, 7, 6, 3], name="x")
    with pytest.raises(ValueError, match=r"Depth of input \(3\) is not a multiple of input depth "
                                         r"of filter \(2\) for '\{\{node Conv2D\}\} = Conv2D"):
        tf.nn.conv2d(x, tf.ones([3, 3, 2, 4]), [1, 1, 1, 1], "SAME")


def test_conv2d_bad_padding(g):
    with pytest.raises(ValueError):
        tf.nn.conv2d(tf.ones([1, 3, 3, 1]), tf.ones([1, 1, 1, 1]), [1, 1, 1, 1], "FULL")


def test_conv2d_bad_padding_text(g):
    with pytest.raises(ValueError, match="Attr 'padding' of 'Conv2D' Op passed string 'FULL' not "
                                         "in: \"SAME\", \"VALID\", \"EXPLICIT\"."):
        tf.nn.conv2d(tf.ones([1, 3, 3, 1]), tf.ones([1, 1, 1, 1]), [1, 1, 1, 1], "FULL")


@pytest.mark.parametrize("height", [1, 2])
def test_valid_conv2d_with_a_kernel_taller_than_the_input(g, height):
    with pytest.raises(ValueError, match="Negative dimension size caused by subtracting 3 from %d"
                                         % height):
        tf.nn.conv2d(tf.ones([1, height, 2, 1]), tf.ones([3, 1, 1, 1]), [1, 1, 1, 1], "VALID")


@pytest.mark.property
@settings(max_examples=30, deadline=None)
@given(n=st.integers(1, 2), h=st.integers(1, 7), w=st.integers(1, 7), cin=st.integers(1, 3),
       cout=st.integers(1, 3), kh=st.integers(1, 3), kw=st.integers(1, 3),
       stride=st.integers(1, 3), padding=st.sampled_from(["SAME", "VALID"]))
def test_conv2d_static_shape_agrees_with_the_kernel(n, h, w, cin, cout, kh, kw, stride, padding):
    if padding == "VALID" and (kh > h or kw > w):
        return   # no output position fits: TF rejects these shapes
    rng = np.random.RandomState(0)
    x = rng.randn(n, h, w, cin).astype(np.float32)
    k = rng.randn(kh, kw, cin, cout).astype(np.float32)
    with tf.Graph().as_default():
        y = tf.nn.conv2d(x, k, [1, stride, stride, 1], padding)
        with tf.Session() as sess:
            out = sess.run(y)
    assert y.shape.as_list() == list(out.shape)
    np.testing.assert_allclose(out, naive_conv2d(x, k, stride, padding), rtol=1e-4, atol=1e-4)


def test_relu(sess):
    r = tf.nn.relu([-1.0, 0.0, 2.0])
    assert r.op.name == "Relu"
    assert sess.run(r).tolist() == [0.0, 0.0, 2.0]


def test_bias_add(sess):
    c = tf.placeholder(tf.float32, [None, 7, 6, 4], name="c")
    b = tf.nn.bias_add(c, tf.ones([4]))
    assert (b.op.name, b.shape) == ("BiasAdd", tf.TensorShape([None, 7, 6, 4]))
    assert [t.name for t in b.op.inputs] == ["c:0", "ones:0"]
    assert sess.run(tf.nn.bias_add([[1.0, 2.0]], [10.0, 20.0])).tolist() == [[11.0, 22.0]]


def test_bias_add_length_mismatch(g):
    c = tf.placeholder(tf.float32, [None, 7, 6, 4])
    with pytest.raises(ValueError, match="Dimensions must be equal, but are 4 and 3"):
        tf.nn.bias_add(c, tf.ones([3]))
