"""tf.layers' separable and 3-D layers (separable_convolutional.py, convolutional.py,
pooling.py): weights, shapes, sharing, and that the layer computes what the tf.nn op does."""
import numpy as np
import pytest

import scopelab as tf


def test_separable_layer_is_nn_separable_conv2d_plus_bias():
    x = np.random.RandomState(0).randn(2, 7, 7, 3).astype(np.float32)
    with tf.Graph().as_default():
        layer = tf.layers.SeparableConv2D(4, 3, padding="same", depth_multiplier=2,
                                          bias_initializer=tf.constant_initializer(0.5))
        y = layer(x)
        want = tf.nn.separable_conv2d(x, layer.depthwise_kernel, layer.pointwise_kernel,
                                      [1, 1, 1, 1], "SAME") + 0.5
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            got, want = sess.run([y, want])
    assert layer.depthwise_kernel.shape.as_list() == [3, 3, 3, 2]
    assert layer.pointwise_kernel.shape.as_list() == [1, 1, 6, 4]
    np.testing.assert_allclose(got, want, rtol=1e-6)


def test_separable_conv1d_shapes_and_reuse():
    with tf.Graph().as_default():
        q = tf.placeholder(tf.float32, [None, 10, 3])
        y = tf.layers.separable_conv1d(q, 6, 3, strides=2, padding="same", name="s")
        tf.layers.separable_conv1d(q, 6, 3, strides=2, padding="same", name="s", reuse=True)
        assert y.shape.as_list() == [None, 5, 6]
        assert [v.name for v in tf.global_variables()] == [
            "s/depthwise_kernel:0", "s/pointwise_kernel:0", "s/bias:0"]


def test_separable_layer_wants_known_channels():
    with tf.Graph().as_default():
        with pytest.raises(ValueError, match="channel dimension of the inputs should be defined"):
            tf.layers.separable_conv2d(tf.placeholder(tf.float32, [None, 4, 4, None]), 2, 3)


def test_conv3d_and_3d_pooling_layers():
    with tf.Graph().as_default():
        v = tf.placeholder(tf.float32, [None, 6, 8, 8, 2])
        c = tf.layers.conv3d(v, 4, (2, 3, 3), strides=(1, 2, 2))
        m = tf.layers.max_pooling3d(c, 2, 2, padding="same")
        a = tf.layers.AveragePooling3D(2, 1)(c)
        assert c.shape.as_list() == [None, 5, 3, 3, 4]
        assert m.shape.as_list() == [None, 3, 2, 2, 4]
        assert a.shape.as_list() == [None, 4, 2, 2, 4]
        assert (m.op.type, a.op.type) == ("MaxPool3D", "AvgPool3D")
        assert tf.global_variables()[0].shape.as_list() == [2, 3, 3, 2, 4]
