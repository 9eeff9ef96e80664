"""Real TensorFlow restores the checkpoint scopelab wrote (run by hand after
write_scopelab.py):

    /tmp/tfenv/bin/python tests/data/tf_checkpoints/restore_scopelab.py

TF reads scopelab_written/model-1 three ways: NewCheckpointReader (every tensor), a Saver into
variables of the same names (the partitioned ones cut differently from how scopelab saved
them: 5 parts, and along the other axis), and init_from_checkpoint into a renamed scope. What
TF got (exact bytes as hex) and the SHA-256 of the files it read go to
scopelab_written/restored_by_tf.json, which tests/test_tf_checkpoints.py checks without TF.
"""
import hashlib
import json
import os
import sys


HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from model_values import PARTITIONED, hex_of, model_values  # noqa: E402

FOLDER = os.path.join(HERE, "scopelab_written")
PREFIX = os.path.join(FOLDER, "model-1")
OTHER_CUT = {"embedding/table": (5, 0), "wide/columns": (2, 0)}


def read_all():
    reader = tf.train.NewCheckpointReader(PREFIX)
    names = reader.get_variable_to_shape_map()
    return {"shapes": names,
            "dtypes": {k: v.name for k, v in reader.get_variable_to_dtype_map().items()},
            "bytes": {k: hex_of(reader.get_tensor(k)) for k in names}}


def restore_with_saver():
    with tf.Graph().as_default():
        holders = {}
        for name, value in model_values().items():
            holders[name] = tf.get_variable(name, value.shape, tf.as_dtype(value.dtype))
        for name, (value, _, _) in PARTITIONED.items():
            parts, axis = OTHER_CUT[name]
            holders[name] = tf.get_variable(name, value.shape, tf.as_dtype(value.dtype),
                                            partitioner=tf.fixed_size_partitioner(parts, axis))
        with tf.Session() as sess:
            tf.train.Saver().restore(sess, PREFIX)
            return {name: hex_of(sess.run(v.as_tensor() if name in PARTITIONED else v))
                    for name, v in holders.items()}


def init_into_renamed_scope():
    with tf.Graph().as_default():
        with tf.variable_scope("pretrained"):
            weights = tf.get_variable("conv1/weights", [3, 3, 1, 2])
            table = tf.get_variable("embedding/table", [24, 3],
                                    partitioner=tf.fixed_size_partitioner(4))
        tf.train.init_from_checkpoint(FOLDER, {"conv1/": "pretrained/conv1/",
                                               "embedding/table": "pretrained/embedding/table"})
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            return {"conv1/weights": hex_of(sess.run(weights)),
                    "embedding/table": hex_of(sess.run(table.as_tensor()))}


def main():
    # Imported here, not at the top: pytest collects this file as a module, without TF.
    global tf
    import tensorflow.compat.v1 as tf
    tf.disable_v2_behavior()
    digests = {}
    for name in sorted(os.listdir(FOLDER)):
        if name.startswith("model-1."):
            with open(os.path.join(FOLDER, name), "rb") as f:
                digests[name] = hashlib.sha256(f.read()).hexdigest()
    result = {"tensorflow": tf.__version__, "files_sha256": digests,
              "latest_checkpoint": os.path.basename(tf.train.latest_checkpoint(FOLDER)),
              "reader": read_all(), "saver_restore": restore_with_saver(),
              "init_from_checkpoint": init_into_renamed_scope()}
    with open(os.path.join(FOLDER, "restored_by_tf.json"), "w") as f:
        json.dump(result, f, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
