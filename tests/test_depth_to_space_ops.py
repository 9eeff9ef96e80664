"""The run-time messages of DepthToSpace and SpaceToDepth after "Graph execution error:" (the
recorded case 1301 compares first lines only). Expected texts taken from TF 2.21's messages
for the same programs."""
import numpy as np
import pytest

import scopelab as tf


def _detail(fetch, feed):
    with tf.Session() as sess:
        with pytest.raises(tf.errors.InvalidArgumentError) as info:
            sess.run(fetch, feed)
    return str(info.value).split("\n")[2]


def test_run_time_messages():
    with tf.Graph().as_default():
        q = tf.placeholder(tf.float32)
        p = tf.placeholder(tf.float32, [None, 4, None, 3])
        d, s = tf.depth_to_space(q, 3), tf.nn.space_to_depth(p, 2)
        assert _detail(d, {q: np.zeros([1, 2, 2, 4])}) == \
            "Input depth dimension 4 should be divisible by: 9"
        assert _detail(d, {q: np.zeros([1, 2, 4])}) == "Input rank should be: 4 instead of: 3"
        assert _detail(s, {p: np.zeros([1, 4, 3, 3])}) == \
            "Image width 3 and height 4 should be divisible by block_size: 2"


def test_nchw_has_no_cpu_kernel():
    with tf.Graph().as_default():
        y = tf.nn.space_to_depth(tf.zeros([1, 2, 4, 4]), 2, data_format="NCHW")
        assert _detail(y, None) == (
            "No OpKernel was registered to support Op 'SpaceToDepth' used by {{node "
            "SpaceToDepth}} with these attrs: [data_format=\"NCHW\", T=DT_FLOAT, block_size=2]")
