"""Makes the checkpoints under tf_written/ with real TensorFlow (run once, by hand):

    /tmp/tfenv/bin/python tests/data/tf_checkpoints/make_checkpoints.py

A Saver saves the variables of model_values.py (plain and partitioned) twice, at steps 1 and 2
(the second with every float doubled), from inside tf_written/ so that the ``checkpoint``
state file holds relative paths as TF writes them. tf_written/expected.json records what TF
itself reads back (NewCheckpointReader: shapes, dtypes, exact bytes, debug_string).
"""
import json
import os
import shutil
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from model_values import PARTITIONED, hex_of, model_values  # noqa: E402

OUT = os.path.join(HERE, "tf_written")


def scaled(value, step):
    with np.errstate(over="ignore"):  # 65504 is float16's largest: doubled, it is inf
        return value * step if value.dtype.kind == "f" else value


def main():
    # Imported here, not at the top: pytest collects this file as a module, without TF.
    global tf
    import tensorflow.compat.v1 as tf
    tf.disable_v2_behavior()
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    os.chdir(OUT)
    with tf.Graph().as_default():
        holders = {}
        for name, value in model_values().items():
            holders[name] = tf.get_variable(name, initializer=tf.constant(value))
        for name, (value, parts, axis) in PARTITIONED.items():
            holders[name] = tf.get_variable(name, initializer=tf.constant(value),
                                            partitioner=tf.fixed_size_partitioner(parts, axis))
        saver = tf.train.Saver(max_to_keep=5)
        with tf.Session() as sess:
            for step in (1, 2):
                for name, value in model_values().items():
                    holders[name].load(scaled(value, step), sess)
                for name, (value, _, axis) in PARTITIONED.items():
                    sess.run([part.initializer for part in holders[name]])
                    if step == 2:
                        for part in holders[name]:
                            part.load(sess.run(part) * 2, sess)
                saver.save(sess, "model", global_step=step, write_meta_graph=False)
    expected = {}
    for step in (1, 2):
        reader = tf.train.NewCheckpointReader("model-%d" % step)
        expected["model-%d" % step] = {
            "shapes": reader.get_variable_to_shape_map(),
            "dtypes": {k: v.name for k, v in reader.get_variable_to_dtype_map().items()},
            "bytes": {k: hex_of(reader.get_tensor(k)) for k in reader.get_variable_to_shape_map()},
            "debug_string": reader.debug_string().hex(),
        }
    with open("expected.json", "w") as f:
        json.dump(expected, f, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
