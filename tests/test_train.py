"""tf.train: a model trains, shared (tied) weights get one summed update, the global step
counts, and Saver round-trips values by checkpoint name with TF's errors.

Graph shapes and error texts are compared with real TensorFlow in test_train_recorded.py;
here the behaviour is checked with values.
"""
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402


# ---------------------------------------------------------------------- optimizers
def test_a_linear_model_trains(g):
    rng = np.random.RandomState(0)
    x = tf.placeholder(tf.float32, [None, 4], name="x")
    t = tf.placeholder(tf.float32, [None, 1], name="t")
    W = tf.Variable(tf.zeros([4, 1]), name="W")
    b = tf.Variable(tf.zeros([1]), name="b")
    loss = tf.reduce_mean(tf.square(tf.matmul(x, W) + b - t))
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
    true_w = np.array([[1.0], [-2.0], [0.5], [3.0]], np.float32)
    xs = rng.randn(64, 4).astype(np.float32)
    feed = {x: xs, t: xs @ true_w + 0.7}
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        losses = [sess.run(loss, feed)]
        for _ in range(200):
            sess.run(train, feed)
            losses.append(sess.run(loss, feed))
        # Down every step (up to float32 noise once it is ~1e-12).
        assert all(later <= earlier + 1e-9 for earlier, later in zip(losses, losses[1:]))
        assert losses[-1] < 1e-3 * losses[0]
        np.testing.assert_allclose(sess.run(W), true_w, atol=1e-2)
        assert sess.run(b) == pytest.approx([0.7], abs=1e-2)


def test_tied_weights_get_one_summed_update(g):
    with tf.variable_scope("tied", reuse=tf.AUTO_REUSE):
        w1 = tf.get_variable("w", [], initializer=tf.constant_initializer(1.0))
        w2 = tf.get_variable("w", [])
    assert w1 is w2
    loss = tf.square(w1 * 2.0 - 1.0) + tf.square(w2 * 3.0 - 2.0)
    train = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
    updates = [op for op in g.get_operations() if op.type == "ApplyGradientDescent"]
    assert [op.name for op in updates] == ["GradientDescent/update_tied/w/ApplyGradientDescent"]
    assert updates[0].inputs[2].op.type == "AddN"  # both uses' gradients, summed once
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        sess.run(train)
        # d/dw = 2*2*(2w-1) + 2*3*(3w-2) = 4 + 6 = 10 at w = 1
        assert sess.run(w1) == pytest.approx(1.0 - 0.01 * 10)


def test_a_template_shared_layer_trains_as_one_variable(g):
    dense = tf.make_template("dense", lambda x: x * tf.get_variable(
        "k", [], initializer=tf.constant_initializer(0.5)))
    loss = tf.square(dense(tf.constant(1.0)) - 1.0) + tf.square(dense(tf.constant(2.0)) - 2.0)
    opt = tf.train.GradientDescentOptimizer(0.05)
    (grad, var), = opt.compute_gradients(loss)
    assert var.name == "dense/k:0" and grad.op.type in ("AddN", "Identity")
    train = opt.apply_gradients([(grad, var)])
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for _ in range(100):
            sess.run(train)
        assert sess.run(var) == pytest.approx(1.0, abs=1e-4)


def test_var_list_limits_what_is_trained(g):
    a = tf.Variable(1.0, name="a")
    b = tf.Variable(1.0, name="b")
    train = tf.train.GradientDescentOptimizer(0.5).minimize(tf.square(a * b), var_list=[b])
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        sess.run(train)
        assert sess.run([a, b]) == [1.0, 0.0]


def test_global_step_counts_training_steps(g):
    step = tf.train.get_or_create_global_step()
    assert tf.train.get_or_create_global_step() is step
    v = tf.Variable(5.0, name="v")
    train = tf.train.GradientDescentOptimizer(0.1).minimize(tf.square(v), global_step=step)
    assert train.type == "AssignAdd" and train.name == "GradientDescent"
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for _ in range(3):
            sess.run(train)
        assert tf.train.global_step(sess, step) == 3


def test_float64_variables_get_a_cast_learning_rate(g):
    v = tf.Variable(np.float64(2.0), name="v")
    train = tf.train.GradientDescentOptimizer(0.25).minimize(tf.square(v))
    assert "GradientDescent/update_v/Cast" in [op.name for op in g.get_operations()]
    with tf.Session() as sess:
        sess.run(v.initializer)
        sess.run(train)
        assert sess.run(v) == 1.0 and sess.run(v).dtype == np.float64


def test_learning_rate_may_be_a_placeholder(g):
    lr = tf.placeholder(tf.float32, [], name="lr")
    v = tf.Variable(1.0, name="v")
    train = tf.train.GradientDescentOptimizer(lr).minimize(v * 3.0)
    with tf.Session() as sess:
        sess.run(v.initializer)
        sess.run(train, {lr: 0.5})
        assert sess.run(v) == -0.5


def test_optimizer_errors(g):
    v = tf.Variable(1.0, name="v")
    with pytest.raises(ValueError, match="No variables to optimize."):
        tf.train.GradientDescentOptimizer(0.1).minimize(v * 2.0, var_list=[])
    with pytest.raises(ValueError, match="No gradients provided for any variable"):
        tf.train.GradientDescentOptimizer(0.1).minimize(tf.constant(1.0) * 2.0)
    with pytest.raises(ValueError, match="Invalid type tf.int32 for"):
        tf.train.GradientDescentOptimizer(0.1).minimize(tf.constant(1) * 2)
    with pytest.raises(ValueError, match="gate_gradients must be one of"):
        tf.train.GradientDescentOptimizer(0.1).minimize(v * 2.0, gate_gradients=7)


