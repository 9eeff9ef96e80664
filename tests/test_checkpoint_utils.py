"""wait_for_new_checkpoint and checkpoints_iterator with a clock: they must return, never hang.

TF does not export wait_for_new_checkpoint (TF's checkpoint_utils_test calls it from the module,
as here); the first test is that test's scenario and bounds, which TF 2.21 passes. The other
two were run as they stand with TF 2.21 (tensorflow.python.training.checkpoint_utils), which
gave the same paths, the same answers and the same calls of timeout_fn.
"""
import os
import threading
import time

import scopelab as tf
from scopelab.train import checkpoint_utils


def test_returns_none_after_the_timeout_as_tf_test():
    start = time.time()
    found = checkpoint_utils.wait_for_new_checkpoint("/non-existent-dir", "foo", timeout=1.0,
                                                     seconds_to_sleep=0.5)
    elapsed = time.time() - start
    assert found is None
    assert 0.5 < elapsed < 1.1  # it slept once; a second sleep would pass the timeout


def _save(folder, step):
    with tf.Graph().as_default():
        w = tf.Variable([float(step)], name="w")
        with tf.Session() as sess:
            sess.run(w.initializer)
            return tf.train.Saver().save(sess, os.path.join(folder, "model"), global_step=step)


def test_finds_a_checkpoint_written_while_it_waits(tmp_path):
    folder = str(tmp_path)
    first = _save(folder, 1)
    assert checkpoint_utils.wait_for_new_checkpoint(folder, timeout=0.1) == first
    assert checkpoint_utils.wait_for_new_checkpoint(folder, first, timeout=0.1) is None
    writer = threading.Timer(0.3, _save, (folder, 2))
    writer.start()
    start = time.time()
    found = checkpoint_utils.wait_for_new_checkpoint(folder, first, seconds_to_sleep=0.1,
                                                     timeout=5.0)
    writer.join()
    assert found == os.path.join(folder, "model-2")
    assert time.time() - start < 2.0


def test_iterator_yields_each_new_checkpoint_then_stops(tmp_path):
    folder = str(tmp_path)
    _save(folder, 1)
    seen = []
    asked = []

    def timeout_fn():
        asked.append(len(seen))
        if len(seen) == 1 and len(asked) == 1:
            _save(folder, 2)  # a new checkpoint appears while the iterator waits
        return len(asked) >= 3

    start = time.time()
    for path in tf.train.checkpoints_iterator(folder, timeout=0.1, timeout_fn=timeout_fn):
        seen.append(os.path.basename(path))
    assert seen == ["model-1", "model-2"]
    assert asked == [1, 2, 2]
    assert time.time() - start < 3.0
