"""Writes, with scopelab, the checkpoint that make_checkpoints.py writes with TF at step 1:

    python tests/data/tf_checkpoints/write_scopelab.py     (from the repository's root)

into scopelab_written/ (model-1.index, model-1.data-00000-of-00001, checkpoint). The tests call
``write(folder)`` again and check that scopelab's writer still produces those very bytes
(which restore_scopelab.py had real TF restore) and the bytes TF itself wrote.
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from model_values import PARTITIONED, model_values  # noqa: E402


def write(folder):
    """Saves the model of model_values.py as ``<folder>/model-1``; returns that prefix."""
    import scopelab as tf
    with tf.Graph().as_default():
        for name, value in model_values().items():
            tf.get_variable(name, initializer=tf.constant(value))
        for name, (value, parts, axis) in PARTITIONED.items():
            tf.get_variable(name, initializer=tf.constant(value),
                            partitioner=tf.fixed_size_partitioner(parts, axis))
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            return tf.train.Saver().save(sess, os.path.join(folder, "model"), global_step=1,
                                         write_meta_graph=False)


if __name__ == "__main__":
    sys.path.insert(0, os.path.join(HERE, "..", "..", ".."))  # this checkout's scopelab
    out = os.path.join(HERE, "scopelab_written")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    os.chdir(out)  # a relative prefix: the ``checkpoint`` file names "model-1", as TF's does
    write("")
