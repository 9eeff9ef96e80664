"""tf.map_fn, tf.foldl, tf.foldr (gradients through their loops agree with finite differences,
values with numpy) and tf.multinomial (its samples follow the logits' distribution, also for
batches large enough that TF would split them over threads). Graphs and seeded values are
compared with real TensorFlow in tests/tf_cases/725-729."""
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import scopelab as tf  # noqa: E402
from test_gradients import check_gradients  # noqa: E402

ROWS = np.array([[0.5, -1.0, 2.0], [1.5, 0.3, -0.7], [0.2, 0.9, 1.1]])


@pytest.mark.parametrize("known", [True, False])
def test_map_fn_gradient(known):
    check_gradients(lambda x, w: tf.map_fn(lambda r: tf.tanh(r * w) * r, x),
                    [ROWS, ROWS[0]], known_shapes=known)


@pytest.mark.parametrize("fold", ["foldl", "foldr"])
@pytest.mark.parametrize("with_initializer", [True, False])
def test_fold_gradients(fold, with_initializer):
    def build(x, *a0):
        return getattr(tf, fold)(lambda a, r: tf.sin(a) * r + a, x,
                                 initializer=a0[0] if a0 else None)
    check_gradients(build, [ROWS, ROWS[1]] if with_initializer else [ROWS])


@pytest.mark.parametrize("fold, order", [("foldl", slice(None)), ("foldr", slice(None, None, -1))])
def test_folds_walk_rows_in_order(fold, order):
    with tf.Graph().as_default():
        x = tf.constant(ROWS)
        got = tf.Session().run(getattr(tf, fold)(lambda a, r: a * 0.5 + r, x))
    want = ROWS[order][0]
    for row in ROWS[order][1:]:
        want = want * 0.5 + row
    np.testing.assert_allclose(got, want)


@pytest.mark.parametrize("rows", [3, 400])
def test_multinomial_follows_the_logits(rows):
    probs = np.array([0.1, 0.2, 0.3, 0.4])
    with tf.Graph().as_default():
        tf.set_random_seed(0)
        s = tf.multinomial(tf.log(np.tile(probs, (rows, 1))), 20000 // rows)
        got = tf.Session().run(s)
    counts = np.bincount(got.ravel(), minlength=4) / got.size
    np.testing.assert_allclose(counts, probs, atol=0.015)
