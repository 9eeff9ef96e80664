"""tf.metrics: running values against numpy over several batches, scopes and collections,
shape alignment (static and decided at run time), and the checks on weights."""
import numpy as np
import pytest

import scopelab as tf

RNG = np.random.default_rng(7)
BATCHES = [(RNG.integers(0, 2, n), RNG.integers(0, 2, n), RNG.random(n).astype(np.float32))
           for n in (5, 1, 8)]


def _run_batches(build, feeds_of):
    """Builds a metric on placeholders, runs its update on each batch, returns the last
    update's result and the value read afterwards."""
    with tf.Graph().as_default():
        labels = tf.placeholder(tf.int32, [None])
        preds = tf.placeholder(tf.int32, [None])
        weights = tf.placeholder(tf.float32, [None])
        value, update = build(labels, preds, weights)
        with tf.Session() as sess:
            sess.run(tf.local_variables_initializer())
            for lab, pred, w in feeds_of:
                last = sess.run(update, {labels: lab, preds: pred, weights: w})
            return float(last), float(sess.run(value))


def _all(part):
    return np.concatenate([b[part] for b in BATCHES])


LAB, PRED, W = _all(0), _all(1), _all(2)
TP = np.sum(W * ((LAB == 1) & (PRED == 1)))
FP = np.sum(W * ((LAB == 0) & (PRED == 1)))
FN = np.sum(W * ((LAB == 1) & (PRED == 0)))
TN = np.sum(W * ((LAB == 0) & (PRED == 0)))
EXPECTED = {
    "accuracy": np.sum(W * (LAB == PRED)) / np.sum(W),
    "mean_squared_error": np.sum(W * (LAB - PRED) ** 2.0) / np.sum(W),
    "mean_absolute_error": np.sum(W * np.abs(LAB - PRED)) / np.sum(W),
    "root_mean_squared_error": np.sqrt(np.sum(W * (LAB - PRED) ** 2.0) / np.sum(W)),
    "true_positives": TP, "false_positives": FP, "true_negatives": TN, "false_negatives": FN,
    "precision": TP / (TP + FP), "recall": TP / (TP + FN),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_weighted_running_value_matches_numpy(name):
    metric = getattr(tf.metrics, name)

    def build(labels, preds, weights):
        if name in ("mean_squared_error", "mean_absolute_error", "root_mean_squared_error"):
            labels, preds = tf.cast(labels, tf.float32), tf.cast(preds, tf.float32)
        return metric(labels, preds, weights=weights)

    last, value = _run_batches(build, BATCHES)
    assert last == pytest.approx(EXPECTED[name], rel=1e-5)
    assert value == pytest.approx(EXPECTED[name], rel=1e-5)


def test_second_metric_gets_its_own_scope_and_variables():
    with tf.Graph().as_default():
        tf.metrics.accuracy([1, 0], [1, 1])
        acc, _ = tf.metrics.accuracy([1, 0], [1, 1])
        tf.metrics.recall([1, 0], [1, 1], name="r")
        names = [v.name for v in tf.local_variables()]
        assert acc.name == "accuracy_1/value:0"
        assert names == ["accuracy/total:0", "accuracy/count:0", "accuracy_1/total:0",
                         "accuracy_1/count:0", "r/true_positives/count:0",
                         "r/false_negatives/count:0"]
        assert tf.get_collection(tf.GraphKeys.METRIC_VARIABLES) == tf.local_variables()
        assert tf.trainable_variables() == [] and tf.global_variables() == []


def test_collections_take_a_single_name_too():
    with tf.Graph().as_default():
        value, update = tf.metrics.mean([1.0], metrics_collections="values",
                                        updates_collections=("updates",))
        assert tf.get_collection("values") == [value]
        assert tf.get_collection("updates") == [update]


def test_initializer_starts_the_metric_over():
    with tf.Graph().as_default():
        x = tf.placeholder(tf.float32, [None])
        value, update = tf.metrics.mean(x)
        with tf.Session() as sess:
            sess.run(tf.local_variables_initializer())
            sess.run(update, {x: [10.0, 20.0]})
            sess.run(tf.local_variables_initializer())
            assert sess.run(value) == 0.0
            assert sess.run(update, {x: [4.0]}) == 4.0


def test_mean_tensor_keeps_one_mean_per_element():
    with tf.Graph().as_default():
        x = tf.placeholder(tf.float32, [2])
        value, update = tf.metrics.mean_tensor(x, weights=[1.0, 0.0])
        with tf.Session() as sess:
            sess.run(tf.local_variables_initializer())
            sess.run(update, {x: [1.0, 5.0]})
            sess.run(update, {x: [3.0, 7.0]})
            np.testing.assert_allclose(sess.run(value), [2.0, 0.0])


@pytest.mark.parametrize("label_shape, pred_shape", [([3], [3, 1]), ([3, 1], [3]),
                                                     (None, [3, 1]), ([3], None)])
def test_a_trailing_axis_of_one_is_squeezed(label_shape, pred_shape):
    with tf.Graph().as_default():
        labels = tf.placeholder(tf.float32, label_shape)
        preds = tf.placeholder(tf.float32, pred_shape)
        value, update = tf.metrics.mean_absolute_error(labels, preds)
        feed = {labels: np.reshape([1.0, 2.0, 3.0], label_shape or [3]),
                preds: np.reshape([2.0, 2.0, 5.0], pred_shape or [3])}
        with tf.Session() as sess:
            sess.run(tf.local_variables_initializer())
            assert sess.run(update, feed) == pytest.approx(1.0)


def test_weights_of_unknown_rank_are_aligned_when_run():
    with tf.Graph().as_default():
        x = tf.placeholder(tf.float32, [None, 2])
        w = tf.placeholder(tf.float32)
        value, update = tf.metrics.mean(x, weights=w)
        with tf.Session() as sess:
            for weights, expected in ((2.0, 2.5), ([[1.0], [0.0]], 1.5),
                                      ([[1.0, 0.0], [0.0, 1.0]], 2.5)):
                sess.run(tf.local_variables_initializer())
                got = sess.run(update, {x: [[1.0, 2.0], [3.0, 4.0]], w: weights})
                assert got == pytest.approx(expected)


def test_count_weights_of_unknown_rank_are_checked_when_run():
    with tf.Graph().as_default():
        w = tf.placeholder(tf.float32)
        _, update = tf.metrics.true_positives([1, 1], [1, 0], weights=w)
        with tf.Session() as sess:
            sess.run(tf.local_variables_initializer())
            assert sess.run(update, {w: 3.0}) == 3.0
            with pytest.raises(tf.errors.InvalidArgumentError):
                sess.run(update, {w: [[[1.0, 1.0]]]})


def test_count_checks_a_rank_known_only_when_run_is_a_scalar():
    # As TF's assert_rank_in does (names checked against TF): the wanted rank rank(values) is
    # a tensor here, so its own rank is asserted before the Assert reads the condition.
    with tf.Graph().as_default() as g:
        tf.metrics.true_positives(tf.placeholder(tf.int32), tf.placeholder(tf.int32),
                                  weights=tf.placeholder(tf.float32))
        guard = g.get_operation_by_name("true_positives/assert_rank_in/control_dependency")
        assert [op.name for op in guard.control_inputs] == [
            "true_positives/assert_rank_in/assert_rank/static_checks_determined_all_ok"]
        check = g.get_operation_by_name("true_positives/assert_rank_in/Assert/Assert")
        assert check.inputs[0].op is guard


def test_static_checks_fail_at_build_time():
    with tf.Graph().as_default():
        with pytest.raises(ValueError, match="must have rank in"):
            tf.metrics.false_negatives([1, 0], [1, 1], weights=tf.ones([2, 1, 1]))
        with pytest.raises(ValueError, match="are incompatible"):
            tf.metrics.accuracy([1, 2], [1, 2, 3])
        with pytest.raises(ValueError, match="Can not squeeze dim"):
            tf.metrics.mean(tf.zeros([2]), weights=tf.ones([2, 2]))


def test_mean_iou_matches_numpy_over_batches():
    rng = np.random.default_rng(3)
    batches = [(rng.integers(0, 4, n), rng.integers(0, 4, n)) for n in (6, 3, 9)]
    cm = np.zeros([4, 4])
    for lab, pred in batches:
        np.add.at(cm, (lab, pred), 1.0)
    union = cm.sum(0) + cm.sum(1) - np.diag(cm)
    seen = union > 0
    expected = np.mean(np.diag(cm)[seen] / union[seen])
    with tf.Graph().as_default():
        labels = tf.placeholder(tf.int64, [None])
        preds = tf.placeholder(tf.int32, [None])
        value, update = tf.metrics.mean_iou(labels, preds, 4)
        with tf.Session() as sess:
            sess.run(tf.local_variables_initializer())
            for lab, pred in batches:
                total = sess.run(update, {labels: lab, preds: pred})
            np.testing.assert_array_equal(total, cm)
            assert sess.run(value) == pytest.approx(expected, rel=1e-6)


def test_confusion_matrix_ids_are_checked_when_run():
    from scopelab.metrics.confusion_matrix import confusion_matrix
    with tf.Graph().as_default():
        labels = tf.placeholder(tf.int32, [None])
        cm = confusion_matrix(labels, [0, 1], 2, weights=[0.5, 2.0], dtype=tf.float32)
        with tf.Session() as sess:
            np.testing.assert_array_equal(sess.run(cm, {labels: [1, 1]}), [[0, 0], [0.5, 2]])
            with pytest.raises(tf.errors.InvalidArgumentError):
                sess.run(cm, {labels: [2, 0]})


def test_auc_matches_trapezoids_over_the_thresholds():
    rng = np.random.default_rng(5)
    labels, scores = rng.integers(0, 2, 40), rng.random(40).astype(np.float32)
    n = 50
    thresholds = np.array([-1e-7] + [(i + 1) / (n - 1) for i in range(n - 2)] + [1 + 1e-7],
                          np.float32)
    positive = scores[None, :] > thresholds[:, None]
    tp = np.sum(positive & (labels == 1), 1)
    fp = np.sum(positive & (labels == 0), 1)
    fn, tn = np.sum(labels == 1) - tp, np.sum(labels == 0) - fp
    tpr = (tp + 1e-6) / (tp + fn + 1e-6)
    fpr = fp / (fp + tn + 1e-6)
    expected = np.sum((fpr[:-1] - fpr[1:]) * (tpr[:-1] + tpr[1:]) / 2)
    with tf.Graph().as_default():
        x = tf.placeholder(tf.float32, [None])
        y = tf.placeholder(tf.int64, [None])
        value, update = tf.metrics.auc(y, x, num_thresholds=n)
        with tf.Session() as sess:
            sess.run(tf.local_variables_initializer())
            sess.run(update, {x: scores[:25], y: labels[:25]})
            sess.run(update, {x: scores[25:], y: labels[25:]})
            assert sess.run(value) == pytest.approx(expected, rel=1e-5)
            with pytest.raises(tf.errors.InvalidArgumentError):
                sess.run(update, {x: [-0.5], y: [1]})
