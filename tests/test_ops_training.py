"""The optimizers' update ops built directly (``scopelab.ops.training_ops``): inputs, in-place
updates, and TF's errors for a non-variable, a mismatched dtype and mismatched shapes.

The expected numbers and messages were printed by real TensorFlow
(``gen_training_ops.apply_adagrad``... in ``tensorflow.compat.v1`` graph mode); the optimizers
built on these ops are compared with TF in test_train_recorded.py (cases 050-060).
"""
import numpy as np
import pytest

import scopelab as tf
from scopelab.ops import training_ops


def _run(fetches):
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        return sess.run(fetches)


def test_adagrad_without_update_slots_leaves_the_accumulator(g):
    v = tf.Variable([1.0, 2.0], name="v")
    acc = tf.Variable([4.0, 1.0], name="a")
    step = training_ops.apply_adagrad(v, acc, 0.5, [2.0, -1.0], update_slots=False)
    assert [t.name for t in step.op.inputs] == ["v:0", "a:0", "ApplyAdagrad/lr:0",
                                                "ApplyAdagrad/grad:0"]
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        assert sess.run(step).tolist() == [0.5, 2.5]
        assert sess.run(acc).tolist() == [4.0, 1.0]


def test_rms_prop_updates_ms_and_mom_in_place(g):
    v = tf.Variable([1.0, 2.0], name="v")
    ms = tf.Variable([1.0, 1.0], name="ms")
    mom = tf.Variable([0.5, 0.0], name="mom")
    step = training_ops.apply_rms_prop(v, ms, mom, 0.1, 0.9, 0.5, 1e-3, [2.0, -1.0])
    assert [t.name for t in step.op.inputs][3:] == [
        "ApplyRMSProp/lr:0", "ApplyRMSProp/rho:0", "ApplyRMSProp/momentum:0",
        "ApplyRMSProp/epsilon:0", "ApplyRMSProp/grad:0"]
    values = _run([step, ms, mom])
    np.testing.assert_allclose(values[0], [0.5746558, 2.0999501], rtol=1e-6)
    np.testing.assert_allclose(values[1], [1.3, 1.0], rtol=1e-6)
    np.testing.assert_allclose(values[2], [0.42534417, -0.09995005], rtol=1e-6)


def test_centered_rms_prop_takes_mg_before_ms(g):
    v = tf.Variable([1.0, 2.0], name="v")
    mg = tf.Variable([0.25, -0.5], name="mg")
    ms = tf.Variable([1.0, 1.0], name="ms")
    mom = tf.Variable([0.5, 0.0], name="mom")
    step = training_ops.apply_centered_rms_prop(v, mg, ms, mom, 0.1, 0.9, 0.5, 1e-3,
                                                [2.0, -1.0])
    assert [t.name for t in step.op.inputs][:4] == ["v:0", "mg:0", "ms:0", "mom:0"]
    values = _run([step, mg, ms, mom])
    np.testing.assert_allclose(values[0], [0.5610494, 2.1196511], rtol=1e-6)
    np.testing.assert_allclose(values[1], [0.425, -0.55], rtol=1e-6)
    np.testing.assert_allclose(values[2], [1.3, 1.0], rtol=1e-6)
    np.testing.assert_allclose(values[3], [0.4389506, -0.11965113], rtol=1e-6)


def test_every_slot_must_be_a_variable(g):
    v = tf.Variable([1.0], name="v")
    with pytest.raises(TypeError, match=r"^'ApplyGradientDescent' Op requires that input 'var' "
                                        r"be a mutable tensor \(e\.g\.: a tf\.Variable\)$"):
        training_ops.apply_gradient_descent(tf.constant([1.0]), 0.5, [1.0])
    with pytest.raises(TypeError, match="^'ApplyRMSProp' Op requires that input 'var' be"):
        training_ops.apply_rms_prop(tf.constant([1.0]), v, v, 0.1, 0.9, 0.0, 1e-10, [1.0])
    with pytest.raises(TypeError, match="^'ApplyCenteredRMSProp' Op requires that input 'ms' be"):
        training_ops.apply_centered_rms_prop(v, v, tf.constant([1.0]), v, 0.1, 0.9, 0.0, 1e-10,
                                             [1.0])


def test_dtypes_must_match_the_variable(g):
    v = tf.Variable([1.0, 2.0], name="v")
    d = tf.Variable([1.0, 2.0], dtype=tf.float64, name="d")
    with pytest.raises(TypeError, match="^Input 'accum' of 'ApplyAdagrad' Op has type "
                                        "float64_ref that does not match type float32 of "
                                        "argument 'var'.$"):
        training_ops.apply_adagrad(v, d, 0.5, [1.0, 1.0])
    with pytest.raises(TypeError, match="^Input 'grad' of 'ApplyAdagrad' Op has type int32 "
                                        "that does not match type float32 of argument 'var'.$"):
        training_ops.apply_adagrad(v, v, 0.5, tf.constant([1, 2]))


def test_shapes_merge_and_hyperparameters_are_scalars(g):
    v = tf.Variable([1.0, 2.0], name="v")
    a = tf.Variable([1.0], name="a")
    with pytest.raises(ValueError) as e:
        training_ops.apply_adagrad(v, a, 0.5, [1.0, 2.0])
    assert str(e.value) == (
        "Dimension 0 in both shapes must be equal, but are 2 and 1. Shapes are [2] and [1]. for "
        "'{{node ApplyAdagrad}} = ApplyAdagrad[T=DT_FLOAT, update_slots=true, use_locking=false]"
        "(v, a, ApplyAdagrad/lr, ApplyAdagrad/grad)' with input shapes: [2], [1], [], [2].")
    with pytest.raises(ValueError) as e:
        training_ops.apply_centered_rms_prop(v, v, v, v, 0.1, [0.9], 0.0, 1e-10, [2.0, 1.0])
    assert str(e.value) == (
        "Shape must be rank 0 but is rank 1 for '{{node ApplyCenteredRMSProp}} = "
        "ApplyCenteredRMSProp[T=DT_FLOAT, use_locking=false](v, v, v, v, "
        "ApplyCenteredRMSProp/lr, ApplyCenteredRMSProp/rho, ApplyCenteredRMSProp/momentum, "
        "ApplyCenteredRMSProp/epsilon, ApplyCenteredRMSProp/grad)' with input shapes: [2], [2], "
        "[2], [2], [], [1], [], [], [2].")