# ---------------------------------------------------------------------- Saver
def _saved_model(path, value):
    with tf.Graph().as_default():
        with tf.variable_scope("old"):
            w = tf.get_variable("w", [2], initializer=tf.constant_initializer(value))
            b = tf.get_variable("b", [], initializer=tf.constant_initializer(-1.0))
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            return tf.train.Saver().save(sess, path), w, b


def test_save_writes_tf_checkpoint_files(tmp_path):
    prefix = str(tmp_path / "model")
    assert _saved_model(prefix, 1.5)[0] == prefix
    with open(prefix + ".index", "rb") as f:
        assert f.read()[-8:] == bytes.fromhex("57fb808b247547db")  # the table's magic number
    assert sorted(os.listdir(tmp_path)) == ["checkpoint", "model.data-00000-of-00001",
                                            "model.index", "model.meta"]
    assert tf.train.load_variable(prefix, "old/w").tolist() == [1.5, 1.5]
    with open(tmp_path / "checkpoint") as f:
        assert f.readline() == 'model_checkpoint_path: "%s"\n' % prefix
    assert tf.train.latest_checkpoint(str(tmp_path)) == prefix


def test_restore_by_names_into_another_scope(tmp_path):
    path = _saved_model(str(tmp_path / "model"), 2.5)[0]
    with tf.Graph().as_default():
        with tf.variable_scope("new"):
            w = tf.get_variable("w", [2], initializer=tf.zeros_initializer())
            other = tf.get_variable("other", [1])
        saver = tf.train.Saver({"old/w": w})
        with tf.Session() as sess:
            saver.restore(sess, path)
            assert sess.run(w).tolist() == [2.5, 2.5]
            with pytest.raises(tf.errors.FailedPreconditionError):
                sess.run(other)  # not covered by the Saver: untouched


def test_restore_of_missing_names_names_them(tmp_path):
    path = _saved_model(str(tmp_path / "model"), 2.5)[0]
    with tf.Graph().as_default():
        a = tf.get_variable("a", [2])
        c = tf.get_variable("c", [2])
        saver = tf.train.Saver({"old/w": a, "missing_1": c, "missing_2": tf.Variable(1.0)})
        with tf.Session() as sess:
            with pytest.raises(tf.errors.NotFoundError) as info:
                saver.restore(sess, path)
    message = str(info.value)
    assert message.startswith("Restoring from checkpoint failed. This is most likely due to a "
                              "Variable name or other graph key that is missing")
    assert "Key missing_1 not found in checkpoint" in message
    assert "(also missing: missing_2)" in message
    assert "[[{{node save/RestoreV2}}]]" in message


def test_restore_errors(tmp_path):
    path = _saved_model(str(tmp_path / "model"), 2.5)[0]
    with tf.Graph().as_default():
        w = tf.get_variable("old/w", [2], dtype=tf.float64)
        saver = tf.train.Saver([w])
        with tf.Session() as sess:
            with pytest.raises(ValueError, match="not a valid checkpoint"):
                saver.restore(sess, path + "-nope")
            with pytest.raises(ValueError, match="Can't load save_path when it is None."):
                saver.restore(sess, None)
            with pytest.raises(tf.errors.InvalidArgumentError, match="mismatch between"):
                saver.restore(sess, path)  # saved as float32, asked for float64


def test_max_to_keep_deletes_old_checkpoints(g, tmp_path):
    v = tf.Variable(1.0, name="v")
    saver = tf.train.Saver(max_to_keep=2)
    prefix = str(tmp_path / "m")
    with tf.Session() as sess:
        sess.run(v.initializer)
        for step in range(4):
            saver.save(sess, prefix, global_step=step)
    assert saver.last_checkpoints == [prefix + "-2", prefix + "-3"]
    assert sorted(os.listdir(tmp_path)) == ["checkpoint", "m-2.data-00000-of-00001", "m-2.index",
                                            "m-2.meta", "m-3.data-00000-of-00001", "m-3.index",
                                            "m-3.meta"]


def test_saver_graph_matches_the_conformance_case(g):
    with tf.variable_scope("net"):
        a = tf.get_variable("a", [2], initializer=tf.zeros_initializer())
        tf.Variable(1.0, name="b")
    before = len(g.get_operations())
    tf.train.Saver()
    assert [(op.name, op.type) for op in g.get_operations()[before:]] == [
        ("save/filename/input", "Const"), ("save/filename", "PlaceholderWithDefault"),
        ("save/Const", "PlaceholderWithDefault"), ("save/SaveV2/tensor_names", "Const"),
        ("save/SaveV2/shape_and_slices", "Const"), ("save/SaveV2", "SaveV2"),
        ("save/control_dependency", "Identity"), ("save/RestoreV2/tensor_names", "Const"),
        ("save/RestoreV2/shape_and_slices", "Const"), ("save/RestoreV2", "RestoreV2"),
        ("save/Assign", "Assign"), ("save/Assign_1", "Assign"), ("save/restore_all", "NoOp")]
    before = len(g.get_operations())
    tf.train.Saver([a])
    assert {op.name.split("/")[0] for op in g.get_operations()[before:]} == {"save_1"}
