"""ops/array_ops: placeholder, identity, zeros/ones (Const or Fill), fill, reshape, shape."""
import numpy as np
import pytest

import scopelab as tf


def test_placeholder(g):
    p = tf.placeholder(tf.float32)
    assert (p.op.name, p.op.type) == ("Placeholder", "Placeholder")
    assert p.shape == tf.TensorShape(None)
    q = tf.placeholder("int32", [2], name="q")
    assert (q.name, q.dtype, q.shape) == ("q:0", tf.int32, tf.TensorShape([2]))


def test_identity(sess):
    x = tf.placeholder(tf.float32, [None, 4])
    i = tf.identity(x)
    assert (i.op.name, i.shape) == ("Identity", tf.TensorShape([None, 4]))
    assert sess.run(i, {x: np.ones((1, 4))}).tolist() == [[1, 1, 1, 1]]


def test_small_zeros_and_ones_are_one_const(g):
    z = tf.zeros([2, 3])
    o = tf.ones([999])
    assert (z.op.type, z.op.name, z.shape) == ("Const", "zeros", tf.TensorShape([2, 3]))
    assert (o.op.type, o.op.name) == ("Const", "ones")


def test_from_1000_elements_zeros_and_ones_are_fill(g):
    big = tf.zeros([10, 100])
    ones = tf.ones([1000], dtype=tf.int32)
    assert (big.op.type, big.op.name) == ("Fill", "zeros")
    assert [t.name for t in big.op.inputs] == ["zeros/shape_as_tensor:0", "zeros/Const:0"]
    assert (ones.op.type, ones.dtype) == ("Fill", tf.int32)
    assert [op.name for op in g.get_operations()] == [
        "zeros/shape_as_tensor", "zeros/Const", "zeros",
        "ones/shape_as_tensor", "ones/Const", "ones"]
    with tf.Session() as sess:
        assert sess.run(big).shape == (10, 100) and not sess.run(big).any()
        assert sess.run(ones).sum() == 1000


def test_zeros_like_and_ones_like(sess):
    p = tf.placeholder(tf.float32, [None, 2], name="p")
    zl = tf.zeros_like(p)
    assert (zl.op.type, zl.op.name, zl.shape) == ("ZerosLike", "zeros_like",
                                                  tf.TensorShape([None, 2]))
    ol = tf.ones_like(p)
    assert (ol.op.type, ol.op.name) == ("Fill", "ones_like")
    assert [t.name for t in ol.op.inputs] == ["ones_like/Shape:0", "ones_like/Const:0"]
    known = tf.zeros_like(tf.constant([1, 2]))
    assert (known.op.type, known.dtype) == ("Const", tf.int32)
    out = sess.run([zl, ol], {p: np.ones((3, 2))})
    assert out[0].tolist() == [[0, 0]] * 3 and out[1].tolist() == [[1, 1]] * 3


def test_ones_like_keeps_a_partial_static_shape(g):
    ol = tf.ones_like(tf.placeholder(tf.float32, [None, 2]))
    assert ol.shape == tf.TensorShape([None, 2])


def test_fill(sess):
    f = tf.fill([2, 2], 5.0)
    assert (f.op.name, f.shape) == ("Fill", tf.TensorShape([2, 2]))
    assert [t.name for t in f.op.inputs] == ["Fill/dims:0", "Fill/value:0"]
    assert sess.run(f).tolist() == [[5, 5], [5, 5]]


def test_reshape_infers_minus_one(sess):
    x = tf.placeholder(tf.float32, [None, 4], name="x")
    r = tf.reshape(x, [-1, 2])
    assert (r.shape, r.op.name) == (tf.TensorShape([None, 2]), "Reshape")
    assert [t.name for t in r.op.inputs] == ["x:0", "Reshape/shape:0"]
    assert tf.reshape(tf.ones([2, 6]), [-1, 4]).shape == tf.TensorShape([3, 4])
    assert tf.reshape(tf.ones([2, 6]), [3, -1, 2]).shape == tf.TensorShape([3, 2, 2])
    out = sess.run(r, {x: np.arange(8).reshape(2, 4)})
    assert out.tolist() == [[0, 1], [2, 3], [4, 5], [6, 7]]


def test_reshape_to_a_shape_of_another_size_fails_when_building(g):
    with pytest.raises(ValueError, match=r"Cannot reshape a tensor with 12 elements to shape "
                                         r"\[5,2\] \(10 elements\)"):
        tf.reshape(tf.ones([2, 6]), [5, 2])


def test_reshape_minus_one_that_does_not_divide_fails_when_building(g):
    with pytest.raises(ValueError, match="Dimension size must be evenly divisible by 5 but is 12"):
        tf.reshape(tf.ones([2, 6]), [5, -1])


def test_shape(sess):
    x = tf.placeholder(tf.float32, [None, 4], name="x")
    s = tf.shape(x)
    assert (s.shape, s.dtype, s.op.name) == (tf.TensorShape([2]), tf.int32, "Shape")
    assert sess.run(s, {x: np.ones((3, 4))}).tolist() == [3, 4]
