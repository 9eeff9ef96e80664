"""ops/softmax_ops, ops/xent_ops, ops/loss_math_ops and scopelab/losses: what the recorded TF
scenarios (tests/tf_train_cases/031-047) do not show, since they compare only the first line of
an error, plus the documented limits."""
import numpy as np
import pytest

import scopelab as tf
from scopelab.gradients_impl.gradients_util import is_zeros_for_unused_output
from scopelab.ops.indexing_ops import select


def test_kernels_match_numpy(sess):
    x = np.array([[1.0, -2.0, 0.5], [3.0, 3.0, -1.0]], np.float32)
    z = np.array([[0.0, 1.0, 0.3], [1.0, 0.0, 0.5]], np.float32)
    sig = tf.nn.sigmoid_cross_entropy_with_logits(labels=z, logits=x)
    soft = tf.nn.softmax_cross_entropy_with_logits_v2(labels=z, logits=x)
    sparse = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=[2, 0], logits=x)
    picked = select([True, False], x, -x)
    sig_v, soft_v, sparse_v, picked_v = sess.run([sig, soft, sparse, picked])
    p = 1 / (1 + np.exp(-x))
    np.testing.assert_allclose(sig_v, -z * np.log(p) - (1 - z) * np.log(1 - p), rtol=1e-5)
    log_softmax = x - np.log(np.exp(x).sum(axis=1, keepdims=True))
    np.testing.assert_allclose(soft_v, -(z * log_softmax).sum(axis=1), rtol=1e-5)
    np.testing.assert_allclose(sparse_v, -log_softmax[[0, 1], [2, 0]], rtol=1e-5)
    assert picked_v.tolist() == [x[0].tolist(), (-x[1]).tolist()]


def test_a_label_out_of_range_is_named_as_tf_names_it(sess):
    x = tf.placeholder(tf.float32, [None, 3])
    labels = tf.placeholder(tf.int32, [None])
    loss = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=x)
    # TF looks at the smallest label first, then at the largest.
    for values, bad in (([5, 3, 0], 5), ([3, -1, 7], -1)):
        with pytest.raises(tf.errors.InvalidArgumentError,
                           match=r"Received a label value of %d which is outside the valid "
                                 r"range of \[0, 3\)\.  Label values: %s"
                                 % (bad, " ".join(map(str, values)))):
            sess.run(loss, {x: np.zeros([3, 3], np.float32), labels: values})


def test_unused_backprop_output_gets_tagged_zeros(g):
    x = tf.constant([[1.0, 2.0]])
    loss = tf.nn.softmax_cross_entropy_with_logits_v2(labels=[[0.5, 0.5]], logits=x)
    tf.gradients(loss, [x])
    zeros = g.get_operation_by_name("gradients/zeros_like").outputs[0]
    assert is_zeros_for_unused_output(zeros)
    assert not is_zeros_for_unused_output(x)
    backprop = g.get_operation_by_name("softmax_cross_entropy_with_logits").outputs[1]
    with pytest.raises(NotImplementedError, match="second derivatives"):
        tf.gradients(backprop, [x])


def test_regularization_of_a_reused_variable_is_collected_once(g):
    def l2(v):
        return 0.5 * tf.reduce_sum(v * v)
    for reuse in (False, True, tf.AUTO_REUSE):
        with tf.variable_scope("m", reuse=reuse, regularizer=l2):
            tf.get_variable("w", [2], initializer=tf.ones_initializer())
    assert [t.name for t in tf.losses.get_regularization_losses()] == [
        "m/w/Regularizer/mul_1:0"]  # v * v is m/w/Regularizer/mul
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        assert sess.run(tf.losses.get_regularization_loss()) == 1.0


def test_weights_the_static_shapes_cannot_check_are_checked_at_run_time(g):
    per_example = tf.placeholder(tf.float32, [None, 3])
    weights = tf.placeholder(tf.float32, [None, 1])
    loss = tf.losses.compute_weighted_loss(per_example, weights=weights)
    assert any(op.type == "DenseToDenseSetOperation" for op in g.get_operations())
    with tf.Session() as sess:
        assert sess.run(loss, {per_example: [[1, 2, 3], [4, 5, 6]], weights: [[1], [0]]}) == 2.0
        with pytest.raises(tf.errors.InvalidArgumentError):
            sess.run(loss, {per_example: [[1, 2, 3]], weights: [[1], [0]]})


def test_small_array_ops_of_the_losses(g):
    x = tf.placeholder(tf.float32, [2, 3])
    assert tf.rank(x).op.type == "Const"
    assert tf.rank(tf.placeholder(tf.float32)).op.type == "Rank"
    assert tf.add_n([x], name="total").op.type == "Identity"
    flat = tf.reshape(tf.constant([7.0]), [])
    assert [op.name for op in g.get_operations()][-3:] == ["Reshape/shape", "Reshape/shape_1",
                                                            "Reshape"]
    block = tf.slice(tf.constant([[1, 2, 3], [4, 5, 6]]), [0, 1], [-1, 2])
    inverse = tf.invert_permutation([2, 0, 1])
    assert block.shape.as_list() == [2, 2]
    with tf.Session() as sess:
        values = sess.run([flat, block, inverse])
    assert values[0] == 7.0
    assert values[1].tolist() == [[2, 3], [5, 6]]
    assert values[2].tolist() == [1, 2, 0]
